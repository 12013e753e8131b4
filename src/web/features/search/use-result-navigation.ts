import { useCallback, useRef, type KeyboardEvent } from 'react';

const RESULT_SELECTOR = '[data-search-result]';

/**
 * Keyboard movement for a search box and the result links below it: ArrowDown/ArrowUp move focus
 * through the results (and back to the box), Enter opens the focused link (native), Escape clears.
 * Typing while a result has focus goes back to the box.
 */
export function useResultNavigation(onClear: () => void) {
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const container = containerRef.current;
      const input = inputRef.current;
      if (!container || !input) return;
      const results = Array.from(container.querySelectorAll<HTMLElement>(RESULT_SELECTOR));
      const index = results.indexOf(event.target as HTMLElement);
      const isInInput = event.target === input;
      if (!isInInput && index === -1) return;

      if (event.key === 'ArrowDown') {
        const next = results[index + 1];
        if (next) {
          event.preventDefault();
          next.focus();
        }
      } else if (event.key === 'ArrowUp' && index >= 0) {
        event.preventDefault();
        (results[index - 1] ?? input).focus();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        onClear();
        input.focus();
      } else if (index >= 0 && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        input.focus();
      }
    },
    [onClear],
  );

  return { containerRef, inputRef, onKeyDown };
}
