import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../support/catalogue';
import {
  menuCategories,
  menuItems,
  reservationSettings,
  restaurants,
} from '../../src/server/db/schema/index';
import {
  createSignedInUser,
  createTestApp,
  request,
  TEST_PUBLIC_URL,
  type TestContext,
} from '../support/test-app';

/**
 * Every page through React Router's request handler (src/server/plugins/pages.ts), drawn with React on the
 * server from the route modules' sources (Vite in middleware mode, as `npm run dev` runs them), against
 * the real services and database.
 */
const km = { home: catalogue('km', 'home'), restaurants: catalogue('km', 'restaurants') };
const en = {
  common: catalogue('en', 'common'),
  restaurants: catalogue('en', 'restaurants'),
  account: catalogue('en', 'account'),
  reservations: catalogue('en', 'reservations'),
  reviews: catalogue('en', 'reviews'),
};

let ctx: TestContext;
let id: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { pages: true });
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
  const [category] = await ctx.db
    .insert(menuCategories)
    .values({ restaurantId: id, name: 'Soups', displayOrder: 1 })
    .returning({ id: menuCategories.id });
  await ctx.db.insert(menuItems).values([
    {
      restaurantId: id,
      categoryId: category!.id,
      name: 'Samlor Korko',
      price: 4.5,
      isVegetarian: true,
      displayOrder: 1,
    },
    {
      restaurantId: id,
      categoryId: category!.id,
      name: 'Num Banh Chok',
      price: 2.25,
      priceKhr: 9000,
      displayOrder: 2,
    },
  ]);
  await ctx.db.insert(reservationSettings).values({ restaurantId: id, isEnabled: true });
  await ctx.db.insert(restaurants).values({ name: 'Sovanna Noodle House', cuisine: 'Noodles' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const page = (url: string, headers: Record<string, string> = {}, cookie?: string) =>
  request(ctx, { method: 'GET', url, headers: { accept: 'text/html', ...headers }, cookie });

/** The nonce of the response's policy; every inline script must carry it. */
function expectScriptsCarryTheNonce(response: { headers: Record<string, unknown>; body: string }) {
  const policy = String(response.headers['content-security-policy']);
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
    (match) => !match[1]!.includes('application/ld+json'),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const match of inline) expect(match[1]).toContain(`nonce="${nonce}"`);
}

describe('pages drawn on the server', () => {
  it('draws the restaurant list with its data, in the visitor’s language, with the script nonce', async () => {
    const response = await page('/restaurants', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('<title>Restaurants | Spey</title>');
    // The cards are in the HTML: the page reads before any script runs.
    expect(response.body).toContain('Romdeng &lt;Kitchen&gt;');
    expect(response.body).toContain('Sovanna Noodle House');
    expectScriptsCarryTheNonce(response);
  });

  it('keeps the list’s filters from the address', async () => {
    const response = await page('/restaurants?q=sovanna', { 'accept-language': 'en' });
    expect(response.body).toContain('Sovanna Noodle House');
    expect(response.body).not.toContain('Romdeng &lt;Kitchen&gt;');
  });

  it('describes a restaurant page: canonical, Open Graph, Twitter and JSON-LD, escaped', async () => {
    const response = await page(`/restaurants/${id}`, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/restaurants/${id}"/>`);
    expect(response.body).toContain(
      '<meta property="og:title" content="Romdeng &lt;Kitchen&gt; — Khmer | Spey"/>',
    );
    expect(response.body).toContain(
      `<meta property="og:image" content="${TEST_PUBLIC_URL}/uploads/restaurant-images/x/cover-1.webp"/>`,
    );
    expect(response.body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Restaurant', name: 'Romdeng <Kitchen>' });
    expect(response.body).not.toContain('<Kitchen>');
    expect(response.body).toContain('Khmer classics in a colonial villa.');
  });

  it('draws the Menu tab on the server, in dollars and riel, and puts the menu in the JSON-LD', async () => {
    const response = await page(`/restaurants/${id}?tab=menu`, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    // The dishes are in the HTML, with both prices (4.50 dollars is 18,450 riel, rounded to 18,500).
    expect(response.body).toContain('Samlor Korko');
    expect(response.body).toContain('$4.50');
    expect(response.body).toContain('18,500');
    expect(response.body).toContain('9,000');
    const scripts = [...response.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    expect(scripts.map((script) => script['@type'])).toEqual(['Restaurant', 'Menu']);
    expect(scripts[1]).toMatchObject({
      '@context': 'https://schema.org',
      url: `${TEST_PUBLIC_URL}/restaurants/${id}?tab=menu`,
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Soups',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Samlor Korko',
              offers: [
                { '@type': 'Offer', price: '4.50', priceCurrency: 'USD' },
                { '@type': 'Offer', price: '18500', priceCurrency: 'KHR' },
              ],
              suitableForDiet: ['https://schema.org/VegetarianDiet'],
            },
            {
              name: 'Num Banh Chok',
              offers: [{ price: '2.25' }, { price: '9000', priceCurrency: 'KHR' }],
            },
          ],
        },
      ],
    });
  });

  it('keeps the menu in the head of every tab, and shows "Reserve a table" only where it is on', async () => {
    const info = await page(`/restaurants/${id}`, { 'accept-language': 'en' });
    expect(info.body).toContain('"@type":"Menu"');
    expect(info.body).toContain(en.reservations.reserveTable);
    const other = await ctx.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.name, 'Sovanna Noodle House'));
    const plain = await page(`/restaurants/${other[0]!.id}`, { 'accept-language': 'en' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('"@type":"Menu"');
    expect(plain.body).not.toContain(en.reservations.reserveTable);
  });

  it('leaves out "Add a Review" and shows the notice while reviews are paused', async () => {
    const open = await page(`/restaurants/${id}`, { 'accept-language': 'en' });
    expect(open.body).toContain(en.restaurants.addReview);
    expect(open.body).not.toContain(en.reviews.reviewsPausedTitle);
    await ctx.db
      .update(restaurants)
      .set({ reviewsPausedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(restaurants.id, id));
    try {
      const paused = await page(`/restaurants/${id}`, { 'accept-language': 'en' });
      expect(paused.body).toContain(en.reviews.reviewsPausedTitle);
      expect(paused.body).not.toContain(en.restaurants.addReview);
    } finally {
      await ctx.db.update(restaurants).set({ reviewsPausedUntil: null }).where(eq(restaurants.id, id));
    }
  });

  it('draws Khmer for a Khmer browser or the language cookie', async () => {
    const khmer = await page('/', { 'accept-language': 'km-KH,km;q=0.9' });
    expect(khmer.body).toContain('<html lang="km"');
    expect(khmer.body).toContain(`<meta name="description" content="${km.home.metaDescription}"/>`);
    const cookie = await page('/restaurants', { 'accept-language': 'en' }, 'lang=km');
    expect(cookie.body).toContain(`<title>${km.restaurants.title} | Spey</title>`);
  });

  it('asks for the stylesheet before the scripts it preloads', async () => {
    const { body } = await page('/', { 'accept-language': 'en' });
    const stylesheet = body.indexOf('rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(0);
    expect(body.indexOf('rel="modulepreload"')).toBeGreaterThan(stylesheet);
  });

  it('preloads the Khmer faces for a page drawn in Khmer only', async () => {
    const fontPreload = /<link rel="preload" href="[^"]*noto-sans-khmer-khmer-400-normal[^"]*" as="font"/;
    const khmer = await page('/', { 'accept-language': 'km-KH,km;q=0.9' });
    expect(khmer.body).toMatch(fontPreload);
    const english = await page('/', { 'accept-language': 'en' });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).not.toMatch(fontPreload);
  });

  it('answers 404 for unknown pages and restaurants, drawn in the shared layout', async () => {
    const unknown = await page('/no-such-page', { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(en.common.notFoundTitle);
    const restaurant = await page('/restaurants/00000000-0000-4000-8000-000000000000', {
      'accept-language': 'en',
    });
    expect(restaurant.statusCode).toBe(404);
    const malformed = await page('/restaurants/%E0%A4%A', { 'accept-language': 'en' });
    // A broken address is refused as such, never a 500.
    expect([400, 404]).toContain(malformed.statusCode);
  });

  it('draws a signed-in visitor’s own menu on the first paint, and never caches it publicly', async () => {
    const user = await createSignedInUser(ctx);
    const response = await page('/', { 'accept-language': 'en' }, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(user.username);
    expect(response.body).not.toContain(`href="/auth"`);
    expect(String(response.headers['cache-control'])).toContain('private');
  });

  it('guards /settings on the server and draws it with the visitor’s devices', async () => {
    const away = await page('/settings', { 'accept-language': 'en' });
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('/auth?returnTo=%2Fsettings');
    const user = await createSignedInUser(ctx);
    const response = await page('/settings', { 'accept-language': 'en' }, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(en.account.settingsTitle);
    expect(response.body).toContain(en.account.thisDevice);
    expect(response.body).toContain('href="/api/me/export"');
    expect(String(response.headers['cache-control'])).toContain('private');
  });

  it('draws /forgot-password and /reset-password, and their forms work without JavaScript', async () => {
    const forgot = await page('/forgot-password', { 'accept-language': 'en' });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.body).toContain(en.account.forgotTitle);
    const sent = await request(ctx, {
      method: 'POST',
      url: '/forgot-password',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'en',
        host: new URL(TEST_PUBLIC_URL).host,
      },
      payload: 'intent=forgot&email=nobody%40example.com',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('nobody@example.com');
    const reset = await page('/reset-password?token=abc', { 'accept-language': 'en' });
    expect(reset.statusCode).toBe(200);
    expect(reset.body).toContain('name="token" value="abc"');
    const refused = await request(ctx, {
      method: 'POST',
      url: '/reset-password?token=abc',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'en',
        host: new URL(TEST_PUBLIC_URL).host,
      },
      payload: 'token=abc&password=NewPassw0rd&confirmPassword=NewPassw0rd',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(en.account.errorResetLinkInvalid);
  });

  it('answers unknown API addresses with the JSON error, not a page', async () => {
    const response = await request(ctx, { method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
