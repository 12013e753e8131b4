import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerRestaurantList, OwnerRestaurantSummary } from '@/shared/schemas/owner-restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { shouldRetry } from '@/web/lib/query-client';

/** GET /api/owner/restaurants — the restaurants the signed-in user owns. */
export function getOwnerRestaurants(signal?: AbortSignal): Promise<OwnerRestaurantSummary[]> {
  return apiFetch<OwnerRestaurantList>('/api/owner/restaurants', { signal }).then((body) => body.restaurants);
}

// The key and data shape are shared with the hours feature's stand-in query: keep them identical.
export const ownerRestaurantsQueryKey = ['owner', 'restaurants'] as const;

export const ownerRestaurantsQueryOptions = () =>
  queryOptions({
    queryKey: ownerRestaurantsQueryKey,
    queryFn: ({ signal }) => getOwnerRestaurants(signal),
    // Spec: the owner restaurant query retries once.
    retry: (failureCount, error) => shouldRetry(failureCount, error, 1),
  });

export function useOwnerRestaurants(options: { enabled?: boolean } = {}) {
  return useQuery({ ...ownerRestaurantsQueryOptions(), enabled: options.enabled ?? true });
}
