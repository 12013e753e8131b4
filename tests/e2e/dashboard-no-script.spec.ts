import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, demoAccounts, expect, test } from './support';

/**
 * The owner and admin pages without JavaScript: drawn on the server with their data, and their forms
 * (the reply to a review, the answer to a reservation, hiding a reported review) sent to the page's
 * action as full-page round trips, the page coming back with the result and the notice.
 */

const stateDir = mkdtempSync(path.join(os.tmpdir(), 'spey-dashboard-no-script-'));
const TIME_ZONE = 'Asia/Phnom_Penh';

async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await context.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

/** One sign-in per account for the whole file (sign-ins are rate-limited per e-mail and address). */
const states = new Map<string, string>();
async function signedInState(baseURL: string, email: string): Promise<string> {
  const known = states.get(email);
  if (known) return known;
  const file = path.join(stateDir, `${email}.json`);
  const api = await apiAs(baseURL, email);
  await api.storageState({ path: file });
  await api.dispose();
  states.set(email, file);
  return file;
}

async function pageAs(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'en-US',
    storageState: await signedInState(baseURL, email),
  });
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
  return { context, page: await context.newPage() };
}

async function ownersRestaurant(owner: APIRequestContext) {
  const body = (await (await owner.get('/api/owner/restaurants')).json()) as {
    restaurants: Array<{ id: string; name: string }>;
  };
  const restaurant = body.restaurants[0];
  if (!restaurant) throw new Error('the demo owner has no restaurant');
  return restaurant;
}

function cambodiaDate(daysAhead: number): string {
  const instant = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(instant);
}

