import type { Page } from '@playwright/test';
import { expect, test, useEnglish } from './support';

/** Restaurant cards are list items holding a heading link to the restaurant. */
const cardLinks = (page: Page) => page.locator('main li :is(h2, h3) a[href^="/restaurants/"]');

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the list and a restaurant arrive drawn, with working links', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find great food. Share honest reviews.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Restaurants' })).toBeVisible();

    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cuisine' })).toBeVisible();
    const first = cardLinks(page).first();
    await expect(first).toBeVisible();
    const name = (await first.textContent()) ?? '';

    // A plain link: the restaurant's own page comes drawn too.
    await first.click();
    await expect(page).toHaveURL(/\/restaurants\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Reviews' })).toBeVisible();
  });
});

test.describe('with scripts', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
    // Remembers the server's elements before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const probe = window as Window & { serverNodes?: (Element | null)[] };
        probe.serverNodes = [
          document.querySelector('header nav'),
          document.querySelector('main h1'),
          document.querySelector('main li'),
        ];
      });
    });
  });

  const keptServerNodes = (page: Page) =>
    page.evaluate(() => {
      const probe = window as Window & { serverNodes?: (Element | null)[] };
      const now = [
        document.querySelector('header nav'),
        document.querySelector('main h1'),
        document.querySelector('main li'),
      ];
      return now.map((node, index) => node !== null && node === probe.serverNodes?.[index]);
    });

  test('the app takes over the drawn list without redrawing it, then every control works', async ({
    page,
  }) => {
    const listRequests: string[] = [];
    page.on('request', (request) => {
      // A new filter asks for the list again: the route's loader data, or the API's next pages.
      if (/\/api\/restaurants(\?|$)|\/restaurants\.data/.test(request.url()))
        listRequests.push(request.url());
    });
    await page.goto('/restaurants');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(cardLinks(page)).toHaveCount(24);
    expect(await keptServerNodes(page)).toEqual([true, true, true]);
    // The first page of cards came with the HTML; the list is not asked for again.
    expect(listRequests).toEqual([]);

    await page.getByRole('combobox', { name: 'Cuisine' }).selectOption('Khmer');
    await expect(page).toHaveURL(/cuisine=Khmer/);
    await expect(cardLinks(page).first()).toBeVisible();
    expect(listRequests.length).toBeGreaterThan(0);
  });

  test('a drawn restaurant page is taken over: its tabs and its review button work', async ({ page }) => {
    await page.goto('/restaurants');
    const href = await cardLinks(page).first().getAttribute('href');
    await page.goto(href!);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    expect((await keptServerNodes(page)).slice(0, 2)).toEqual([true, true]);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/tab=reviews/);
    await page.getByRole('link', { name: 'Add a Review' }).first().click();
    // Signed out: the review button asks to sign up first.
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('with a language saved in this browser only', () => {
  // No other saved language here: the order in which a page's init scripts run is not defined.
  test.use({ locale: 'en-US' });

  test('a visitor whose language differs from the drawn page gets the page in their language', async ({
    page,
  }) => {
    // The page is drawn in English (the browser's language); the visitor chose Khmer in this browser.
    await page.addInitScript(() => localStorage.setItem('spey.lang', 'km'));
    await page.goto('/restaurants');
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    await expect(page.getByRole('heading', { level: 1, name: 'ភោជនីយដ្ឋាន' })).toBeVisible();
    await expect(cardLinks(page).first()).toBeVisible();
  });
});
