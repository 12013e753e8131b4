import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantOption } from '@/shared/schemas/restaurant.schema';
import { apiFetch } from '@/web/lib/api-client';

/** Every restaurant as id and name, ordered by name, for the claim form's picker. */
export function getRestaurantOptions(signal?: AbortSignal) {
  return apiFetch<{ items: RestaurantOption[] }>('/api/restaurants/options', { signal }).then(
    (body) => body.items,
  );
}

// Same key and cached shape (an array) as the review form's picker, so the list is fetched once.
export const restaurantOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['restaurants', 'options'] as const,
    queryFn: ({ signal }) => getRestaurantOptions(signal),
    staleTime: 5 * 60_000,
  });

export function useRestaurantOptions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...restaurantOptionsQueryOptions(), enabled: options.enabled ?? true });
}
