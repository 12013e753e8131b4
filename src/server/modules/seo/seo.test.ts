import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  request,
  TEST_PUBLIC_URL,
  type TestContext,
} from '../../../../tests/support/test-app';
import { restaurants } from '../../db/schema/index';
import { createSeoMetaResolver } from './seo.service';

let ctx: TestContext;
let id: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const [row] = await ctx.db
    .insert(restaurants)
    .values({
      name: 'Romdeng <Kitchen>',
      nameKm: 'រំដេង',
      cuisine: 'Khmer',
      location: 'Phnom Penh - Daun Penh',
      address: '#74 Street 174',
      description: 'Khmer classics in a colonial villa.',
      imageUrl: '/uploads/restaurant-images/x/cover-1.webp',
      reviewCount: 3,
      ratingSum: 13,
      speyCount: 1,
    })
    .returning({ id: restaurants.id });
  id = row!.id;
  await ctx.db.insert(restaurants).values({ name: 'Unreviewed', cuisine: 'Thai' });
});
afterAll(async () => {
  await ctx.close();
});

/** A page request as the resolver sees it: only the headers matter. */
const pageRequest = (headers: Record<string, string> = {}) =>
  ({ headers, log: { warn: () => undefined } }) as unknown as FastifyRequest;
const fakeRequest = pageRequest();

type Catalogue = Record<string, string>;
const locales = path.resolve(import.meta.dirname, '../../../web/i18n/locales');
const catalogue = (language: 'en' | 'km', namespace: string) =>
  JSON.parse(readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8')) as Catalogue;
const km = {
  home: catalogue('km', 'home'),
  restaurants: catalogue('km', 'restaurants'),
  pages: catalogue('km', 'pages'),
};
const KHMER_BROWSER = { 'accept-language': 'km-KH,km;q=0.9,en-US;q=0.8' };

describe('page meta', () => {
  it('describes a restaurant page with Open Graph data and schema.org JSON-LD', async () => {
    const resolve = createSeoMetaResolver(ctx.db, TEST_PUBLIC_URL);
    const meta = await resolve(`/restaurants/${id}`, fakeRequest);
    expect(meta).toMatchObject({
      title: 'Romdeng <Kitchen> — Khmer | Spey',
      type: 'restaurant',
      image: '/uploads/restaurant-images/x/cover-1.webp',
    });
    expect(meta?.description).toContain('Rated 4.3/5 from 3 reviews');
    expect(meta?.jsonLd).toMatchObject({
      '@type': 'Restaurant',
      name: 'Romdeng <Kitchen>',
      alternateName: 'រំដេង',
      servesCuisine: 'Khmer',
      url: `${TEST_PUBLIC_URL}/restaurants/${id}`,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5 },
    });
  });

  it('answers 404 meta for unknown and malformed ids, and covers the main pages', async () => {
    const resolve = createSeoMetaResolver(ctx.db, TEST_PUBLIC_URL);
    expect((await resolve('/restaurants/00000000-0000-4000-8000-000000000000', fakeRequest))?.status).toBe(
      404,
    );
    expect((await resolve('/restaurants/%E0%A4%A', fakeRequest))?.status).toBe(404);
    expect((await resolve('/restaurants', fakeRequest))?.title).toBe('Restaurants | Spey');
    expect((await resolve('/restaurants/', fakeRequest))?.title).toBe('Restaurants | Spey');
    expect((await resolve('/', fakeRequest))?.image).toBe('/images/hero-1200.webp');
    expect(await resolve('/reviews', fakeRequest)).toMatchObject({
      title: 'All Reviews | Spey',
      description: 'Honest reviews from diners across Cambodia, including anonymous Spey reviews.',
      url: '/reviews',
      lang: 'en',
    });
    expect(await resolve('/faq', fakeRequest)).toMatchObject({ title: 'Frequently Asked Questions | Spey' });
    // Pages without their own head (account pages) get the site's.
    expect(await resolve('/settings', fakeRequest)).toMatchObject({
      title: 'Spey — Restaurant reviews in Cambodia',
      lang: 'en',
    });
  });
});

