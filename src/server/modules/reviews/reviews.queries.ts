import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ReactionState } from '@/shared/domain/reactions';
import type { ReviewSort, SpeyFilter } from '@/shared/schemas/review.schema';
import { queryRows, type DbOrTx } from '../../db/client';
import { limitSql, queryRowsPrepared, sendsPrepared } from '../../db/prepared';
import { reviews } from '../../db/schema/index';

/** Where the next page starts: the sort key of the last row shown, then its created_at and id. */
export interface ReviewCursor {
  sort: ReviewSort;
  /** like_count for most-liked, rating for the rating sorts, null for latest. */
  key: number | null;
  /** created_at as PostgreSQL text, exact to the microsecond. */
  createdAt: string;
  id: string;
}

export interface ReviewPageFilters {
  /**
   * The normalised query, and it as a LIKE pattern, over the review text and the restaurant's name and
   * cuisine.
   */
  search?: { term: string; pattern: string };
  rating?: number;
  spey?: SpeyFilter;
  restaurantId?: string;
  userId?: string;
  /** Hidden reviews are left out of every list except the author's own. */
  includeHidden?: boolean;
  /** Only reviews the owner has not replied to (the owner's list). */
  withoutReply?: boolean;
}

/** One review with everything a card needs; `user_id` stays on the server (see reviews.service toCard). */
export interface ReviewCardRow extends Record<string, unknown> {
  id: string;
  rating: number;
  comment: string;
  created_at: Date | string;
  created_key: string;
  visit_date: string | null;
  spey_friendly: boolean;
  like_count: number;
  dislike_count: number;
  user_id: string | null;
  username: string | null;
  avatar_url: string | null;
  restaurant_id: string;
  restaurant_name: string;
  user_reaction: ReactionState;
}

function filterConditions(filters: ReviewPageFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.restaurantId) conditions.push(sql`r.restaurant_id = ${filters.restaurantId}::uuid`);
  if (filters.userId) conditions.push(sql`r.user_id = ${filters.userId}::uuid`);
  if (filters.rating) conditions.push(sql`r.rating = ${filters.rating}`);
  if (filters.spey === 'spey') conditions.push(sql`r.spey_friendly`);
  if (filters.spey === 'non-spey') conditions.push(sql`NOT r.spey_friendly`);
  if (!filters.includeHidden) conditions.push(sql`r.hidden_at IS NULL`);
  if (filters.withoutReply) {
    conditions.push(sql`NOT EXISTS (SELECT 1 FROM review_replies rp WHERE rp.review_id = r.id)`);
  }
  return conditions;
}

/**
 * Search matches the review text OR the restaurant's name/cuisine (usernames never: anonymity). Each side
 * becomes its own branch of a UNION, so the planner can pick the trigram index or the ordered index per
 * side with a good estimate (an OR across two tables would hide both from it).
 */
function searchBranches(search: ReviewPageFilters['search']): Array<SQL | null> {
  if (!search) return [null];
  return [
    // The text twice (decision 062): in the row, as a substring test the planner does not count as the
    // same condition, so a common word walks the list's order and probes the copy only for rows that
    // match; and through review_search's trigram index, which a rare word's few matches come from.
    sql`strpos(r.search_text, ${search.term}) > 0
        AND r.id IN (SELECT s.review_id FROM review_search s WHERE s.search_text LIKE ${search.pattern})`,
    sql`r.restaurant_id IN (SELECT rs.id FROM restaurants rs WHERE rs.search_text LIKE ${search.pattern})`,
  ];
}

const whereOf = (conditions: SQL[]) =>
  conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

/** What a page's parts read of each review: the card's own columns and the sort keys. */
const partColumns = sql`r.id, r.rating, r.comment, r.created_at, r.visit_date, r.spey_friendly, r.like_count,
  r.dislike_count, r.user_id, r.restaurant_id, r.hidden_at, r.has_reply, r.has_reports, r.author_username,
  r.author_avatar_url, r.restaurant_name`;

/** What a card shows from the review's own row, the names included (decision 068), in both card forms. */
const rowCardColumns = sql`r.id, r.rating, r.comment, r.created_at, r.created_at::text AS created_key,
  r.visit_date::text AS visit_date, r.spey_friendly, r.like_count, r.dislike_count, r.user_id,
  r.author_username AS username, r.author_avatar_url AS avatar_url, r.restaurant_id, r.restaurant_name,
  r.hidden_at IS NOT NULL AS is_hidden`;

