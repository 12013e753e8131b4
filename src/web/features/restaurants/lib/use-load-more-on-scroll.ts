import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls near the viewport (infinite scroll);
 * the visible 'Load more' button stays as the keyboard and no-JS-observer path.
 */
export function useLoadMoreOnScroll<T extends Element>(onVisible: () => void, isEnabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isEnabled]);
  return ref;
}
