import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { requestLanguage } from '@/shared/i18n/language';
import { hasSessionCookie } from './auth';
import { COMPRESSION_THRESHOLD, encodeBody, preferredEncoding, type ContentEncoding } from './compression';

/**
 * The one short-lived cache of answers for visitors without a session ("micro-caching"): public JSON
 * reads and the HTML of pages alike (decision 035).
 *
 * - Only GET routes that opt in with `config: { publicCache: true }` (public API reads, the pages) and
 *   only requests that carry no session cookie: an answer that can depend on who asks (favourites, own
 *   reactions, the avatar menu) is never cached.
 * - One key scheme (`cacheKey`): method, URL (path and query), the language the answer is drawn in
 *   (language cookie, else Accept-Language), whether a crawler asks, and the visitor's other cookies
 *   (currency, sidebar…), so no answer reaches a visitor it was not drawn for. The encoding picks one
 *   of the entry's bodies: as drawn, or brotli/gzip made once on the first hit that asks for it; a hit
 *   sends headers prepared when the entry was stored, and nothing below the cache's hook runs.
 * - Only 200 answers without Set-Cookie: a string body (serialised JSON), or a page's HTML, streamed to
 *   the visitor and kept when its stream ends (`storeWhenStreamed`);
 *   kept for `ttlMs` with the headers that belong to the answer (its type, the page's policy with its
 *   script nonce, Cache-Control, Vary).
 * - Every successful write on this instance (POST, PUT, PATCH, DELETE answered < 400, API or page form)
 *   empties the cache before its answer leaves, and an answer computed before that write is not stored
 *   after it, so whoever writes reads their own change at once. Another instance serves what it cached
 *   for at most one TTL more: `ttlMs` for API reads — five seconds by default (`RESPONSE_CACHE_TTL_MS`,
 *   0 turns the whole cache off) — and `pageTtlMs` for pages, a minute by default
 *   (`RESPONSE_CACHE_PAGE_TTL_MS`: a page's time-dependent parts, "open now", change by the minute).
 * - Concurrent misses for one key wait for the first one's answer.
 * - Bounded by total size (`maxBytes`, least recently stored first out) and per entry (`maxEntryBytes`).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This GET answer is the same for every visitor without a session; it may be cached briefly: `true`
     * for `ttlMs` (public API reads), `'page'` for `pageTtlMs` (the HTML of pages).
     */
    publicCache?: boolean | 'page';
  }
}

export interface ResponseCacheOptions {
  /** How long public API answers are kept; 0 turns the whole cache off. */
  ttlMs: number;
  /** How long pages are kept (`ttlMs` when not given; 0: pages are not kept). */
  pageTtlMs?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
}

type Encoded = Exclude<ContentEncoding, 'identity'>;

export interface Entry {
  /** The answer as drawn (UTF-8). */
  body: Buffer;
  /** The body compressed, per encoding, made on the first hit that asks for it. */
  encoded: Partial<Record<Encoded, Buffer>>;
  /** The answer's own headers, sent again with every hit. */
  headers: Record<string, string>;
  /** What a hit sends: the answer's headers, `X-Cache: hit` and, when compressible, its Vary. */
  hitHeaders: Record<string, string>;
  expiresAt: number;
  bytes: number;
  /** Hits sent in brotli (see `refine`). */
  brotliHits: number;
  /** Settles when a hot entry's best-quality brotli is made (or was not better). */
  refined?: Promise<void>;
  /**
   * Per encoding, the whole answer a hit writes straight to the socket: the body and the headers the
   * first hit in that encoding left with after every hook had run (`sendHit`).
   */
  written: Partial<Record<ContentEncoding, WrittenAnswer>>;
}

/** A hit's answer as it leaves: its headers as a flat name, value list (`writeHead`) and its body. */
interface WrittenAnswer {
  body: Buffer;
  head: string[];
}

/** Headers that belong to an answer (rather than to the request that asked): replayed on hits. */
const ANSWER_HEADERS = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'vary',
  'content-language',
];
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Brotli quality of the compressed copies an entry keeps: made once per entry, sent on every hit
 * (home page: 11.5 KB at 4, 10.6 KB at 6, for ~1 ms more once; 11 saves another 10% for ~80 ms, made
 * only for hot entries, off the event loop: `refine`).
 */
