import { DEMO_PASSWORD, demoAccounts, expect, findVerificationLink, test } from './support';

// Sign-in and sign-up are plain forms posted to the /auth page's action: they work before the scripts
// arrive, and with JavaScript switched off, with the same messages.
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? 'http://localhost' }]);
});

test('sign up, verify, then sign in without JavaScript', async ({ page }) => {
  const username = `nojs_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = 'Secret123';

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/signup=true/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  // A broken rule comes back on its field, with what was typed kept.
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill('Different123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(username);

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await page.goto(findVerificationLink(email));
  await expect(page).toHaveURL(/\/auth\?verified=1/);

  // A wrong password says why and keeps the e-mail.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.includes('spey.session_token'))).toBe(true);
});

test('sign in without JavaScript goes back where the visitor was going', async ({ page }) => {
  await page.goto('/auth?returnTo=%2Fmy-reviews');
  await page.getByLabel('Email').fill(demoAccounts.diner);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/my-reviews$/);
});

test('"Continue with Google" is a form: without Google keys the page says so', async ({ page }) => {
  await page.goto('/auth?owner=true');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/auth\?notice=google-not-configured$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in is not set up' })).toBeVisible();
});

test('a failed Google sign-in coming back is said without JavaScript', async ({ page }) => {
  await page.goto('/auth?error=google&error=state_mismatch');
  // getByText does not look inside <noscript>; the role query finds what the browser drew from it.
  await expect(
    page.getByRole('alert').filter({ hasText: 'An error occurred while signing in with Google' }),
  ).toBeVisible();
});
