import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '@/shared/schemas/reservation.schema';
import { apiFetch } from '@/web/lib/api-client';

/** GET /api/restaurants/:id/reservations/availability?date= — settings and the date's open times. */
export function getAvailability(restaurantId: string, date: string, signal?: AbortSignal) {
  return apiFetch<Availability>(
    `/api/restaurants/${encodeURIComponent(restaurantId)}/reservations/availability?date=${encodeURIComponent(date)}`,
    { signal },
  );
}

export const availabilityQueryOptions = (restaurantId: string, date: string) =>
  queryOptions({
    queryKey: ['restaurant', restaurantId, 'availability', date] as const,
    queryFn: ({ signal }) => getAvailability(restaurantId, date, signal),
  });

export function useAvailability(restaurantId: string, date: string) {
  return useQuery({
    ...availabilityQueryOptions(restaurantId, date),
    placeholderData: (previous) => previous,
  });
}
