import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';
import { restaurantsQueryKeyPrefix } from './get-restaurant-hours';

export function deleteSpecialHours(restaurantId: string, specialId: string) {
  return apiFetch<{ id: string }>(
    `/api/owner/restaurants/${encodeURIComponent(restaurantId)}/special-hours/${encodeURIComponent(specialId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteSpecialHours(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specialId: string) => deleteSpecialHours(restaurantId, specialId),
    // Refreshes this restaurant's hours and the cached restaurant lists (their open status).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantsQueryKeyPrefix }),
  });
}
