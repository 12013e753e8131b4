import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCookie } from './auth';
import fp from 'fastify-plugin';

/**
 * A short-lived cache of public read answers for visitors without a session ("micro-caching").
 *
 * - Only GET routes that opt in with `config: { publicCache: true }` and only requests that carry no
 *   session cookie: an answer that can depend on who asks (favourites, own reactions) is never cached.
 * - Only 200 answers whose body is a string (the serialised JSON), kept for `ttlMs`; the key is the
 *   whole URL (path and query).
 * - Every successful write on this instance (POST, PUT, PATCH, DELETE answered < 400) empties the
 *   cache before its answer leaves, and an answer computed before that write is not stored after it,
 *   so whoever writes reads their own change at once. Another instance serves what it cached
 *   for at most `ttlMs` more — five seconds by default (`RESPONSE_CACHE_TTL_MS`, 0 turns it off).
 * - Bounded by total size (`maxBytes`, least recently stored first out) and per entry (`maxEntryBytes`).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET answer is the same for every visitor without a session; it may be cached briefly. */
    publicCache?: boolean;
  }
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxBytes?: number;
  maxEntryBytes?: number;
}

export interface Entry {
  body: string;
  contentType: string;
  expiresAt: number;
  bytes: number;
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;

  constructor(
    private readonly ttlMs: number,
    maxBytes = 32 * 1024 * 1024,
    maxEntryBytes = 512 * 1024,
  ) {
    this.maxBytes = maxBytes;
    this.maxEntryBytes = maxEntryBytes;
  }

  get(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now) {
      this.delete(key, entry);
      return undefined;
    }
    return entry;
  }

  /** Stores the answer; returns the entry, or undefined when it is too big to keep. */
  set(key: string, body: string, contentType: string, now: number): Entry | undefined {
    this.dropExpired(now);
    const bytes = body.length * 2 + key.length * 2;
    if (bytes > this.maxEntryBytes) return undefined;
    const previous = this.entries.get(key);
    if (previous !== undefined) this.delete(key, previous);
    const entry = { body, contentType, expiresAt: now + this.ttlMs, bytes };
    this.entries.set(key, entry);
    this.bytes += bytes;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldKey, oldEntry);
    }
    return entry;
  }

  /**
   * Lets go of expired entries, so the cache holds what the last `ttlMs` asked for rather than growing
   * to its bound with answers nobody can be given any more. Entries are kept in the order they were
   * stored and all live equally long, so the expired ones are at the front.
   */
  private dropExpired(now: number) {
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.delete(key, entry);
    }
  }

  /** Bumped by every clear(): an answer computed before a write is not stored after it. */
  generation = 0;

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** The key a missed request will store under, and the cache generation when it started. */
const pendingStores = new WeakMap<FastifyRequest, { key: string; generation: number }>();

function isCacheable(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' && request.routeOptions.config.publicCache === true && !hasSessionCookie(request)
  );
}

/**
 * Registers the cache's hooks. They come before @fastify/compress's (the compression plugin depends on
 * this one), so that the answer is stored before compression (its onSend hook must run first); hits are
 * served from preValidation, after the security and rate-limit hooks of onRequest have run.
 */
function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions): ResponseCache | null {
  if (options.ttlMs <= 0) return null;
  const cache = new ResponseCache(options.ttlMs, options.maxBytes, options.maxEntryBytes);

  // Misses being computed, by key: concurrent requests for the same key wait for the first one
  // instead of all asking the database at once when an entry expires.
  const inFlight = new Map<
    string,
    { done: Promise<Entry | undefined>; finish: (entry?: Entry) => void; owner: FastifyRequest }
  >();
  const settle = (request: FastifyRequest, entry?: Entry) => {
    const pending = pendingStores.get(request);
    if (pending === undefined) return;
    pendingStores.delete(request);
    const flight = inFlight.get(pending.key);
    if (flight !== undefined && flight.owner === request) {
      inFlight.delete(pending.key);
      flight.finish(entry);
    }
  };

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCacheable(request)) return;
    const key = request.url;
    let entry = cache.get(key, Date.now());
    if (entry === undefined) {
      const flight = inFlight.get(key);
      if (flight !== undefined) entry = await flight.done;
    }
    if (entry === undefined) {
      pendingStores.set(request, { key, generation: cache.generation });
      if (!inFlight.has(key)) {
        let finish: (entry?: Entry) => void = () => undefined;
        const done = new Promise<Entry | undefined>((resolve) => {
          finish = resolve;
        });
        inFlight.set(key, { done, finish, owner: request });
      }
      return;
    }
    return reply.header('content-type', entry.contentType).header('x-cache', 'hit').send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A write is committed by the time its answer is sent: forget everything before the client
    // can ask again.
    if (MUTATING_METHODS.has(request.method) && reply.statusCode < 400) {
      cache.clear();
      return payload;
    }
    const pending = pendingStores.get(request);
    if (pending === undefined) return payload;
    let entry: Entry | undefined;
    const contentType = reply.getHeader('content-type');
    if (
      pending.generation === cache.generation &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      typeof contentType === 'string'
    ) {
      entry = cache.set(pending.key, payload, contentType, Date.now());
    }
    // Waiters get the answer only when it was stored; otherwise they compute their own.
    settle(request, entry);
    return payload;
  });

  // An answer that never reached onSend (the client left, an error answered elsewhere) releases its waiters.
  app.addHook('onResponse', async (request) => settle(request));
  app.addHook('onRequestAbort', async (request) => settle(request));

  return cache;
}

/** The response cache as a plugin: `@fastify/compress` must come after it (plugins/compression.ts says so). */
export const responseCachePlugin = fp<ResponseCacheOptions>(
  async (app, options) => {
    registerResponseCache(app, options);
  },
  { name: 'spey-response-cache', fastify: '5.x' },
);
