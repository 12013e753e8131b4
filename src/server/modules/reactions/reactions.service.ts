import { getReactionTransition, type ReactionType } from '@/shared/domain/reactions';
import { reviewKeys, type ReactionResult } from '@/shared/schemas/review.schema';
import { runsOneStatementAtATime, type Db, type DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import * as queries from './reactions.queries';

/** A review hidden by moderation takes no reactions until it is restored. */
const reviewHidden = () => new AppError('REVIEW_HIDDEN', reviewKeys.reactHidden);

/**
 * Presses like or dislike on a review. One transaction of two statements: lock the user's profile (one
 * press of theirs at a time, a double click included), then read the review and the user's reaction,
 * apply the state machine (same again removes, the other switches, from none adds), write the reaction
 * row (one per review and user, the primary key) and move the review's counts, all in one statement
 * (reactions.queries `pressReaction`). The review row is locked only by that statement's UPDATE, until
 * the commit, so presses on a popular review wait for each other for one statement; the increments keep
 * the counts exact (decision 031). On PGlite, which runs one statement at a time, the statement alone
 * is the press (decision 043).
 */
export async function pressReaction(
  db: Db,
  user: CurrentUser,
  reviewId: string,
  pressed: ReactionType,
): Promise<ReactionResult> {
  const transitions = {
    none: getReactionTransition(null, pressed),
    like: getReactionTransition('like', pressed),
    dislike: getReactionTransition('dislike', pressed),
  };
  const pressOnce = async (tx: DbOrTx): Promise<ReactionResult> => {
    const press = await queries.pressReaction(tx, reviewId, user.id, transitions);
    if (!press.found) throw notFound(reviewKeys.reviewNotFound);
    if (press.author_id === user.id) throw forbidden(reviewKeys.reactOwnReview);
    if (press.hidden) throw reviewHidden();
    // Deleted or hidden since it was read: nothing to react to (the transaction's writes roll back; on
    // PGlite nothing runs between the read and the writes, so this never happens there).
    if (press.like_count === null || press.dislike_count === null) {
      const now = await queries.findReviewAuthor(tx, reviewId);
      throw now ? reviewHidden() : notFound(reviewKeys.reviewNotFound);
    }
    const current = press.current === 'like' || press.current === 'dislike' ? press.current : 'none';
    return {
      likeCount: Number(press.like_count),
      dislikeCount: Number(press.dislike_count),
      userReaction: transitions[current].next,
    };
  };
  // PGlite runs one statement at a time: nothing can change the review or the user's reaction between
  // the statement's read and its writes, so the statement alone is the press, its own transaction
  // (decision 043). PostgreSQL: the user's profile lock first (one press of theirs at a time).
  if (runsOneStatementAtATime(db)) return pressOnce(db);
  return db.transaction(async (tx) => {
    await queries.lockReactor(tx, user.id);
    return pressOnce(tx);
  });
}
