import { useMutation } from '@tanstack/react-query';
import type { CreateMenuCategory, MenuCategory } from '@/shared/schemas/menu.schema';
import { apiFetch } from '@/web/lib/api-client';
import { menuUrl, useInvalidateMenu } from './menu-mutations';

/** POST /api/owner/restaurants/:id/menu/categories */
export function createCategory(restaurantId: string, values: CreateMenuCategory) {
  return apiFetch<MenuCategory>(menuUrl(restaurantId, '/categories'), { method: 'POST', body: values });
}

export function useCreateCategory(restaurantId: string) {
  const invalidate = useInvalidateMenu(restaurantId);
  return useMutation({
    mutationFn: (values: CreateMenuCategory) => createCategory(restaurantId, values),
    onSuccess: invalidate,
  });
}
