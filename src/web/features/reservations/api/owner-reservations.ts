import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OwnerReservation,
  OwnerReservationFilter,
  ReservationSettings,
  ReservationSummary,
  UpdateReservationSettings,
} from '@/shared/schemas/reservation.schema';
import type { ReservationStatus } from '@/shared/domain/reservations';
import { apiFetch } from '@/web/lib/api-client';

const base = (restaurantId: string) => `/api/owner/restaurants/${encodeURIComponent(restaurantId)}`;

/** GET /api/owner/restaurants/:id/reservations?status= */
export function getOwnerReservations(
  restaurantId: string,
  status: OwnerReservationFilter,
  signal?: AbortSignal,
) {
  return apiFetch<{ items: OwnerReservation[] }>(`${base(restaurantId)}/reservations?status=${status}`, {
    signal,
  });
}

export const ownerReservationsQueryOptions = (restaurantId: string, status: OwnerReservationFilter) =>
  queryOptions({
    queryKey: ['owner', 'reservations', restaurantId, 'list', status] as const,
    queryFn: ({ signal }) => getOwnerReservations(restaurantId, status, signal),
  });

export function useOwnerReservations(restaurantId: string, status: OwnerReservationFilter) {
  return useQuery({
    ...ownerReservationsQueryOptions(restaurantId, status),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/owner/restaurants/:id/reservations/summary — today, this week, next arrivals. */
export function getReservationSummary(restaurantId: string, signal?: AbortSignal) {
  return apiFetch<ReservationSummary>(`${base(restaurantId)}/reservations/summary`, { signal });
}

export const reservationSummaryQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['owner', 'reservations', restaurantId, 'summary'] as const,
    queryFn: ({ signal }) => getReservationSummary(restaurantId, signal),
  });

export function useReservationSummary(restaurantId: string) {
  return useQuery(reservationSummaryQueryOptions(restaurantId));
}

/** POST …/reservations/:reservationId/confirm or /decline, with an optional message to the diner. */
export function answerReservation(
  restaurantId: string,
  reservationId: string,
  decision: 'confirm' | 'decline',
  message: string | null,
) {
  return apiFetch<{ id: string; status: ReservationStatus }>(
    `${base(restaurantId)}/reservations/${encodeURIComponent(reservationId)}/${decision}`,
    { method: 'POST', body: { message } },
  );
}

export function useAnswerReservation(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reservationId: string; decision: 'confirm' | 'decline'; message: string | null }) =>
      answerReservation(restaurantId, input.reservationId, input.decision, input.message),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['owner', 'reservations', restaurantId] }),
        queryClient.invalidateQueries({ queryKey: ['restaurant', restaurantId] }),
        // The restaurant page's Manage tab lists the same requests.
        queryClient.invalidateQueries({ queryKey: ['restaurants', 'manage', restaurantId] }),
      ]),
  });
}

/** GET /api/owner/restaurants/:id/reservation-settings */
export function getReservationSettings(restaurantId: string, signal?: AbortSignal) {
  return apiFetch<ReservationSettings>(`${base(restaurantId)}/reservation-settings`, { signal });
}

export const reservationSettingsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['owner', 'reservations', restaurantId, 'settings'] as const,
    queryFn: ({ signal }) => getReservationSettings(restaurantId, signal),
  });

export function useReservationSettings(restaurantId: string) {
  return useQuery(reservationSettingsQueryOptions(restaurantId));
}

/** PUT /api/owner/restaurants/:id/reservation-settings */
export function saveReservationSettings(restaurantId: string, values: UpdateReservationSettings) {
  return apiFetch<ReservationSettings>(`${base(restaurantId)}/reservation-settings`, {
    method: 'PUT',
    body: values,
  });
}

export function useSaveReservationSettings(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateReservationSettings) => saveReservationSettings(restaurantId, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(reservationSettingsQueryOptions(restaurantId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['restaurant', restaurantId] });
    },
  });
}
