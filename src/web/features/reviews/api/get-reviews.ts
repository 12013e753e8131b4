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

export const reviewsQueryOptions = (filters: ReviewFilters) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getReviews(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** All reviews, filtered, sorted and paged on the server (/reviews). */
export function useReviews(filters: ReviewFilters) {
  return useInfiniteQuery(reviewsQueryOptions(filters));
}