/** A pending request at the restaurant on the first date from 9 days ahead with a free time. */
async function requestTable(api: APIRequestContext, restaurantId: string, guestName: string) {
  for (let days = 9; days < 30; days += 1) {
    const date = cambodiaDate(days);
    const availability = await api.get(
      `/api/restaurants/${restaurantId}/reservations/availability?date=${date}`,
    );
    const body = (await availability.json()) as { slots?: Array<{ time: string; seatsLeft: number | null }> };
    const slot = (body.slots ?? []).find((s) => s.seatsLeft === null || s.seatsLeft >= 2);
    if (!slot) continue;
    const response = await api.post(`/api/restaurants/${restaurantId}/reservations`, {
      data: {
        date,
        time: slot.time,
        partySize: 2,
        name: guestName,
        phone: '012 345 678',
        email: demoAccounts.owner2,
        note: '',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return;
  }
  throw new Error('no open reservation time in the coming weeks');
}

async function postReview(api: APIRequestContext, restaurantId: string, content: string) {
  const response = await api.post('/api/reviews', { data: { restaurantId, rating: 2, content } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A fresh review by the second owner at the demo owner's restaurant, and the owner's API session. */
async function reviewAtOwnersRestaurant(baseURL: string, text: string) {
  const owner = await apiAs(baseURL, demoAccounts.owner);
  const writer = await apiAs(baseURL, demoAccounts.owner2);
  const restaurant = await ownersRestaurant(owner);
  const reviewId = await postReview(writer, restaurant.id, text);
  await writer.dispose();
  return { owner, restaurant, reviewId };
}

test.describe('owner and admin pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('an owner page arrives drawn with its data, and a request is confirmed by a form', async ({
    browser,
    baseURL,
  }) => {
    const owner = await apiAs(baseURL!, demoAccounts.owner);
    const guest = await apiAs(baseURL!, demoAccounts.owner2);
    const restaurant = await ownersRestaurant(owner);
    const guestName = `No Script Guest ${Date.now()}`;
    await requestTable(guest, restaurant.id, guestName);

    const { context, page } = await pageAs(browser, baseURL!, demoAccounts.owner);
    await page.goto('/owner/reservations');
    await expect(page).toHaveTitle('Reservations | Spey');
    // The sidebar's restaurant selector names the restaurant the page is about.
    await expect(page.getByRole('complementary')).toContainText(restaurant.name);
    const row = page.getByTestId('owner-reservation').filter({ hasText: guestName });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Pending');

    await row.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/owner\/reservations\?notice=reservation-confirmed$/);
    await expect(page.getByRole('status').filter({ hasText: 'Reservation confirmed' })).toBeVisible();
    await expect(page.getByTestId('owner-reservation').filter({ hasText: guestName })).toContainText(
      'Confirmed',
    );

    // The filters are links: the confirmed request is under Confirmed, not under Pending.
    const filters = page.getByRole('navigation', { name: 'Show requests' });
    await filters.getByRole('link', { name: 'Pending' }).click();
    await expect(page).toHaveURL(/\/owner\/reservations\?filter=pending$/);
    await expect(filters.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('owner-reservation').filter({ hasText: guestName })).toHaveCount(0);
    await filters.getByRole('link', { name: 'Confirmed' }).click();
    await expect(page).toHaveURL(/\/owner\/reservations\?filter=confirmed$/);
    await expect(page.getByTestId('owner-reservation').filter({ hasText: guestName })).toBeVisible();
    await context.close();
    await Promise.all([owner.dispose(), guest.dispose()]);
  });

  test('an owner replies to a review by a form; an empty reply shows its message', async ({
    browser,
    baseURL,
  }) => {
    const text = `Slow service tonight, no scripts ${Date.now()}`;
    const { owner, reviewId } = await reviewAtOwnersRestaurant(baseURL!, text);

    const { context, page } = await pageAs(browser, baseURL!, demoAccounts.owner);
    await page.goto('/owner/reviews');
    const card = page.locator(`[data-review-id="${reviewId}"]`);
    await expect(card).toContainText(text);

    await card.getByRole('button', { name: 'Post reply' }).click();
    await expect(page.locator(`[data-review-id="${reviewId}"]`)).toContainText('Please write your reply.');

    const reply = `Sorry about tonight, come back soon ${Date.now()}`;
    await page.locator(`[data-review-id="${reviewId}"]`).getByRole('textbox').fill(reply);
    await page.locator(`[data-review-id="${reviewId}"]`).getByRole('button', { name: 'Post reply' }).click();
    await expect(page).toHaveURL(/\/owner\/reviews\?notice=reply-posted$/);
    await expect(page.getByRole('status').filter({ hasText: 'Reply posted' })).toBeVisible();
    const answered = page.locator(`[data-review-id="${reviewId}"]`);
    await expect(answered.getByRole('textbox')).toHaveValue(reply);
    await expect(answered).toContainText('Replied');

    // The filter and the pages are links: each address is drawn by the server.
    await page.getByTestId('filter-without-reply').click();
    await expect(page).toHaveURL(/\/owner\/reviews\?filter=without-reply$/);
    await expect(page.getByTestId('filter-without-reply')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator(`[data-review-id="${reviewId}"]`)).toHaveCount(0);
    await page.getByTestId('filter-all').click();
    await expect(page).toHaveURL(/\/owner\/reviews$/);
    const cards = page.getByTestId('owner-review');
    await expect(cards).toHaveCount(10);
    const firstPage = await cards.evaluateAll((all) => all.map((card) => card.dataset.reviewId));
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/owner\/reviews\?cursor=/);
    await expect(cards.first()).toBeVisible();
    for (const id of await cards.evaluateAll((all) => all.map((card) => card.dataset.reviewId)))
      expect(firstPage).not.toContain(id);
    await context.close();
    await owner.dispose();
  });

  test('an administrator hides a reported review by a form', async ({ browser, baseURL }) => {
    const text = `Cheap deals, call 012 999 888, no scripts ${Date.now()}`;
    const { owner, restaurant, reviewId } = await reviewAtOwnersRestaurant(baseURL!, text);
    const reporter = await apiAs(baseURL!, demoAccounts.diner);
    const report = await reporter.post(`/api/reviews/${reviewId}/report`, { data: { reason: 'spam' } });
    expect(report.status(), await report.text()).toBe(201);

    const { context, page } = await pageAs(browser, baseURL!, demoAccounts.admin);
    await page.goto('/admin/reports');
    await expect(page).toHaveTitle('Reports | Spey');
    const item = page.getByTestId('queue-item').filter({ hasText: text });
    await expect(item).toBeVisible();
    await item.getByLabel(/^Note/).fill('Advertising a phone number');
    await item.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/reports\?notice=moderation-hidden$/);
    await expect(page.getByRole('status').filter({ hasText: 'Hidden' })).toBeVisible();
    // The statuses are links and the order a GET form: the hidden review is under Hidden.
    await page.getByTestId('queue-status-hidden').click();
    await expect(page).toHaveURL(/\/admin\/reports\?status=hidden$/);
    await expect(page.getByTestId('queue-item').filter({ hasText: text })).toBeVisible();
    await page.getByLabel('Order').selectOption('most-reported');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/admin\/reports\?status=hidden&sort=most-reported$/);
    await expect(page.getByTestId('queue-item').filter({ hasText: text })).toBeVisible();

    const reviews = await owner.get(`/api/restaurants/${restaurant.id}/reviews`);
    expect(await reviews.text()).not.toContain(text);
    await context.close();
    await Promise.all([owner.dispose(), reporter.dispose()]);
  });

  test('the claim requests’ tabs open through links, the registrations tab drawn with its list', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageAs(browser, baseURL!, demoAccounts.admin);
    await page.goto('/admin/claim-requests');
    await page.getByRole('tab', { name: 'Rejected' }).click();
    await expect(page).toHaveURL(/\/admin\/claim-requests\?tab=rejected$/);
    await expect(page.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: /^Registrations/ }).click();
    await expect(page).toHaveURL(/\/admin\/claim-requests\?tab=registrations$/);
    await expect(page.getByRole('tab', { name: /^Registrations/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await context.close();
  });

  test('an administrator finds a claim by the search form, views it and rejects it by forms', async ({
    browser,
    baseURL,
  }) => {
    const diner = await apiAs(baseURL!, demoAccounts.diner);
    const list = (await (await diner.get('/api/restaurants?limit=48')).json()) as {
      items: Array<{ id: string; name: string; isClaimed: boolean }>;
    };
    const seededClaims = ['Green Lotus Vegetarian', 'Riverside Durian Cafe'];
    const restaurant = list.items.filter((r) => !r.isClaimed && !seededClaims.includes(r.name)).at(-1)!;
    const evidence = `No-script claim ${Date.now()}: I hold the business licence for this restaurant.`;
    const claim = await diner.post('/api/claims', {
      data: { restaurantId: restaurant.id, contactEmail: demoAccounts.diner, evidence },
    });
    expect(claim.status(), await claim.text()).toBe(201);
    await diner.dispose();

    const { context, page } = await pageAs(browser, baseURL!, demoAccounts.admin);
    await page.goto('/admin/claim-requests');
    await page.getByRole('searchbox', { name: 'Search claim requests' }).fill(restaurant.name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/claim-requests\?q=/);
    const row = page.getByTestId('claim-row').filter({ hasText: restaurant.name });
    await expect(row).toHaveCount(1);

    await row.getByRole('link', { name: /^View/ }).click();
    await expect(page).toHaveURL(/[?&]view=/);
    const details = page.getByTestId('claim-details');
    await expect(details).toContainText(evidence);
    await details.getByRole('button', { name: 'Reject' }).click();
    await expect(page).toHaveURL(/notice=claim-rejected$/);
    expect(page.url()).not.toContain('view=');
    await expect(page.getByRole('status').filter({ hasText: 'Claim Rejected' })).toBeVisible();
    await expect(page.getByTestId('claim-row').filter({ hasText: restaurant.name })).toHaveCount(0);
    await context.close();
  });

  test('a diner reports a review by a form; the administrator finds the report', async ({
    browser,
    baseURL,
  }) => {
    const text = `Buy followers at spey-deals, no scripts ${Date.now()}`;
    const { owner, restaurant, reviewId } = await reviewAtOwnersRestaurant(baseURL!, text);

    const diner = await pageAs(browser, baseURL!, demoAccounts.diner);
    await diner.page.goto(`/restaurants/${restaurant.id}?tab=reviews`);
    const card = diner.page.locator(`[data-review-id="${reviewId}"]`);
    await expect(card).toContainText(text);
    // "Report" is a link to the page with this review's form drawn.
    await card.getByRole('link', { name: 'Report this review' }).click();
    await expect(diner.page).toHaveURL(new RegExp(`[?&]report=review%3A${reviewId}`));
    const form = diner.page.locator(`[data-review-id="${reviewId}"]`).getByTestId('report-form-review');
    await form.getByLabel('Spam or advertising').check();
    await form.getByLabel('Anything to add? (optional)').fill('Selling followers');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(diner.page).toHaveURL(
      new RegExp(`/restaurants/${restaurant.id}\\?tab=reviews&notice=report-sent$`),
    );
    await expect(diner.page.getByRole('status').filter({ hasText: 'Report sent' })).toBeVisible();
    await expect(
      diner.page.locator(`[data-review-id="${reviewId}"]`).getByTestId('reported-review'),
    ).toBeVisible();
    await diner.context.close();

    const admin = await pageAs(browser, baseURL!, demoAccounts.admin);
    await admin.page.goto('/admin/reports');
    const item = admin.page.getByTestId('queue-item').filter({ hasText: text });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Selling followers');
    await admin.context.close();
    await owner.dispose();
  });

  test('/owner/details arrives with its values and saves by a form; a bad website shows its message', async ({
    browser,
    baseURL,
  }) => {
    const owner = await apiAs(baseURL!, demoAccounts.owner);
    const restaurant = await ownersRestaurant(owner);
    const { context, page } = await pageAs(browser, baseURL!, demoAccounts.owner);
    await page.goto('/owner/details');
    await expect(page.getByLabel('Restaurant name')).toHaveValue(restaurant.name);
    const description = page.getByLabel('Description', { exact: true });
    const original = await description.inputValue();

    await page.getByLabel('Website', { exact: true }).fill('not a site');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please enter a valid URL').first()).toBeVisible();
    await expect(page.getByLabel('Website', { exact: true })).toHaveValue('not a site');

    const changed = `${original} Open late on weekends.`.trim();
    await page.getByLabel('Website', { exact: true }).fill('');
    await page.getByLabel('Description', { exact: true }).fill(changed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/owner\/details\?notice=restaurant-updated$/);
    await expect(page.getByRole('status').filter({ hasText: 'Restaurant updated' })).toBeVisible();
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue(changed);

    // Back as it was, through the same form.
    await page.getByLabel('Description', { exact: true }).fill(original);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue(original);
    await context.close();
    await owner.dispose();
  });
});

