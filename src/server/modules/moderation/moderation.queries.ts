import { sql, type SQL } from 'drizzle-orm';
import type { ModerationLogAction, ReportReason, ReportTarget } from '@/shared/domain/moderation';
import { queryRows, type DbOrTx } from '../../db/client';
import type { CreatedAtPosition } from '../../lib/cursor';

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/* -------------------------------------------------------------------------------------------------
 * What review cards carry besides the review: reply, hidden state, the caller's reports
 * ----------------------------------------------------------------------------------------------- */

export interface CardExtrasRow extends Record<string, unknown> {
  review_id: string;
  is_hidden: boolean;
  reply_id: string | null;
  reply_body: string | null;
  reply_created_at: Date | string | null;
  reply_updated_at: Date | string | null;
  reply_hidden: boolean | null;
  review_reported: boolean;
  reply_reported: boolean;
}

/** One round trip for a page of cards; ids that are not reviews simply find nothing. */
export async function findCardExtras(db: DbOrTx, reviewIds: string[], viewerId: string | null) {
  if (reviewIds.length === 0) return [];
  const reported = (column: SQL) =>
    viewerId
      ? sql`EXISTS (SELECT 1 FROM content_reports cr WHERE ${column} AND cr.reporter_id = ${viewerId}::uuid)`
      : sql`false`;
  return queryRows<CardExtrasRow>(
    db,
    sql`SELECT r.id AS review_id, r.hidden_at IS NOT NULL AS is_hidden,
               rp.id AS reply_id, rp.body AS reply_body, rp.created_at AS reply_created_at,
               rp.updated_at AS reply_updated_at, rp.hidden_at IS NOT NULL AS reply_hidden,
               ${reported(sql`cr.review_id = r.id`)} AS review_reported,
               CASE WHEN rp.id IS NULL THEN false ELSE ${reported(sql`cr.reply_id = rp.id`)} END AS reply_reported
        FROM reviews r
        LEFT JOIN review_replies rp ON rp.review_id = r.id
        WHERE r.id IN (${idList(reviewIds)})`,
  );
}

/* -------------------------------------------------------------------------------------------------
 * Owner replies
 * ----------------------------------------------------------------------------------------------- */

export async function isRestaurantOwnedBy(db: DbOrTx, restaurantId: string, userId: string) {
  const rows = await queryRows(
    db,
    sql`SELECT 1 AS ok FROM restaurants WHERE id = ${restaurantId}::uuid AND owner_id = ${userId}::uuid`,
  );
  return rows.length > 0;
}

/**
 * Locks a visible review of a restaurant the user owns (ownership in the where: anyone else's id finds
 * nothing) and reads what the reply and its e-mail need.
 */
export async function lockOwnedReview(tx: DbOrTx, reviewId: string, ownerId: string) {
  const rows = await queryRows<{
    id: string;
    user_id: string | null;
    restaurant_id: string;
    restaurant_name: string;
    comment: string;
  }>(
    tx,
    sql`SELECT r.id, r.user_id, r.restaurant_id, rs.name AS restaurant_name, r.comment
        FROM reviews r JOIN restaurants rs ON rs.id = r.restaurant_id
        WHERE r.id = ${reviewId}::uuid AND rs.owner_id = ${ownerId}::uuid AND r.hidden_at IS NULL
        FOR UPDATE OF r`,
  );
  return rows[0];
}

export interface ReplyRow extends Record<string, unknown> {
  id: string;
  body: string;
  created_at: Date | string;
  updated_at: Date | string;
  hidden_at: Date | string | null;
}

export async function findReplyOfReview(tx: DbOrTx, reviewId: string) {
  const rows = await queryRows<ReplyRow>(
    tx,
    sql`SELECT id, body, created_at, updated_at, hidden_at FROM review_replies WHERE review_id = ${reviewId}::uuid`,
  );
  return rows[0];
}

