import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';
import { menuUrl, useInvalidateMenu } from './menu-mutations';

/** DELETE /api/owner/restaurants/:id/menu/items/:itemId */
export function deleteItem(restaurantId: string, itemId: string) {
  return apiFetch<{ id: string }>(menuUrl(restaurantId, `/items/${encodeURIComponent(itemId)}`), {
    method: 'DELETE',
  });
}

export function useDeleteItem(restaurantId: string) {
  const invalidate = useInvalidateMenu(restaurantId);
  return useMutation({
    mutationFn: (itemId: string) => deleteItem(restaurantId, itemId),
    onSuccess: invalidate,
  });
}
