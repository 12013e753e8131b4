import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteState } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { favouriteKeys } from './favourite-keys';

export function setFavourite(restaurantId: string, isFavourite: boolean) {
  return apiFetch<FavouriteState>(`/api/me/favourites/${encodeURIComponent(restaurantId)}`, {
    method: isFavourite ? 'PUT' : 'DELETE',
  });
}

/** Saves or removes a favourite; refreshes the favourites list. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ restaurantId, isFavourite }: { restaurantId: string; isFavourite: boolean }) =>
      setFavourite(restaurantId, isFavourite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
