import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantDetail } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { shouldRetry } from '@/web/lib/query-client';
import { restaurantKeys } from './restaurant-keys';

export function getRestaurant(id: string, signal?: AbortSignal) {
  return apiFetch<RestaurantDetail>(`/api/restaurants/${encodeURIComponent(id)}`, { signal });
}

export const restaurantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: restaurantKeys.detail(id),
    queryFn: ({ signal }) => getRestaurant(id, signal),
    // The spec: restaurant detail queries retry 2 times (never on 4xx such as a missing restaurant).
    retry: (count, error) => shouldRetry(count, error, 2),
  });

/** `enabled: false` when the page already knows there is no such restaurant (its loader's 404). */
export function useRestaurant(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...restaurantQueryOptions(id), enabled });
}
