import { getReactionTransition, type ReactionType } from '@/shared/domain/reactions';
import { reviewMessages, type ReactionResult } from '@/shared/schemas/review.schema';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import * as queries from './reactions.queries';

/**
 * Presses like or dislike on a review. One transaction: lock the review row, read the user's reaction,
 * apply the state machine (same again removes, the other switches, from none adds), write the reaction row
 * (one per review and user, the primary key) and move the review's counts.
 */
export async function pressReaction(
  db: Db,
  user: CurrentUser,
  reviewId: string,
  pressed: ReactionType,
): Promise<ReactionResult> {
  return db.transaction(async (tx) => {
    const review = await queries.lockReview(tx, reviewId);
    if (!review) throw notFound(reviewMessages.reviewNotFound);
    if (review.user_id === user.id) throw forbidden(reviewMessages.reactOwnReview);

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
    return { ...counts, userReaction: transition.next };
  });
}
