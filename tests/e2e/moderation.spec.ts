import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, expect, signInAs, test, useEnglish } from './support';

/**
 * Owner replies, reports and moderation in the browser (issue 19). Data the flows start from is made
 * through the API as the demo accounts; each flow uses its own review text, so runs do not collide.
 */

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await context.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

async function ownersRestaurant(owner: APIRequestContext) {
  const body = (await (await owner.get('/api/owner/restaurants')).json()) as {
    restaurants: Array<{ id: string }>;
  };
  const id = body.restaurants[0]?.id;
  if (!id) throw new Error('the demo owner has no restaurant');
  return id;
}

async function postReview(api: APIRequestContext, restaurantId: string, rating: number, content: string) {
  const response = await api.post('/api/reviews', { data: { restaurantId, rating, content } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A one-star review by the second demo owner of the first demo owner's restaurant, each signed in through
 * the API; the caller disposes of both.
 */
async function oneStarReview(baseURL: string, prefix: string) {
  const owner = await apiAs(baseURL, demoAccounts.owner);
  const writer = await apiAs(baseURL, demoAccounts.owner2);
  const restaurantId = await ownersRestaurant(owner);
  const text = `${prefix} ${Date.now()}`;
  const reviewId = await postReview(writer, restaurantId, 1, text);
  return { owner, writer, restaurantId, text, reviewId };
}

async function restaurantFigures(api: APIRequestContext, restaurantId: string) {
  const body = (await (await api.get(`/api/restaurants/${restaurantId}`)).json()) as {
    reviewCount: number;
    averageRating: number;
  };
  return body;
}

/** The newest .eml in DATA_DIR/mail for `to` whose (quoted-printable-decoded) text contains `needle`. */
function findMail(to: string, needle: string): string | undefined {
  const dir = path.join(process.env.SPEY_E2E_DATA_DIR!, 'mail');
  for (const file of readdirSync(dir).sort().reverse()) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) continue;
    const decoded = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (decoded.includes(needle)) return decoded;
  }
  return undefined;
}

async function expectFigures(page: Page, figures: { reviewCount: number; averageRating: number }) {
  await expect(page.getByTestId('restaurant-rating')).toHaveText(figures.averageRating.toFixed(1));
  await expect(page.getByText(`${figures.reviewCount} review`, { exact: false }).first()).toBeVisible();
}

test('an owner replies, the reply shows on the public page, and the reviewer gets an e-mail', async ({
  page,
  baseURL,
}) => {
  const owner = await apiAs(baseURL!, demoAccounts.owner);
  const diner = await apiAs(baseURL!, demoAccounts.diner);
  await diner.patch('/api/me/locale', { data: { locale: 'en' } });
  const restaurantId = await ownersRestaurant(owner);
  const text = `The fish amok was cold ${Date.now()}`;
  await postReview(diner, restaurantId, 3, text);

  await signInAs(page, demoAccounts.owner);
  await page.goto('/owner/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await page.getByTestId('filter-without-reply').click();
  const card = page.getByTestId('owner-review').filter({ hasText: text });
  await expect(card).toHaveCount(1);
  const reply = 'Thank you, we have fixed the kitchen timing.';
  await card.getByLabel('Your public reply').fill(reply);
  await card.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Reply posted')).toBeVisible();
  // Answered: it leaves the "without reply" list.
  await expect(page.getByTestId('owner-review').filter({ hasText: text })).toHaveCount(0);

  await page.goto(`/restaurants/${restaurantId}?tab=reviews`);
  const publicCard = page.getByTestId('review-card').filter({ hasText: text });
  await expect(publicCard.getByTestId('owner-reply')).toContainText('Response from the owner');
  await expect(publicCard.getByTestId('owner-reply')).toContainText(reply);

  await expect.poll(() => findMail(demoAccounts.diner, reply) !== undefined).toBe(true);
  expect(findMail(demoAccounts.diner, reply)).toContain(`/restaurants/${restaurantId}?tab=reviews`);
  await Promise.all([owner.dispose(), diner.dispose()]);
});

test('a diner reports a review; an admin hides it and the count and average change; restore brings both back', async ({
  page,
  baseURL,
}) => {
  const { owner, writer, restaurantId, text } = await oneStarReview(
    baseURL!,
    'Call 012 345 678 for cheap deals',
  );
  const before = await restaurantFigures(owner, restaurantId);

  await signInAs(page, demoAccounts.diner);
  await page.goto(`/restaurants/${restaurantId}?tab=reviews`);
  const card = page.getByTestId('review-card').filter({ hasText: text });
  await card.getByTestId('report-review').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Spam or advertising').check();
  await dialog.getByTestId('report-submit').click();
  await expect(page.getByText('Report sent')).toBeVisible();
  await expect(card.getByTestId('reported-review')).toHaveText('Reported');
  await page.reload();
  await expect(
    page.getByTestId('review-card').filter({ hasText: text }).getByTestId('reported-review'),
  ).toBeVisible();

  await page.context().clearCookies();
  await signInAs(page, demoAccounts.admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('stat-Open Reports')).toBeVisible();
  await page.getByTestId('stat-Open Reports').click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  const item = page.getByTestId('queue-item').filter({ hasText: text });
  await expect(item.getByTestId('report-reasons')).toContainText('Spam or advertising · 1');
  await item.getByLabel(/^Note/).fill('Advertising a phone number');
  await item.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(page.getByText('Hidden', { exact: true }).first()).toBeVisible();

  const hidden = await restaurantFigures(owner, restaurantId);
  expect(hidden.reviewCount).toBe(before.reviewCount - 1);
  await page.goto(`/restaurants/${restaurantId}?tab=reviews`);
  await expectFigures(page, hidden);
  await expect(page.getByTestId('review-card').filter({ hasText: text })).toHaveCount(0);

  await page.goto('/admin/reports');
  await page.getByTestId('queue-status-hidden').click();
  const hiddenItem = page.getByTestId('queue-item').filter({ hasText: text });
  await hiddenItem.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('Restored', { exact: true }).first()).toBeVisible();
  expect(await restaurantFigures(owner, restaurantId)).toEqual(before);
  await page.goto(`/restaurants/${restaurantId}?tab=reviews`);
  await expectFigures(page, before);
  await expect(page.getByTestId('review-card').filter({ hasText: text })).toHaveCount(1);
  await Promise.all([owner.dispose(), writer.dispose()]);
});

test('a signed-out diner who taps Report signs in and comes back to the report form, which works', async ({
  page,
  baseURL,
}) => {
  const { owner, writer, restaurantId, text, reviewId } = await oneStarReview(
    baseURL!,
    'Cold soup and a rude welcome',
  );

  await page.goto(`/restaurants/${restaurantId}?tab=reviews`);
  await page.getByTestId('review-card').filter({ hasText: text }).getByTestId('report-review').click();
  await expect(page).toHaveURL(/\/auth\?signup=true/);
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(demoAccounts.diner);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // Back on the page, its address asking for this review's form: the form's code arrives with it.
  await expect(page).toHaveURL(
    new RegExp(`/restaurants/${restaurantId}\\?tab=reviews&report=review%3A${reviewId}$`),
  );
  const card = page.locator(`[data-review-id="${reviewId}"]`);
  const form = card.getByTestId('report-form-review');
  await form.getByLabel('Spam or advertising').check();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurantId}\\?tab=reviews&notice=report-sent$`));
  await expect(card.getByTestId('reported-review')).toHaveText('Reported');
  await expect(page.getByTestId('report-form-review')).toHaveCount(0);
  await Promise.all([owner.dispose(), writer.dispose()]);
});

test('a review reported by three different users is hidden at once', async ({ page, baseURL }) => {
  const { owner, writer, restaurantId, text, reviewId } = await oneStarReview(
    baseURL!,
    'My cousin runs the place next door',
  );
  const admin = await apiAs(baseURL!, demoAccounts.admin);
  const before = await restaurantFigures(owner, restaurantId);
  for (const reporter of [owner, admin]) {
    const response = await reporter.post(`/api/reviews/${reviewId}/report`, { data: { reason: 'fake' } });
    expect(response.status()).toBe(201);
  }

  await signInAs(page, demoAccounts.diner);
  await page.goto(`/restaurants/${restaurantId}?tab=reviews`);
  const card = page.getByTestId('review-card').filter({ hasText: text });
  await card.getByTestId('report-review').click();
  await page.getByRole('dialog').getByLabel('Fake, or a conflict of interest').check();
  await page.getByRole('dialog').getByTestId('report-submit').click();
  await expect(page.getByText('Report sent')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('review-card').filter({ hasText: text })).toHaveCount(0);
  const after = await restaurantFigures(owner, restaurantId);
  expect(after.reviewCount).toBe(before.reviewCount - 1);
  await expectFigures(page, after);
  await Promise.all([owner.dispose(), writer.dispose(), admin.dispose()]);
});

test('while an admin pauses reviews, the restaurant page shows the notice and offers no review button', async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, demoAccounts.admin);
  const diner = await apiAs(baseURL!, demoAccounts.diner);
  const list = (await (await admin.get('/api/restaurants?limit=48')).json()) as {
    items: Array<{ id: string; isClaimed: boolean }>;
  };
  // An unclaimed restaurant near the end of the list, which the other flows leave alone.
  const restaurantId = list.items.filter((r) => !r.isClaimed).at(-1)?.id;
  if (!restaurantId) throw new Error('no unclaimed restaurant in the demo data');
  const until = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const pause = await admin.put(`/api/admin/restaurants/${restaurantId}/review-pause`, { data: { until } });
  expect(pause.status(), await pause.text()).toBe(200);
  try {
    await page.goto(`/restaurants/${restaurantId}?tab=reviews`);
    await expect(page.getByTestId('reviews-paused')).toContainText('Reviews are paused');
    await expect(page.getByRole('link', { name: 'Add a Review' })).toHaveCount(0);
    const refused = await diner.post('/api/reviews', {
      data: { restaurantId, rating: 4, content: `Paused on purpose ${Date.now()}` },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('REVIEWS_PAUSED');
  } finally {
    await admin.put(`/api/admin/restaurants/${restaurantId}/review-pause`, { data: { until: null } });
  }
  await page.reload();
  await expect(page.getByTestId('reviews-paused')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add a Review' }).first()).toBeVisible();
  await Promise.all([admin.dispose(), diner.dispose()]);
});
