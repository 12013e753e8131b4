import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'spey.scroll';
/** How long a restore keeps trying while the page grows (cached data, images) to the saved height. */
const RESTORE_WINDOW_MS = 1500;

type Positions = Record<string, number>;

/** Whether a layout has mounted before in this page load (the first one needs no scrolling). */
let hasMountedBefore = false;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // storage full or unavailable: positions are a nicety
  }
}

/**
 * True when `from` is a deeper page of the section `to` belongs to: /restaurants/123 → /restaurants.
 * Home is not a section of its own, so a return to / always starts at the top.
 */
export function isReturnFromDeeperPage(from: string, to: string): boolean {
  const target = to.replace(/\/+$/, '');
  return target !== '' && from.startsWith(`${target}/`);
}

/**
 * Remembers the scroll position per path (sessionStorage) and, on a back/forward (POP) navigation
 * from a deeper page of the same section, puts the page back where it was; every other path change
 * starts at the top. Query-string changes on the same path (filters) keep the position.
 */
export function useScrollRestoration() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const currentPath = useRef(pathname);
  const lastHandledPath = useRef<string | null>(null);
  const positions = useRef<Positions | null>(null);

  // Record positions as the user scrolls; the path is read from a ref so a scroll event fired after
  // a page swap is filed under the new page.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.current ??= readPositions();
        positions.current[currentPath.current] = Math.round(window.scrollY);
        writePositions(positions.current);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = lastHandledPath.current;
    if (previous === pathname) return; // StrictMode's second run
    lastHandledPath.current = pathname;
    currentPath.current = pathname;
    // A layout that has just mounted after another layout starts at the top. On the first load the page
    // already is at the top: scrolling there would only make the browser lay the page out early.
    if (previous === null) {
      if (hasMountedBefore) window.scrollTo(0, 0);
      hasMountedBefore = true;
      return;
    }
    positions.current ??= readPositions();
    const saved = positions.current[pathname];
    if (navigationType !== 'POP' || !isReturnFromDeeperPage(previous, pathname) || !saved) {
      window.scrollTo(0, 0);
      return;
    }
    return restoreScroll(saved);
  }, [pathname, navigationType]);
}

/** Scrolls to `top`, retrying for a moment while the page is still too short; stops if the user scrolls. */
function restoreScroll(top: number) {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    const isReached = Math.abs(window.scrollY - top) < 2;
    if (isReached || performance.now() - started > RESTORE_WINDOW_MS) return stop();
    frame = requestAnimationFrame(attempt);
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
  attempt();
  return stop;
}
