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

/** The list in pages of 24 (keyset cursor from the server), from the first page or from `from`. */
export const restaurantsQueryOptions = (filters: RestaurantFilters, from: string | null = null) =>
  infiniteQueryOptions({
    queryKey: restaurantKeys.listFrom(filters, from),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getRestaurants(filters, pageParam, signal);
      if (pageParam === from) preloadCardImage(page.items[0]?.imageUrl);
      return page;
    },
    initialPageParam: from,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useRestaurants(filters: RestaurantFilters, from: string | null = null) {
  return useInfiniteQuery(restaurantsQueryOptions(filters, from));
}
