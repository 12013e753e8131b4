import { useEffect, useState } from 'react';

/**
 * True once the window is scrolled more than `threshold` pixels. The position is read in the scroll
 * handler and once after mounting, never while rendering: reading `scrollY` during a render forces the
 * browser to lay the whole page out again each time the page changes (a slow start on phones).
 */
export function useIsScrolled(threshold: number) {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isScrolled;
}
