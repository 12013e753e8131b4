import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  test as plainTest,
  request as playwrightRequest,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, expect, test } from './support';

/**
 * The core controls without JavaScript: each is a form sent to the page's action (a full-page round trip)
 * or a GET form that keeps the address, and the page comes back showing the result. Then, with scripts,
 * taps made as soon as the page is painted (before the scripts have taken it over) are carried out.
 */

const stateDir = mkdtempSync(path.join(os.tmpdir(), 'spey-no-script-'));

/** One sign-in per account for the whole file (sign-ins are rate-limited per e-mail and address). */
async function signedInState(baseURL: string, email: string): Promise<string> {
  const file = path.join(stateDir, `${email}.json`);
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await api.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  await api.storageState({ path: file });
  await api.dispose();
  return file;
}

async function firstRestaurant(page: Page) {
  const response = await page.request.get('/api/restaurants?limit=1');
  const body = (await response.json()) as { items: { id: string; name: string }[] };
  const restaurant = body.items[0];
  if (!restaurant) throw new Error('no restaurant in the demo data');
  return restaurant;
}

/** A restaurant with more than one page (10) of reviews in the demo data. */
async function mostReviewedRestaurant(page: Page) {
  const response = await page.request.get('/api/restaurants?limit=48');
  const body = (await response.json()) as { items: { id: string; reviewCount: number }[] };
  const [most] = body.items.sort((a, b) => b.reviewCount - a.reviewCount);
  if (!most || most.reviewCount <= 10) throw new Error('no restaurant with two pages of reviews');
  return most.id;
}

/** A review card's like/dislike form, found again by the review's id after the page comes back. */
function reactionForm(page: Page, reviewId: string): Locator {
  return page.locator(`form:has(input[name="reviewId"][value="${reviewId}"])`);
}

