import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import {
  createTestApp,
  request,
  TEST_PUBLIC_URL,
  type TestContext,
} from '../../../../tests/support/test-app';
import { restaurants } from '../../db/schema/index';
import { renderMetaTags } from '../../plugins/spa';
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

const fakeRequest = {} as FastifyRequest;

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
    const html = renderMetaTags(meta!, TEST_PUBLIC_URL);
    expect(html).toContain('<meta property="og:title" content="Romdeng &lt;Kitchen&gt; — Khmer | Spey" />');
    expect(html).toContain(
      `<meta property="og:image" content="${TEST_PUBLIC_URL}/uploads/restaurant-images/x/cover-1.webp" />`,
    );
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toContain('<Kitchen>');
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
    expect(await resolve('/reviews', fakeRequest)).toBeNull();
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