test('the owner uploads a cover on /owner/details as a form, and it shows on the restaurant page', async ({
  browser,
  baseURL,
}) => {
  const owner = await apiAs(baseURL!, demoAccounts.owner);
  const restaurant = await ownersRestaurant(owner);
  const { context, page } = await pageAs(browser, baseURL!, demoAccounts.owner);
  await page.goto('/owner/details');
  const cover = page.locator('form[enctype="multipart/form-data"]');

  // Not an image: refused with the type message, nothing changed.
  await cover.locator('input[type="file"]').setInputFiles({
    name: 'menu.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await cover.getByRole('button', { name: 'Upload cover' }).click();
  await expect(page.getByText('Please upload a valid image file (JPEG, PNG, or WebP)').first()).toBeVisible();

  const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
  await page.locator('form[enctype="multipart/form-data"] input[type="file"]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await page.getByRole('button', { name: 'Upload cover' }).click();
  await expect(page).toHaveURL(/\/owner\/details\?notice=cover-updated$/);
  await expect(page.getByRole('status').filter({ hasText: 'Image uploaded' })).toBeVisible();
  const src = await page.getByTestId('owner-cover-image').getAttribute('src');
  expect(src).toMatch(/cover-.*\.webp$/);

  await page.goto(`/restaurants/${restaurant.id}`);
  // The restaurant page draws the same stored cover (or one of its smaller widths).
  const stem = /cover-[^/.-]+/.exec(src!)?.[0] ?? '';
  expect(stem).not.toBe('');
  await expect(page.locator(`img[src*="${stem}"], img[srcset*="${stem}"]`).first()).toBeAttached();
  await context.close();
  await owner.dispose();
});

test.describe('a diner’s own reviews without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('My Reviews edits a review and deletes it through forms drawn for the address', async ({
    browser,
    baseURL,
  }) => {
    const api = await apiAs(baseURL!, demoAccounts.diner);
    const options = (await (await api.get('/api/restaurants/options')).json()) as {
      items: Array<{ id: string }>;
    };
    const text = `Own review to edit without scripts ${Date.now()}`;
    await postReview(api, options.items[1]!.id, text);
    await api.dispose();

    const { context, page } = await pageAs(browser, baseURL!, demoAccounts.diner);
    await page.goto('/my-reviews');
    const card = page.getByTestId('review-card').filter({ hasText: text });
    await expect(card).toBeVisible();

    // Edit opens its form under the card; an emptied text is refused with its message, nothing saved.
    await card.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/my-reviews\?edit=/);
    const form = page.getByTestId('edit-review-inline');
    await expect(form.getByLabel('Your review')).toHaveValue(text);
    await form.getByLabel('Your review').fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please write your review before submitting.')).toBeVisible();
    await expect(page.getByTestId('review-card').filter({ hasText: text })).toBeVisible();

    const edited = `${text}: edited, the soup was cold`;
    await form.getByLabel('Your review').fill(edited);
    await form.locator('label').filter({ hasText: '3 stars' }).click();
    await form.getByRole('switch', { name: 'Spey review' }).check();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/my-reviews\?notice=review-updated$/);
    await expect(page.getByRole('status').filter({ hasText: 'Review updated' })).toBeVisible();
    const editedCard = page.getByTestId('review-card').filter({ hasText: edited });
    await expect(editedCard.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
    await expect(editedCard.getByText('Spey', { exact: true })).toBeVisible();
    await expect(page.getByTestId('edit-review-inline')).toHaveCount(0);

    // Delete asks first; Cancel leaves it, the confirmation deletes it.
    await editedCard.getByRole('link', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/my-reviews\?delete=/);
    await page.getByTestId('delete-review-inline').getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/my-reviews$/);
    await editedCard.getByRole('link', { name: 'Delete' }).click();
    await page.getByTestId('delete-review-inline').getByRole('button', { name: 'Delete review' }).click();
    await expect(page).toHaveURL(/\/my-reviews\?notice=review-deleted$/);
    await expect(page.getByRole('status').filter({ hasText: 'Review deleted' })).toBeVisible();
    await expect(page.getByTestId('review-card').filter({ hasText: text })).toHaveCount(0);
    await context.close();
  });
});

