import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantOptionsResponse } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';

/** Restaurants to pick from in the review form (id and name, ordered by name). */
export function getRestaurantOptions(signal?: AbortSignal) {
  return apiFetch<RestaurantOptionsResponse>('/api/restaurants/options', { signal }).then((r) => r.items);
}

export const restaurantOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['restaurants', 'options'] as const,
    queryFn: ({ signal }) => getRestaurantOptions(signal),
    staleTime: 5 * 60_000,
  });

export function useRestaurantOptions() {
  return useQuery(restaurantOptionsQueryOptions());
}
