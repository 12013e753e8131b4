import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'SpeyDemo123';
export const demoAccounts = {
  admin: 'admin@spey.demo',
  owner: 'owner@spey.demo',
  owner2: 'owner2@spey.demo',
  diner: 'diner@spey.demo',
} as const;

/**
 * Fails the test on an uncaught page error or an unexpected console.error. `page.goto` and
 * `page.reload` wait until the app answers the page's controls (`<html data-app-ready>`): a page drawn
 * on the server shows before its scripts have taken it over (src/web/app/root.tsx sets the mark).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const whenReady = async () => {
      if (javaScriptEnabled === false) return;
      await page
        .locator('html[data-app-ready]')
        .waitFor({ state: 'attached', timeout: 15_000 })
        .catch(() => undefined);
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await whenReady();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await whenReady();
      return response;
    };
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // Expected API refusals show as failed resource loads; they are asserted by the tests themselves.
        if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
        errors.push(text);
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The newest verification link written to DATA_DIR/mail for a recipient. */
export function findVerificationLink(email: string): string {
  const dir = path.join(process.env.SPEY_E2E_DATA_DIR!, 'mail');
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) continue;
    // Quoted-printable soft line breaks and escapes are undone before looking for the link.
    const decoded = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = decoded.match(/https?:\/\/\S+verify-email\?\S+/)?.[0];
    if (link) return link;
  }
  throw new Error(`no verification mail for ${email}`);
}

export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Pins the interface language before the app starts. */
export async function useEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('spey.lang', 'en'));
}
