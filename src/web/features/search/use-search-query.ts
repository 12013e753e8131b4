import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@/shared/domain/restaurant-constants';

const DEBOUNCE_MS = 250;

/** The search the address names (`?q=`), as the page searches for it: trimmed and cut to the limit. */
export function readSearchQuery(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

/**
 * Where each group of results starts when the page is paged without scripts: the keyset cursor of the
 * API's list (`nextCursor`), carried in the address as `?restaurantsAfter=` and `?reviewsAfter=`.
 */
export const SEARCH_CURSOR_PARAMS = { restaurants: 'restaurantsAfter', reviews: 'reviewsAfter' } as const;

/** The cursor the address names for one group; null without one (or one no list would take). */
export function readSearchCursor(params: URLSearchParams, group: keyof typeof SEARCH_CURSOR_PARAMS) {
  const cursor = params.get(SEARCH_CURSOR_PARAMS[group])?.trim();
  return cursor && cursor.length <= 600 ? cursor : null;
}

/**
 * The search box text and the query it stands for. The query lives in `?q=` (replaced, not pushed, so
 * typing does not fill the history) and follows the box after a short pause.
 */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  const q = readSearchQuery(params);
  const [input, setInput] = useState(q);
  const [lastSeenQ, setLastSeenQ] = useState(q);
  const [committed, setCommitted] = useState(q);

  // The URL changed from outside (the navbar link, back/forward): show what it says. A change this
  // hook made itself is left alone, so letters typed meanwhile are kept.
  if (q !== lastSeenQ) {
    setLastSeenQ(q);
    if (q !== committed) {
      setCommitted(q);
      setInput(q);
    }
  }

  const commit = useCallback(
    (value: string) => {
      const next = value.trim().slice(0, SEARCH_MAX_LENGTH);
      setCommitted(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          // A new search starts both groups from their first results.
          for (const name of Object.values(SEARCH_CURSOR_PARAMS)) updated.delete(name);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (input.trim().slice(0, SEARCH_MAX_LENGTH) === q) return;
    const timer = window.setTimeout(() => commit(input), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, q, commit]);

  return {
    input,
    setInput,
    q,
    /** Searches now instead of after the pause (Enter). */
    flush: () => commit(input),
    clear: () => {
      setInput('');
      commit('');
    },
  };
}