/** The owner's reply under a card (null without one); `reported`: by the viewer. */
export interface ReplyJson {
  id: string;
  body: string;
  createdAt: string;
  updatedAt: string;
  hidden: boolean;
  reported: boolean;
}

/** A card row with what moderation adds to it (review-extras `cardExtrasFrom`), read in the same statement. */
export interface ReviewPageRow extends ReviewCardRow {
  is_hidden: boolean;
  review_reported: boolean;
  reply: ReplyJson | null;
}

/** What spey_review_card (migrations 0009, 0010, 0017) answers for one card. */
interface CardLookups {
  reaction: string | null;
  reported: boolean;
  reply: ReplyJson | null;
}

type RawPageRow = Pick<
  ReviewPageRow,
  | 'id'
  | 'rating'
  | 'comment'
  | 'created_at'
  | 'created_key'
  | 'visit_date'
  | 'spey_friendly'
  | 'like_count'
  | 'dislike_count'
  | 'user_id'
  | 'username'
  | 'avatar_url'
  | 'restaurant_id'
  | 'restaurant_name'
  | 'is_hidden'
> & { card: CardLookups };

/**
 * The card's columns from `r` (reviews, or a page of them). The author's and the restaurant's names are
 * the row's own copies (decision 068). The lookups beyond the row — the viewer's reaction and reports, the
 * owner's reply — are one call of spey_review_card per card (migration 0009, decision 041): PL/pgSQL keeps
 * that plan for the connection, where the same lookups as subqueries were planned again for every page.
 * PostgreSQL calls it only for the rows the LIMIT keeps. The row's reaction counts and its has_reply /
 * has_reports flags tell the function which lookups can find anything (migration 0010, decision 049).
 */
function cardColumns(viewerId: string | null): SQL {
  return sql`${rowCardColumns},
    spey_review_card(r.id, ${viewerId}::uuid, r.like_count + r.dislike_count, r.has_reply, r.has_reports)
      AS card`;
}

function reactionOf(reaction: string | null): ReactionState {
  return reaction === 'like' || reaction === 'dislike' ? reaction : null;
}

function toPageRow({ card, ...row }: RawPageRow): ReviewPageRow {
  return {
    ...row,
    user_reaction: reactionOf(card.reaction),
    review_reported: card.reported,
    reply: card.reply,
  };
}

// ORDER BY says DESC NULLS LAST because the indexes do: the columns are NOT NULL, but the planner only
// walks an index whose null ordering matches the query's.
const newestFirst = sql`r.created_at DESC NULLS LAST, r.id DESC NULLS LAST`;

function orderOf(sort: ReviewSort): SQL {
  switch (sort) {
    case 'most-liked':
      return sql`r.like_count DESC NULLS LAST, ${newestFirst}`;
    case 'highest-rated':
      return sql`r.rating DESC NULLS LAST, ${newestFirst}`;
    case 'lowest-rated':
      return sql`r.rating ASC, ${newestFirst}`;
    default:
      return newestFirst;
  }
}

/**
 * The rows of one page (limit rows, their own columns), in order, or null when no range is left. Keyset
 * paging on (sort key, created_at,
 * id), each shape walking an index of db/schema/reviews.ts and stopping after `limit` rows:
 *  - latest:        reviews_created_idx (created_at DESC, id DESC), or the restaurant/user variants
 *  - most-liked:    reviews_likes_idx (like_count DESC, created_at DESC, id DESC)
 *  - rating sorts:  reviews_rating_idx (rating, created_at DESC, id DESC), one index range per rating
 *    value glued with UNION ALL, so "highest first, newest first within a rating" never sorts the table.
 * A page of one range is that range's own SELECT; several ranges (the rating sorts, a search's two
 * branches) are merged. The card's lookups are added to the page's rows only (findReviewCards).
 */