test.describe('the profile without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('removes a favourite, renames, switches e-mails and the role, each by a form', async ({
    browser,
    baseURL,
  }) => {
    const api = await apiAs(baseURL!, demoAccounts.diner);
    const found = (await (await api.get('/api/restaurants?q=Bangkok%20Tuk%20Tuk')).json()) as {
      items: Array<{ id: string; name: string }>;
    };
    const restaurant = found.items.find((item) => item.name === 'Bangkok Tuk Tuk Kitchen')!;
    expect((await api.put(`/api/me/favourites/${restaurant.id}`)).ok()).toBe(true);
    await api.dispose();

    const { context, page } = await pageAs(browser, baseURL!, demoAccounts.diner);
    await page.goto('/profile');
    const favourites = page.getByRole('list', { name: 'Saved restaurants' });
    await expect(favourites.getByRole('link', { name: restaurant.name })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${restaurant.name} from favourites` }).click();
    await expect(page).toHaveURL(/\/profile\?notice=favourite-removed$/);
    await expect(page.getByRole('link', { name: restaurant.name })).toHaveCount(0);

    // The username: a rule broken comes back on the field with what was typed; then saved, then put back.
    const username = page.getByLabel('Username', { exact: true });
    const original = await username.inputValue();
    expect(original.length).toBeGreaterThan(2);
    await username.fill('ab');
    await page.getByRole('button', { name: 'Save username' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(username).toHaveValue('ab');
    await username.fill(`${original}_n`.slice(0, 19));
    await page.getByRole('button', { name: 'Save username' }).click();
    await expect(page).toHaveURL(/\/profile\?notice=username-updated$/);
    await expect(page.getByRole('status').filter({ hasText: 'Username updated' })).toBeVisible();
    await expect(username).toHaveValue(`${original}_n`.slice(0, 19));
    await username.fill(original);
    await page.getByRole('button', { name: 'Save username' }).click();
    await expect(username).toHaveValue(original);

    // An e-mail switch is its form's button: pressed, it turns and stays turned.
    const replies = page.getByRole('switch', { name: 'When a restaurant owner replies to my review' });
    const before = await replies.getAttribute('aria-checked');
    await replies.click();
    await expect(page).toHaveURL(/\/profile\?notice=email-preferences-saved$/);
    await expect(replies).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
    await replies.click();
    await expect(replies).toHaveAttribute('aria-checked', before ?? 'true');

    // The role: chosen, then saved by the button drawn for a browser without scripts.
    await page.getByRole('radio', { name: /Restaurant owner/ }).check();
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect(page).toHaveURL(/\/profile\?notice=role-updated$/);
    await expect(page.getByRole('radio', { name: /Restaurant owner/ })).toBeChecked();
    await page.getByRole('radio', { name: /Diner/ }).check();
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect(page.getByRole('radio', { name: /Diner/ })).toBeChecked();
    await context.close();
  });
});

test.describe('a table reservation without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('a diner picks a date, sees its times, and a refused request keeps what was typed', async ({
    browser,
    baseURL,
  }) => {
    const owner = await apiAs(baseURL!, demoAccounts.owner);
    const restaurant = await ownersRestaurant(owner);
    // A date with a free evening time (the demo restaurant is closed on some days).
    let slot: { date: string; time: string } | null = null;
    for (let days = 9; days < 28 && !slot; days += 1) {
      const date = cambodiaDate(days);
      const body = (await (
        await owner.get(`/api/restaurants/${restaurant.id}/reservations/availability?date=${date}`)
      ).json()) as { slots: Array<{ time: string; seatsLeft: number | null }> };
      const free = body.slots.filter((s) => s.seatsLeft === null || s.seatsLeft >= 2);
      const time = (free.find((s) => s.time >= '18:00') ?? free.at(-1))?.time;
      if (time) slot = { date, time };
    }
    await owner.dispose();
    expect(slot).not.toBeNull();

    const { context, page } = await pageAs(browser, baseURL!, demoAccounts.diner);
    await page.goto(`/restaurants/${restaurant.id}`);
    await page.getByRole('link', { name: 'Reserve a table' }).click();
    await expect(page).toHaveURL(/\?reserve=1#reserve$/);
    const form = page.getByTestId('reserve-inline');
    await form.getByLabel('Date').fill(slot!.date);
    await form.getByRole('button', { name: 'Show times' }).click();
    await expect(page).toHaveURL(new RegExp(`reserve=1&date=${slot!.date}`));

    // No time chosen: the field's message, the rest kept.
    const guest = `No-script guest ${Date.now().toString(36)}`;
    await form.getByLabel('Name').fill(guest);
    await form.getByLabel('Phone').fill('012 345 678');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Please choose a time')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue(guest);

    await form.getByLabel('Time').selectOption(slot!.time);
    await form.getByLabel('Guests').fill('2');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}\\?notice=reservation-requested$`));
    await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();
    await expect(page.getByTestId('reserve-inline')).toHaveCount(0);

    await page.goto('/profile');
    const mine = page.getByTestId('my-reservation').filter({ hasText: restaurant.name });
    await expect(mine.first()).toBeVisible();
    // Cancelled again by its form, so the demo restaurant's evenings stay free.
    const pending = mine.filter({ hasText: 'Pending' }).first();
    await pending.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(page).toHaveURL(/\/profile\?notice=reservation-cancelled$/);
    await context.close();
  });
});

