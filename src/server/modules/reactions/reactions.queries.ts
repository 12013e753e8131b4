import { sql } from 'drizzle-orm';
import type { ReactionState, ReactionType } from '@/shared/domain/reactions';
import { queryRows, type DbOrTx } from '../../db/client';

/** Locks the reacting user's profile: one user's presses run one at a time (a double click included). */
export async function lockReactor(tx: DbOrTx, userId: string) {
  await queryRows(tx, sql`SELECT id FROM profiles WHERE id = ${userId}::uuid FOR UPDATE`);
}

/** The review's author and whether moderation hid it, without a lock; undefined when missing. */
export async function findReviewAuthor(tx: DbOrTx, reviewId: string) {
  const rows = await queryRows<{ user_id: string | null; hidden: boolean }>(
    tx,
    sql`SELECT user_id, hidden_at IS NOT NULL AS hidden FROM reviews WHERE id = ${reviewId}::uuid`,
  );
  return rows[0];
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

/**
 * One press in one statement, run after the reacting user's profile is locked (so it sees their last
 * press): read the review and the user's reaction, pick the transition worked out for that reaction
 * (`transitions`, from the shared state machine), write the reaction row (delete, insert or update) and
 * move the review's counts, answering them. Nothing is written when the review is missing, hidden or
 * the user's own. The counts' UPDATE is the only statement that locks the review row; it waits for other
 * presses on it and then adds to the counts they left (never below 0). When it finds the review gone or
 * hidden since the read, the reaction row is written but the counts are null: the caller rolls back.
 */
export async function pressReaction(
  tx: DbOrTx,
  reviewId: string,
  userId: string,
  transitions: Record<
    'none' | ReactionType,
    { next: ReactionState; likeDelta: number; dislikeDelta: number }
  >,
): Promise<PressRow> {
  const row = (key: 'none' | ReactionType) => {
    const t = transitions[key];
    return sql`(${key}::text, ${t.next}::reaction_type, ${t.likeDelta}::int, ${t.dislikeDelta}::int)`;
  };
  const rows = await queryRows<PressRow>(
    tx,
    sql`WITH review AS (
          SELECT user_id, hidden_at IS NOT NULL AS hidden FROM reviews WHERE id = ${reviewId}::uuid
        ), mine AS (
          SELECT reaction_type FROM review_reactions
          WHERE review_id = ${reviewId}::uuid AND user_id = ${userId}::uuid
        ), press AS (
          SELECT t.next, t.like_delta, t.dislike_delta, (SELECT reaction_type FROM mine) AS current
          FROM (VALUES ${row('none')}, ${row('like')}, ${row('dislike')})
            AS t(state, next, like_delta, dislike_delta)
          JOIN review ON NOT review.hidden AND review.user_id IS DISTINCT FROM ${userId}::uuid
          WHERE t.state = coalesce((SELECT reaction_type::text FROM mine), 'none')
        ), removed AS (
          DELETE FROM review_reactions
          WHERE review_id = ${reviewId}::uuid AND user_id = ${userId}::uuid
            AND EXISTS (SELECT 1 FROM press WHERE next IS NULL)
        ), added AS (
          INSERT INTO review_reactions (review_id, user_id, reaction_type)
          SELECT ${reviewId}::uuid, ${userId}::uuid, next FROM press WHERE next IS NOT NULL AND current IS NULL
        ), switched AS (
          UPDATE review_reactions SET reaction_type = press.next, updated_at = now()
          FROM press
          WHERE review_id = ${reviewId}::uuid AND user_id = ${userId}::uuid
            AND press.next IS NOT NULL AND press.current IS NOT NULL
        ), counts AS (
          UPDATE reviews
          SET like_count = GREATEST(like_count + press.like_delta, 0),
              dislike_count = GREATEST(dislike_count + press.dislike_delta, 0)
          FROM press
          WHERE id = ${reviewId}::uuid AND hidden_at IS NULL
          RETURNING like_count, dislike_count
        )
        SELECT EXISTS (SELECT 1 FROM review) AS found,
               (SELECT user_id FROM review) AS author_id,
               coalesce((SELECT hidden FROM review), false) AS hidden,
               (SELECT reaction_type::text FROM mine) AS current,
               (SELECT like_count FROM counts) AS like_count,
               (SELECT dislike_count FROM counts) AS dislike_count`,
  );
  return rows[0]!;
}