const KEPT_BROTLI_QUALITY = 6;
/** Brotli hits after which an entry is hot enough to compress at the best quality. */
const HOT_HITS = 1000;

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;

  constructor(
    private readonly ttlMs: number,
    maxBytes = 32 * 1024 * 1024,
    maxEntryBytes = 512 * 1024,
    /** After this many brotli hits an entry's brotli is made again at the best quality (`refine`). */
    private readonly hotHits = HOT_HITS,
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
  set(
    key: string,
    body: string | Buffer,
    headers: Record<string, string>,
    now: number,
    /** Headers the request's own hooks set before the answer (security headers), replayed on hits. */
    requestHeaders: Record<string, string> = {},
  ): Entry | undefined {
    this.dropExpired(now);
    const buffer = typeof body === 'string' ? Buffer.from(body) : body;
    const bytes = buffer.byteLength + key.length * 2;
    if (bytes > this.maxEntryBytes) return undefined;
    const previous = this.entries.get(key);
    if (previous !== undefined) this.delete(key, previous);
    const hitHeaders: Record<string, string> = { ...requestHeaders, ...headers, 'x-cache': 'hit' };
    if (buffer.byteLength >= COMPRESSION_THRESHOLD)
      hitHeaders.vary = withVary(headers.vary, 'accept-encoding');
    const entry: Entry = {
      body: buffer,
      encoded: {},
      headers,
      hitHeaders,
      expiresAt: now + this.ttlMs,
      bytes,
      brotliHits: 0,
      written: {},
    };
    this.entries.set(key, entry);
    this.bytes += bytes;
    this.shrink();
    return entry;
  }

  /** The entry's body in an encoding, compressed once and kept with it while the entry lives. */
  encoded(key: string, entry: Entry, encoding: Encoded): Buffer {
    const existing = entry.encoded[encoding];
    if (existing !== undefined) {
      if (encoding === 'br' && (entry.brotliHits += 1) === this.hotHits) this.refine(key, entry, existing);
      return existing;
    }
    // Made once and sent many times: a little more effort than for an answer compressed as it streams.
    const body = encodeBody(entry.body, encoding, KEPT_BROTLI_QUALITY);
    if (this.entries.get(key) === entry && entry.bytes + body.byteLength <= this.maxEntryBytes) {
      entry.encoded[encoding] = body;
      entry.bytes += body.byteLength;
      this.bytes += body.byteLength;
      this.shrink();
    }
    return body;
  }

  /**
   * A hot entry's brotli made again at the best quality, off the event loop (zlib's thread pool), and
   * swapped in when ready if the entry is still the one stored: ~10% fewer bytes on every later hit, for
   * ~0.1 s of a pool thread once per hot page per TTL.
   */
  private refine(key: string, entry: Entry, current: Buffer) {
    entry.refined = new Promise((resolve) => {
      brotliCompress(
        entry.body,
        {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.byteLength,
          },
        },
        (error, better) => {
          if (!error && better.byteLength < current.byteLength && this.entries.get(key) === entry) {
            const saved = current.byteLength - better.byteLength;
            entry.encoded.br = better;
            entry.bytes -= saved;
            this.bytes -= saved;
          }
          resolve();
        },
      );
    });
  }

  private shrink() {
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldKey, oldEntry);
    }
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

  /** Bytes held (bodies in every encoding made). */
  get heldBytes(): number {
    return this.bytes;
  }

  private delete(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** User agents seen and whether each is a crawler's (isbot's pattern is long; agents repeat). */
const crawlers = new Map<string, boolean>();
function isCrawler(userAgent: string): boolean {
  let crawler = crawlers.get(userAgent);
  if (crawler === undefined) {
    crawler = isbot(userAgent);
    if (crawlers.size >= 1024) crawlers.clear();
    crawlers.set(userAgent, crawler);
  }
  return crawler;
}

/**
 * The one key of the cache: what decides an answer for a visitor without a session. The language is
 * the one the answer is drawn in (the language cookie, else Accept-Language: a Khmer visitor never gets
 * English); crawlers get a page drawn whole rather than streamed; the other cookies (currency, the
 * sidebar) are part of it as sent, sorted, since a page may read them.
 */
export function cacheKey(request: FastifyRequest): string {
  const { cookie, 'accept-language': acceptLanguage, 'user-agent': userAgent } = request.headers;
  // What follows the URL depends only on these three headers, which repeat from request to request.
  const visitor = `${cookie ?? ''}\n${acceptLanguage ?? ''}\n${userAgent ?? ''}`;
  let suffix = keySuffixes.get(visitor);
  if (suffix === undefined) {
    const language = requestLanguage({ cookie, acceptLanguage });
    const reader = userAgent && isCrawler(userAgent) ? 'crawler' : 'browser';
    const cookies = cookie
      ? cookie
          .split(';')
          .map((pair) => pair.trim())
          .filter(Boolean)
          .sort()
          .join('; ')
      : '';
    suffix = `${language} ${reader} ${cookies}`;
    if (keySuffixes.size >= 1024) keySuffixes.clear();
    keySuffixes.set(visitor, suffix);
  }
  return `${request.method} ${request.url} ${suffix}`;
}

/** The part of the key after the URL, by the Cookie, Accept-Language and User-Agent headers seen. */
const keySuffixes = new Map<string, string>();

