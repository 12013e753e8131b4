import { useMutation } from '@tanstack/react-query';
import type { MenuCategory, UpdateMenuCategory } from '@/shared/schemas/menu.schema';
import { apiFetch } from '@/web/lib/api-client';
import { menuUrl, useInvalidateMenu } from './menu-mutations';

/** PATCH /api/owner/restaurants/:id/menu/categories/:categoryId */
export function updateCategory(restaurantId: string, categoryId: string, values: UpdateMenuCategory) {
  return apiFetch<MenuCategory>(menuUrl(restaurantId, `/categories/${encodeURIComponent(categoryId)}`), {
    method: 'PATCH',
    body: values,
  });
}

export function useUpdateCategory(restaurantId: string) {
  const invalidate = useInvalidateMenu(restaurantId);
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: UpdateMenuCategory }) =>
      updateCategory(restaurantId, id, values),
    onSuccess: invalidate,
  });
}
