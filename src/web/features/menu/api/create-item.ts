import { useMutation } from '@tanstack/react-query';
import type { CreateMenuItem, MenuItem } from '@/shared/schemas/menu.schema';
import { apiFetch } from '@/web/lib/api-client';
import { menuUrl, useInvalidateMenu } from './menu-mutations';

/** POST /api/owner/restaurants/:id/menu/items */
export function createItem(restaurantId: string, values: CreateMenuItem) {
  return apiFetch<MenuItem>(menuUrl(restaurantId, '/items'), { method: 'POST', body: values });
}

export function useCreateItem(restaurantId: string) {
  const invalidate = useInvalidateMenu(restaurantId);
  return useMutation({
    mutationFn: (values: CreateMenuItem) => createItem(restaurantId, values),
    onSuccess: invalidate,
  });
}
