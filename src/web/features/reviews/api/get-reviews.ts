import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewListQuery, ReviewPage } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { reviewKeys } from './review-keys';

export type ReviewFilters = Omit<ReviewListQuery, 'cursor' | 'limit'>;

export function getReviews(filters: ReviewFilters, cursor?: string | null, signal?: AbortSignal) {
  return apiFetch<ReviewPage>('/api/reviews', {
    query: {
      q: filters.q?.trim() || undefined,
      rating: filters.rating,
      spey: filters.spey === 'all' ? undefined : filters.spey,
      sort: filters.sort === 'latest' ? undefined : filters.sort,
      cursor,
    },
    signal,
  });
}

/** The list, from its first page or from the page `from` (an address's `?cursor=`). */
export const reviewsQueryOptions = (filters: ReviewFilters, from: string | null = null) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.listFrom(filters, from),
    queryFn: ({ pageParam, signal }) => getReviews(filters, pageParam, signal),
    initialPageParam: from,
    getNextPageParam: (page) => page.nextCursor,
  });

/** All reviews, filtered, sorted and paged on the server (/reviews). */
export function useReviews(filters: ReviewFilters, from: string | null = null) {
  return useInfiniteQuery(reviewsQueryOptions(filters, from));
}
