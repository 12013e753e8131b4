import { useMutation } from '@tanstack/react-query';
import type { MenuItem, UpdateMenuItem } from '@/shared/schemas/menu.schema';
import { apiFetch } from '@/web/lib/api-client';
import { menuUrl, useInvalidateMenu } from './menu-mutations';

/** PATCH /api/owner/restaurants/:id/menu/items/:itemId */
export function updateItem(restaurantId: string, itemId: string, values: UpdateMenuItem) {
  return apiFetch<MenuItem>(menuUrl(restaurantId, `/items/${encodeURIComponent(itemId)}`), {
    method: 'PATCH',
    body: values,
  });
}

export function useUpdateItem(restaurantId: string) {
  const invalidate = useInvalidateMenu(restaurantId);
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: UpdateMenuItem }) =>
      updateItem(restaurantId, id, values),
    onSuccess: invalidate,
  });
}
