import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantDetail } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';

export type ClaimRestaurant = Pick<
  RestaurantDetail,
  'id' | 'name' | 'cuisine' | 'location' | 'isClaimed' | 'isOwner'
>;

/** The restaurant named in /become-a-partner?restaurantId=…: its name and whether someone owns it. */
export function getClaimRestaurant(id: string, signal?: AbortSignal): Promise<ClaimRestaurant> {
  return apiFetch<RestaurantDetail>(`/api/restaurants/${encodeURIComponent(id)}`, { signal }).then((r) => ({
    id: r.id,
    name: r.name,
    cuisine: r.cuisine,
    location: r.location,
    isClaimed: r.isClaimed,
    isOwner: r.isOwner,
  }));
}

export const claimRestaurantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['restaurants', 'claim-target', id] as const,
    queryFn: ({ signal }) => getClaimRestaurant(id, signal),
  });

export function useClaimRestaurant(id: string | null) {
  return useQuery({ ...claimRestaurantQueryOptions(id ?? ''), enabled: Boolean(id) });
}
