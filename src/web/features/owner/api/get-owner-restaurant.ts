import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerRestaurant } from '@/shared/schemas/owner-restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { shouldRetry } from '@/web/lib/query-client';
import { ownerRestaurantsQueryKey } from './get-owner-restaurants';

/** GET /api/owner/restaurants/:id — one of the caller's restaurants with every editable field. */
export function getOwnerRestaurant(id: string, signal?: AbortSignal) {
  return apiFetch<OwnerRestaurant>(`/api/owner/restaurants/${encodeURIComponent(id)}`, { signal });
}

export const ownerRestaurantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ownerRestaurantsQueryKey, id] as const,
    queryFn: ({ signal }) => getOwnerRestaurant(id, signal),
    retry: (failureCount, error) => shouldRetry(failureCount, error, 1),
  });

export function useOwnerRestaurant(id: string | undefined) {
  return useQuery({ ...ownerRestaurantQueryOptions(id ?? ''), enabled: Boolean(id) });
}
