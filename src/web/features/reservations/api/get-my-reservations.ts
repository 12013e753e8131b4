import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReservation } from '@/shared/schemas/reservation.schema';
import type { ReservationStatus } from '@/shared/domain/reservations';
import { apiFetch } from '@/web/lib/api-client';

/** GET /api/me/reservations — the caller's own, upcoming first. */
export function getMyReservations(signal?: AbortSignal) {
  return apiFetch<{ items: MyReservation[] }>('/api/me/reservations', { signal });
}

export const myReservationsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'reservations'] as const,
    queryFn: ({ signal }) => getMyReservations(signal),
  });

export function useMyReservations() {
  return useQuery(myReservationsQueryOptions());
}

/** POST /api/me/reservations/:reservationId/cancel */
export function cancelReservation(reservationId: string) {
  return apiFetch<{ id: string; status: ReservationStatus }>(
    `/api/me/reservations/${encodeURIComponent(reservationId)}/cancel`,
    { method: 'POST' },
  );
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReservationsQueryOptions().queryKey }),
  });
}