function pageQuery(
  filters: ReviewPageFilters,
  sort: ReviewSort,
  cursor: ReviewCursor | null,
  limit: number,
): SQL | null {
  const rows = limitSql(limit);
  const base = filterConditions(filters);
  const afterTime = (c: ReviewCursor) =>
    sql`(r.created_at, r.id) < (${c.createdAt}::timestamptz, ${c.id}::uuid)`;

  // Each range is a set of extra conditions with the order that its index gives.
  let ranges: Array<{ conditions: SQL[]; order: SQL }>;
  if (sort === 'latest') {
    ranges = [{ conditions: cursor ? [afterTime(cursor)] : [], order: newestFirst }];
  } else if (sort === 'most-liked') {
    const after = cursor
      ? [
          sql`(r.like_count, r.created_at, r.id) < (${cursor.key}::int, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
        ]
      : [];
    ranges = [{ conditions: after, order: orderOf(sort) }];
  } else {
    const descending = sort === 'highest-rated';
    let ratings = descending ? [5, 4, 3, 2, 1] : [1, 2, 3, 4, 5];
    if (filters.rating) ratings = ratings.filter((r) => r === filters.rating);
    if (cursor?.key != null) {
      const from = cursor.key;
      ratings = ratings.filter((r) => (descending ? r <= from : r >= from));
    }
    ranges = ratings.map((rating) => ({
      conditions: [
        sql`r.rating = ${rating}`,
        ...(cursor && cursor.key === rating ? [afterTime(cursor)] : []),
      ],
      order: newestFirst,
    }));
  }
  if (ranges.length === 0) return null;

  const search = searchBranches(filters.search);
  const parts = ranges.flatMap((range) =>
    search.map((match) => ({
      where: whereOf([...base, ...range.conditions, ...(match ? [match] : [])]),
      order: range.order,
    })),
  );
  if (parts.length === 1) {
    const [part] = parts as [(typeof parts)[number]];
    return sql`SELECT ${partColumns} FROM reviews r ${part.where} ORDER BY ${part.order} LIMIT ${rows}`;
  }
  // A review can match both search branches: UNION drops the duplicate. Rating ranges never overlap.
  const union = filters.search ? sql` UNION ` : sql` UNION ALL `;
  const merged = sql.join(
    parts.map(
      (part) =>
        sql`(SELECT ${partColumns} FROM reviews r ${part.where} ORDER BY ${part.order} LIMIT ${rows})`,
    ),
    union,
  );
  return sql`SELECT * FROM (${merged}) r ORDER BY ${orderOf(sort)} LIMIT ${rows}`;
}

/**
 * The first `limit` rows of one restaurant's reviews, newest first, for a prepared statement (decision 059).
 * Its plan must walk reviews_restaurant_created_idx (restaurant_id, created_at DESC, id DESC) in order and
 * stop after `limit` rows, for a restaurant with three reviews as for one with thousands:
 *  - `restaurant_id = $1` in a generic plan is an equality with an unknown value, and the planner does not
 *    count on the index's order after it: it reads all of the restaurant's reviews and sorts them.
 *  - As a range `>= $1 AND <= $1`, with restaurant_id first in the ORDER BY, the index gives the order. But
 *    the custom plans see the value, cost a small restaurant's few rows, and PostgreSQL never takes the
 *    dearer-looking generic plan: it would plan the joins afresh on every call.
 *  - So the value is an InitPlan, `(SELECT $1)`, which no plan can see: the custom plans cost what the
 *    generic one does, and after five PostgreSQL keeps the generic one.
 */
function restaurantFirstPage(restaurantId: string, filters: ReviewPageFilters, limit: number): SQL {
  const id = sql`(SELECT ${restaurantId}::uuid)`;
  const where = whereOf([
    sql`r.restaurant_id >= ${id}`,
    sql`r.restaurant_id <= ${id}`,
    ...filterConditions({ ...filters, restaurantId: undefined }),
  ]);
  return sql`SELECT ${partColumns} FROM reviews r ${where}
    ORDER BY r.restaurant_id, ${newestFirst} LIMIT ${limitSql(limit)}`;
}

/**
 * The cards of a page (decision 051), the page's rows with what each card shows: the author's and the
 * restaurant's names from the row itself (decision 068), the viewer's reaction, and — only where the row
 * says there is one — the viewer's report and the owner's reply. Sent prepared, PostgreSQL plans this
 * once per connection and then runs it without the per-card function call, which costs more than the joins. Unprepared (PGlite), planning the joins would
 * cost more than the page: there the function form is used. The viewer is an InitPlan, `(SELECT $n)`:
 * a custom plan that saw no viewer would fold its look-ups away and look cheaper than the generic plan,
 * and PostgreSQL would plan an anonymous page again on every call (decision 059).
 * The viewer's reaction is one primary-key probe per card (decision 063). As a join on the viewer, the
 * generic plan, costing an average diner's few reactions, read all of the viewer's reactions for every
 * page: a diner who had reacted 2,000 times paid for 2,000 rows on each list of reviews.
 */
function joinedCards(page: SQL, sort: ReviewSort, viewerId: string | null): SQL {
  const viewer = sql`(SELECT ${viewerId}::uuid)`;
  return sql`SELECT ${rowCardColumns},
    (SELECT rr.reaction_type::text FROM review_reactions rr
      WHERE rr.review_id = r.id AND rr.user_id = ${viewer}) AS user_reaction,
    CASE WHEN r.has_reports THEN EXISTS (SELECT 1 FROM content_reports cr
      WHERE cr.review_id = r.id AND cr.reporter_id = ${viewer}) ELSE false END AS review_reported,
    CASE WHEN r.has_reply THEN (SELECT json_build_object(
      'id', rp.id, 'body', rp.body, 'createdAt', rp.created_at, 'updatedAt', rp.updated_at,
      'hidden', rp.hidden_at IS NOT NULL,
      'reported', EXISTS (SELECT 1 FROM content_reports cr WHERE cr.reply_id = rp.id AND cr.reporter_id = ${viewer}))
      FROM review_replies rp WHERE rp.review_id = r.id) END AS reply
    FROM (${page}) r
    ORDER BY ${orderOf(sort)}`;
}

/**
 * The statement of one restaurant's first page of cards, newest first, that findReviewCards sends
 * prepared on PostgreSQL (decision 059); exported so that its plan can be checked.
 */
export function restaurantFirstPageCards(
  restaurantId: string,
  viewerId: string | null,
  limit: number,
  filters: ReviewPageFilters = {},
): SQL {
  return joinedCards(restaurantFirstPage(restaurantId, filters, limit), 'latest', viewerId);
}

/** One page of review cards, limit + 1 rows so the caller knows whether another page follows. */
export async function findReviewCards(
  db: DbOrTx,
  options: {
    filters: ReviewPageFilters;
    sort: ReviewSort;
    cursor: ReviewCursor | null;
    limit: number;
    viewerId: string | null;
  },
): Promise<ReviewPageRow[]> {
  const { filters, sort, viewerId } = options;
  const joined = async (prefix: string, statement: SQL) => {
    const rows = await queryRowsPrepared<ReviewPageRow>(db, prefix, statement);
    return rows.map((row) => ({ ...row, user_reaction: reactionOf(row.user_reaction) }));
  };
  // The first page of one restaurant's newest reviews, the page every visitor of a restaurant reads,
  // is one form too (decision 059).
  if (
    filters.restaurantId &&
    !filters.search &&
    !filters.userId &&
    sort === 'latest' &&
    !options.cursor &&
    sendsPrepared(db)
  ) {
    return joined(
      'review_restaurant_page',
      restaurantFirstPageCards(filters.restaurantId, viewerId, options.limit + 1, filters),
    );
  }
  const page = pageQuery(filters, sort, options.cursor, options.limit + 1);
  if (!page) return [];
  // The lists of every review (latest, most liked, by rating) are a few forms, each sent prepared where
  // the driver can (decision 051). The others are planned for their values each time: a search's best
  // plan depends on how rare its word is, one restaurant's or author's on how many reviews they have (a
  // generic plan would sort all of a popular restaurant's reviews).
  if (!filters.search && !filters.restaurantId && !filters.userId && sendsPrepared(db)) {
    return joined('review_page', joinedCards(page, sort, viewerId));
  }
  const rows = await queryRows<RawPageRow>(
    db,
    sql`SELECT ${cardColumns(viewerId)} FROM (${page}) r ORDER BY ${orderOf(sort)}`,
  );
  return rows.map(toPageRow);
}

export async function findReviewCardById(db: DbOrTx, id: string, viewerId: string | null) {
  const rows = await queryRows<RawPageRow>(
    db,
    sql`SELECT ${cardColumns(viewerId)} FROM reviews r WHERE r.id = ${id}::uuid`,
  );
  return rows.map(toPageRow)[0];
}

export async function restaurantExists(db: DbOrTx, restaurantId: string) {
  const rows = await queryRows(db, sql`SELECT 1 AS ok FROM restaurants WHERE id = ${restaurantId}::uuid`);
  return rows.length > 0;
}

/* -------------------------------------------------------------------------------------------------
 * Writes
 * ----------------------------------------------------------------------------------------------- */

/** Locks the restaurant row whose aggregates are about to change; undefined when it does not exist. */
export async function lockRestaurant(tx: DbOrTx, restaurantId: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM restaurants WHERE id = ${restaurantId}::uuid FOR UPDATE`,
  );
  return rows[0];
}

export interface PostedReviewRow extends Partial<ReviewCardRow> {
  /** false when the restaurant does not exist (then nothing else is set). */
  found: boolean;
  /** New reviews of the restaurant are refused now (moderation's review pause). */
  paused: boolean;
  /** Reviews the user posted since the start of the day. */
  today: number;
  /** The new review's id; undefined when it was refused. */
  id?: string;
}

/**
 * Posts a review in one call of `spey_post_review` (migration 0011, decision 054), its own transaction:
 * lock the author's profile (one post of theirs at a time, so the day's count sees their last post), then
 * one statement: check the restaurant exists and takes reviews (moderation's pause:
 * `reviews_paused_until` in the future), count the author's reviews since the start of `day` in
 * `timeZone`, insert unless refused, and move the restaurant's aggregates by it. The aggregates' UPDATE
 * is the only statement that locks the restaurant row (decision 031); the insert's foreign-key check
 * takes a key-share lock, which it does not conflict with. Answers the new review's card columns.
 */
export async function postReview(
  db: DbOrTx,
  values: {
    restaurantId: string;
    userId: string;
    rating: number;
    comment: string;
    speyFriendly: boolean;
    visitDate: string | null;
  },
  limit: { perDay: number; day: string; timeZone: string },
): Promise<PostedReviewRow> {
  const rows = await queryRows<{ posted: PostedReviewRow }>(
    db,
    sql`SELECT spey_post_review(${values.userId}::uuid, ${values.restaurantId}::uuid, ${values.rating}::int,
                                ${values.comment}, ${values.speyFriendly}::boolean, ${values.visitDate}::date,
                                ${limit.day}::date, ${limit.timeZone}, ${limit.perDay}::int) AS posted`,
  );
  return rows[0]!.posted;
}

/** Moves a restaurant's review aggregates by the given amounts. */
export async function adjustRestaurantAggregates(
  tx: DbOrTx,
  restaurantId: string,
  delta: { reviewCount: number; ratingSum: number; speyCount: number },
) {
  await tx.execute(
    sql`UPDATE restaurants
        SET review_count = review_count + ${delta.reviewCount},
            rating_sum = rating_sum + ${delta.ratingSum},
            spey_count = spey_count + ${delta.speyCount},
            updated_at = now()
        WHERE id = ${restaurantId}::uuid`,
  );
}

/** The restaurant of the caller's own review (ownership in the where); undefined for anyone else. */
export async function findOwnReviewRestaurant(db: DbOrTx, id: string, userId: string) {
  const rows = await db
    .select({ restaurantId: reviews.restaurantId })
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .limit(1);
  return rows[0]?.restaurantId;
}

/** Locks the caller's own review and reads the fields the aggregates depend on. */
export async function lockOwnReview(tx: DbOrTx, id: string, userId: string) {
  const rows = await queryRows<{
    restaurant_id: string;
    rating: number;
    spey_friendly: boolean;
    hidden: boolean;
  }>(
    tx,
    sql`SELECT restaurant_id, rating, spey_friendly, hidden_at IS NOT NULL AS hidden FROM reviews
        WHERE id = ${id}::uuid AND user_id = ${userId}::uuid FOR UPDATE`,
  );
  return rows[0];
}

export async function updateOwnReview(
  tx: DbOrTx,
  id: string,
  userId: string,
  patch: { rating?: number; comment?: string; speyFriendly?: boolean; visitDate?: string | null },
) {
  await tx
    .update(reviews)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)));
}

export async function deleteOwnReview(tx: DbOrTx, id: string, userId: string) {
  await tx.delete(reviews).where(and(eq(reviews.id, id), eq(reviews.userId, userId)));
}
