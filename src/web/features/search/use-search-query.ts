import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@/shared/domain/restaurant-constants';

const DEBOUNCE_MS = 250;

/** The search the address names (`?q=`), as the page searches for it: trimmed and cut to the limit. */
export function readSearchQuery(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
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
