import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedRestaurantsResponse } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { restaurantKeys } from './restaurant-keys';

export function getFeaturedRestaurants(signal?: AbortSignal) {
  return apiFetch<FeaturedRestaurantsResponse>('/api/restaurants/featured', { signal }).then((r) => r.items);
}

export const featuredRestaurantsQueryOptions = () =>
  queryOptions({
    queryKey: restaurantKeys.featured(),
    queryFn: ({ signal }) => getFeaturedRestaurants(signal),
  });

/** Up to 6 featured restaurants (home). */
export function useFeaturedRestaurants() {
  return useQuery(featuredRestaurantsQueryOptions());
}
