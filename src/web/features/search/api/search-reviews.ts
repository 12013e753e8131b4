import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { SEARCH_PAGE_SIZE } from './search-restaurants';

export function searchReviews(q: string, cursor: string | null, signal?: AbortSignal) {
  return apiFetch<ReviewPage>('/api/reviews', { query: { q, cursor, limit: SEARCH_PAGE_SIZE }, signal });
}

export const searchReviewsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['search', 'reviews', q] as const,
    queryFn: ({ pageParam, signal }) => searchReviews(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: q.length > 0,
  });

export function useSearchReviews(q: string) {
  return useInfiniteQuery({ ...searchReviewsQueryOptions(q), placeholderData: keepPreviousData });
}