/** The key a missed request will store under, and the cache generation when it started. */
const pendingStores = new WeakMap<
  FastifyRequest,
  {
    cache: ResponseCache;
    key: string;
    generation: number;
    /** The headers the onRequest hooks after the cache's set on this miss (a hit skips them). */
    requestHeaders?: Record<string, string>;
  }
>();

/**
 * Streamed answers the cache keeps once they have been sent whole (a page's HTML): `store` is called
 * with the body at its end; the answer's headers are taken when it starts (onSend).
 */
const streamedStores = new WeakMap<FastifyRequest, { store?: (body: Buffer) => void }>();

/** Whether this request's answer would be stored: an anonymous GET of a cached route that missed. */
export function awaitsStore(request: FastifyRequest): boolean {
  return pendingStores.has(request);
}

/**
 * Marks this request's answer as a stream the cache keeps when it ends (the page handler tees the
 * HTML it streams); returns what to call with the whole body.
 */
export function storeWhenStreamed(request: FastifyRequest): (body: Buffer) => void {
  const slot: { store?: (body: Buffer) => void } = {};
  streamedStores.set(request, slot);
  return (body) => slot.store?.(body);
}

/** Which store an anonymous GET of a route that opted in reads and fills, if any. */
function storeKind(request: FastifyRequest): 'answer' | 'page' | undefined {
  if (request.method !== 'GET') return undefined;
  const kind = request.routeOptions.config.publicCache;
  if (kind === undefined || kind === false || hasSessionCookie(request)) return undefined;
  return kind === 'page' ? 'page' : 'answer';
}

/** Accept-Encoding headers seen, and the encoding each asks for (browsers send a handful of spellings). */
const encodings = new Map<string, ContentEncoding>();
function encodingFor(header: string | undefined): ContentEncoding {
  if (header === undefined) return 'identity';
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = preferredEncoding(header);
    if (encodings.size >= 256) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
}

function withVary(vary: string | undefined, name: string): string {
  if (!vary) return name;
  return vary
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes(name.toLowerCase())
    ? vary
    : `${vary}, ${name}`;
}

/**
 * A hit whose answer goes the whole way through Fastify (reply.send and the onSend hooks): the first
 * hit of an entry in an encoding, whose headers at the end are kept for the later ones to write.
 */
const learningHits = new WeakMap<FastifyRequest, { entry: Entry; encoding: ContentEncoding; body: Buffer }>();

/**
 * Sends a cached answer: its own headers, and its body in the encoding the visitor takes. The first
 * hit of an entry in an encoding is sent with `reply.send`, so every onSend hook runs (compression
 * leaves an encoded body alone; the security plugin adds `Cache-Control: no-store` to API answers
 * without one; …) and its final headers are kept (`keepWritten`). Later hits write the same headers and
 * body straight to the socket (`reply.hijack()`): none of those hooks would change anything for them.
 * Fastify's onResponse hooks and its request log still run for them (on the response's `finish`).
 * While the server closes, hits take the whole way again (the graceful close marks answers
 * `Connection: close` in an onSend hook).
 */
function sendHit(
  cache: ResponseCache,
  key: string,
  entry: Entry,
  request: FastifyRequest,
  reply: FastifyReply,
  closing: boolean,
): void {
  const encoding =
    entry.body.byteLength < COMPRESSION_THRESHOLD
      ? 'identity'
      : encodingFor(request.headers['accept-encoding']);
  const body = encoding === 'identity' ? entry.body : cache.encoded(key, entry, encoding);
  const written = entry.written[encoding];
  if (!closing && written !== undefined && written.body === body) {
    reply.hijack();
    reply.raw.writeHead(200, written.head);
    reply.raw.end(body);
    return;
  }
  if (!closing) learningHits.set(request, { entry, encoding, body });
  reply.headers(entry.hitHeaders);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.send(body);
}

/** After the first hit of an entry in an encoding: the headers it left with, for the later hits. */
function keepWritten(request: FastifyRequest, reply: FastifyReply) {
  const learning = learningHits.get(request);
  if (learning === undefined) return;
  learningHits.delete(request);
  if (reply.statusCode !== 200 || reply.raw.statusCode !== 200) return;
  const head: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (typeof value === 'string') head.push(name, value);
    else if (typeof value === 'number') head.push(name, String(value));
    // A header with several values (Set-Cookie) is not something a cached answer has: do not keep it.
    else if (value !== undefined) return;
  }
  learning.entry.written[learning.encoding] = { body: learning.body, head };
}

