import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatKhr, formatUsd, usdToKhr } from '../../src/shared/domain/money';
import { demoAccounts, expect, findVerificationLink, signInAs, test, useEnglish } from './support';

/**
 * Menus in dollars and riel, and table reservations, in the browser. The demo owner's first restaurant
 * (Mekong Mother's Kitchen) takes reservations and is closed 6 and 7 days ahead (demo special hours).
 * The requests are made by a fresh account, so the per-diner limits never meet other flows' data.
 */

const PASSWORD = 'Secret123';
const TIME_ZONE = 'Asia/Phnom_Penh';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

/** 'YYYY-MM-DD' in Cambodia, `daysAhead` days from now. */
function cambodiaDate(daysAhead: number): string {
  const instant = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(instant);
}

async function ownersFirstRestaurant(api: APIRequestContext, page: Page) {
  await signInAs(page, demoAccounts.owner);
  const body = (await (await api.get('/api/owner/restaurants')).json()) as {
    restaurants: Array<{ id: string; name: string }>;
  };
  const restaurant = body.restaurants[0];
  if (!restaurant) throw new Error('the demo owner has no restaurant');
  return restaurant;
}

/** A fresh verified account: sign-up through the API, the e-mailed link opened in the browser. */
async function createVerifiedDiner(page: Page) {
  const username = `booker_${Date.now().toString(36)}`.slice(0, 19);
  const email = `${username}@example.com`;
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, locale: 'en' },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(findVerificationLink(email));
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  return { username, email };
}

/** The newest .eml in DATA_DIR/mail for `to` whose (quoted-printable-decoded) text contains `needle`. */
function findMail(to: string, needle: string): string | undefined {
  const dir = path.join(process.env.SPEY_E2E_DATA_DIR!, 'mail');
  for (const file of readdirSync(dir).sort().reverse()) {
    if (!file.endsWith('.eml')) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) continue;
    const decoded = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (decoded.includes(needle)) return decoded;
  }
  return undefined;
}

/** The first date from 8 days ahead with a dinner time that has seats for `partySize`. */
async function findOpenSlot(page: Page, restaurantId: string, partySize: number) {
  for (let days = 8; days < 28; days += 1) {
    const date = cambodiaDate(days);
    const response = await page.request.get(
      `/api/restaurants/${restaurantId}/reservations/availability?date=${date}`,
    );
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as {
      slots: Array<{ time: string; seatsLeft: number | null }>;
    };
    const free = body.slots.filter((slot) => slot.seatsLeft === null || slot.seatsLeft >= partySize);
    const slot = free.find((s) => s.time >= '17:00') ?? free.at(-1);
    if (slot) return { date, time: slot.time };
  }
  throw new Error('no open reservation time in the coming weeks');
}

