import { getReactionTransition, type ReactionType } from '@/shared/domain/reactions';
import { reviewKeys, type ReactionResult } from '@/shared/schemas/review.schema';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import * as queries from './reactions.queries';

/** A review hidden by moderation takes no reactions until it is restored. */
const reviewHidden = () => new AppError('REVIEW_HIDDEN', reviewKeys.reactHidden);

/**
 * Presses like or dislike on a review. One transaction: lock the user's profile (one press of theirs at a
 * time), read the review's author and the user's reaction, apply the state machine (same again removes,
 * the other switches, from none adds), write the reaction row (one per review and user, the primary key)
 * and move the review's counts. The review row is locked only by that last UPDATE, until the commit, so
 * presses on a popular review wait for each other for one statement; the increments keep counts exact.
 */
export async function pressReaction(
  db: Db,
  user: CurrentUser,
  reviewId: string,
  pressed: ReactionType,
): Promise<ReactionResult> {
  return db.transaction(async (tx) => {
    await queries.lockReactor(tx, user.id);
    const review = await queries.findReviewAuthor(tx, reviewId);
    if (!review) throw notFound(reviewKeys.reviewNotFound);
    if (review.user_id === user.id) throw forbidden(reviewKeys.reactOwnReview);
    if (review.hidden) throw reviewHidden();

    const current = await queries.findReaction(tx, reviewId, user.id);
    const transition = getReactionTransition(current, pressed);
    if (transition.next === null) await queries.deleteReaction(tx, reviewId, user.id);
    else if (current === null) await queries.insertReaction(tx, reviewId, user.id, transition.next);
    else await queries.updateReaction(tx, reviewId, user.id, transition.next);

    const counts = await queries.adjustReviewCounts(
      tx,
      reviewId,
      transition.likeDelta,
      transition.dislikeDelta,
    );
    // Deleted or hidden since it was read: nothing to react to (the transaction's writes roll back).
    if (!counts) {
      const now = await queries.findReviewAuthor(tx, reviewId);
      throw now ? reviewHidden() : notFound(reviewKeys.reviewNotFound);
    }
    return { ...counts, userReaction: transition.next };
  });
}
