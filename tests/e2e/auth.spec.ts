import { DEMO_PASSWORD, demoAccounts, expect, findVerificationLink, test, useEnglish } from './support';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('sign up, verify the e-mail, sign in, see the account menu, sign out', async ({ page }) => {
  const username = `e2e_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = 'Secret123';

  await page.goto('/auth?signup=true');
  await expect(page.getByRole('heading', { name: 'Welcome to Spey' })).toBeVisible();
  await expect(page.getByText('Sign in to start reviewing restaurants')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created')).toBeVisible();
  await expect(page.getByText('Please check your email to verify your account')).toBeVisible();
  // The form was reset and the Sign In tab is showing.
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  // Signing in before verifying explains why it cannot work yet (and offers to send the link again).
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please verify your email address' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email); // not reset on failure

  await page.goto(findVerificationLink(email));
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await expect(page.getByText('Email verified')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(username)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My Reviews' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Owner Dashboard' })).toHaveCount(0);

  // A signed-in user who opens /auth is sent on, replacing history.
  await page.keyboard.press('Escape');
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  // The username is now taken: the server's answer lands on the field.
  await page.goto('/auth?signup=true');
  await page.getByLabel('Username').fill(username.toUpperCase());
  await page.getByLabel('Email').fill(`other_${email}`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Sign up failed')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('form').getByText('This username is already taken')).toBeVisible();
});

test('an empty sign-in shows the rules and focuses the first invalid field', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // Re-validates on change once submitted.
  await email.fill('someone@example.com');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
});

test('sign-up rules are shown in the chosen language', async ({ page }) => {
  await page.goto('/auth?signup=true');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm Password').fill('Secret124');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();

  await page.getByRole('link', { name: 'ខ្មែរ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByText('ឈ្មោះអ្នកប្រើត្រូវមានយ៉ាងហោចណាស់ 3 តួអក្សរ')).toBeVisible();
  await expect(page.getByText('ពាក្យសម្ងាត់ទាំងពីរមិនដូចគ្នាទេ')).toBeVisible();
});

test('wrong password keeps the form and says why', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
});

test('owners get their own subtitle and badge; Google explains when it is not set up', async ({ page }) => {
  await page.goto('/auth?owner=true');
  await expect(page.getByText('Sign in to manage your restaurant')).toBeVisible();
  await expect(page.getByText('Restaurant Owner Access')).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Authentication error')).toBeVisible();
  await expect(page.getByText('Google sign-in is not set up on this site yet')).toBeVisible();
});

test('a failed Google sign-in coming back is reported once', async ({ page }) => {
  await page.goto('/auth?error=google&error=state_mismatch');
  await expect(page.getByText('An error occurred while signing in with Google')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the administrator lands on the dashboard and sees its link', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(demoAccounts.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
});
