import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseFilters, writeFilters, type RestaurantFilters } from './restaurant-filters';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list filters, kept in the URL so reload, back/forward and shared links keep them.
 * Picking a cuisine, price or "open now" adds a history entry; typing in the search box
 * updates the URL after a pause and replaces the entry, so back does not step through keystrokes.
 */
export function useRestaurantFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const setFilters = useCallback(
    (patch: Partial<RestaurantFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => writeFilters(current, { ...parseFilters(current), ...patch }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  // What the search box shows; follows the URL when it changes from outside (back/forward, links).
  const [searchText, setSearchText] = useState(filters.q);
  const [urlSearch, setUrlSearch] = useState(filters.q);
  if (filters.q !== urlSearch) {
    setUrlSearch(filters.q);
    setSearchText(filters.q);
  }

  useEffect(() => {
    if (searchText === filters.q) return;
    const timer = window.setTimeout(
      () => setFilters({ q: searchText }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [searchText, filters.q, setFilters]);

  return { filters, setFilters, searchText, setSearchText };
}
