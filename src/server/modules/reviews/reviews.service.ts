import { getTodayInZone } from '@/shared/domain/hours';
import { normalizeSearchText, toLikePattern } from '@/shared/domain/search-normalize';
import {
  DAILY_REVIEW_LIMIT,
  isVisitDateAllowed,
  reviewKeys,
  reviewSorts,
  type CreateReview,
  type ReviewCardView,
  type ReviewListQuery,
  type ReviewPage,
  type ReviewSort,
  type UpdateReview,
} from '@/shared/schemas/review.schema';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { invalidCursor, keysetCursor } from '../../lib/cursor';
import type { CurrentUser } from '../../plugins/auth';
import { cardExtrasFrom, getCardExtras, reviewsPaused, type CardExtras } from '../moderation/review-extras';
import * as queries from './reviews.queries';
import type {
  PostedReviewRow,
  ReviewCardRow,
  ReviewCursor,
  ReviewPageFilters,
  ReviewPageRow,
} from './reviews.queries';

/**
 * A row as the caller may see it. Anonymity: a Spey review carries no author at all unless the caller
 * wrote it, and no response ever carries a user id; isOwn and canReact are worked out here per request.
 */
export function toCard(row: ReviewCardRow, viewerId: string | null, extras?: CardExtras): ReviewCardView {
  const isOwn = viewerId !== null && row.user_id === viewerId;
  const showAuthor = (!row.spey_friendly || isOwn) && row.username !== null;
  return {
    id: row.id,
    rating: Number(row.rating),
    content: row.comment,
    createdAt: new Date(row.created_at).toISOString(),
    visitDate: row.visit_date,
    isSpey: row.spey_friendly,
    likeCount: Number(row.like_count),
    dislikeCount: Number(row.dislike_count),
    userReaction: row.user_reaction === 'like' || row.user_reaction === 'dislike' ? row.user_reaction : null,
    canReact: viewerId !== null && !isOwn,
    isOwn,
    author: showAuthor && row.username ? { username: row.username, avatarUrl: row.avatar_url } : null,
    restaurant: { id: row.restaurant_id, name: row.restaurant_name },
    reply: extras?.reply ?? null,
    isReported: extras?.isReported ?? false,
    isHidden: isOwn && (extras?.isHidden ?? false),
  };
}

/* -------------------------------------------------------------------------------------------------
 * Cursors: [sort, key, created_at, id] (server/lib/cursor.ts)
 * ----------------------------------------------------------------------------------------------- */

const listCursor = keysetCursor('text', 'intOrNull', 'timestamp', 'uuid');

function encodeCursor(sort: ReviewSort, row: ReviewCardRow): string {
  const key = sort === 'most-liked' ? Number(row.like_count) : sort === 'latest' ? null : Number(row.rating);
  return listCursor.encode([sort, key, row.created_key, row.id]);
}

/** A cursor of this sort (one of another sort, or with a key out of range, is refused). */
export function decodeCursor(value: string | undefined, sort: ReviewSort): ReviewCursor | null {
  const position = listCursor.decode(value);
  if (!position) return null;
  const [cursorSort, key, createdAt, id] = position;
  if (cursorSort !== sort || !reviewSorts.includes(sort)) throw invalidCursor();
  if (sort === 'latest') {
    if (key !== null) throw invalidCursor();
  } else {
    const max = sort === 'most-liked' ? 2_000_000_000 : 5;
    const min = sort === 'most-liked' ? 0 : 1;
    if (key === null || key < min || key > max) throw invalidCursor();
  }
  return { sort, key, createdAt, id };
}

