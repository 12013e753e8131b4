import type { Page } from '@playwright/test';
import { demoAccounts, expect, findVerificationLink, signInAs, test, useEnglish } from './support';

const PASSWORD = 'Secret123';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

/** A fresh verified account: sign-up through the API, the e-mailed link opened in the browser. */
async function createVerifiedUser(page: Page, prefix: string) {
  const username = `${prefix}_${Date.now().toString(36)}`.slice(0, 19);
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

/** An unowned restaurant nobody has claimed yet (the demo data leaves several). */
async function findUnclaimedRestaurant(page: Page) {
  const response = await page.request.get('/api/restaurants?limit=48');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: { id: string; name: string; isClaimed: boolean }[] };
  const seededClaims = ['Green Lotus Vegetarian', 'Riverside Durian Cafe'];
  const restaurant = body.items.find((r) => !r.isClaimed && !seededClaims.includes(r.name));
  if (!restaurant) throw new Error('no unclaimed restaurant in the demo data');
  return restaurant;
}

test('a new user claims a restaurant, an admin approves it, the new owner manages it', async ({ page }) => {
  // Three accounts and two e-mail round trips: a long flow.
  test.slow();
  const user = await createVerifiedUser(page, 'claimer');
  const restaurant = await findUnclaimedRestaurant(page);

  // Signed out, the claim form asks for an account and comes back here afterwards.
  await page.goto(`/become-a-partner?restaurantId=${restaurant.id}`);
  await expect(page.getByRole('heading', { name: 'Become a Spey Partner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit our FAQs' })).toHaveAttribute('href', '/faq');
  await expect(page.getByRole('link', { name: 'contact our support team' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await page.getByRole('link', { name: 'Sign In to Continue' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/become-a-partner\\?restaurantId=${restaurant.id}$`));

  await expect(page.getByTestId('claim-restaurant-name')).toHaveText(restaurant.name);
  await expect(page.getByLabel('Contact email')).toHaveValue(user.email);
  await page.getByLabel('Proof of ownership').fill('too short');
  await page.getByRole('button', { name: 'Submit Claim Request' }).click();
  await expect(page.getByText('Please provide some proof of ownership')).toBeVisible();
  await page
    .getByLabel('Proof of ownership')
    .fill('I am the founder; I can show the business licence at the shop.');
  await page.getByLabel('Contact phone (optional)').fill('+855 12 555 010');
  await page.getByRole('button', { name: 'Submit Claim Request' }).click();
  await expect(page.getByText('Claim request submitted').first()).toBeVisible();

  // The administrator approves it.
  await page.context().clearCookies();
  await signInAs(page, demoAccounts.admin);
  await page.goto(`/admin/claim-requests?q=${user.username}`);
  const row = page.getByTestId('claim-row').filter({ hasText: restaurant.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(user.username);
  await expect(row).toContainText(user.email);
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByText('Claim Approved', { exact: true })).toBeVisible();
  await expect(page.getByText('The restaurant claim request has been approved successfully.')).toBeVisible();
  await expect(page.getByText('No claim requests match your search')).toBeVisible();

  // The claimant, signed in again, manages the restaurant.
  await page.context().clearCookies();
  await signInAs(page, user.email, PASSWORD);
  await page.goto('/owner/details');
  await expect(page.getByLabel('Restaurant name')).toHaveValue(restaurant.name);

  // The public page no longer offers to claim it.
  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByRole('heading', { name: restaurant.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Claim Restaurant' })).toHaveCount(0);
});

test('the claim form needs a restaurant and refuses one that already has an owner', async ({ page }) => {
  await signInAs(page, demoAccounts.diner);
  await page.goto('/become-a-partner');
  await page.getByLabel('Proof of ownership').fill('I manage the restaurant every day.');
  await page.getByRole('button', { name: 'Submit Claim Request' }).click();
  await expect(page.getByText('No restaurant selected')).toBeVisible();

  // Pick one with the search box.
  const restaurant = await findUnclaimedRestaurant(page);
  await page.getByRole('combobox', { name: 'Restaurant' }).fill(restaurant.name.slice(0, 6));
  await page.getByRole('option', { name: restaurant.name, exact: true }).click();
  await expect(page.getByText('No restaurant selected')).toHaveCount(0);

  // A restaurant with an owner: the form says so and cannot be sent.
  const owned = await page.request.get('/api/restaurants?limit=48');
  const ownedItem = ((await owned.json()) as { items: { id: string; isClaimed: boolean }[] }).items.find(
    (r) => r.isClaimed,
  );
  expect(ownedItem).toBeDefined();
  await page.goto(`/become-a-partner?restaurantId=${ownedItem?.id}`);
  await expect(page.getByText('This restaurant has already been claimed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Claim Request' })).toBeDisabled();
});

test('register a restaurant: signed out asks to sign in; the form checks each field; an admin approves it', async ({
  page,
}) => {
  await page.goto('/register-restaurant');
  await expect(page.getByRole('heading', { name: 'Register Your Restaurant' })).toBeVisible();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In / Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth/);

  const user = await createVerifiedUser(page, 'register');
  await signInAs(page, user.email, PASSWORD);
  await page.goto('/register-restaurant');
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  for (const message of [
    'Restaurant name must be at least 3 characters',
    'Description must be at least 10 characters',
    'Please select a cuisine',
    'Please enter a valid address',
    'City/area is required',
    'Please select a price range',
    'Please enter a valid phone number',
    'Please provide opening hours',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  const cuisine = page.getByLabel('Cuisine');
  await expect(cuisine.locator('option')).toHaveCount(33); // the placeholder and 32 cuisines
  await expect(cuisine.locator('option').last()).toHaveText('Other');

  const name = `Num Pang Corner ${Date.now().toString(36)}`;
  await page.getByLabel('Restaurant name').fill(name);
  await page.getByLabel('Description').fill('Crispy num pang sandwiches and iced coffee near the riverside.');
  await cuisine.selectOption('Street Food');
  await page.getByLabel('Price range').selectOption('$');
  await page.getByLabel('Address').fill('#21 Street 178, Daun Penh');
  await page.getByLabel('City/area').fill('Phnom Penh');
  await page.getByLabel('Phone number').fill('+855 12 178 021');
  await page.getByLabel('Opening hours').fill('Daily 06:30-14:00');
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page.getByText('Registration submitted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/restaurants$/, { timeout: 5_000 });

  await page.context().clearCookies();
  await signInAs(page, demoAccounts.admin);
  await page.goto('/admin/claim-requests?tab=registrations');
  const card = page.getByTestId('registration-card').filter({ hasText: name });
  await expect(card).toContainText('Daily 06:30-14:00');
  await expect(card).toContainText(user.username);
  await card.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByText('Registration Approved', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  const mine = await page.request.get(`/api/restaurants?q=${encodeURIComponent(name)}`);
  const found = ((await mine.json()) as { items: { name: string; isClaimed: boolean }[] }).items;
  expect(found).toEqual([expect.objectContaining({ name, isClaimed: true })]);
});