test.describe('operating hours without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('an owner copies a day to the week, saves, and adds and deletes special hours by forms', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageAs(browser, baseURL!, demoAccounts.owner);
    await page.goto('/owner/hours');
    const monday = page.getByTestId('hours-day-1');
    const originalOpen = await monday.getByLabel('Opens').inputValue();
    const originalClose = await monday.getByLabel('Closes').inputValue();
    const days = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6].map(async (day) => {
        const row = page.getByTestId(`hours-day-${day}`);
        return {
          open: await row.getByLabel('Opens').inputValue(),
          close: await row.getByLabel('Closes').inputValue(),
          closed: await row.getByRole('switch').isChecked(),
        };
      }),
    );

    // Copy Monday to every day: drawn again, not saved; then saved.
    await monday.getByLabel('Opens').fill('10:15');
    await page.getByLabel('Copy hours from').selectOption({ label: 'Monday' });
    await page.getByRole('button', { name: 'Copy to all days' }).click();
    await expect(page.getByText('Copied Monday')).toBeVisible();
    for (const day of [0, 2, 6])
      await expect(page.getByTestId(`hours-day-${day}`).getByLabel('Opens')).toHaveValue('10:15');
    await page.getByRole('button', { name: 'Save Hours' }).click();
    await expect(page).toHaveURL(/\/owner\/hours\?notice=hours-updated$/);
    await expect(page.getByRole('status').filter({ hasText: 'Hours updated' })).toBeVisible();
    await expect(page.getByTestId('hours-day-4').getByLabel('Opens')).toHaveValue('10:15');

    // Put the week back as it was.
    for (const [day, values] of days.entries()) {
      const row = page.getByTestId(`hours-day-${day}`);
      await row.getByLabel('Opens').fill(values.open || originalOpen);
      await row.getByLabel('Closes').fill(values.close || originalClose);
      await row.getByRole('switch').setChecked(values.closed);
    }
    await page.getByRole('button', { name: 'Save Hours' }).click();
    await expect(page).toHaveURL(/notice=hours-updated$/);

    // Special hours: the form drawn on the page; a missing date is refused, then added and deleted.
    await page.getByRole('link', { name: 'Add Special Hours' }).click();
    await expect(page).toHaveURL(/\?special=new#special-hours$/);
    const form = page.getByTestId('special-hours-inline');
    const reason = `No-script holiday ${Date.now().toString(36)}`;
    await form.getByLabel('Reason (optional)').fill(reason);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Date is required')).toBeVisible();
    await expect(form.getByLabel('Reason (optional)')).toHaveValue(reason);
    await form.getByLabel('Date').fill(cambodiaDate(45));
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL(/\/owner\/hours\?notice=special-hours-added$/);
    const row = page.getByTestId('owner-special-hours').getByRole('listitem').filter({ hasText: reason });
    await expect(row).toContainText('Closed');
    await row.getByRole('button', { name: /^Delete special hours for / }).click();
    await expect(page).toHaveURL(/notice=special-hours-deleted$/);
    await expect(page.getByTestId('owner-special-hours').getByText(reason)).toHaveCount(0);
    await context.close();
  });
});

test.describe('reservation settings without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('an owner saves the settings by a form; a refused value keeps what was typed', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageAs(browser, baseURL!, demoAccounts.owner);
    await page.goto('/owner/reservations');
    const largest = page.getByLabel('Largest party');
    const original = await largest.inputValue();
    await largest.fill('0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByLabel('Largest party')).toHaveValue('0');
    await expect(page.getByRole('alert').first()).toBeVisible();

    await page.getByLabel('Largest party').fill(String(Number(original) + 1));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page).toHaveURL(/\/owner\/reservations\?notice=reservation-settings-saved$/);
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
    await expect(page.getByLabel('Largest party')).toHaveValue(String(Number(original) + 1));
    await page.getByLabel('Largest party').fill(original);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByLabel('Largest party')).toHaveValue(original);
    await context.close();
  });
});
