import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWeeklyHoursInput, WeeklyHoursRowDto } from '@/shared/schemas/hours.schema';
import { apiFetch } from '@/web/lib/api-client';
import { restaurantsQueryKeyPrefix } from './get-restaurant-hours';

export function updateWeeklyHours(restaurantId: string, input: UpdateWeeklyHoursInput) {
  return apiFetch<{ weekly: WeeklyHoursRowDto[] }>(
    `/api/owner/restaurants/${encodeURIComponent(restaurantId)}/hours`,
    {
      method: 'PUT',
      body: input,
    },
  );
}

/** Saves the whole week (exactly 7 days). */
export function useUpdateWeeklyHours(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWeeklyHoursInput) => updateWeeklyHours(restaurantId, input),
    // Refreshes this restaurant's hours and the cached restaurant lists (their open status).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantsQueryKeyPrefix }),
  });
}