/** Likes the first review on the page that the signed-in diner may react to, and takes it back. */
async function likeAndUnlike(page: Page) {
  const pressable = page
    .locator('form:has(input[name="intent"][value="reaction"])')
    .filter({ has: page.locator('button[value="like"]:not([disabled])') })
    .first();
  await expect(pressable).toBeVisible();
  const reviewId = (await pressable.locator('input[name="reviewId"]').getAttribute('value'))!;
  const form = reactionForm(page, reviewId);
  const like = form.locator('button[value="like"]');
  const wasPressed = (await like.getAttribute('aria-pressed')) === 'true';
  // textContent: innerText is empty for a section the browser has not laid out yet (content-visibility).
  const count = Number(await like.getByTestId('like-count').textContent());

  await like.click();
  await expect(page).toHaveURL(/notice=/);
  await expect(like).toHaveAttribute('aria-pressed', String(!wasPressed));
  await expect(like.getByTestId('like-count')).toHaveText(String(wasPressed ? count - 1 : count + 1));
  await expect(
    page.getByRole('status').filter({ hasText: wasPressed ? 'Reaction removed' : 'Review liked' }),
  ).toBeVisible();

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', String(wasPressed));
  await expect(like.getByTestId('like-count')).toHaveText(String(count));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  let dinerState = '';
  test.beforeAll(async ({ baseURL }) => {
    dinerState = await signedInState(baseURL!, demoAccounts.diner);
  });

  async function asDiner(browser: Browser, baseURL: string | undefined) {
    const context = await browser.newContext({
      baseURL,
      storageState: dinerState,
      javaScriptEnabled: false,
      locale: 'en-US',
    });
    return { context, page: await context.newPage() };
  }

  test('signed out, Save to Favorites goes to /auth with the return address and the notice', async ({
    page,
  }) => {
    const restaurant = await firstRestaurant(page);
    await page.goto(`/restaurants/${restaurant.id}`);
    await page.getByRole('button', { name: 'Save to Favorites' }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/auth\\?signup=true&returnTo=%2Frestaurants%2F${restaurant.id}&notice=favourite-auth-required`,
      ),
    );
    await expect(
      page.getByRole('alert').filter({ hasText: 'You need to sign up or log in to save favorites.' }),
    ).toBeVisible();
  });

  test('signed out, like goes to /auth and writing a review asks for an account', async ({ page }) => {
    await page.goto('/reviews');
    await page.locator('button[value="like"]:not([disabled])').first().click();
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Freviews&notice=react-auth-required/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'You need to be logged in to react to reviews.' }),
    ).toBeVisible();

    await page.goto('/submit');
    await expect(page).toHaveURL(/\/auth\?signup=true&returnTo=%2Fsubmit/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'You need to sign up or log in to submit a review.' }),
    ).toBeVisible();
  });

  test('Save to Favorites and back, as a full-page round trip', async ({ browser, baseURL }) => {
    const { context, page } = await asDiner(browser, baseURL);
    const restaurant = await firstRestaurant(page);
    await page.goto(`/restaurants/${restaurant.id}`);
    const button = page.getByRole('button', { name: /^(Save to Favorites|Saved)$/ });
    const wasSaved = (await button.getAttribute('aria-pressed')) === 'true';

    await button.click();
    await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}\\?notice=favourite-`));
    await expect(button).toHaveAttribute('aria-pressed', String(!wasSaved));
    await expect(button).toHaveText(wasSaved ? 'Save to Favorites' : 'Saved');

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', String(wasSaved));
    await context.close();
  });

  test('like and unlike on /reviews, home and a restaurant page', async ({ browser, baseURL }) => {
    const { context, page } = await asDiner(browser, baseURL);
    await page.goto('/reviews');
    await likeAndUnlike(page);
    await page.goto('/');
    await likeAndUnlike(page);
    const restaurant = await firstRestaurant(page);
    await page.goto(`/restaurants/${restaurant.id}?tab=reviews`);
    await likeAndUnlike(page);
    await context.close();
  });

  test('/reviews search and filters are a GET form that keeps the address', async ({ page }) => {
    await page.goto('/reviews');
    await page.getByLabel('Rating').selectOption('5');
    await page.locator('select[name="spey"]').selectOption('non-spey');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/reviews\?q=&rating=5&spey=non-spey$/);
    await expect(page.getByLabel('Rating')).toHaveValue('5');
    await expect(page.getByTestId('review-card').first()).toBeVisible();

    await page.getByRole('link', { name: 'Most Liked' }).click();
    await expect(page).toHaveURL(/rating=5/);
    await expect(page).toHaveURL(/sort=most-liked/);
    await expect(page.getByRole('link', { name: 'Most Liked' })).toHaveAttribute('aria-current', 'page');

    await page.getByLabel('Search reviews').fill('zzzz-no-such-review');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=zzzz-no-such-review/);
    await expect(page).toHaveURL(/sort=most-liked/);
    await expect(page.getByText('No Reviews Found')).toBeVisible();
  });

  test('a review is submitted, and a refused one keeps what was typed', async ({ browser, baseURL }) => {
    const { context, page } = await asDiner(browser, baseURL);
    const options = (await (await page.request.get('/api/restaurants/options')).json()) as {
      items: Array<{ id: string; name: string }>;
    };
    const restaurant = options.items[options.items.length - 1]!;
    await page.goto(`/submit?restaurantId=${restaurant.id}`);
    await expect(page.getByLabel('Restaurant', { exact: true })).toHaveValue(restaurant.id);

    // Blank text: the server's message, on the same page, with the choices kept.
    await page.locator('label').filter({ hasText: '3 stars' }).click();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please write your review before submitting.').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();

    const text = `No-script review ${Date.now()}: the noodles were good and the tea was fresh.`;
    await page.getByLabel('Your review').fill(text);
    await page.getByRole('switch', { name: 'Spey review' }).check();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/restaurants/${restaurant.id}\\?tab=reviews&notice=review-submitted`),
    );
    await expect(page.getByRole('status').filter({ hasText: 'Review submitted' })).toBeVisible();
    const card = page.getByTestId('review-card').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('review-author')).toHaveText('Anonymous Spey User');
    await context.close();
  });

  test('a restaurant is registered, and a refused form keeps what was typed', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await asDiner(browser, baseURL);
    await page.goto('/register-restaurant');
    const name = `No-script Noodle Hut ${Date.now().toString(36)}`;
    await page.getByLabel('Restaurant name').fill(name);
    await page.getByLabel('Description').fill('short');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
    await expect(page.getByText('Please select a cuisine')).toBeVisible();
    await expect(page.getByLabel('Restaurant name')).toHaveValue(name);

    await page.getByLabel('Description').fill('Hand-pulled noodles and iced coffee by the market.');
    await page.getByLabel('Cuisine').selectOption('Street Food');
    await page.getByLabel('Price range').selectOption('$');
    await page.getByLabel('Address').fill('#8 Street 136, Daun Penh');
    await page.getByLabel('City/area').fill('Phnom Penh');
    await page.getByLabel('Phone number').fill('+855 12 136 008');
    await page.getByLabel('Opening hours').fill('Daily 07:00-15:00');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page).toHaveURL(/\/restaurants\?notice=registration-submitted$/);
    await expect(page.getByRole('status').filter({ hasText: 'Registration submitted' })).toBeVisible();
    await context.close();
  });

  test('the Menu tab’s filters and currency work through forms', async ({ page }) => {
    const menus = (await (await page.request.get('/api/restaurants?limit=48')).json()) as {
      items: Array<{ id: string }>;
    };
    // A restaurant whose menu has a vegetarian item and one that is not.
    let found: { id: string; vegetarian: string; other: string } | null = null;
    for (const { id } of menus.items) {
      const menu = (await (await page.request.get(`/api/restaurants/${id}/menu`)).json()) as {
        sections: Array<{ items: Array<{ name: string; isVegetarian: boolean }> }>;
      };
      const items = menu.sections.flatMap((section) => section.items);
      const vegetarian = items.find((item) => item.isVegetarian);
      const other = items.find((item) => !item.isVegetarian);
      if (vegetarian && other) {
        found = { id, vegetarian: vegetarian.name, other: other.name };
        break;
      }
    }
    expect(found).not.toBeNull();
    await page.goto(`/restaurants/${found!.id}?tab=menu`);
    const items = page.getByTestId('menu-item');
    await expect(items.filter({ hasText: found!.other }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Vegetarian' }).click();
    await expect(page).toHaveURL(/tab=menu&vegetarian=1$/);
    await expect(page.getByRole('button', { name: 'Vegetarian' })).toHaveAttribute('aria-pressed', 'true');
    await expect(items.filter({ hasText: found!.vegetarian }).first()).toBeVisible();
    await expect(items.filter({ hasText: found!.other })).toHaveCount(0);

    // The currency: riel only, remembered, back on the same view of the menu.
    await page
      .getByRole('radiogroup', { name: 'Show prices in' })
      .getByRole('radio', { name: 'KHR' })
      .click();
    await expect(page).toHaveURL(/tab=menu&vegetarian=1$/);
    const radio = page
      .getByRole('radiogroup', { name: 'Show prices in' })
      .getByRole('radio', { name: 'KHR' });
    await expect(radio).toHaveAttribute('aria-checked', 'true');
    await expect(items.first()).not.toContainText('$');
    await page
      .getByRole('radiogroup', { name: 'Show prices in' })
      .getByRole('radio', { name: 'Both' })
      .click();
    await page.getByRole('button', { name: 'Vegetarian' }).click();
    await expect(page).toHaveURL(/tab=menu&vegetarian=1&vegetarian=0$/);
    await expect(page.getByRole('button', { name: 'Vegetarian' })).toHaveAttribute('aria-pressed', 'false');
    await expect(items.filter({ hasText: found!.other }).first()).toBeVisible();
  });

  test('a claim is submitted, and a refused one shows the field message', async ({ browser, baseURL }) => {
    const { context, page } = await asDiner(browser, baseURL);
    const response = await page.request.get('/api/restaurants?limit=48');
    const body = (await response.json()) as { items: { id: string; name: string; isClaimed: boolean }[] };
    const seededClaims = ['Green Lotus Vegetarian', 'Riverside Durian Cafe'];
    const restaurant = body.items.filter((r) => !r.isClaimed && !seededClaims.includes(r.name)).at(-1);
    if (!restaurant) throw new Error('no unclaimed restaurant in the demo data');

    await page.goto(`/become-a-partner?restaurantId=${restaurant.id}`);
    await expect(page.getByTestId('claim-restaurant-name')).toHaveText(restaurant.name);
    await page.getByLabel('Proof of ownership').fill('too short');
    await page.getByRole('button', { name: 'Submit Claim Request' }).click();
    await expect(page.getByText('Please provide some proof of ownership').first()).toBeVisible();
    await expect(page.getByLabel('Proof of ownership')).toHaveValue('too short');

    await page.getByLabel('Proof of ownership').fill('I run the kitchen; the licence hangs by the door.');
    await page.getByRole('button', { name: 'Submit Claim Request' }).click();
    await expect(page.getByRole('heading', { name: 'Claim request submitted' })).toBeVisible();
    await expect(page.getByText(`Your claim for ${restaurant.name} is waiting for review.`)).toBeVisible();
    await context.close();
  });

  test('the claim form picks its restaurant through a search form and links', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await asDiner(browser, baseURL);
    const response = await page.request.get('/api/restaurants?limit=48');
    const body = (await response.json()) as { items: { id: string; name: string; isClaimed: boolean }[] };
    const restaurant = body.items.filter((r) => !r.isClaimed).at(0);
    if (!restaurant) throw new Error('no unclaimed restaurant in the demo data');

    await page.goto('/become-a-partner');
    const search = page.locator('form[role="search"]');
    await search.getByRole('searchbox', { name: 'Restaurant' }).fill(restaurant.name);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/become-a-partner\?restaurantSearch=/);
    await page.getByRole('link', { name: restaurant.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/become-a-partner\\?restaurantId=${restaurant.id}$`));
    await expect(page.getByTestId('claim-restaurant-name')).toHaveText(restaurant.name);

    // The claim form posts to the page's action for that restaurant: a refusal comes back in place.
    await page.getByLabel('Proof of ownership').fill('too short');
    await page.getByRole('button', { name: 'Submit Claim Request' }).click();
    await expect(page.getByText('Please provide some proof of ownership').first()).toBeVisible();
    await expect(page.getByTestId('claim-restaurant-name')).toHaveText(restaurant.name);
    await context.close();
  });

  test('/search is a GET form whose results are drawn by the server', async ({ page }) => {
    const restaurant = await firstRestaurant(page);
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search restaurants and reviews' }).fill(restaurant.name);
    await page.getByRole('searchbox', { name: 'Search restaurants and reviews' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('searchbox', { name: 'Search restaurants and reviews' })).toHaveValue(
      restaurant.name,
    );
    await page
      .locator('#restaurant-results-heading + ul')
      .getByRole('link', { name: restaurant.name })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}$`));
  });

  test('/search pages its restaurants within /search through links carrying the cursor', async ({ page }) => {
    // A search with more than one page of restaurants (6 per page) in the demo data.
    let q = '';
    for (const candidate of ['Khmer', 'Phnom Penh', 'a']) {
      const body = (await (
        await page.request.get(`/api/restaurants?${new URLSearchParams({ q: candidate, limit: '6' })}`)
      ).json()) as { nextCursor: string | null };
      if (body.nextCursor) {
        q = candidate;
        break;
      }
    }
    expect(q, 'a search with a second page').not.toBe('');
    const group = page.locator('section[aria-labelledby="restaurant-results-heading"]');
    const names = () => group.locator('ul').first().getByRole('link').allTextContents();

    await page.goto(`/search?${new URLSearchParams({ q })}`);
    const first = await names();
    expect(first).toHaveLength(6);
    await group.getByRole('link', { name: 'More restaurants' }).click();
    await expect(page).toHaveURL(/\/search\?q=[^&]+&restaurantsAfter=/);
    await expect(page.getByRole('searchbox', { name: 'Search restaurants and reviews' })).toHaveValue(q);
    const second = await names();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((name) => first.includes(name))).toBe(false);

    await group.getByRole('link', { name: 'First results' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=[^&]+$`));
    expect(await names()).toEqual(first);
  });

  test('the review form’s restaurant picker finds any restaurant through a search form', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await asDiner(browser, baseURL);
    // The last restaurant by name: beyond the picker's first screen.
    const response = await page.request.get('/api/restaurants?limit=48');
    const body = (await response.json()) as { items: { id: string; name: string }[] };
    const restaurant = [...body.items].sort((a, b) => a.name.localeCompare(b.name)).at(-1)!;

    await page.goto('/submit');
    await page.getByLabel('Filter restaurants').fill(restaurant.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/submit\?restaurantSearch=/);
    const picker = page.getByLabel('Restaurant', { exact: true });
    await picker.selectOption(restaurant.id);

    // Sent without text: refused in place, the chosen restaurant kept.
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please write your review before submitting.').first()).toBeVisible();
    await expect(page.getByLabel('Restaurant', { exact: true })).toHaveValue(restaurant.id);
    await context.close();
  });

  test('the home page streams its latest reviews: in place with scripts, a link to /reviews without', async ({
    browser,
    baseURL,
  }) => {
    // A desktop browser's agent: headless Chromium counts as a crawler and gets the whole page at once.
    const userAgent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    const latest = (page: Page) =>
      page.locator('section', { has: page.getByRole('heading', { name: 'Latest Reviews' }) });

    const withoutScripts = await browser.newContext({
      baseURL,
      userAgent,
      javaScriptEnabled: false,
      locale: 'en-US',
    });
    const plain = await withoutScripts.newPage();
    await plain.goto('/');
    await expect(latest(plain).getByRole('link', { name: 'View all reviews' })).toBeVisible();
    // The skeletons wait for a script that never runs: hidden, not spinning forever.
    await expect(latest(plain).getByTestId('review-skeleton')).toHaveCount(3);
    await expect(latest(plain).getByTestId('review-skeleton').first()).toBeHidden();
    await withoutScripts.close();

    const withScripts = await browser.newContext({
      baseURL,
      userAgent,
      javaScriptEnabled: true,
      locale: 'en-US',
    });
    const page = await withScripts.newPage();
    await page.goto('/');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(latest(page).getByTestId('review-card')).toHaveCount(3);
    await expect(latest(page).getByTestId('review-skeleton')).toHaveCount(0);
    await withScripts.close();
  });

  test('/reviews and /restaurants show their next pages through a link', async ({ page }) => {
    await page.goto('/reviews');
    const cards = page.getByTestId('review-card');
    await expect(cards).toHaveCount(10);
    const firstPage = await cards.allTextContents();
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/reviews\?cursor=/);
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(firstPage).not.toContain(text);
    await expect(page.getByRole('link', { name: 'Back to the first page' })).toBeVisible();

    await page.goto('/restaurants');
    const links = page.locator('main a[href^="/restaurants/"]');
    const hrefs = async () =>
      new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))));
    const first = await hrefs();
    expect(first.size).toBe(24);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/restaurants\?cursor=/);
    const second = await hrefs();
    expect(second.size).toBeGreaterThan(0);
    for (const href of second) expect(first.has(href)).toBe(false);
  });

  test('My Reviews pages on through a link', async ({ browser, baseURL }) => {
    const { context, page } = await asDiner(browser, baseURL);
    await page.goto('/my-reviews');
    const cards = page.getByTestId('review-card');
    await expect(cards).toHaveCount(10);
    const firstPage = await cards.allTextContents();
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/my-reviews\?cursor=/);
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(firstPage).not.toContain(text);
    await page.getByRole('link', { name: 'Back to the first page' }).click();
    await expect(page).toHaveURL(/\/my-reviews$/);
    await expect(cards).toHaveCount(10);
    await context.close();
  });

  test('a restaurant page’s tabs open, and its reviews page on, through links', async ({ page }) => {
    const id = await mostReviewedRestaurant(page);
    await page.goto(`/restaurants/${id}`);
    await page.getByRole('tab', { name: 'Menu' }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurants/${id}\\?tab=menu$`));
    await expect(page.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurants/${id}\\?tab=reviews$`));
    const cards = page.getByTestId('review-card');
    await expect(cards).toHaveCount(10);
    const firstPage = await cards.allTextContents();
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurants/${id}\\?tab=reviews&cursor=[^#]+#reviews$`));
    await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(firstPage).not.toContain(text);

    await page.getByRole('link', { name: 'Back to the first page' }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurants/${id}\\?tab=reviews#reviews$`));
    await expect(cards).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Back to the first page' })).toHaveCount(0);
  });
});

