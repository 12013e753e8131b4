import { sql } from 'drizzle-orm';
import type { ReactionState, ReactionType } from '@/shared/domain/reactions';
import { queryRows, type DbOrTx } from '../../db/client';

/** The review's author and whether moderation hid it, without a lock; undefined when missing. */
export async function findReviewAuthor(db: DbOrTx, reviewId: string) {
  const rows = await queryRows<{ user_id: string | null; hidden: boolean }>(
    db,
    sql`SELECT user_id, hidden_at IS NOT NULL AS hidden FROM reviews WHERE id = ${reviewId}::uuid`,
  );
  return rows[0];
}

/** What a press does from one state of the user's reaction (the shared state machine's answer). */
export interface PressStep {
  next: ReactionState;
  likeDelta: number;
  dislikeDelta: number;
}

export interface PressRow extends Record<string, unknown> {
  /** false when the review does not exist. */
  found: boolean;
  author_id: string | null;
  hidden: boolean;
  /** The user's reaction before the press. */
  current: ReactionState;
  /** The review's counts after the press; null when nothing was written. */
  like_count: number | null;
  dislike_count: number | null;
}

/** SQLSTATE `spey_press_reaction` raises when the review was hidden or deleted during the press. */
export const REVIEW_CHANGED_DURING_PRESS = 'SP409';

/**
 * One press in one call of `spey_press_reaction` (migration 0011, decision 054), its own transaction:
 * lock the reacting user's profile (one press of theirs at a time, a double click included), then one
 * statement: read the review and the user's reaction, take the step worked out for that reaction
 * (`steps`, from the shared state machine), write the reaction row (delete, insert or update) and move
 * the review's counts, answering them. Nothing is written when the review is missing, hidden or the
 * user's own. The counts' UPDATE is the only statement that locks the review row; it waits for other
 * presses on it and then adds to the counts they left (never below 0). When it finds the review gone or
 * hidden since the read, the call raises `REVIEW_CHANGED_DURING_PRESS` and nothing is written.
 */
export async function pressReaction(
  db: DbOrTx,
  reviewId: string,
  userId: string,
  steps: Record<'none' | ReactionType, PressStep>,
): Promise<PressRow> {
  const rows = await queryRows<{ pressed: PressRow }>(
    db,
    sql`SELECT spey_press_reaction(${reviewId}::uuid, ${userId}::uuid, ${JSON.stringify(steps)}::json) AS pressed`,
  );
  return rows[0]!.pressed;
}
