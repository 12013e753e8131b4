import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CuisinesResponse } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';
import { restaurantKeys } from './restaurant-keys';

export function getCuisines(signal?: AbortSignal) {
  return apiFetch<CuisinesResponse>('/api/restaurants/cuisines', { signal }).then((r) => r.cuisines);
}

export const cuisinesQueryOptions = () =>
  queryOptions({
    queryKey: restaurantKeys.cuisines(),
    queryFn: ({ signal }) => getCuisines(signal),
    staleTime: 10 * 60_000,
  });

/** The cuisines present in the data, for the filter. */
export function useCuisines() {
  return useQuery(cuisinesQueryOptions());
}
