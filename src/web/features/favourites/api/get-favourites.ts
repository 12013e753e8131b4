import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FavouritesResponse } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { favouriteKeys } from './favourite-keys';

export function getFavourites(cursor: string | null, signal?: AbortSignal) {
  return apiFetch<FavouritesResponse>('/api/me/favourites', { query: { cursor }, signal });
}

export const favouritesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.list(),
    queryFn: ({ pageParam, signal }) => getFavourites(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * The signed-in user's saved restaurants, newest first. `data` is the flat list of
 * RestaurantSummary; `hasNextPage` / `fetchNextPage` load more (pages of 50).
 * Pass `isEnabled: false` while signed out.
 */
export function useFavourites({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...favouritesQueryOptions(),
    enabled: isEnabled,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
