import { ownerReservationFilters, type OwnerReservationFilter } from '@/shared/schemas/reservation.schema';

/** /owner/reservations' filter from its address (`?filter=pending`); anything else is the upcoming ones. */
export function readOwnerReservationFilter(params: URLSearchParams): OwnerReservationFilter {
  const value = params.get('filter');
  return ownerReservationFilters.find((known) => known === value) ?? 'upcoming';
}
