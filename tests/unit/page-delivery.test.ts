import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstPageHints, pickEncoding, sendHtml } from '@/server/plugins/page-delivery';

const template = `<!doctype html>
<html lang="km">
  <head>
    <title>Spey</title>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-A.js">
    <link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/noto-sans-khmer-khmer-400-normal-F.woff2">
  </head>
  <body><div id="root"></div></body>
</html>`;

const manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_app-A.js'] },
  '_app-A.js': { file: 'assets/app-A.js' },
  '_layout-L.js': { file: 'assets/layout-L.js', imports: ['_app-A.js'] },
  '_public-P.js': { file: 'assets/public-P.js', imports: ['_app-A.js', '_layout-L.js'] },
  'components/layouts/main-layout.tsx': {
    file: 'assets/main-layout-M.js',
    imports: ['_app-A.js', '_layout-L.js'],
  },
  'app/routes/public/home.tsx': { file: 'assets/home-H.js', imports: ['_public-P.js'] },
  'app/routes/public/restaurants.tsx': { file: 'assets/restaurants-R.js', imports: ['_public-P.js'] },
  'app/routes/public/restaurant-detail.tsx': {
    file: 'assets/restaurant-detail-D.js',
    imports: ['_public-P.js'],
  },
  'i18n/catalogues/en-core.ts': { file: 'assets/en-core-C.js' },
  'i18n/catalogues/km-core.ts': { file: 'assets/km-core-K.js' },
  'features/restaurants/components/home/images/hero-640.webp': { file: 'assets/hero-640-1.webp' },
  'features/restaurants/components/home/images/hero-1200.webp': { file: 'assets/hero-1200-2.webp' },
  'features/restaurants/components/home/images/hero-1600.webp': { file: 'assets/hero-1600-3.webp' },
};

let webDir: string;
let addHints: ReturnType<typeof createFirstPageHints>;

beforeAll(() => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'spey-hints-'));
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  addHints = createFirstPageHints(webDir);
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const hints = (
  pathname: string,
  options: { search?: string; language?: 'km' | 'en'; status?: number; image?: string } = {},
) =>
  addHints(template, {
    pathname,
    search: options.search ?? '',
    language: options.language ?? 'km',
    status: options.status ?? 200,
    image: options.image,
  });
const preloads = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('first-page hints', () => {
  it("preload home's code, its catalogue, its data and the hero photo, not what index.html already loads", () => {
    const html = hints('/');
    expect(preloads(html, 'modulepreload').sort()).toEqual(
      [
        '/assets/app-A.js',
        '/assets/home-H.js',
        '/assets/km-core-K.js',
        '/assets/layout-L.js',
        '/assets/main-layout-M.js',
        '/assets/public-P.js',
      ].sort(),
    );
    expect(html.match(/modulepreload[^>]*app-A\.js/g)).toHaveLength(1);
    expect(preloads(html, 'preload" as="fetch" crossorigin="anonymous')).toEqual([
      '/api/me',
      '/api/restaurants/featured',
      '/api/reviews/latest',
    ]);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/assets/hero-1200-2.webp" imagesrcset="/assets/hero-640-1.webp 640w, /assets/hero-1200-2.webp 1200w, /assets/hero-1600-3.webp 1600w" imagesizes="100vw" fetchpriority="high" />',
    );
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("preload a restaurant's data and cover (from the page meta), and its hours only on the info tab", () => {
    const id = '0b7c2f1e-2c1a-4c7e-9d55-1f2b3c4d5e6f';
    const image = `/uploads/restaurant-images/${id}/cover-1.webp`;
    const html = hints(`/restaurants/${id}`, { image });
    expect(preloads(html, 'preload" as="fetch" crossorigin="anonymous')).toEqual([
      '/api/me',
      `/api/restaurants/${id}`,
      `/api/restaurants/${id}/hours`,
    ]);
    expect(preloads(html, 'modulepreload')).toContain('/assets/restaurant-detail-D.js');
    expect(html).toContain(
      `imagesrcset="/uploads/restaurant-images/${id}/cover-1-320.webp 320w, /uploads/restaurant-images/${id}/cover-1-640.webp 640w, ${image} 1200w" imagesizes="(min-width: 1280px) 1200px, 100vw"`,
    );
    expect(hints(`/restaurants/${id}`, { search: '?tab=reviews', image })).not.toContain('/hours"');
    const missing = hints(`/restaurants/${id}`, { status: 404, image });
    expect(missing).not.toContain('as="fetch"');
    expect(missing).not.toContain('as="image"');
  });

  it('preload the unfiltered list only (filters become query parameters the page computes)', () => {
    expect(preloads(hints('/restaurants'), 'preload" as="fetch" crossorigin="anonymous')).toEqual([
      '/api/me',
      '/api/restaurants/cuisines',
      '/api/restaurants',
    ]);
    expect(hints('/restaurants', { search: '?q=amok' })).not.toContain('as="fetch"');
  });

  it('preload the catalogue and Khmer font of the language the page will show', () => {
    const english = hints('/', { language: 'en' });
    expect(preloads(english, 'modulepreload')).toContain('/assets/en-core-C.js');
    expect(english).not.toContain('noto-sans-khmer');
    expect(hints('/', { language: 'km' })).toContain('noto-sans-khmer-khmer-400-normal-F.woff2');
  });

  it('give owner and admin pages nothing extra, and leave a page as it is without a build manifest', () => {
    expect(hints('/owner/menu')).toBe(template);
    const empty = mkdtempSync(path.join(os.tmpdir(), 'spey-hints-'));
    try {
      expect(
        createFirstPageHints(empty)(template, { pathname: '/', search: '', language: 'km', status: 200 }),
      ).toBe(template);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('sending a page', () => {
  it('picks br, else gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('compresses the page as the browser accepts, never lets it be cached unchecked, and varies on the encoding', async () => {
    const app = Fastify();
    const html = template.repeat(20);
    app.get('/', async (request, reply) => {
      reply.header('Vary', 'Accept-Language, Cookie');
      return sendHtml(request, reply, 200, html);
    });
    try {
      const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');

      const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);

      const plain = await app.inject({ url: '/' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(html);
    } finally {
      await app.close();
    }
  });
});
