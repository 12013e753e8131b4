import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSpecialHoursInput, SpecialHoursRowDto } from '@/shared/schemas/hours.schema';
import { apiFetch } from '@/web/lib/api-client';
import { restaurantsQueryKeyPrefix } from './get-restaurant-hours';

export function createSpecialHours(restaurantId: string, input: CreateSpecialHoursInput) {
  return apiFetch<SpecialHoursRowDto>(
    `/api/owner/restaurants/${encodeURIComponent(restaurantId)}/special-hours`,
    {
      method: 'POST',
      body: input,
    },
  );
}

export function useCreateSpecialHours(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSpecialHoursInput) => createSpecialHours(restaurantId, input),
    // Refreshes this restaurant's hours and the cached restaurant lists (their open status).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantsQueryKeyPrefix }),
  });
}
