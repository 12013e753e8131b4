import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerMenu } from '@/shared/schemas/menu.schema';
import { apiFetch } from '@/web/lib/api-client';

/** GET /api/owner/restaurants/:id/menu — categories, items and counters of one of the caller's restaurants. */
export function getOwnerMenu(restaurantId: string, signal?: AbortSignal) {
  return apiFetch<OwnerMenu>(`/api/owner/restaurants/${encodeURIComponent(restaurantId)}/menu`, { signal });
}

export const ownerMenuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['owner', 'menu', restaurantId] as const,
    queryFn: ({ signal }) => getOwnerMenu(restaurantId, signal),
  });

export function useOwnerMenu(restaurantId: string) {
  return useQuery(ownerMenuQueryOptions(restaurantId));
}
