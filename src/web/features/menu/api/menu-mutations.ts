import { useQueryClient } from '@tanstack/react-query';
import { ownerMenuQueryOptions } from './get-owner-menu';

/** After any menu write: refresh the owner's menu and any public menu of that restaurant. */
export function useInvalidateMenu(restaurantId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerMenuQueryOptions(restaurantId).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['restaurant', restaurantId] }),
    ]);
}

export const menuUrl = (restaurantId: string, rest = '') =>
  `/api/owner/restaurants/${encodeURIComponent(restaurantId)}/menu${rest}`;
