import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { RestaurantListResponse } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';

/** Results per group and page on /search. */
export const SEARCH_PAGE_SIZE = 6;

export function searchRestaurants(q: string, cursor: string | null, signal?: AbortSignal) {
  return apiFetch<RestaurantListResponse>('/api/restaurants', {
    query: { q, cursor, limit: SEARCH_PAGE_SIZE },
    signal,
  });
}

export const searchRestaurantsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['search', 'restaurants', q] as const,
    queryFn: ({ pageParam, signal }) => searchRestaurants(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: q.length > 0,
  });

export function useSearchRestaurants(q: string) {
  return useInfiniteQuery({ ...searchRestaurantsQueryOptions(q), placeholderData: keepPreviousData });
}