export async function insertReply(tx: DbOrTx, reviewId: string, authorId: string, body: string) {
  const rows = await queryRows<ReplyRow>(
    tx,
    sql`INSERT INTO review_replies (review_id, author_id, body) VALUES (${reviewId}::uuid, ${authorId}::uuid, ${body})
        RETURNING id, body, created_at, updated_at, hidden_at`,
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateReply(tx: DbOrTx, replyId: string, body: string) {
  const rows = await queryRows<ReplyRow>(
    tx,
    sql`UPDATE review_replies SET body = ${body}, updated_at = now() WHERE id = ${replyId}::uuid
        RETURNING id, body, created_at, updated_at, hidden_at`,
  );
  const row = rows[0];
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteReply(tx: DbOrTx, replyId: string) {
  await tx.execute(sql`DELETE FROM review_replies WHERE id = ${replyId}::uuid`);
}

/* -------------------------------------------------------------------------------------------------
 * Recipients of e-mails (addresses stay on the server)
 * ----------------------------------------------------------------------------------------------- */

export interface Recipient extends Record<string, unknown> {
  email: string;
  locale: string | null;
  username: string;
}

/** The user's address and language, unless they turned this kind of e-mail off. */
export async function findRecipient(db: DbOrTx, userId: string, kind: 'owner_replies' | 'moderation') {
  const rows = await queryRows<Recipient>(
    db,
    sql`SELECT u.email, u.locale, p.username
        FROM "user" u JOIN profiles p ON p.id = u.id
        LEFT JOIN email_preferences ep ON ep.user_id = u.id
        WHERE u.id = ${userId}::uuid AND coalesce(${sql.identifier('ep')}.${sql.identifier(kind)}, true)`,
  );
  return rows[0];
}

export async function findEmailPreferences(db: DbOrTx, userId: string) {
  const rows = await queryRows<{ owner_replies: boolean; moderation: boolean }>(
    db,
    sql`SELECT owner_replies, moderation FROM email_preferences WHERE user_id = ${userId}::uuid`,
  );
  return rows[0];
}

export async function upsertEmailPreferences(
  db: DbOrTx,
  userId: string,
  values: { ownerReplies?: boolean; moderation?: boolean },
) {
  const rows = await queryRows<{ owner_replies: boolean; moderation: boolean }>(
    db,
    sql`INSERT INTO email_preferences AS ep (user_id, owner_replies, moderation)
        VALUES (${userId}::uuid, ${values.ownerReplies ?? true}, ${values.moderation ?? true})
        ON CONFLICT (user_id) DO UPDATE SET
          owner_replies = ${values.ownerReplies === undefined ? sql`ep.owner_replies` : sql`${values.ownerReplies}`},
          moderation = ${values.moderation === undefined ? sql`ep.moderation` : sql`${values.moderation}`},
          updated_at = now()
        RETURNING owner_replies, moderation`,
  );
  const row = rows[0];
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/* -------------------------------------------------------------------------------------------------
 * Locks and state of a reported item (restaurant first, then the review: the order of every review write)
 * ----------------------------------------------------------------------------------------------- */

export async function findReviewRestaurant(db: DbOrTx, reviewId: string) {
  const rows = await queryRows<{ restaurant_id: string }>(
    db,
    sql`SELECT restaurant_id FROM reviews WHERE id = ${reviewId}::uuid`,
  );
  return rows[0]?.restaurant_id;
}

export async function findReplyRestaurant(db: DbOrTx, replyId: string) {
  const rows = await queryRows<{ restaurant_id: string }>(
    db,
    sql`SELECT r.restaurant_id FROM review_replies rp JOIN reviews r ON r.id = rp.review_id
        WHERE rp.id = ${replyId}::uuid`,
  );
  return rows[0]?.restaurant_id;
}

export async function lockRestaurantRow(tx: DbOrTx, restaurantId: string) {
  await tx.execute(sql`SELECT id FROM restaurants WHERE id = ${restaurantId}::uuid FOR UPDATE`);
}

export interface LockedReview extends Record<string, unknown> {
  id: string;
  restaurant_id: string;
  restaurant_name: string;
  user_id: string | null;
  rating: number;
  spey_friendly: boolean;
  hidden: boolean;
}

export async function lockReviewForModeration(tx: DbOrTx, reviewId: string) {
  const rows = await queryRows<LockedReview>(
    tx,
    sql`SELECT r.id, r.restaurant_id, rs.name AS restaurant_name, r.user_id, r.rating, r.spey_friendly,
               r.hidden_at IS NOT NULL AS hidden
        FROM reviews r JOIN restaurants rs ON rs.id = r.restaurant_id
        WHERE r.id = ${reviewId}::uuid FOR UPDATE OF r`,
  );
  return rows[0];
}

export interface LockedReply extends Record<string, unknown> {
  id: string;
  review_id: string;
  restaurant_id: string;
  restaurant_name: string;
  author_id: string | null;
  hidden: boolean;
  /** The review it answers is hidden (the reply is then out of every public list too). */
  review_hidden: boolean;
}

export async function lockReplyForModeration(tx: DbOrTx, replyId: string) {
  const rows = await queryRows<LockedReply>(
    tx,
    sql`SELECT rp.id, rp.review_id, r.restaurant_id, rs.name AS restaurant_name, rp.author_id,
               rp.hidden_at IS NOT NULL AS hidden, r.hidden_at IS NOT NULL AS review_hidden
        FROM review_replies rp JOIN reviews r ON r.id = rp.review_id JOIN restaurants rs ON rs.id = r.restaurant_id
        WHERE rp.id = ${replyId}::uuid FOR UPDATE OF rp`,
  );
  return rows[0];
}

export async function setReviewHidden(tx: DbOrTx, reviewId: string, hidden: boolean) {
  await tx.execute(
    sql`UPDATE reviews SET hidden_at = ${hidden ? sql`now()` : sql`NULL`} WHERE id = ${reviewId}::uuid`,
  );
}

export async function setReplyHidden(tx: DbOrTx, replyId: string, hidden: boolean) {
  await tx.execute(
    sql`UPDATE review_replies SET hidden_at = ${hidden ? sql`now()` : sql`NULL`} WHERE id = ${replyId}::uuid`,
  );
}

/* -------------------------------------------------------------------------------------------------
 * Reports
 * ----------------------------------------------------------------------------------------------- */

const targetColumn = (target: ReportTarget) => (target === 'review' ? sql`review_id` : sql`reply_id`);

/** Inserts the report unless this user already reported the item; true when a row was added. */
export async function insertReport(
  tx: DbOrTx,
  target: ReportTarget,
  itemId: string,
  reporterId: string,
  reason: ReportReason,
  note: string | undefined,
) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO content_reports (${targetColumn(target)}, reporter_id, reason, note)
        VALUES (${itemId}::uuid, ${reporterId}::uuid, ${reason}, ${note ?? null})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

export async function countOpenReports(tx: DbOrTx, target: ReportTarget, itemId: string) {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM content_reports
        WHERE ${targetColumn(target)} = ${itemId}::uuid AND resolved_at IS NULL`,
  );
  return rows[0]?.n ?? 0;
}

/** The reasons of the open reports on an item, most frequent first (for the author's e-mail). */
export async function findOpenReasons(tx: DbOrTx, target: ReportTarget, itemId: string) {
  const rows = await queryRows<{ reason: ReportReason }>(
    tx,
    sql`SELECT reason::text AS reason FROM content_reports
        WHERE ${targetColumn(target)} = ${itemId}::uuid AND resolved_at IS NULL
        GROUP BY reason ORDER BY count(*) DESC, reason`,
  );
  return rows.map((r) => r.reason);
}

export async function resolveReports(
  tx: DbOrTx,
  target: ReportTarget,
  itemId: string,
  resolution: 'hidden' | 'restored' | 'dismissed',
) {
  await tx.execute(
    sql`UPDATE content_reports SET resolved_at = now(), resolution = ${resolution}
        WHERE ${targetColumn(target)} = ${itemId}::uuid AND resolved_at IS NULL`,
  );
}

/* -------------------------------------------------------------------------------------------------
 * Audit log
 * ----------------------------------------------------------------------------------------------- */

export async function insertLogEntry(
  tx: DbOrTx,
  entry: {
    actorId: string | null;
    action: ModerationLogAction;
    reviewId?: string | null;
    replyId?: string | null;
    restaurantId?: string | null;
    note?: string | null;
  },
) {
  await tx.execute(
    sql`INSERT INTO moderation_log (actor_id, action, review_id, reply_id, restaurant_id, note)
        VALUES (${entry.actorId}::uuid, ${entry.action}, ${entry.reviewId ?? null}::uuid,
                ${entry.replyId ?? null}::uuid, ${entry.restaurantId ?? null}::uuid, ${entry.note ?? null})`,
  );
}

export interface LogRow extends Record<string, unknown> {
  id: string;
  action: ModerationLogAction;
  actor_username: string | null;
  review_id: string | null;
  reply_id: string | null;
  restaurant_id: string | null;
  restaurant_name: string | null;
  note: string | null;
  created_at: Date | string;
  created_key: string;
}

export async function findLogPage(db: DbOrTx, cursor: CreatedAtPosition | undefined, limit: number) {
  const after = cursor
    ? sql`WHERE (l.created_at, l.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  return queryRows<LogRow>(
    db,
    sql`SELECT l.id, l.action, p.username AS actor_username, l.review_id, l.reply_id, l.restaurant_id,
               rs.name AS restaurant_name, l.note, l.created_at, l.created_at::text AS created_key
        FROM moderation_log l
        LEFT JOIN profiles p ON p.id = l.actor_id
        LEFT JOIN restaurants rs ON rs.id = l.restaurant_id
        ${after}
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT ${limit + 1}`,
  );
}

/* -------------------------------------------------------------------------------------------------
 * Moderation queue
 * ----------------------------------------------------------------------------------------------- */

export interface QueueRow extends Record<string, unknown> {
  reported_review_id: string | null;
  reported_reply_id: string | null;
  report_count: number;
  latest_report_at: Date | string;
  review_id: string;
  rating: number;
  comment: string;
  spey_friendly: boolean;
  review_created_at: Date | string;
  review_hidden: boolean;
  username: string | null;
  restaurant_id: string;
  restaurant_name: string;
  reply_id: string | null;
  reply_body: string | null;
  reply_created_at: Date | string | null;
  reply_hidden: boolean | null;
}

/**
 * 'open': items with open reports; 'hidden': hidden reviews and replies (so a hide can be undone), with
 * all their reports. The author's name only for ordinary reviews (a Spey author is asked for apart).
 */
export async function findQueue(
  db: DbOrTx,
  status: 'open' | 'hidden',
  sort: 'newest' | 'most-reported',
  limit: number,
) {
  const order =
    sort === 'most-reported' ? sql`o.n DESC, o.latest DESC, r.id` : sql`o.latest DESC, o.n DESC, r.id`;
  const items =
    status === 'open'
      ? sql`SELECT review_id, reply_id, count(*)::int AS n, max(created_at) AS latest
            FROM content_reports WHERE resolved_at IS NULL
            GROUP BY review_id, reply_id`
      : sql`SELECT h.id AS review_id, NULL::uuid AS reply_id,
                   (SELECT count(*)::int FROM content_reports c WHERE c.review_id = h.id) AS n,
                   greatest(h.hidden_at, (SELECT max(c.created_at) FROM content_reports c WHERE c.review_id = h.id)) AS latest
            FROM reviews h WHERE h.hidden_at IS NOT NULL
            UNION ALL
            SELECT NULL::uuid, h.id,
                   (SELECT count(*)::int FROM content_reports c WHERE c.reply_id = h.id),
                   greatest(h.hidden_at, (SELECT max(c.created_at) FROM content_reports c WHERE c.reply_id = h.id))
            FROM review_replies h WHERE h.hidden_at IS NOT NULL`;
  return queryRows<QueueRow>(
    db,
    sql`WITH o AS (${items})
        SELECT o.review_id AS reported_review_id, o.reply_id AS reported_reply_id, o.n AS report_count,
               o.latest AS latest_report_at, r.id AS review_id, r.rating, r.comment, r.spey_friendly,
               r.created_at AS review_created_at, r.hidden_at IS NOT NULL AS review_hidden,
               CASE WHEN r.spey_friendly THEN NULL ELSE p.username END AS username,
               rs.id AS restaurant_id, rs.name AS restaurant_name,
               rp.id AS reply_id, rp.body AS reply_body, rp.created_at AS reply_created_at,
               rp.hidden_at IS NOT NULL AS reply_hidden
        FROM o
        LEFT JOIN review_replies orp ON orp.id = o.reply_id
        JOIN reviews r ON r.id = coalesce(o.review_id, orp.review_id)
        JOIN restaurants rs ON rs.id = r.restaurant_id
        LEFT JOIN profiles p ON p.id = r.user_id
        LEFT JOIN review_replies rp ON rp.review_id = r.id
        ORDER BY ${order}
        LIMIT ${limit}`,
  );
}

export async function findReportsFor(db: DbOrTx, reviewIds: string[], replyIds: string[], onlyOpen: boolean) {
  const conditions: SQL[] = [];
  if (reviewIds.length) conditions.push(sql`review_id IN (${idList(reviewIds)})`);
  if (replyIds.length) conditions.push(sql`reply_id IN (${idList(replyIds)})`);
  if (conditions.length === 0) return [];
  return queryRows<{
    review_id: string | null;
    reply_id: string | null;
    reason: ReportReason;
    note: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT review_id, reply_id, reason::text AS reason, note, created_at FROM content_reports
        WHERE ${onlyOpen ? sql`resolved_at IS NULL AND` : sql``} (${sql.join(conditions, sql` OR `)})
        ORDER BY created_at DESC`,
  );
}

/** Who wrote a review, for the moderation view (never an e-mail address). */
export async function findReviewAuthor(db: DbOrTx, reviewId: string) {
  const rows = await queryRows<{
    restaurant_id: string;
    username: string | null;
    account_created_at: Date | string | null;
    review_count: number;
  }>(
    db,
    sql`SELECT r.restaurant_id, p.username, u.created_at AS account_created_at,
               (SELECT count(*)::int FROM reviews x WHERE x.user_id = r.user_id) AS review_count
        FROM reviews r
        LEFT JOIN profiles p ON p.id = r.user_id
        LEFT JOIN "user" u ON u.id = r.user_id
        WHERE r.id = ${reviewId}::uuid`,
  );
  return rows[0];
}

/* -------------------------------------------------------------------------------------------------
 * Paused reviews and integrity signals
 * ----------------------------------------------------------------------------------------------- */

export async function setReviewPause(db: DbOrTx, restaurantId: string, until: string | null) {
  const rows = await queryRows<{ until: Date | string | null }>(
    db,
    sql`UPDATE restaurants SET reviews_paused_until = ${until}::timestamptz
        WHERE id = ${restaurantId}::uuid RETURNING reviews_paused_until AS until`,
  );
  return rows[0];
}

export interface IntegrityRow extends Record<string, unknown> {
  restaurant_id: string;
  restaurant_name: string;
  n24: number;
  young: number;
  baseline: number;
  paused_until: Date | string | null;
}

/**
 * Per restaurant with reviews in the last 24 hours (or a pause in force): how many, how many by accounts
 * younger than a day when they wrote, and the reviews of the 30 days before (the daily baseline × 30).
 * Hidden reviews count: they are activity all the same.
 */
export async function findIntegrityCandidates(db: DbOrTx, baselineDays: number) {
  return queryRows<IntegrityRow>(
    db,
    sql`WITH recent AS (
          SELECT r.restaurant_id, count(*)::int AS n24,
                 count(*) FILTER (WHERE u.created_at > r.created_at - interval '1 day')::int AS young
          FROM reviews r LEFT JOIN "user" u ON u.id = r.user_id
          WHERE r.created_at >= now() - interval '24 hours'
          GROUP BY r.restaurant_id
        ), candidates AS (
          SELECT restaurant_id FROM recent
          UNION SELECT id FROM restaurants WHERE reviews_paused_until > now()
        )
        SELECT rs.id AS restaurant_id, rs.name AS restaurant_name,
               coalesce(recent.n24, 0) AS n24, coalesce(recent.young, 0) AS young,
               (SELECT count(*)::int FROM reviews b
                 WHERE b.restaurant_id = rs.id
                   AND b.created_at >= now() - interval '24 hours' - make_interval(days => ${baselineDays})
                   AND b.created_at < now() - interval '24 hours') AS baseline,
               CASE WHEN rs.reviews_paused_until > now() THEN rs.reviews_paused_until END AS paused_until
        FROM candidates c
        JOIN restaurants rs ON rs.id = c.restaurant_id
        LEFT JOIN recent ON recent.restaurant_id = rs.id`,
  );
}