/**
 * With scripts, on a phone: the menu and Save to Favorites are pressed as soon as the heading is painted,
 * without waiting for the page to load. Whether the scripts have taken the page over yet or not, both work.
 */
plainTest.describe('taps before the scripts have arrived', () => {
  plainTest.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });

  plainTest('the mobile menu and Save to Favorites work at first paint', async ({ browser, baseURL }) => {
    const state = await signedInState(baseURL!, demoAccounts.owner2);
    const context = await browser.newContext({
      baseURL,
      storageState: state,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    const page = await context.newPage();
    const restaurant = await firstRestaurant(page);
    const before = (await (await page.request.get(`/api/restaurants/${restaurant.id}`)).json()) as {
      isFavourite: boolean;
    };

    await page.goto(`/restaurants/${restaurant.id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Spey' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close' }).tap();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: before.isFavourite ? 'Saved' : 'Save to Favorites' }).tap();
    await expect(
      page.getByRole('button', { name: before.isFavourite ? 'Save to Favorites' : 'Saved' }),
    ).toBeVisible();
    await expect
      .poll(async () => {
        const now = (await (await page.request.get(`/api/restaurants/${restaurant.id}`)).json()) as {
          isFavourite: boolean;
        };
        return now.isFavourite;
      })
      .toBe(!before.isFavourite);
    await context.close();
  });
});
