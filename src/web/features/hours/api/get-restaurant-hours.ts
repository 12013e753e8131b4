import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantHoursResponse } from '@/shared/schemas/hours.schema';
import { apiFetch } from '@/web/lib/api-client';
import { shouldRetry } from '@/web/lib/query-client';

/** Spec: hours queries are cached 5 minutes, kept 30 minutes and retried once. */
export const HOURS_STALE_TIME = 5 * 60_000;
export const HOURS_GC_TIME = 30 * 60_000;

/** Prefix shared with the restaurant list and detail queries, so hours writes can refresh them too. */
export const restaurantsQueryKeyPrefix = ['restaurants'] as const;

export const restaurantHoursQueryKey = (restaurantId: string) =>
  [...restaurantsQueryKeyPrefix, restaurantId, 'hours'] as const;

export function getRestaurantHours(restaurantId: string, signal?: AbortSignal) {
  return apiFetch<RestaurantHoursResponse>(`/api/restaurants/${encodeURIComponent(restaurantId)}/hours`, {
    signal,
  });
}

export const restaurantHoursQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: restaurantHoursQueryKey(restaurantId),
    queryFn: ({ signal }) => getRestaurantHours(restaurantId, signal),
    staleTime: HOURS_STALE_TIME,
    gcTime: HOURS_GC_TIME,
    retry: (failureCount, error) => shouldRetry(failureCount, error, 1),
  });

export function useRestaurantHours(restaurantId: string) {
  return useQuery(restaurantHoursQueryOptions(restaurantId));
}
