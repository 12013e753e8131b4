import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_MAX_LENGTH } from '@/shared/domain/restaurant-constants';
import { normalizeSearchText } from '@/shared/domain/search-normalize';
import type { RestaurantOption, RestaurantOptionsResponse } from '@/shared/schemas/restaurant.schema';
import { ApiError, apiFetch } from '@/web/lib/api-client';

/**
 * The restaurant pickers of the review and claim forms. The server searches (GET
 * /api/restaurants/options) and answers at most a few restaurants, with `hasMore` when more match.
 */

/**
 * The address's parameter a picker's search keeps its text in before (or without) the page's scripts:
 * the search is then a GET form, and the page's loader draws the matches for it.
 */
export const RESTAURANT_SEARCH_PARAM = 'restaurantSearch';

/** Pause after the last key before a picker asks the server. */
export const OPTIONS_SEARCH_DELAY_MS = 200;

export function getRestaurantOptions(params: { q?: string; id?: string }, signal?: AbortSignal) {
  return apiFetch<RestaurantOptionsResponse>('/api/restaurants/options', { query: params, signal });
}

/** The typed text as the server matches it, so 'Pho ' and 'pho' share one request and cache entry. */
export function toOptionsQuery(text: string): string {
  return normalizeSearchText(text).slice(0, SEARCH_MAX_LENGTH).trim();
}

/** The picker's query text, following `text` once the typing pauses. */
export function useOptionsSearch(text: string): string {
  const next = toOptionsQuery(text);
  const [q, setQ] = useState(next);
  useEffect(() => {
    if (next === q) return;
    const timer = window.setTimeout(() => setQ(next), OPTIONS_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [next, q]);
  return q;
}

export const restaurantOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['restaurants', 'options', 'search', q] as const,
    queryFn: ({ signal }) => getRestaurantOptions({ q }, signal),
    staleTime: 60_000,
  });

/** The restaurants matching `q` (the first ones by name when empty); the last answer stays while typing. */
export function useRestaurantOptions(q: string) {
  return useQuery({ ...restaurantOptionsQueryOptions(q), placeholderData: keepPreviousData });
}

export const restaurantOptionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['restaurants', 'options', 'id', id] as const,
    queryFn: async ({ signal }): Promise<RestaurantOption | null> => {
      try {
        return (await getRestaurantOptions({ id }, signal)).items[0] ?? null;
      } catch (error) {
        // A malformed id (from a hand-edited link) is simply no restaurant.
        if (error instanceof ApiError && error.status === 400) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

/** The restaurant a form opened with (its name for the picker); null when there is none. */
export function useRestaurantOption(id: string | null) {
  return useQuery({ ...restaurantOptionQueryOptions(id ?? ''), enabled: Boolean(id) });
}