test('an owner adds a menu item, and a diner sees it on the Menu tab in dollars and riel', async ({
  page,
}) => {
  const restaurant = await ownersFirstRestaurant(page.request, page);
  const itemName = `Prahok Ktis ${Date.now().toString(36)}`;
  await page.goto('/owner/menu');
  await expect(page.getByRole('heading', { name: 'Menu Management', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Menu Items' }).click();
  await page.getByRole('link', { name: 'Add Menu Item' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Menu Item' });
  await dialog.getByLabel('Item name').fill(itemName);
  await dialog.getByLabel('Category').selectOption({ label: 'Mains' });
  await dialog.getByLabel('Price ($)', { exact: true }).fill('3.75');
  await dialog.getByRole('switch', { name: 'Spicy' }).click();
  await dialog.getByRole('button', { name: 'Create Item' }).click();
  await expect(page.getByText('Menu item created', { exact: true })).toBeVisible();

  const config = (await (await page.request.get('/api/config')).json()) as {
    exchangeRate: { khrPerUsd: number };
  };
  const usd = formatUsd(3.75);
  const khr = formatKhr(usdToKhr(3.75, config.exchangeRate.khrPerUsd), 'en');

  // A signed-out diner, on the page as the server draws it.
  await page.context().clearCookies();
  const menuRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/menu')) menuRequests.push(request.url());
  });
  await page.goto(`/restaurants/${restaurant.id}?tab=menu`);
  await expect(page.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByTestId('menu-item').filter({ hasText: itemName });
  await expect(item).toContainText(usd);
  await expect(item).toContainText(khr);
  await expect(item).toContainText('Spicy');
  // Drawn on the server: the browser does not ask for the menu again.
  expect(menuRequests).toEqual([]);

  const choice = page.getByRole('radiogroup', { name: 'Show prices in' });
  await choice.getByRole('radio', { name: 'KHR' }).click();
  await expect(item).toContainText(khr);
  await expect(item).not.toContainText(usd);
  // Remembered like the language: the server draws the next visit in riel only.
  await page.reload();
  await expect(page.getByTestId('menu-item').filter({ hasText: itemName })).not.toContainText(usd);
  await page.getByRole('radiogroup', { name: 'Show prices in' }).getByRole('radio', { name: 'USD' }).click();
  await expect(item).toContainText(usd);
  await expect(item).not.toContainText(khr);

  // Not spicy: the filter leaves it out.
  await page.getByRole('button', { name: 'Not spicy' }).click();
  await expect(page.getByTestId('menu-item').filter({ hasText: itemName })).toHaveCount(0);
});

test('a diner requests a table, the owner confirms it, and the diner is e-mailed and sees it on the profile', async ({
  page,
}) => {
  // Two accounts and an e-mail round trip: a long flow.
  test.slow();
  const restaurant = await ownersFirstRestaurant(page.request, page);
  await page.context().clearCookies();

  // Signed out, "Reserve a table" asks for an account first.
  await page.goto(`/restaurants/${restaurant.id}`);
  await page.getByRole('link', { name: 'Reserve a table' }).click();
  await expect(page.getByText('Authentication required')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  const diner = await createVerifiedDiner(page);
  await signInAs(page, diner.email, PASSWORD);
  const guestName = `Guest ${diner.username}`;
  const slot = await findOpenSlot(page, restaurant.id, 2);

  await page.goto(`/restaurants/${restaurant.id}`);
  await page.getByRole('link', { name: 'Reserve a table' }).click();
  const form = page.getByRole('dialog', { name: 'Reserve a table' });
  await form.getByLabel('Date').fill(slot.date);
  await form.getByLabel('Time').selectOption(slot.time);
  await form.getByLabel('Guests').fill('2');
  await form.getByLabel('Name').fill(guestName);
  await form.getByLabel('Phone').fill('012 345 678');
  await expect(form.getByLabel('E-mail')).toHaveValue(diner.email);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent', { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.goto('/profile');
  const mine = page.getByTestId('my-reservation').filter({ hasText: restaurant.name });
  await expect(mine).toContainText('Pending');

  await page.context().clearCookies();
  await signInAs(page, demoAccounts.owner);
  await page.goto('/owner/reservations');
  const row = page.getByTestId('owner-reservation').filter({ hasText: guestName });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Confirm' }).click();
  const answer = page.getByRole('dialog', { name: `Confirm the table for ${guestName}` });
  const message = `See you at ${slot.time}, a table by the river.`;
  await answer.getByLabel('Message to the guest (optional)').fill(message);
  await answer.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Reservation confirmed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('owner-reservation').filter({ hasText: guestName })).toContainText(
    'Confirmed',
  );

  await expect.poll(() => findMail(diner.email, message) !== undefined).toBe(true);
  expect(findMail(diner.email, message)).toContain('has confirmed your table for 2 guests');

  await page.context().clearCookies();
  await signInAs(page, diner.email, PASSWORD);
  await page.goto('/profile');
  const confirmed = page.getByTestId('my-reservation').filter({ hasText: restaurant.name });
  await expect(confirmed).toContainText('Confirmed');
  await expect(confirmed).toContainText(message);
});

test('a closed day cannot be booked', async ({ page }) => {
  const restaurant = await ownersFirstRestaurant(page.request, page);
  await page.context().clearCookies();
  await signInAs(page, demoAccounts.diner);
  const closed = cambodiaDate(6);

  await page.goto(`/restaurants/${restaurant.id}`);
  await page.getByRole('link', { name: 'Reserve a table' }).click();
  const form = page.getByRole('dialog', { name: 'Reserve a table' });
  await form.getByLabel('Date').fill(closed);
  await expect(form.getByText('No times left on this date.')).toBeVisible();
  await expect(form.getByLabel('Time').locator('option')).toHaveCount(1);

  // The server refuses it too, with its own code, and keeps nothing.
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`/api/restaurants/${restaurant.id}/reservations`, {
    headers: { origin },
    data: {
      date: closed,
      time: '12:00',
      partySize: 2,
      name: 'Closed Day Guest',
      phone: '012 345 678',
      email: demoAccounts.diner,
      note: '',
    },
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('RESERVATION_CLOSED');
});
