import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/**
 * better-auth's contexts switched off between its calls (decision 071).
 *
 * better-auth keeps a call's state in three AsyncLocalStorage instances: the request's state, the
 * endpoint's context and the adapter's transaction. On Node 20 the first `run` of any AsyncLocalStorage
 * turns V8's promise hooks on, and they stay on while any instance is enabled. So from the first sign-in
 * on, every promise of every request calls a hook when it is made and when it settles, whether or not
 * better-auth takes part. The session cache answers most signed-in requests without better-auth, and they
 * paid that cost anyway: 6–18% more of the server's CPU per answer, measured on signed-in reads.
 *
 * This counts the runs of those three instances that are still in flight. When the last one settles, it
 * disables all three, which turns the hooks off until better-auth's next run turns them on again.
 * better-auth awaits all its work inside its runs. It would run some of it in the background only with
 * `advanced.backgroundTasks`, which Spey does not set. So no part of it reads a store after its run has
 * settled.
 */

type Storage = AsyncLocalStorage<unknown>;

let storages: readonly Storage[] | undefined;
let inFlight = 0;

/** Runs of better-auth's contexts not yet settled (for tests). */
export function authContextRunsInFlight(): number {
  return inFlight;
}

function betterAuthStorages(): Promise<readonly Storage[]> {
  return Promise.all([
    getRequestStateAsyncLocalStorage(),
    getCurrentAuthContextAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
}

/** Whether any of better-auth's contexts is enabled (and so keeps the promise hooks on); for tests. */
export async function authContextsEnabled(): Promise<boolean> {
  const all = await betterAuthStorages();
  return all.some((storage) => Reflect.get(storage, 'enabled') === true);
}

function settled(): void {
  inFlight -= 1;
  if (inFlight === 0) for (const storage of storages ?? []) storage.disable();
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof Reflect.get(value, 'then') === 'function'
  );
}

function countRuns(storage: Storage): void {
  const run = storage.run.bind(storage) as (store: unknown, callback: () => unknown) => unknown;
  const counted = (store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => {
    inFlight += 1;
    let result: unknown;
    try {
      result = run(store, () => callback(...args));
    } catch (error) {
      settled();
      throw error;
    }
    if (!isThenable(result)) {
      settled();
      return result;
    }
    return Promise.resolve(result).then(
      (value) => {
        settled();
        return value;
      },
      (error: unknown) => {
        settled();
        throw error;
      },
    );
  };
  Object.defineProperty(storage, 'run', { value: counted, configurable: true, writable: true });
}

/** Makes better-auth's contexts switch off between its calls; once per process, before its first call. */
export async function quietAuthContexts(): Promise<void> {
  if (storages) return;
  const found = await betterAuthStorages();
  if (storages) return;
  storages = found;
  for (const storage of found) countRuns(storage);
}