export async function getPage(
  db: Db,
  options: {
    filters: ReviewPageFilters;
    sort: ReviewSort;
    cursor?: string;
    limit: number;
    viewerId: string | null;
    /** The owner's own list shows their reply even while moderation hides it. */
    showHiddenReplies?: boolean;
  },
): Promise<ReviewPage> {
  const cursor = decodeCursor(options.cursor, options.sort);
  // One statement: the cards come with their reply, the viewer's reports and the hidden mark.
  const rows = await queries.findReviewCards(db, { ...options, cursor });
  const hasMore = rows.length > options.limit;
  const pageRows = hasMore ? rows.slice(0, options.limit) : rows;
  const last = pageRows.at(-1);
  const extrasOptions = {
    showHiddenReplies: options.showHiddenReplies,
    showHidden: options.filters.includeHidden,
  };
  return {
    items: pageRows.map((row) =>
      toCard(row, options.viewerId, cardExtrasFrom(extrasRow(row), extrasOptions)),
    ),
    nextCursor: hasMore && last ? encodeCursor(options.sort, last) : null,
  };
}

/** A page row's moderation columns in the shape review-extras reads. */
function extrasRow({ is_hidden, review_reported, reply }: ReviewPageRow) {
  return {
    is_hidden,
    review_reported,
    reply_id: reply?.id ?? null,
    reply_body: reply?.body ?? null,
    reply_created_at: reply?.createdAt ?? null,
    reply_updated_at: reply?.updatedAt ?? null,
    reply_hidden: reply?.hidden ?? null,
    reply_reported: reply?.reported ?? false,
  };
}

/* -------------------------------------------------------------------------------------------------
 * Reads
 * ----------------------------------------------------------------------------------------------- */

/** GET /api/reviews: search, rating (whole stars), Spey filter and sort, all on the server. */
export async function listReviews(
  db: Db,
  viewer: CurrentUser | null,
  query: ReviewListQuery,
): Promise<ReviewPage> {
  const normalized = query.q ? normalizeSearchText(query.q) : '';
  return getPage(db, {
    filters: {
      search: normalized ? { term: normalized, pattern: toLikePattern(normalized) } : undefined,
      rating: query.rating,
      spey: query.spey,
    },
    sort: query.sort,
    cursor: query.cursor,
    limit: query.limit,
    viewerId: viewer?.id ?? null,
  });
}

export async function listLatestReviews(db: Db, viewer: CurrentUser | null, limit: number) {
  const page = await getPage(db, { filters: {}, sort: 'latest', limit, viewerId: viewer?.id ?? null });
  return { items: page.items };
}

export async function listRestaurantReviews(
  db: Db,
  viewer: CurrentUser | null,
  restaurantId: string,
  page: { cursor?: string; limit: number },
) {
  const result = await getPage(db, {
    filters: { restaurantId },
    sort: 'latest',
    cursor: page.cursor,
    limit: page.limit,
    viewerId: viewer?.id ?? null,
  });
  // Only an empty first page costs the extra look-up that tells "no reviews" from "no restaurant".
  if (result.items.length === 0 && !page.cursor && !(await queries.restaurantExists(db, restaurantId))) {
    throw notFound(reviewKeys.restaurantNotFound);
  }
  return result;
}

export async function listOwnReviews(db: Db, user: CurrentUser, page: { cursor?: string; limit: number }) {
  return getPage(db, {
    filters: { userId: user.id, includeHidden: true },
    sort: 'latest',
    cursor: page.cursor,
    limit: page.limit,
    viewerId: user.id,
  });
}

async function getCard(db: Db, id: string, viewerId: string) {
  const row = await queries.findReviewCardById(db, id, viewerId);
  if (!row) throw notFound(reviewKeys.reviewNotFound);
  const extras = await getCardExtras(db, [id], viewerId, { showHidden: true });
  return toCard(row, viewerId, extras.get(id));
}

/* -------------------------------------------------------------------------------------------------
 * Writes
 * ----------------------------------------------------------------------------------------------- */

function assertVisitDate(visitDate: string | null | undefined, timeZone: string) {
  if (!isVisitDateAllowed(visitDate, getTodayInZone(new Date(), timeZone))) {
    throw badRequest(reviewKeys.visitDateFuture, { visitDate: reviewKeys.visitDateFuture });
  }
}

