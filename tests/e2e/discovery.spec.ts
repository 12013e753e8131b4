import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, expect, signInAs, test, useEnglish } from './support';

const MEKONG = "Mekong Mother's Kitchen";

async function findRestaurantId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get(`/api/restaurants?q=${encodeURIComponent(name)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: Array<{ id: string; name: string }> };
  const match = body.items.find((item) => item.name === name);
  if (!match) throw new Error(`demo restaurant ${name} not found`);
  return match.id;
}

/** Restaurant cards are list items holding a heading link to the restaurant. */
const cardLinks = (page: Page) => page.locator('main li :is(h2, h3) a[href^="/restaurants/"]');

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('home shows the hero, featured strip, how-it-works, stats band and latest reviews', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find great food. Share honest reviews.' }),
  ).toBeVisible();

  const hero = page.locator('main section').first().locator('img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  // The hero is the one image fetched first: the featured cards' photos do not compete with it.
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  // The photo ships with a content hash in its name: 'hero-640-<hash>.webp 640w'.
  await expect(hero).toHaveAttribute('srcset', /hero-640-[\w-]+\.webp 640w/);
  await expect(hero).toHaveAttribute('width', '1600');

  const featured = page.locator('section', {
    has: page.getByRole('heading', { name: 'Featured Restaurants' }),
  });
  await expect(featured.getByRole('link', { name: MEKONG })).toBeVisible();
  expect(await featured.locator('li').count()).toBeLessThanOrEqual(6);

  const howItWorks = page.locator('section', { has: page.getByRole('heading', { name: 'How it works' }) });
  await expect(howItWorks.locator('ol > li')).toHaveCount(4);

  for (const [figure, label] of [
    ['12K+', 'Restaurants'],
    ['45K+', 'Reviews'],
    ['28K+', 'Users'],
    ['5K+', 'Spey Stamps'],
  ]) {
    const stats = page.getByRole('region', { name: 'Spey in numbers' });
    await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }

  const latest = page.locator('section', { has: page.getByRole('heading', { name: 'Latest Reviews' }) });
  await expect(latest.locator('ul > li')).toHaveCount(3);
});

test('signed out, the hero review button asks to sign up and comes back to the review form', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Write a Review' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('You need to sign up or log in to submit a review.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
});

test('the list filters on the server, keeps filters in the URL across reload and back', async ({ page }) => {
  await page.goto('/restaurants');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  await expect(cardLinks(page).first()).toBeVisible();

  await page.getByPlaceholder('Search restaurants by name or cuisine').fill('KITCHEN');
  await expect(page).toHaveURL(/[?&]q=KITCHEN/);
  await expect(cardLinks(page).filter({ hasText: MEKONG })).toBeVisible();
  await expect(cardLinks(page).filter({ hasText: 'Saigon Lantern' })).toHaveCount(0);

  const cuisine = page.getByRole('combobox', { name: 'Cuisine' });
  await expect(cuisine.locator('option', { hasText: 'All Cuisines' })).toHaveCount(1);
  await cuisine.selectOption('Thai');
  await expect(page).toHaveURL(/cuisine=Thai/);
  await expect(cardLinks(page).filter({ hasText: 'Bangkok Tuk Tuk Kitchen' })).toBeVisible();
  await expect(cardLinks(page).filter({ hasText: MEKONG })).toHaveCount(0);

  await page.reload();
  await expect(page.getByPlaceholder('Search restaurants by name or cuisine')).toHaveValue('KITCHEN');
  await expect(page.getByRole('combobox', { name: 'Cuisine' })).toHaveValue('Thai');
  await expect(cardLinks(page).filter({ hasText: 'Bangkok Tuk Tuk Kitchen' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Price' }).selectOption('$$$$');
  await expect(page).toHaveURL(/price=%24%24%24%24/);
  await expect(page.getByText('No restaurants found matching your filters.')).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/price=/);
  await expect(page.getByRole('combobox', { name: 'Price' })).toHaveValue('');
  await expect(cardLinks(page).filter({ hasText: 'Bangkok Tuk Tuk Kitchen' })).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/cuisine=/);
  await expect(page).toHaveURL(/q=KITCHEN/);
  await expect(cardLinks(page).filter({ hasText: MEKONG })).toBeVisible();

  // The 'Open now' switch is a filter too; its cards all say Open.
  await page.getByRole('switch', { name: 'Open now' }).click();
  await expect(page).toHaveURL(/open=1/);
  await expect(page.locator('main [data-open-status="closed"], main [data-open-status="unset"]')).toHaveCount(
    0,
  );
});

test('the list pages 24 at a time and loads more on scroll', async ({ page, request }) => {
  const total = await (async () => {
    let count = 0;
    let cursor: string | null = null;
    do {
      const response = await request.get(`/api/restaurants?limit=48${cursor ? `&cursor=${cursor}` : ''}`);
      const body = (await response.json()) as { items: unknown[]; nextCursor: string | null };
      count += body.items.length;
      cursor = body.nextCursor;
    } while (cursor);
    return count;
  })();
  await page.goto('/restaurants');
  await expect(cardLinks(page)).toHaveCount(Math.min(24, total));
  if (total > 24) {
    // Scrolling down to the 'Load more' link loads the next page by itself (infinite scroll).
    await page.getByRole('link', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect(cardLinks(page)).toHaveCount(Math.min(48, total));
    // With scripts the next page is added in place; the address stays that of the list.
    await expect(page).toHaveURL(/\/restaurants$/);
    const ids = await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(ids).size).toBe(ids.length);
  }
  const firstImage = page.locator('main li img').first();
  await expect(firstImage).toHaveAttribute('loading', 'eager');
  await expect(page.locator('main li img').nth(5)).toHaveAttribute('loading', 'lazy');
});

test('a tab change reads nothing again, and the reviews tab’s "Load more" appends in place', async ({
  page,
  request,
}) => {
  const id = await findRestaurantId(request, MEKONG);
  await page.goto(`/restaurants/${id}`);
  await page.waitForLoadState('networkidle');
  // Every request for the page's own data (a React Router `.data` request that is not for the root alone).
  const pageReads: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('.data') && url.searchParams.get('_routes') !== 'root')
      pageReads.push(sent.url());
  });

  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${id}\\?tab=reviews$`));
  const cards = page.getByTestId('review-card');
  await expect(cards).toHaveCount(10);
  const more = page.getByRole('link', { name: 'Load more' });
  await expect(more).toHaveAttribute('href', new RegExp(`\\?tab=reviews&cursor=[^#]+#reviews$`));
  await more.click();
  await expect.poll(() => cards.count()).toBeGreaterThan(10);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${id}\\?tab=reviews$`));

  await page.getByRole('tab', { name: 'Menu' }).click();
  await expect(page.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Info' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/restaurants/${id}$`));
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  expect(pageReads).toEqual([]);
});

