import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_SEARCH_MAX_LENGTH,
  reviewSorts,
  speyFilters,
  type ReviewSort,
  type SpeyFilter,
} from '@/shared/domain/review-constants';
import type { ReviewFilters } from '../api/get-reviews';

/** The address's parameters that change what /reviews shows (its canonical address keeps them). */
export const REVIEW_PAGE_PARAMS = ['q', 'restaurant', 'rating', 'spey', 'sort', 'cursor'] as const;

/** The keyset cursor of the page of reviews the address starts at (`?cursor=`; the first page without). */
export function readPageCursor(params: URLSearchParams): string | null {
  const cursor = params.get('cursor')?.trim();
  return cursor && cursor.length <= 600 ? cursor : null;
}

/**
 * Where a list starts: the address's cursor, unless it is the one the page's loader refused (an old or
 * hand-edited link), which it answered with the first page; `refused` then asks the page to say so.
 */
export function startOfList(cursor: string | null, refusedCursor: string | null) {
  const refused = cursor !== null && cursor === refusedCursor;
  return { from: refused ? null : cursor, refused };
}

/**
 * The filters of /reviews from its address (?q=&rating=&spey=&sort=; ?restaurant={name} pre-fills the
 * search): read the same way by the page's loader and by the page.
 */
export function parseReviewFilters(params: URLSearchParams): ReviewFilters {
  const rating = Number(params.get('rating'));
  const spey = params.get('spey');
  const sort = params.get('sort');
  return {
    // Cut as /restaurants and /search cut theirs: a longer search in an address is not refused.
    q: (params.get('q') ?? params.get('restaurant') ?? '').slice(0, REVIEW_SEARCH_MAX_LENGTH),
    rating: Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX ? rating : undefined,
    spey: speyFilters.includes(spey as SpeyFilter) ? (spey as SpeyFilter) : 'all',
    sort: reviewSorts.includes(sort as ReviewSort) ? (sort as ReviewSort) : 'latest',
  };
}
