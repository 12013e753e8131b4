import { and, eq, sql } from 'drizzle-orm';
import type { ReactionState, ReactionType } from '@/shared/domain/reactions';
import { queryRows, type DbOrTx } from '../../db/client';
import { reviewReactions } from '../../db/schema/index';

/** Locks the reacting user's profile: one user's presses run one at a time (a double click included). */
export async function lockReactor(tx: DbOrTx, userId: string) {
  await queryRows(tx, sql`SELECT id FROM profiles WHERE id = ${userId}::uuid FOR UPDATE`);
}

/**
 * The review's author (to refuse reactions on one's own review) and whether moderation hid it, without a
 * lock; undefined when missing.
 */
export async function findReviewAuthor(tx: DbOrTx, reviewId: string) {
  const rows = await queryRows<{ user_id: string | null; hidden: boolean }>(
    tx,
    sql`SELECT user_id, hidden_at IS NOT NULL AS hidden FROM reviews WHERE id = ${reviewId}::uuid`,
  );
  return rows[0];
}

export async function findReaction(tx: DbOrTx, reviewId: string, userId: string): Promise<ReactionState> {
  const rows = await tx
    .select({ type: reviewReactions.reactionType })
    .from(reviewReactions)
    .where(and(eq(reviewReactions.reviewId, reviewId), eq(reviewReactions.userId, userId)))
    .limit(1);
  return rows[0]?.type ?? null;
}

export async function insertReaction(tx: DbOrTx, reviewId: string, userId: string, type: ReactionType) {
  await tx.insert(reviewReactions).values({ reviewId, userId, reactionType: type });
}

export async function updateReaction(tx: DbOrTx, reviewId: string, userId: string, type: ReactionType) {
  await tx
    .update(reviewReactions)
    .set({ reactionType: type, updatedAt: new Date() })
    .where(and(eq(reviewReactions.reviewId, reviewId), eq(reviewReactions.userId, userId)));
}

export async function deleteReaction(tx: DbOrTx, reviewId: string, userId: string) {
  await tx
    .delete(reviewReactions)
    .where(and(eq(reviewReactions.reviewId, reviewId), eq(reviewReactions.userId, userId)));
}

/**
 * Moves the counts of a visible review (never below 0) and answers the new ones; null when the review is
 * gone or was hidden since it was read (the UPDATE waits for the hiding transaction and reads it again).
 */
export async function adjustReviewCounts(
  tx: DbOrTx,
  reviewId: string,
  likeDelta: number,
  dislikeDelta: number,
) {
  const rows = await queryRows<{ like_count: number; dislike_count: number }>(
    tx,
    sql`UPDATE reviews
        SET like_count = GREATEST(like_count + ${likeDelta}::int, 0),
            dislike_count = GREATEST(dislike_count + ${dislikeDelta}::int, 0)
        WHERE id = ${reviewId}::uuid AND hidden_at IS NULL
        RETURNING like_count, dislike_count`,
  );
  const row = rows[0];
  if (!row) return null;
  return { likeCount: Number(row.like_count), dislikeCount: Number(row.dislike_count) };
}