/**
 * Registers the cache's hooks. They come before @fastify/compress's (the compression plugin depends on
 * this one), so that the answer is stored before compression (its onSend hook must run first).
 *
 * Hits are served from the cache's own onRequest hook, the first one after the cookie parser's: the
 * onRequest hooks registered after it (the security headers, the graceful-close count, the compression
 * plugin's), preParsing and preValidation do not run for a hit (decision 044). What those hooks set on
 * the reply is the same for every GET (the security headers): it is read from the miss that stored the
 * entry, once its onRequest hooks have all run (preValidation), and replayed with the answer's own
 * headers. The rate limits are preHandler hooks, which a hit never reached before either; a hit is a
 * GET, which the same-origin check of writes does not concern. After the first hit of an entry in an
 * encoding, hits skip the onSend hooks too: they are written straight out (`sendHit`, decision 050).
 */
function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  if (options.ttlMs <= 0) return;
  // Two stores that differ only in how long they keep an entry (each drops its expired entries from
  // the front, which holds when all of its entries live equally long); a write empties both.
  const pageTtlMs = options.pageTtlMs ?? options.ttlMs;
  const stores = {
    answer: new ResponseCache(options.ttlMs, options.maxBytes, options.maxEntryBytes),
    page: pageTtlMs > 0 ? new ResponseCache(pageTtlMs, options.maxBytes, options.maxEntryBytes) : undefined,
  };

  // Misses being computed, by key: concurrent requests for the same key wait for the first one
  // instead of all asking the database (or drawing the page) at once when an entry expires.
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

  // While the server closes, hits go through the onSend hooks again (`sendHit`).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  /** A miss: its answer will be stored; the first miss of a key is the one the others wait for. */
  const startMiss = (request: FastifyRequest, cache: ResponseCache, key: string) => {
    pendingStores.set(request, { cache, key, generation: cache.generation });
    if (!inFlight.has(key)) {
      let finish: (entry?: Entry) => void = () => undefined;
      const done = new Promise<Entry | undefined>((resolve) => {
        finish = resolve;
      });
      inFlight.set(key, { done, finish, owner: request });
    }
  };

  // Not an async function: a hit, the common case, is answered without making a promise.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const kind = storeKind(request);
    const cache = kind && stores[kind];
    if (!cache) return done();
    const key = cacheKey(request);
    const entry = cache.get(key, Date.now());
    // A hook that answers does not call done(): nothing after it runs for this request.
    if (entry !== undefined) return sendHit(cache, key, entry, request, reply, closing);
    const flight = inFlight.get(key);
    if (flight === undefined) {
      startMiss(request, cache, key);
      return done();
    }
    flight.done.then(
      (stored) => {
        if (stored !== undefined) return sendHit(cache, key, stored, request, reply, closing);
        startMiss(request, cache, key);
        done();
      },
      () => {
        startMiss(request, cache, key);
        done();
      },
    );
  });

  // A miss that will be stored: what the other onRequest hooks set, for its hits to replay.
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const pending = pendingStores.get(request);
    if (pending === undefined) return;
    const requestHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (typeof value === 'string') requestHeaders[name] = value;
    pending.requestHeaders = requestHeaders;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A write is committed by the time its answer is sent: forget everything before the client
    // can ask again.
    if (MUTATING_METHODS.has(request.method) && reply.statusCode < 400) {
      stores.answer.clear();
      stores.page?.clear();
      return payload;
    }
    const pending = pendingStores.get(request);
    if (pending === undefined) return payload;
    const { cache } = pending;
    const streamed = streamedStores.get(request);
    const storable =
      pending.generation === cache.generation &&
      reply.statusCode === 200 &&
      typeof reply.getHeader('content-type') === 'string' &&
      !reply.hasHeader('set-cookie');
    const headers: Record<string, string> = {};
    if (storable)
      for (const name of ANSWER_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
    if (storable && typeof payload === 'string') {
      // Waiters get the answer only when it was stored; otherwise they compute their own.
      settle(request, cache.set(pending.key, payload, headers, Date.now(), pending.requestHeaders));
    } else if (storable && streamed !== undefined) {
      // Kept when the stream has been read to its end, unless a write came first.
      streamed.store = (body) => {
        const entry =
          pending.generation === cache.generation
            ? cache.set(pending.key, body, headers, Date.now(), pending.requestHeaders)
            : undefined;
        settle(request, entry);
      };
    } else {
      settle(request);
    }
    return payload;
  });

  // An answer that never reached onSend (the client left, an error answered elsewhere) releases its waiters.
  app.addHook('onResponse', async (request, reply) => {
    settle(request);
    keepWritten(request, reply);
  });
  app.addHook('onRequestAbort', async (request) => settle(request));
}

/** The response cache as a plugin: `@fastify/compress` must come after it (plugins/compression.ts says so). */
export const responseCachePlugin = fp<ResponseCacheOptions>(
  async (app, options) => {
    registerResponseCache(app, options);
  },
  { name: 'spey-response-cache', fastify: '5.x' },
);
