import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RestaurantListResponse } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { preloadCardImage } from '../lib/image-srcset';
import { toApiQuery, type RestaurantFilters } from '../lib/restaurant-filters';
import { restaurantKeys } from './restaurant-keys';

export function getRestaurants(filters: RestaurantFilters, cursor: string | null, signal?: AbortSignal) {
  return apiFetch<RestaurantListResponse>('/api/restaurants', {
    query: { ...toApiQuery(filters), cursor },
    signal,
  });
}

/** The list in pages of 24 (keyset cursor from the server). */
export const restaurantsQueryOptions = (filters: RestaurantFilters) =>
  infiniteQueryOptions({
    queryKey: restaurantKeys.list(filters),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getRestaurants(filters, pageParam, signal);
      if (pageParam === null) preloadCardImage(page.items[0]?.imageUrl);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useRestaurants(filters: RestaurantFilters) {
  return useInfiniteQuery(restaurantsQueryOptions(filters));
}
