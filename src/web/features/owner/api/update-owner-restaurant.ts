import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerRestaurant, UpdateOwnerRestaurant } from '@/shared/schemas/owner-restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { ownerRestaurantQueryOptions } from './get-owner-restaurant';
import { ownerRestaurantsQueryKey } from './get-owner-restaurants';

/** PATCH /api/owner/restaurants/:id */
export function updateOwnerRestaurant(id: string, values: UpdateOwnerRestaurant) {
  return apiFetch<OwnerRestaurant>(`/api/owner/restaurants/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: values,
  });
}

export function useUpdateOwnerRestaurant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateOwnerRestaurant) => updateOwnerRestaurant(id, values),
    onSuccess: async (restaurant) => {
      queryClient.setQueryData(ownerRestaurantQueryOptions(id).queryKey, restaurant);
      // The sidebar list shows names; public pages show every field.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerRestaurantsQueryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
        queryClient.invalidateQueries({ queryKey: ['restaurant', id] }),
      ]);
    },
  });
}
