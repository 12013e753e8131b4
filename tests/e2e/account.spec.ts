import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, findVerificationLink, signInAs, test, useEnglish } from './support';

/**
 * Account recovery and settings, each with a fresh account (the demo accounts are shared with other
 * specs): forgot password and resend verification through the e-mails written to DATA_DIR/mail, then
 * /settings: password, e-mail, devices, export and deletion.
 */

const PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Fresh456Pw';
const origin = () => `http://localhost:${process.env.SPEY_E2E_PORT}`;

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

let counter = 0;
function freshName(prefix: string) {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 19);
}

/** The mails written for a recipient, newest first, with quoted-printable undone. */
function mailsTo(email: string): string[] {
  const dir = path.join(process.env.SPEY_E2E_DATA_DIR!, 'mail');
  return readdirSync(dir)
    .sort()
    .reverse()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((text) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text))
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

function findResetLink(email: string): string {
  for (const text of mailsTo(email)) {
    const link = text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    if (link) return link;
  }
  throw new Error(`no reset mail for ${email}`);
}

/** Signs up through the API (English e-mails), and follows the verification link unless told not to. */
async function signUp(page: Page, prefix: string, options: { verify?: boolean } = {}) {
  const username = freshName(prefix);
  const email = `${username}@example.com`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, locale: 'en' },
    headers: { origin: origin() },
  });
  expect(response.status()).toBe(200);
  if (options.verify !== false) await page.request.get(findVerificationLink(email));
  return { username, email };
}

/** A second browser (another device), signed in as the same account. */
async function signInElsewhere(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.addInitScript(() => localStorage.setItem('spey.lang', 'en'));
  await other.goto('/auth');
  await other.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password', { exact: true }).fill(password);
  await other.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(other).not.toHaveURL(/\/auth/);
  return { context, other };
}

test('forgot password: the e-mailed link works once and the new password follows the sign-up rules', async ({
  page,
}) => {
  const { email } = await signUp(page, 'fp_');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account uses ${email}` })).toBeVisible();

  const link = findResetLink(email);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm new password').fill('weakpass');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ),
  ).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Password changed')).toBeVisible();
  await signInAs(page, email, NEW_PASSWORD);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another789Pw');
  await page.getByLabel('Confirm new password').fill('Another789Pw');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired.' }),
  ).toBeVisible();
});

test('resend verification: an unverified sign-in offers a new link, which verifies the account', async ({
  page,
}) => {
  const { email } = await signUp(page, 'rv_', { verify: false });
  expect(mailsTo(email)).toHaveLength(1);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please verify your email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the verification link again' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `If ${email} still needs verifying` }),
  ).toBeVisible();
  expect(mailsTo(email)).toHaveLength(2);

  await page.goto(findVerificationLink(email));
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await signInAs(page, email, PASSWORD);
});

test('change of password signs out the other device', async ({ page, browser }) => {
  const { email } = await signUp(page, 'cp_');
  await signInAs(page, email, PASSWORD);
  const { context, other } = await signInElsewhere(browser, email);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('Current password').fill('Wrong1234');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other devices have been signed out.')).toBeVisible();

  // This device stays signed in; the other one is out.
  await page.reload();
  await expect(page).toHaveURL(/\/settings$/);
  await other.goto('/settings');
  await expect(other).toHaveURL(/\/auth\?returnTo=%2Fsettings/);
  await context.close();
});

test('devices: another device is signed out from the list; e-mail changes through the link', async ({
  page,
  browser,
}) => {
  const { email, username } = await signUp(page, 'ce_');
  await signInAs(page, email, PASSWORD);
  const { context, other } = await signInElsewhere(browser, email);

  await page.goto('/settings');
  const devices = page.getByTestId('device');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(devices.first()).toContainText('last active');
  await devices.filter({ hasNotText: 'This device' }).getByRole('button').click();
  await expect(devices).toHaveCount(1);
  await other.goto('/settings');
  await expect(other).toHaveURL(/\/auth/);
  await context.close();

  const newEmail = `new_${username}@example.com`;
  await page.getByLabel('New email').fill(newEmail);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`Check ${newEmail}`)).toBeVisible();
  expect(mailsTo(email)[0]).toContain('Your Spey email is being changed');

  await page.goto(findVerificationLink(newEmail));
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Email changed')).toBeVisible();
  await expect(page.getByText(`Current email: ${newEmail}`)).toBeVisible();
});

test('export downloads the data as JSON; delete needs the username and ends the account', async ({
  page,
}) => {
  const { email, username } = await signUp(page, 'dl_');
  await signInAs(page, email, PASSWORD);
  await page.goto('/settings');

  const download = page.waitForEvent('download');
  await page.locator('#export').getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^spey-.+\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    profile: { username: string };
    account: { email: string };
    reviews: unknown[];
  };
  expect(data.profile.username).toBe(username);
  expect(data.account.email).toBe(email);
  expect(data.reviews).toEqual([]);

  const confirm = page.getByLabel(`Type your username, ${username}, to confirm`);
  await confirm.fill('someone_else');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Type your username exactly as shown to confirm')).toBeVisible();

  await page.getByLabel(`Type your username, ${username}, to confirm`).fill(username);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: origin() },
  });
  expect(signIn.status()).toBe(401);
});
