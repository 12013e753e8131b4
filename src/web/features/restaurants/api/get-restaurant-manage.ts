import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantManageResponse } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { shouldRetry } from '@/web/lib/query-client';
import { restaurantKeys } from './restaurant-keys';

export function getRestaurantManage(id: string, signal?: AbortSignal) {
  return apiFetch<RestaurantManageResponse>(`/api/restaurants/${encodeURIComponent(id)}/manage`, { signal });
}

export const restaurantManageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: restaurantKeys.manage(id),
    queryFn: ({ signal }) => getRestaurantManage(id, signal),
    retry: (count, error) => shouldRetry(count, error, 2),
  });

/** Manage-tab data; only requested for the restaurant's owner. */
export function useRestaurantManage(id: string, isEnabled: boolean) {
  return useQuery({ ...restaurantManageQueryOptions(id), enabled: isEnabled });
}
