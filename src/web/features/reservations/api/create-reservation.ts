import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReservation } from '@/shared/schemas/reservation.schema';
import type { ReservationStatus } from '@/shared/domain/reservations';
import { apiFetch } from '@/web/lib/api-client';
import { myReservationsQueryOptions } from './get-my-reservations';

/** POST /api/restaurants/:id/reservations (signed in). */
export function createReservation(restaurantId: string, values: CreateReservation) {
  return apiFetch<{ id: string; status: ReservationStatus }>(
    `/api/restaurants/${encodeURIComponent(restaurantId)}/reservations`,
    { method: 'POST', body: values },
  );
}

export function useCreateReservation(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateReservation) => createReservation(restaurantId, values),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myReservationsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['restaurant', restaurantId, 'availability'] }),
      ]),
  });
}
