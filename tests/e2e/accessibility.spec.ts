import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, expect, test } from './support';

/**
 * axe on every page of src/web/app/routes.ts, in English and Khmer, on a desktop and a phone screen:
 * any serious or critical violation fails. One page load per address and combination; one browser
 * page per visitor, reused across its addresses. Owner and admin pages are seen as the demo owner and
 * administrator, the pages that need an account as the demo diner.
 */

type Who = 'visitor' | 'diner' | 'owner' | 'admin';

/** Every route of the route table, with real ids for the dynamic ones (filled in below). */
function addresses(restaurantId: string): Record<Who, string[]> {
  return {
    visitor: [
      '/',
      '/restaurants',
      `/restaurants/${restaurantId}`,
      `/restaurants/${restaurantId}?tab=reviews`,
      '/reviews',
      '/leaderboard',
      '/become-a-partner',
      '/register-restaurant',
      '/search?q=noodle',
      '/about',
      '/faq',
      '/blog',
      '/terms',
      '/privacy',
      '/contact',
      '/no-such-page',
      '/auth',
      '/pitch-deck',
    ],
    diner: ['/submit', `/submit?restaurantId=${restaurantId}`, '/my-reviews', '/profile'],
    owner: [
      '/owner/reservations',
      '/owner/details',
      '/owner/hours',
      '/owner/menu',
      '/owner/reviews',
      '/owner/analytics',
    ],
    admin: ['/admin/dashboard', '/admin/claim-requests', '/admin/settings', '/admin/reports', '/admin/users'],
  };
}

const accounts: Record<Exclude<Who, 'visitor'>, string> = {
  diner: demoAccounts.diner,
  owner: demoAccounts.owner,
  admin: demoAccounts.admin,
};

const viewports = [
  { label: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { label: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

const stateDir = mkdtempSync(path.join(os.tmpdir(), 'spey-axe-'));
const states = new Map<string, string>();

/** One sign-in per account for the whole file (sign-ins are rate-limited per e-mail and address). */
async function stateFor(baseURL: string, who: Exclude<Who, 'visitor'>): Promise<string> {
  const known = states.get(who);
  if (known) return known;
  const file = path.join(stateDir, `${who}.json`);
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await api.post('/api/auth/sign-in/email', {
    data: { email: accounts[who], password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await api.storageState({ path: file });
  await api.dispose();
  states.set(who, file);
  return file;
}

async function audit(page: Page, address: string): Promise<string[]> {
  await page.goto(address);
  // Audited once the scripts have taken the page over (data after the first screen has been asked for).
  await page
    .locator('html[data-app-ready]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${address}: ${violation.id} (${violation.impact}) ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

async function openAs(
  browser: Browser,
  baseURL: string,
  who: Who,
  language: 'en' | 'km',
  combo: (typeof viewports)[number],
) {
  const context = await browser.newContext({
    baseURL,
    viewport: combo.viewport,
    isMobile: combo.isMobile,
    locale: language === 'km' ? 'km-KH' : 'en-US',
    storageState: who === 'visitor' ? undefined : await stateFor(baseURL, who),
  });
  await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
  await context.addInitScript((lang) => localStorage.setItem('spey.lang', lang), language);
  return context;
}

for (const language of ['en', 'km'] as const) {
  for (const combo of viewports) {
    test(`no serious or critical axe violations: ${language}, ${combo.label}`, async ({
      browser,
      baseURL,
      page,
    }) => {
      test.setTimeout(300_000);
      const restaurants = (await (await page.request.get('/api/restaurants?limit=1')).json()) as {
        items: { id: string }[];
      };
      const restaurantId = restaurants.items[0]!.id;
      const found: string[] = [];
      for (const [who, list] of Object.entries(addresses(restaurantId)) as [Who, string[]][]) {
        const context = await openAs(browser, baseURL!, who, language, combo);
        const tab = await context.newPage();
        for (const address of list) found.push(...(await audit(tab, address)));
        await context.close();
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
