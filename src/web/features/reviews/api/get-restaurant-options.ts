import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

export interface RestaurantOption {
  id: string;
  name: string;
}

/** Restaurants to pick from in the review form (id and name, ordered by name). */
export function getRestaurantOptions(signal?: AbortSignal) {
  return apiFetch<RestaurantOption[] | { items: RestaurantOption[] }>('/api/restaurants/options', { signal }).then(
    (r) => (Array.isArray(r) ? r : r.items),
  );
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
