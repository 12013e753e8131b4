import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerRestaurant } from '@/shared/schemas/owner-restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { ownerRestaurantQueryOptions } from './get-owner-restaurant';
import { ownerRestaurantsQueryKey } from './get-owner-restaurants';

/** POST /api/owner/restaurants/:id/cover (multipart, field "file"). */
export function uploadCoverImage(id: string, file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiFetch<{ imageUrl: string; updatedAt: string }>(
    `/api/owner/restaurants/${encodeURIComponent(id)}/cover`,
    {
      method: 'POST',
      formData,
    },
  );
}

export function useUploadCoverImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCoverImage(id, file),
    onSuccess: async (result) => {
      queryClient.setQueryData<OwnerRestaurant>(ownerRestaurantQueryOptions(id).queryKey, (current) =>
        current ? { ...current, imageUrl: result.imageUrl, updatedAt: result.updatedAt } : current,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerRestaurantsQueryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
        queryClient.invalidateQueries({ queryKey: ['restaurant', id] }),
      ]);
    },
  });
}
