/**
 * The signed-in session check without a database round trip (decision 034).
 *
 * An in-process map from the signed session cookie (the value better-auth accepted, signature
 * included) to what the session check found: the session's id and expiry and the user as pages and
 * routes see them. An entry lives `ttlMs` (30 s by default) and never past the session's own expiry; the
 * map holds at most `maxEntries` and drops the least recently used first.
 *
 * Whatever ends a session or changes what a user looks like (sign-out, devices signed out, a new
 * password, a new address, a new name, a new role, a deleted account) calls `forgetSessionsOf(userId)`
 * after its transaction commits: every cache of this process drops that user's entries at once. Another
 * process (a second instance, the create-admin command) cannot reach this memory; there the entry runs
 * out after the TTL.
 */

export interface CachedSession<User> {
  sessionId: string;
  userId: string;
  /** When the session itself ends (ms since the epoch). */
  expiresAt: number;
  /** The user as the session check answers it; null when the session's user has no profile. */
  user: User | null;
}

interface Entry<User> extends CachedSession<User> {
  /** When this entry stops being trusted (ms since the epoch). */
  staleAt: number;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** Every live cache of this process, so that a change made anywhere reaches all of them. */
const liveCaches = new Set<SessionCache<unknown>>();

/** Drops the cached sessions of these users in every cache of this process. Call after the commit. */
export function forgetSessionsOf(...userIds: string[]): void {
  for (const cache of liveCaches) for (const userId of userIds) cache.forgetUser(userId);
}

export class SessionCache<User> {
  readonly ttlMs: number;
  readonly maxEntries: number;
  private readonly now: () => number;
  /** Insertion order is recency order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, Entry<User>>();
  private readonly keysByUser = new Map<string, Set<string>>();
  /** Bumped by every forget: a lookup that started before one must not store what it read. */
  private generation = 0;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
    liveCaches.add(this as SessionCache<unknown>);
  }

  get size(): number {
    return this.entries.size;
  }

  /** A mark to hand back to `set`: the entry is stored only if nothing was forgotten in between. */
  mark(): number {
    return this.generation;
  }

  get(key: string): CachedSession<User> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.staleAt <= now || entry.expiresAt <= now) {
      this.remove(key, entry.userId);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, value: CachedSession<User>, mark: number): void {
    if (this.ttlMs <= 0 || mark !== this.generation) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous.userId);
    this.entries.set(key, { ...value, staleAt: this.now() + this.ttlMs });
    let keys = this.keysByUser.get(value.userId);
    if (!keys) this.keysByUser.set(value.userId, (keys = new Set()));
    keys.add(key);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.remove(oldest[0], oldest[1].userId);
    }
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  forgetKey(key: string): void {
    this.generation += 1;
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry.userId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.keysByUser.clear();
  }

  /** Stops receiving `forgetSessionsOf` (the app closed). */
  close(): void {
    this.clear();
    liveCaches.delete(this as SessionCache<unknown>);
  }

  private remove(key: string, userId: string): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysByUser.delete(userId);
  }
}