describe('page meta in the visitor’s language', () => {
  it('follows a Khmer browser (Accept-Language), with the texts of the Khmer catalogues', async () => {
    const resolve = createSeoMetaResolver(ctx.db, TEST_PUBLIC_URL);
    const request = pageRequest(KHMER_BROWSER);
    expect(await resolve('/', request)).toMatchObject({
      title: `Spey — ${km.home.pageTitle}`,
      description: km.home.metaDescription,
      lang: 'km',
    });
    expect(await resolve('/restaurants', request)).toMatchObject({
      title: `${km.restaurants.title} | Spey`,
      description: km.restaurants.metaDescription,
    });
    expect(await resolve('/leaderboard', request)).toMatchObject({
      title: `${km.restaurants.leaderboardTitle} | Spey`,
      description: km.restaurants.leaderboardMetaDescription,
    });
    expect(await resolve('/settings', request)).toMatchObject({
      description: km.home.metaDescription,
      lang: 'km',
    });
    expect(await resolve('/about', request)).toMatchObject({
      title: `${km.pages.aboutTitle} | Spey`,
      description: km.pages.aboutIntro,
      lang: 'km',
    });
    expect(await resolve('/restaurants/00000000-0000-4000-8000-000000000000', request)).toMatchObject({
      title: `${km.restaurants.notFoundTitle} | Spey`,
      description: km.restaurants.metaNotFound,
      status: 404,
    });
  });

  it('describes a restaurant in Khmer: Khmer cuisine name, rating sentence and Latin digits', async () => {
    const resolve = createSeoMetaResolver(ctx.db, TEST_PUBLIC_URL);
    const meta = await resolve(`/restaurants/${id}`, pageRequest(KHMER_BROWSER));
    expect(meta?.title).toBe('Romdeng <Kitchen> — ខ្មែរ | Spey');
    expect(meta?.description).toContain('ភោជនីយដ្ឋាននៅ Phnom Penh - Daun Penh ប្រភេទម្ហូប៖ ខ្មែរ។');
    expect(meta?.description).toContain('ពិន្ទុ 4.3 ក្នុងចំណោម 5 ពីការវាយតម្លៃ 3 នៅលើ Spey។');
    expect(meta?.description).not.toMatch(/Rated|restaurant/);
    // The structured data stays as stored, whatever the language of the page.
    expect(meta?.jsonLd).toMatchObject({ servesCuisine: 'Khmer', alternateName: 'រំដេង' });
  });

  it('lets the language the visitor chose (the lang cookie the web app sets) win over the browser’s', async () => {
    const resolve = createSeoMetaResolver(ctx.db, TEST_PUBLIC_URL);
    const title = async (headers: Record<string, string>) =>
      (await resolve('/', pageRequest(headers)))?.title;
    const english = 'Spey — Restaurant reviews in Cambodia';
    const khmer = `Spey — ${km.home.pageTitle}`;
    expect(await title({ ...KHMER_BROWSER, cookie: 'spey.session_token=x; lang=en' })).toBe(english);
    expect(await title({ 'accept-language': 'en-US,en;q=0.9', cookie: 'lang=km' })).toBe(khmer);
    expect(await title({ 'accept-language': 'en-US,en;q=0.9', cookie: 'lang=fr' })).toBe(english);
    expect(await title({ 'accept-language': 'fr-FR, km;q=0.5' })).toBe(khmer);
    expect(await title({ 'accept-language': 'km;q=0, en' })).toBe(english);
    expect(await title({ 'accept-language': 'kmr' })).toBe(english);
    expect(await title({})).toBe(english);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the main pages and every restaurant page', async () => {
    const response = await request(ctx, { method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain(`<loc>${TEST_PUBLIC_URL}/</loc>`);
    expect(response.body).toContain(`<loc>${TEST_PUBLIC_URL}/restaurants</loc>`);
    expect(response.body).toContain(`<loc>${TEST_PUBLIC_URL}/restaurants/${id}</loc>`);
    expect(response.body.match(/<url>/g)).toHaveLength(8);
  });
});

describe('GET /robots.txt', () => {
  it('keeps private areas out and names the sitemap by its absolute address', async () => {
    const response = await request(ctx, { method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /admin/');
    expect(response.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });
});
