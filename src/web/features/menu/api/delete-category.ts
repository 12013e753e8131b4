import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';
import { menuUrl, useInvalidateMenu } from './menu-mutations';

/** DELETE /api/owner/restaurants/:id/menu/categories/:categoryId (its items stay, uncategorised). */
export function deleteCategory(restaurantId: string, categoryId: string) {
  return apiFetch<{ id: string }>(menuUrl(restaurantId, `/categories/${encodeURIComponent(categoryId)}`), {
    method: 'DELETE',
  });
}

export function useDeleteCategory(restaurantId: string) {
  const invalidate = useInvalidateMenu(restaurantId);
  return useMutation({
    mutationFn: (categoryId: string) => deleteCategory(restaurantId, categoryId),
    onSuccess: invalidate,
  });
}
