import { getReactionTransition, type ReactionType } from '@/shared/domain/reactions';
import { reviewKeys, type ReactionResult } from '@/shared/schemas/review.schema';
import type { Db } from '../../db/client';
import { AppError, forbidden, getDatabaseErrorCode, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import * as queries from './reactions.queries';

/** A review hidden by moderation takes no reactions until it is restored. */
const reviewHidden = () => new AppError('REVIEW_HIDDEN', reviewKeys.reactHidden);

/**
 * Presses like or dislike on a review, in one call (reactions.queries `pressReaction`, decision 054):
 * lock the user's profile (one press of theirs at a time, a double click included), then read the review
 * and the user's reaction, apply the state machine (same again removes, the other switches, from none
 * adds), write the reaction row (one per review and user, the primary key) and move the review's counts.
 * The review row is locked only by the counts' UPDATE, until the call ends, so presses on a popular
 * review wait for each other for one statement; the increments keep the counts exact (decision 031).
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
  let press: queries.PressRow;
  try {
    press = await queries.pressReaction(db, reviewId, user.id, transitions);
  } catch (error) {
    // Hidden or deleted between the read and the counts' update: the call wrote nothing.
    if (getDatabaseErrorCode(error) !== queries.REVIEW_CHANGED_DURING_PRESS) throw error;
    const now = await queries.findReviewAuthor(db, reviewId);
    throw now ? reviewHidden() : notFound(reviewKeys.reviewNotFound);
  }
  if (!press.found) throw notFound(reviewKeys.reviewNotFound);
  if (press.author_id === user.id) throw forbidden(reviewKeys.reactOwnReview);
  if (press.hidden || press.like_count === null || press.dislike_count === null) throw reviewHidden();
  const current = press.current === 'like' || press.current === 'dislike' ? press.current : 'none';
  return {
    likeCount: Number(press.like_count),
    dislikeCount: Number(press.dislike_count),
    userReaction: transitions[current].next,
  };
}
