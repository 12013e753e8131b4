import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FavouritesResponse } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { favouriteKeys } from './favourite-keys';

export function getFavourites(cursor: string | null, signal?: AbortSignal) {
  return apiFetch<FavouritesResponse>('/api/me/favourites', { query: { cursor }, signal });
}

/** `from`: the cursor of the page the list starts at (an address's `?cursor=`), or null for the newest. */
export const favouritesQueryOptions = (from: string | null = null) =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.list(from),
    queryFn: ({ pageParam, signal }) => getFavourites(pageParam, signal),
    initialPageParam: from,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * The signed-in user's saved restaurants, newest first, in pages of 50 from the page `from` names;
 * `hasNextPage` / `fetchNextPage` load more. Pass `isEnabled: false` while signed out.
 */
export function useFavourites({
  isEnabled = true,
  from = null,
}: { isEnabled?: boolean; from?: string | null } = {}) {
  return useInfiniteQuery({ ...favouritesQueryOptions(from), enabled: isEnabled });
}