test('detail tabs follow the URL, and the manage tab exists only for the owner', async ({
  page,
  request,
}) => {
  const id = await findRestaurantId(request, MEKONG);
  await page.goto(`/restaurants/${id}?tab=reviews`);
  await expect(page.getByRole('heading', { level: 1, name: MEKONG })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'View All Reviews' })).toHaveAttribute(
    'href',
    `/reviews?restaurant=${encodeURIComponent(MEKONG)}`,
  );

  await page.getByRole('tab', { name: 'Info' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${id}$`));
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  await expect(page.getByText(/% of reviews are Spey reviews/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^\+855/ })).toHaveAttribute('href', /^tel:\+855/);

  // Not the owner: ?tab=manage falls back to info, no manage tab, and the API refuses.
  await page.goto(`/restaurants/${id}?tab=manage`);
  await expect(page.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Manage' })).toHaveCount(0);
  // It has an owner, so it cannot be claimed.
  await expect(page.getByRole('link', { name: 'Claim Restaurant' })).toHaveCount(0);

  await signInAs(page, demoAccounts.owner);
  await page.goto(`/restaurants/${id}?tab=manage`);
  await expect(page.getByRole('tab', { name: 'Manage' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Reservations' })).toBeVisible();
  const pendingRow = page.getByRole('row', { name: /Pending/ }).first();
  await pendingRow.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Reservation confirmed')).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: /Confirmed/ })
      .first()
      .getByRole('button'),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Menu Item' }).click();
  await expect(page.getByText('Feature in development')).toBeVisible();
});

test('signed out, Save to Favorites asks to sign in and returns; favourites persist', async ({
  page,
  request,
}) => {
  const id = await findRestaurantId(request, 'Bangkok Tuk Tuk Kitchen');
  await page.goto(`/restaurants/${id}`);
  await page.getByRole('button', { name: 'Save to Favorites' }).click();
  await expect(page.getByText('Authentication required')).toBeVisible();
  await expect(page.getByText('You need to sign up or log in to save favorites.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(demoAccounts.diner);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${id}$`));

  const save = page.getByRole('button', { name: /Save to Favorites|Saved/ });
  if ((await save.textContent())?.includes('Saved')) {
    await save.click(); // left over from an earlier run: start from "not saved"
    await expect(page.getByRole('button', { name: 'Save to Favorites' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Save to Favorites' }).click();
  await expect(page.getByText('Restaurant saved')).toBeVisible();
  await expect(page.getByText('This restaurant has been added to your favorites.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to Favorites' })).toBeVisible();
});

test('signed out, Claim Restaurant and Add a Review ask to sign in first', async ({ page, request }) => {
  const id = await findRestaurantId(request, 'Bangkok Tuk Tuk Kitchen');
  await page.goto(`/restaurants/${id}`);
  await page.getByRole('link', { name: 'Claim Restaurant' }).click();
  await expect(page.getByText('You need to sign up or log in to claim a restaurant.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await page.goto(`/restaurants/${id}`);
  await page.getByRole('link', { name: 'Add a Review' }).first().click();
  await expect(page.getByText('You need to sign up or log in to submit a review.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('Share copies the link when there is no share sheet', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const id = await findRestaurantId(request, MEKONG);
  await page.goto(`/restaurants/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  await expect(page.getByText('Restaurant link copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/restaurants/${id}`);
});

test('an unknown restaurant shows Restaurant Not Found with a way back', async ({ page }) => {
  // The page arrives saying so: the browser asks the API nothing more about it.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/restaurants/')) asked.push(request.url());
  });
  await page.goto('/restaurants/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Restaurant Not Found' })).toBeVisible();
  await page.goto('/restaurants/not-a-uuid');
  await expect(page.getByRole('heading', { name: 'Restaurant Not Found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await page.getByRole('link', { name: 'Back to Restaurants' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
});

test('an old or edited page link shows the first results and says so, and paging goes on', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 400) refused.push(response.url());
  });
  const notice = 'Those results are no longer there; here are the first ones.';
  await page.goto('/restaurants?cursor=not-a-cursor');
  await expect(page.getByText(notice)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goto('/reviews?sort=most-liked&cursor=not-a-cursor');
  await expect(page.getByText(notice)).toBeVisible();
  const cards = page.getByTestId('review-card');
  const before = await cards.count();
  expect(before).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  expect(refused).toEqual([]);
});

test('the leaderboard shows three top-3 lists that link to the restaurants', async ({ page }) => {
  await page.goto('/leaderboard');
  for (const title of ['Top Rated', 'Most Reviewed', 'Most Spey-Friendly']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  const links = page.locator('main ol').first().getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Rank 1' })).toHaveCount(3);
  const href = await links.first().getAttribute('href');
  expect(href).toMatch(/^\/restaurants\/[0-9a-f-]{36}$/);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('restaurant pages come with Open Graph tags and schema.org JSON-LD in the HTML', async ({ request }) => {
  const id = await findRestaurantId(request, MEKONG);
  const response = await request.get(`/restaurants/${id}`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const ogTitle = /<meta property="og:title" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#x27;/g, "'");
  expect(ogTitle).toBe(`${MEKONG} — Khmer | Spey`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  expect(html).toContain('<meta name="twitter:card"');
  const jsonLd = html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)?.[1];
  expect(jsonLd).toBeDefined();
  const data = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({ '@type': 'Restaurant', name: MEKONG, servesCuisine: 'Khmer' });
  expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });

  const missing = await request.get('/restaurants/00000000-0000-4000-8000-000000000000', {
    headers: { accept: 'text/html' },
  });
  expect(missing.status()).toBe(404);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(await sitemap.text()).toContain(`/restaurants/${id}</loc>`);
});
