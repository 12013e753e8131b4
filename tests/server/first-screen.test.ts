import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/server/db/schema/index';
import { withFirstScreen } from '../../src/server/plugins/spa';
import { createSignedInUser, createTestApp, request, type TestContext } from '../support/test-app';

/**
 * Server rendering of the first screen (src/web/entry-server.tsx through src/server/plugins/page-render.ts),
 * against the real renderer built the way `npm run build` builds it, and the real API and database.
 */
const root = path.resolve(import.meta.dirname, '../..');
const locale = (language: 'en' | 'km', namespace: string) =>
  JSON.parse(
    readFileSync(path.join(root, 'src/web/i18n/locales', language, `${namespace}.json`), 'utf8'),
  ) as Record<string, string>;

// The built index.html's shape: entry script, preloaded chunks, the static shell in #root.
const TEMPLATE = `<!doctype html>
<html lang="km">
  <head>
    <title>Spey</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-def.js">
  </head>
  <body>
    <div id="root">
      <header class="fixed inset-x-0 top-0 z-40" aria-hidden="true"><span>Spey</span></header>
    </div>
  </body>
</html>
`;

let base: string;
let ctx: TestContext;
let id: string;
let hostileId: string;

beforeAll(async () => {
  base = mkdtempSync(path.join(os.tmpdir(), 'spey-ssr-'));
  mkdirSync(path.join(base, 'web'));
  writeFileSync(path.join(base, 'web', 'index.html'), TEMPLATE);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--ssr', 'entry-server.tsx', '--outDir', path.join(base, 'ssr'), '--logLevel', 'error'],
    { cwd: root, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`server renderer build failed:\n${build.stderr}`);
  ctx = await createTestApp({}, { webDir: path.join(base, 'web') });
  const [row] = await ctx.db
    .insert(restaurants)
    .values({
      name: 'Romdeng Kitchen',
      nameKm: 'រំដេង',
      cuisine: 'Khmer',
      location: 'Phnom Penh - Daun Penh',
      description: 'Khmer classics in a colonial villa.',
    })
    .returning({ id: restaurants.id });
  id = row!.id;
  const [hostile] = await ctx.db
    .insert(restaurants)
    .values({
      name: '</script><script>alert(1)</script>',
      cuisine: 'Thai',
      description: '<img src=x onerror=alert(2)>',
    })
    .returning({ id: restaurants.id });
  hostileId = hostile!.id;
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  rmSync(base, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The markup inside #root and the data sent with it. */
function parts(body: string) {
  const rootHtml = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(body)?.[1];
  const state = /<script type="application\/json" id="spey-state" data-lang="(\w+)">([^<]*)<\/script>/.exec(
    body,
  );
  return {
    rootHtml,
    language: state?.[1],
    queries: state
      ? (JSON.parse(state[2]!) as { queries: { queryKey: unknown[]; state: { status: string } }[] }).queries
      : [],
  };
}

describe('the first screen drawn on the server', () => {
  it('draws the restaurant list with its data, and sends the data along', async () => {
    const response = await page('/restaurants');
    expect(response.statusCode).toBe(200);
    const { rootHtml, language, queries } = parts(response.body);
    expect(rootHtml).toContain(
      `<h1 class="text-3xl font-bold tracking-tight">${locale('en', 'restaurants').title}</h1>`,
    );
    expect(rootHtml).toContain('Romdeng Kitchen');
    expect(language).toBe('en');
    expect(queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(['me', 'restaurants']));
    expect(queries.every((q) => q.state.status === 'success')).toBe(true);
    // The static shell is gone; nothing below the first screen (the footer) is drawn.
    expect(response.body).not.toContain('aria-hidden="true"><span>Spey</span>');
    expect(rootHtml).not.toContain('<footer');
  });

  it('asks for the scripts after the first paint, and preloads no data the page already carries', async () => {
    const { body } = await page('/restaurants');
    expect(body).toContain(
      '<script type="module" src="/boot.js" data-entry="/assets/index-abc.js" data-preload="/assets/app-def.js',
    );
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).not.toContain('as="fetch"');
  });

  it('draws the page in the visitor’s language', async () => {
    const { body } = await page('/restaurants', { cookie: 'lang=km' });
    const { rootHtml, language } = parts(body);
    expect(language).toBe('km');
    expect(rootHtml).toContain(locale('km', 'restaurants').title);
    expect(rootHtml).not.toContain(`>${locale('en', 'restaurants').title}<`);
  });

  it('draws the home page and a restaurant’s page', async () => {
    const home = parts((await page('/')).body);
    expect(home.rootHtml).toContain(locale('en', 'home').featuredTitle);
    const detail = await page(`/restaurants/${id}`);
    expect(detail.statusCode).toBe(200);
    const { rootHtml, queries } = parts(detail.body);
    expect(rootHtml).toContain('Khmer classics in a colonial villa.');
    expect(rootHtml).toContain('រំដេង');
    expect(queries.map((q) => q.queryKey)).toContainEqual(['restaurants', 'detail', id]);
  });

  it('escapes what owners typed, in the markup and in the data', async () => {
    const { body, statusCode } = await page(`/restaurants/${hostileId}`);
    expect(statusCode).toBe(200);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('&lt;/script>&lt;script>alert(1)&lt;/script>');
    const { queries } = parts(body);
    expect(JSON.stringify(queries)).toContain('</script><script>alert(1)</script>');
  });

  it('leaves to the browser: visitors with a session, missing restaurants, other pages', async () => {
    for (const [url, headers, status] of [
      ['/restaurants', { cookie: 'spey.session_token=anything' }, 200],
      [`/restaurants/00000000-0000-4000-8000-000000000000`, {}, 404],
      ['/restaurants/not-an-id', {}, 404],
      ['/leaderboard', {}, 200],
      ['/owner/details', {}, 200],
    ] as const) {
      const response = await page(url, headers);
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).not.toContain('spey-state');
      expect(response.body, url).toContain('aria-hidden="true"><span>Spey</span>');
      expect(response.body, url).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    }
  });
});

describe('pages kept as briefly as public answers', () => {
  let cached: TestContext;
  beforeAll(async () => {
    cached = await createTestApp({ RESPONSE_CACHE_TTL_MS: '60000' }, { webDir: path.join(base, 'web') });
    await cached.db.insert(restaurants).values({ name: 'Kept Kitchen', cuisine: 'Khmer' });
  });
  afterAll(async () => {
    await cached?.close();
  });
  const get = (headers: Record<string, string> = {}) =>
    cached.app.inject({
      method: 'GET',
      url: '/restaurants',
      headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers },
    });

  it('sends a visitor without a session the page as sent before, until a write', async () => {
    const first = await get();
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get();
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-encoding']).toBe('br');
    // Another language and another encoding are other pages.
    expect((await get({ cookie: 'lang=km' })).headers['x-cache']).toBeUndefined();
    expect((await get({ 'accept-encoding': 'gzip' })).headers['x-cache']).toBeUndefined();
    // A visitor with a session never gets a kept page.
    expect((await get({ cookie: 'spey.session_token=x' })).headers['x-cache']).toBeUndefined();

    // A write empties the cache: the next visitor gets a page drawn anew.
    const { cookie } = await createSignedInUser(cached);
    await get();
    expect((await get()).headers['x-cache']).toBe('hit');
    const write = await request(cached, {
      method: 'PATCH',
      url: '/api/me/username',
      cookie,
      payload: { username: 'kept_kitchen_fan' },
    });
    expect(write.statusCode).toBeLessThan(400);
    expect((await get()).headers['x-cache']).toBeUndefined();
  });
});

describe('withFirstScreen', () => {
  it('replaces only the root’s content and keeps a page without a root as it is', () => {
    const html = withFirstScreen(TEMPLATE, { html: '<main>x</main>', state: '{}' }, 'km');
    expect(html).toContain('<div id="root"><main>x</main></div>');
    expect(html).toContain('<script type="application/json" id="spey-state" data-lang="km">{}</script>');
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    expect(withFirstScreen('<p>no root</p>', { html: 'x', state: '{}' }, 'en')).toBe('<p>no root</p>');
  });
});
