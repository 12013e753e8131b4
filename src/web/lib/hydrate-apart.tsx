import { Suspense, useState, type ReactNode } from 'react';

/**
 * Hydrates a server-drawn page (src/web/main.tsx) in several short tasks instead of one long one, so a
 * phone can answer a tap between them.
 *
 * A `<HydrateApart>` block met in the first hydration pass keeps the server's markup as it is and takes
 * it over in a task of its own, one block per task, in the order they were met (Preact keeps the markup
 * of a part that suspends while hydrating and hydrates it when it resumes). Blocks inside such a block
 * are hydrated with it. At any other time — pages drawn in the browser, parts drawn later, pages reached
 * by navigation, tests — it draws its children at once. Its children must draw exactly one element at
 * their root: that element is what is kept.
 */
let hydrating = false;
const waiting: (() => void)[] = [];
let scheduled = false;

/** Runs the first hydration pass (`hydrateRoot`); the blocks it meets then wait for their turn. */
export function hydrateApart(hydrate: () => void) {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  if (waiting.length === 0) markAppReady();
}

/**
 * `<html data-app-ready>` once the app answers every control of the page: after the first render of a
 * page drawn in the browser, after the last block of a hydrated one.
 */
export function markAppReady() {
  document.documentElement.dataset.appReady = 'true';
}

function releaseNext() {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) schedule();
  else markAppReady();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(releaseNext, 0);
}

interface Hold {
  released: boolean;
  promise: Promise<void>;
}

function hold(): Hold {
  const entry: Hold = { released: false, promise: Promise.resolve() };
  entry.promise = new Promise((resolve) => {
    waiting.push(() => {
      entry.released = true;
      resolve();
    });
  });
  schedule();
  return entry;
}

function Gate({ children }: { children: ReactNode }) {
  const [entry] = useState(() => (hydrating ? hold() : null));
  // Suspending is how a part of a page waits during hydration (Suspense keeps its markup meanwhile).
  if (entry && !entry.released) throw entry.promise;
  return children;
}

export function HydrateApart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
