import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { restaurants } from '../../src/server/db/schema/index';
import { compressionPlugin } from '../../src/server/plugins/compression';
import { responseCachePlugin } from '../../src/server/plugins/response-cache';
import { insertTestRestaurant } from '../support/actors';
import { createSignedInUser, createTestApp, request, type TestContext } from '../support/test-app';

/**
 * The HTML of pages for visitors without a session goes through the same response cache as the public
 * API reads (src/server/plugins/response-cache.ts, decision 035): real pages drawn by React Router from
 * their sources, against a real database.
 */
let ctx: TestContext;
let restaurantId: string;
let diner: { cookie: string };

beforeAll(async () => {
  // The defaults: API reads kept five seconds, pages a minute.
  ctx = await createTestApp({ RESPONSE_CACHE_TTL_MS: '5000' }, { pages: true });
  restaurantId = await insertTestRestaurant(ctx.db, { name: 'Cache Kitchen' });
  diner = await createSignedInUser(ctx);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Answer = Awaited<ReturnType<typeof request>>;

const page = (url: string, headers: Record<string, string> = {}, cookie?: string) =>
  request(ctx, {
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'accept-language': 'en', ...headers },
    cookie,
  });

/** The nonce of the answer's policy, after checking that every inline script of the HTML carries it. */
function nonceOf(response: Answer, html = response.body): string {
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
    String(response.headers['content-security-policy']),
  )?.[1];
  expect(nonce).toBeTruthy();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
    (match) => !match[1]!.includes('application/ld+json'),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const match of inline) expect(match[1]).toContain(`nonce="${nonce}"`);
  return nonce!;
}

/** Any successful write empties the cache: the diner saves the restaurant to their favourites. */
async function write() {
  const saved = await request(ctx, {
    method: 'PUT',
    url: `/api/me/favourites/${restaurantId}`,
    cookie: diner.cookie,
  });
  expect(saved.statusCode).toBeLessThan(300);
  await request(ctx, { method: 'DELETE', url: `/api/me/favourites/${restaurantId}`, cookie: diner.cookie });
}