/**
 * Posts a review in one call, its own transaction (reviews.queries `postReview`, decision 054): lock the
 * author's profile (the daily limit under parallel posts), then check the restaurant exists and takes
 * reviews, count today's reviews, insert and move the restaurant's aggregates in one statement, which
 * answers the new card. The restaurant row is locked only by that statement's UPDATE, until the call
 * ends: a popular restaurant's posts wait for each other for one statement (the increments keep the
 * aggregates exact; decision 031). A new review has no reply, report or moderation yet.
 */
export async function createReview(
  db: Db,
  user: CurrentUser,
  input: CreateReview,
  timeZone: string,
): Promise<ReviewCardView> {
  assertVisitDate(input.visitDate, timeZone);
  const posted = await queries.postReview(
    db,
    {
      restaurantId: input.restaurantId,
      userId: user.id,
      rating: input.rating,
      comment: input.content,
      speyFriendly: input.isSpey,
      visitDate: input.visitDate,
    },
    { perDay: DAILY_REVIEW_LIMIT, day: getTodayInZone(new Date(), timeZone), timeZone },
  );
  if (!posted.found) {
    throw new AppError('NOT_FOUND', reviewKeys.restaurantNotFound, {
      restaurantId: reviewKeys.restaurantNotFound,
    });
  }
  if (posted.paused) throw reviewsPaused();
  if (Number(posted.today) >= DAILY_REVIEW_LIMIT) throw new AppError('RATE_LIMITED', reviewKeys.dailyLimit);
  if (!posted.id) throw new Error('the review was not inserted');
  return toCard(posted as PostedReviewRow & ReviewCardRow, user.id, {
    reply: null,
    isReported: false,
    isHidden: false,
  });
}

/**
 * Edits the caller's own review (anyone else's id finds nothing: 404). Locks the restaurant, then the
 * review — the same order as everything else that touches both — and moves the aggregates by the change.
 */
export async function updateReview(
  db: Db,
  user: CurrentUser,
  id: string,
  input: UpdateReview,
  timeZone: string,
): Promise<ReviewCardView> {
  assertVisitDate(input.visitDate, timeZone);
  await db.transaction(async (tx) => {
    const restaurantId = await queries.findOwnReviewRestaurant(tx, id, user.id);
    if (!restaurantId) throw notFound(reviewKeys.reviewNotFound);
    await queries.lockRestaurant(tx, restaurantId);
    const current = await queries.lockOwnReview(tx, id, user.id);
    if (!current) throw notFound(reviewKeys.reviewNotFound);
    const rating = input.rating ?? current.rating;
    const isSpey = input.isSpey ?? current.spey_friendly;
    await queries.updateOwnReview(tx, id, user.id, {
      rating: input.rating,
      comment: input.content,
      speyFriendly: input.isSpey,
      visitDate: input.visitDate,
    });
    // A hidden review is out of the aggregates until it is restored (moderation).
    if (!current.hidden)
      await queries.adjustRestaurantAggregates(tx, current.restaurant_id, {
        reviewCount: 0,
        ratingSum: rating - current.rating,
        speyCount: Number(isSpey) - Number(current.spey_friendly),
      });
  });
  return getCard(db, id, user.id);
}

/** Deletes the caller's own review (others: 404) and takes it out of the restaurant's aggregates. */
export async function deleteReview(db: Db, user: CurrentUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const restaurantId = await queries.findOwnReviewRestaurant(tx, id, user.id);
    if (!restaurantId) throw notFound(reviewKeys.reviewNotFound);
    await queries.lockRestaurant(tx, restaurantId);
    const current = await queries.lockOwnReview(tx, id, user.id);
    if (!current) throw notFound(reviewKeys.reviewNotFound);
    await queries.deleteOwnReview(tx, id, user.id);
    if (!current.hidden)
      await queries.adjustRestaurantAggregates(tx, current.restaurant_id, {
        reviewCount: -1,
        ratingSum: -current.rating,
        speyCount: current.spey_friendly ? -1 : 0,
      });
  });
}
