import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { restaurants } from '../../src/server/db/schema/index';
import { compressionPlugin } from '../../src/server/plugins/compression';
import { ResponseCache, responseCachePlugin } from '../../src/server/plugins/response-cache';
import { insertTestRestaurant } from '../support/actors';
import { createSignedInUser, createTestApp, request, type TestContext } from '../support/test-app';

describe('ResponseCache', () => {
  it('serves an entry until it expires', () => {
    const cache = new ResponseCache(1000);
    cache.set('/a', '{"a":1}', { 'content-type': 'application/json' }, 0);
    expect(cache.get('/a', 999)?.body.toString()).toBe('{"a":1}');
    expect(cache.get('/a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entries beyond its size and refuses entries that are too big', () => {
    const cache = new ResponseCache(60_000, 60, 35);
    cache.set('/1', 'x'.repeat(20), { 'content-type': 'text/plain' }, 0); // 24 bytes (UTF-8 body, key counted twice)
    cache.set('/2', 'y'.repeat(20), { 'content-type': 'text/plain' }, 0); // 24 bytes: 48 in all
    cache.set('/3', 'z'.repeat(20), { 'content-type': 'text/plain' }, 0); // 72 > 60: /1 goes
    expect(cache.get('/1', 1)).toBeUndefined();
    expect(cache.get('/2', 1)?.body.toString()).toBe('y'.repeat(20));
    expect(cache.get('/3', 1)?.body.toString()).toBe('z'.repeat(20));
    cache.set('/big', 'b'.repeat(40), { 'content-type': 'text/plain' }, 0); // 48 > 35 per entry
    expect(cache.get('/big', 1)).toBeUndefined();
  });

  it('lets go of expired entries when it stores another', () => {
    const cache = new ResponseCache(1000);
    cache.set('/a', 'one', { 'content-type': 'application/json' }, 0);
    cache.set('/b', 'two', { 'content-type': 'application/json' }, 500);
    expect(cache.size).toBe(2);
    cache.set('/c', 'three', { 'content-type': 'application/json' }, 1200);
    expect(cache.size).toBe(2);
    expect(cache.get('/a', 1200)).toBeUndefined();
    expect(cache.get('/b', 1200)?.body.toString()).toBe('two');
    cache.set('/d', 'four', { 'content-type': 'application/json' }, 5000);
    expect(cache.size).toBe(1);
  });

  it('prepares the headers of its hits when it stores an answer', () => {
    const cache = new ResponseCache(1000);
    const small = cache.set('/s', '{}', { 'content-type': 'application/json' }, 0);
    expect(small?.hitHeaders).toEqual({ 'content-type': 'application/json', 'x-cache': 'hit' });
    const large = cache.set('/l', 'x'.repeat(2000), { 'content-type': 'text/html', vary: 'Cookie' }, 0);
    expect(large?.hitHeaders).toEqual({
      'content-type': 'text/html',
      vary: 'Cookie, accept-encoding',
      'x-cache': 'hit',
    });
    expect(large?.headers.vary).toBe('Cookie');
  });

  it("keeps a hot entry's brotli made again at the best quality, the same body underneath", async () => {
    const cache = new ResponseCache(60_000, 32 * 1024 * 1024, 512 * 1024, 3);
    const html = Array.from({ length: 400 }, (_, i) => `<li class="card">Restaurant ${i % 37}</li>`).join('');
    const entry = cache.set('/hot', html, { 'content-type': 'text/html' }, 0)!;
    const first = cache.encoded('/hot', entry, 'br');
    const held = cache.heldBytes;
    for (let hit = 0; hit < 3; hit += 1) expect(cache.encoded('/hot', entry, 'br')).toBe(first);
    await entry.refined;
    const better = cache.encoded('/hot', entry, 'br');
    expect(better.byteLength).toBeLessThan(first.byteLength);
    expect(brotliDecompressSync(better).toString()).toBe(html);
    expect(cache.heldBytes).toBe(held - (first.byteLength - better.byteLength));
  });

  it('bumps its generation when cleared', () => {
    const cache = new ResponseCache(60_000);
    const before = cache.generation;
    cache.set('/a', '1', { 'content-type': 'text/plain' }, 0);
    cache.clear();
    expect(cache.generation).toBe(before + 1);
    expect(cache.get('/a', 1)).toBeUndefined();
  });
});

describe('the hit path', () => {
  it('serves a hit before the later onRequest hooks, with the headers they set on the miss', async () => {
    const app = Fastify({ logger: false });
    await app.register(responseCachePlugin, { ttlMs: 60_000 });
    // Stands for the security headers' hook, registered after the cache as in the app.
    let laterHooks = 0;
    app.addHook('onRequest', async (_request, reply) => {
      laterHooks += 1;
      reply.header('x-frame-options', 'DENY');
    });
    let drawn = 0;
    app.get('/page', { config: { publicCache: 'page' } }, async (_request, reply) => {
      drawn += 1;
      return reply.type('text/html').send(`<p>${'page '.repeat(400)}</p>`);
    });
    const miss = await app.inject({ url: '/page' });
    const hit = await app.inject({ url: '/page' });
    expect(miss.headers['x-cache']).toBeUndefined();
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.body).toBe(miss.body);
    expect(drawn).toBe(1);
    expect(laterHooks).toBe(1);
    expect(hit.headers['x-frame-options']).toBe('DENY');
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    await app.close();
  });

  it('writes later hits straight out with the headers the first hit in that encoding left with', async () => {
    const app = Fastify({ logger: false });
    await app.register(responseCachePlugin, { ttlMs: 60_000 });
    await app.register(compressionPlugin);
    // Stands for the onSend hooks registered after the cache (security's, the graceful close's).
    let onSends = 0;
    app.addHook('onSend', async (_request, reply, payload) => {
      onSends += 1;
      reply.header('x-late', 'yes');
      return payload;
    });
    let responses = 0;
    app.addHook('onResponse', async () => {
      responses += 1;
    });
    app.get('/page', { config: { publicCache: 'page' } }, async (_request, reply) =>
      reply.type('text/html').send(`<p>${'page '.repeat(400)}</p>`),
    );
    const get = (encoding?: string) =>
      app.inject({ url: '/page', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const { date: _missDate, ...missHeaders } = (await get('br')).headers;
    expect(missHeaders['content-encoding']).toBe('br');
    for (const encoding of ['br', 'gzip', undefined]) {
      const first = await get(encoding);
      const later = await get(encoding);
      const again = await get(encoding);
      expect(first.headers['x-cache']).toBe('hit');
      expect(first.headers['x-late']).toBe('yes');
      const { date: _firstDate, ...firstHeaders } = first.headers;
      const { date: _laterDate, ...laterHeaders } = later.headers;
      expect(laterHeaders).toEqual(firstHeaders);
      expect(Object.keys(laterHeaders)).toEqual(Object.keys(firstHeaders));
      expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(later.headers['content-encoding']).toBe(encoding);
    }
    // The miss and the first hit of each encoding ran the onSend hooks; later hits did not, and every
    // answer reached the onResponse hooks.
    expect(onSends).toBe(4);
    expect(responses).toBe(10);
    await app.close();
  });
});

describe('public answers cached for visitors without a session', () => {
  let ctx: TestContext;
  let restaurantId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ RESPONSE_CACHE_TTL_MS: '60000' });
    restaurantId = await insertTestRestaurant(ctx.db, { name: 'Cache Corner' });
  });

  afterAll(async () => {
    await ctx.close();
  });

  const getDetail = (cookie?: string) =>
    request(ctx, { method: 'GET', url: `/api/restaurants/${restaurantId}`, cookie });

  it('answers a repeated anonymous read from the cache, with the same body and headers', async () => {
    const first = await getDetail();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await getDetail();
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(second.headers['cache-control']).toBe('no-store');
    // Later hits are written out directly, with the first hit's headers in the same order.
    const third = await getDetail();
    expect(third.body).toBe(second.body);
    const { date: _secondDate, ...secondHeaders } = second.headers;
    const { date: _thirdDate, ...thirdHeaders } = third.headers;
    expect(Object.entries(thirdHeaders)).toEqual(Object.entries(secondHeaders));
  });

  it('keeps serving the cached answer when the database changes behind its back, until a write', async () => {
    await getDetail();
    await ctx.db
      .update(restaurants)
      .set({ name: 'Cache Corner Renamed' })
      .where(eq(restaurants.id, restaurantId));
    const stale = await getDetail();
    expect(stale.headers['x-cache']).toBe('hit');
    expect(stale.json().name).toBe('Cache Corner');

    // Any successful write on this instance empties the cache.
    const diner = await createSignedInUser(ctx);
    const review = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      cookie: diner.cookie,
      payload: { restaurantId, rating: 4, content: 'Fresh fish amok and kind staff, will come back.' },
    });
    expect(review.statusCode).toBe(201);
    const fresh = await getDetail();
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.json().name).toBe('Cache Corner Renamed');
    expect(fresh.json().reviewCount).toBe(1);
  });

  it('does not empty the cache on a refused write', async () => {
    await getDetail();
    const refused = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      payload: { restaurantId, rating: 9, content: '' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await getDetail()).headers['x-cache']).toBe('hit');
  });

  it('never caches for a visitor with a session, nor errors, nor routes that did not opt in', async () => {
    const diner = await createSignedInUser(ctx);
    await getDetail(diner.cookie);
    const withSession = await getDetail(diner.cookie);
    expect(withSession.headers['x-cache']).toBeUndefined();
    expect(withSession.json().isFavourite).toBe(false);

    const missingUrl = '/api/restaurants/00000000-0000-4000-8000-000000000000';
    expect((await request(ctx, { method: 'GET', url: missingUrl })).statusCode).toBe(404);
    const missingAgain = await request(ctx, { method: 'GET', url: missingUrl });
    expect(missingAgain.statusCode).toBe(404);
    expect(missingAgain.headers['x-cache']).toBeUndefined();

    await request(ctx, { method: 'GET', url: '/api/health' });
    expect((await request(ctx, { method: 'GET', url: '/api/health' })).headers['x-cache']).toBeUndefined();
  });

  it('keys by the whole URL, query included', async () => {
    const a = await request(ctx, { method: 'GET', url: '/api/restaurants?q=cache' });
    const b = await request(ctx, { method: 'GET', url: '/api/restaurants?q=nothing-like-this' });
    expect(a.json().items.length).toBe(1);
    expect(b.json().items.length).toBe(0);
    const again = await request(ctx, { method: 'GET', url: '/api/restaurants?q=cache' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json().items.length).toBe(1);
  });

  it('lets concurrent requests for the same answer wait for one database read', async () => {
    const url = '/api/restaurants?q=corner';
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(ctx, { method: 'GET', url })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'hit').length).toBe(5);
  });
});