describe('the page cache for visitors without a session', () => {
  it('answers a repeated page from the cache, with the same HTML, headers and nonce', async () => {
    await write();
    const first = await page(`/restaurants/${restaurantId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    // The visitor whose request missed still gets the page streamed (no length known up front).
    expect(first.headers['content-length']).toBeUndefined();
    const second = await page(`/restaurants/${restaurantId}`);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('Cache Kitchen');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect(second.headers.vary).toContain('Accept-Language');
    expect(second.headers.vary).toContain('Cookie');
    expect(second.headers['x-frame-options']).toBe('DENY');
    // The policy and the HTML agree: the nonce the page was drawn with, for as long as it is cached.
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(nonceOf(second)).toBe(nonceOf(first));
  });

  it('keeps the page until a write on this instance empties it; then a fresh page has a fresh nonce', async () => {
    await write();
    const before = await page(`/restaurants/${restaurantId}`);
    await ctx.db
      .update(restaurants)
      .set({ name: 'Cache Kitchen Renamed' })
      .where(eq(restaurants.id, restaurantId));
    const stale = await page(`/restaurants/${restaurantId}`);
    expect(stale.headers['x-cache']).toBe('hit');
    expect(stale.body).not.toContain('Cache Kitchen Renamed');

    await write();
    const fresh = await page(`/restaurants/${restaurantId}`);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.body).toContain('Cache Kitchen Renamed');
    expect(nonceOf(fresh)).not.toBe(nonceOf(before));
    await ctx.db.update(restaurants).set({ name: 'Cache Kitchen' }).where(eq(restaurants.id, restaurantId));
    await write();
  });

  it('keeps a page a minute, an API read five seconds; a write still empties both at once', async () => {
    await write();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const url = `/restaurants/${restaurantId}`;
    const api = () => request(ctx, { method: 'GET', url: `/api/restaurants/${restaurantId}` });
    const drawn = await page(url);
    expect(drawn.headers['x-cache']).toBeUndefined();
    await api();
    expect((await api()).headers['x-cache']).toBe('hit');

    vi.setSystemTime(Date.now() + 30_000);
    const kept = await page(url);
    expect(kept.headers['x-cache']).toBe('hit');
    expect(kept.body).toBe(drawn.body);
    expect((await api()).headers['x-cache']).toBeUndefined();

    vi.setSystemTime(Date.now() + 31_000);
    expect((await page(url)).headers['x-cache']).toBeUndefined();
    expect((await page(url)).headers['x-cache']).toBe('hit');
    await api();
    expect((await api()).headers['x-cache']).toBe('hit');

    await write();
    expect((await page(url)).headers['x-cache']).toBeUndefined();
    expect((await api()).headers['x-cache']).toBeUndefined();
  });

  it('sends a hit as stored: the same bytes, headers and compressed body every time', async () => {
    await write();
    const headers = { 'accept-encoding': 'br' };
    await page('/restaurants', headers);
    const one = await page('/restaurants', headers);
    const two = await page('/restaurants', headers);
    expect(one.headers['x-cache']).toBe('hit');
    expect(Buffer.compare(one.rawPayload, two.rawPayload)).toBe(0);
    const { date: _oneDate, ...oneHeaders } = one.headers;
    const { date: _twoDate, ...twoHeaders } = two.headers;
    expect(twoHeaders).toEqual(oneHeaders);
    expect(one.headers['content-length']).toBe(String(one.rawPayload.length));
  });

  it('is emptied by a page form too (a favourite saved without scripts)', async () => {
    await page('/restaurants');
    expect((await page('/restaurants')).headers['x-cache']).toBe('hit');
    const form = await request(ctx, {
      method: 'POST',
      url: `/restaurants/${restaurantId}`,
      cookie: diner.cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `intent=favourite&restaurantId=${restaurantId}&isFavourite=false`,
    });
    expect(form.statusCode).toBeLessThan(400);
    expect((await page('/restaurants')).headers['x-cache']).toBeUndefined();
    await write();
  });

  it('never answers or stores a page for a visitor with a session, and draws each with its own nonce', async () => {
    await write();
    const one = await page('/restaurants', {}, diner.cookie);
    const two = await page('/restaurants', {}, diner.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.headers['x-cache']).toBeUndefined();
    expect(two.headers['x-cache']).toBeUndefined();
    expect(one.headers['cache-control']).toBe('private, no-cache');
    expect(nonceOf(two)).not.toBe(nonceOf(one));
    // Nor did the signed-in drawings fill the cache for anonymous visitors.
    expect((await page('/restaurants')).headers['x-cache']).toBeUndefined();
  });

  it('never gives a Khmer visitor the English page, nor the other way round', async () => {
    await write();
    const english = await page('/');
    expect(english.body).toContain('<html lang="en"');
    const khmer = await page('/', { 'accept-language': 'km-KH,km;q=0.9' });
    expect(khmer.headers['x-cache']).toBeUndefined();
    expect(khmer.body).toContain('<html lang="km"');
    const khmerAgain = await page('/', { 'accept-language': 'km' });
    expect(khmerAgain.headers['x-cache']).toBe('hit');
    expect(khmerAgain.body).toContain('<html lang="km"');
    const englishAgain = await page('/', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(englishAgain.headers['x-cache']).toBe('hit');
    expect(englishAgain.body).toContain('<html lang="en"');
    // The language cookie outweighs the browser's languages.
    const chosen = await page('/', { 'accept-language': 'en' }, 'lang=km');
    expect(chosen.body).toContain('<html lang="km"');
    const chosenEnglish = await page('/', { 'accept-language': 'km' }, 'lang=en');
    expect(chosenEnglish.body).toContain('<html lang="en"');
  });

  it('keeps pages drawn for another currency choice apart', async () => {
    await write();
    const dollars = await page(`/restaurants/${restaurantId}?tab=menu`, {}, 'currency=usd');
    const riel = await page(`/restaurants/${restaurantId}?tab=menu`, {}, 'currency=khr');
    expect(dollars.statusCode).toBe(200);
    expect(riel.headers['x-cache']).toBeUndefined();
    expect((await page(`/restaurants/${restaurantId}?tab=menu`, {}, 'currency=khr')).headers['x-cache']).toBe(
      'hit',
    );
  });

  it('sends hits compressed as the visitor asks, the same HTML underneath', async () => {
    await write();
    const plain = await page('/reviews');
    const br = await page('/reviews', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['x-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page('/reviews', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const identity = await page('/reviews', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('lets concurrent requests for one page wait for one drawing', async () => {
    await write();
    const answers = await Promise.all(Array.from({ length: 5 }, () => page('/restaurants?q=cache')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'hit').length).toBe(4);
  });

  it('does not store redirects or missing pages', async () => {
    await write();
    const missing = `/restaurants/00000000-0000-4000-8000-000000000000`;
    expect((await page(missing)).statusCode).toBe(404);
    const again = await page(missing);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
    const redirect = await page('/owner');
    expect(redirect.statusCode).toBe(302);
    expect((await page('/owner')).headers['x-cache']).toBeUndefined();
  });
});

describe('what the response cache never stores', () => {
  it('an answer that sets a cookie', async () => {
    const app = Fastify({ logger: false });
    await app.register(responseCachePlugin, { ttlMs: 60_000 });
    await app.register(compressionPlugin);
    let drawn = 0;
    app.get('/cookie', { config: { publicCache: true } }, async (_request, reply) => {
      drawn += 1;
      return reply.header('set-cookie', 'seen=1').type('text/html').send(`<p>${drawn}</p>`);
    });
    app.get('/plain', { config: { publicCache: true } }, async (_request, reply) => {
      drawn += 1;
      return reply.type('text/html').send(`<p>${drawn}</p>`);
    });
    await app.inject({ url: '/cookie' });
    const again = await app.inject({ url: '/cookie' });
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.body).toBe('<p>2</p>');
    await app.inject({ url: '/plain' });
    expect((await app.inject({ url: '/plain' })).headers['x-cache']).toBe('hit');
    await app.close();
  });
});
