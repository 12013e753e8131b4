import { useEffect, useState, type ReactNode } from 'react';

/**
 * Spreads the first page's render over several short tasks instead of one long one, so a phone can
 * answer a tap between them (a long task blocks input for its whole length).
 *
 * While the first page is being drawn (from `spreadFirstRender()` in src/web/main.tsx until every
 * waiting part has been drawn), a `<Later>` block draws nothing at first and then its children in a
 * task of its own, one block per task, in the order they were mounted. At any other time — pages
 * reached by navigation, tests — it draws its children at once. Wrap content below the first screen.
 * A page rendered on the server (src/web/entry-server.tsx) leaves the blocks out, as the browser's first
 * render does, so the page it hydrates is the same.
 */
const onServer = typeof window === 'undefined';
let spreading = false;
const waiting: (() => void)[] = [];
let scheduled = false;
let hasPainted = false;

/** Resolves in a task after the browser's next paint. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export function spreadFirstRender() {
  spreading = true;
}

const whenDrawn: (() => void)[] = [];

function drawNext() {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) schedule();
  else {
    spreading = false;
    // In a task of its own, once the last block's render has been committed.
    setTimeout(() => {
      for (const resolve of whenDrawn.splice(0)) resolve();
    }, 0);
  }
}

/**
 * Resolves once the first page's waiting blocks are all drawn (at once at any other time): what
 * measures the page, such as an infinite-scroll sentinel, waits for it, or it would see the page
 * shorter than it is.
 */
export function afterFirstPageDrawn(): Promise<void> {
  if (!spreading) return Promise.resolve();
  return new Promise((resolve) => whenDrawn.push(resolve));
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  if (hasPainted) setTimeout(drawNext, 0);
  else
    // The first block waits for the first paint, so the first screen shows before anything else is drawn.
    requestAnimationFrame(() =>
      setTimeout(() => {
        hasPainted = true;
        drawNext();
      }, 0),
    );
}

export function Later({ children }: { children: ReactNode }) {
  const [isDrawn, setIsDrawn] = useState(() => !spreading && !onServer);
  useEffect(() => {
    if (isDrawn) return;
    let isMounted = true;
    waiting.push(() => {
      if (isMounted) setIsDrawn(true);
    });
    schedule();
    return () => {
      isMounted = false;
    };
    // Registered once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return isDrawn ? children : null;
}
