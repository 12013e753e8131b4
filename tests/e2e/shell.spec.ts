import { expect, test, useEnglish } from './support';

test('switching to Khmer translates the shell and survives a reload', async ({ page }) => {
  // No useEnglish here: its init script would undo the choice on reload. Chromium's locale is English.
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Restaurants' })).toBeVisible();

  await page.getByRole('link', { name: 'ខ្មែរ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  const khmerNav = page.getByRole('navigation', { name: 'ម៉ឺនុយមេ' });
  await expect(khmerNav.getByRole('link', { name: 'ភោជនីយដ្ឋាន' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('spey.lang'))).toBe('km');
  // Khmer text uses the bundled Khmer font.
  const fontFamily = await khmerNav
    .getByRole('link', { name: 'ភោជនីយដ្ឋាន' })
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(fontFamily).toContain('Noto Sans Khmer');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(
    page.getByRole('navigation', { name: 'ម៉ឺនុយមេ' }).getByRole('link', { name: 'ភោជនីយដ្ឋាន' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
});

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('the navbar turns opaque after 10px of scrolling and never covers the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto('/about');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const main = page.locator('main');
    const headerBox = await header.boundingBox();
    const headingBox = await main.getByRole('heading', { level: 1 }).boundingBox();
    expect(headerBox && headingBox && headingBox.y >= headerBox.y + headerBox.height).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the desktop navbar has the spec links, search and sign-in', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Restaurants', 'Reviews', 'Leaderboard', 'Submit Review']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    await nav.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Spey' })).toBeVisible();
  });

  test('the mobile menu slides in at 390px with the same items', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Leaderboard' }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    for (const name of [
      'Home',
      'Restaurants',
      'Reviews',
      'Leaderboard',
      'Submit Review',
      'Search',
      'Sign In',
    ]) {
      await expect(sheet.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(sheet.getByRole('link', { name: 'ខ្មែរ' })).toBeVisible();
    await sheet.getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(sheet).toBeHidden();
  });

  test('the footer has its links and sends owners to the owner sign-in', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    for (const name of ['Spey on Facebook', 'Spey on Instagram', 'Spey on Telegram', 'Spey on TikTok']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    for (const name of ['About', 'Pitch Deck', 'FAQ', 'Blog', 'Terms', 'Privacy']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await footer.getByRole('link', { name: 'Manage Your Restaurant' }).click();
    await expect(page).toHaveURL(/\/auth\?owner=true$/);
    await expect(page.getByText('Sign in to manage your restaurant')).toBeVisible();
  });

  test('unknown paths show the 404 page inside the shell', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('scroll position comes back only when returning from a deeper page of the same section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.goto('/faq');
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    const scrolledTo = await page.evaluate(async () => {
      window.scrollTo(0, 150);
      await new Promise((r) => setTimeout(r, 100));
      return window.scrollY;
    });
    expect(scrolledTo).toBeGreaterThan(20);

    // Deeper page of the same section (client-side), then back: the position is restored.
    await page.evaluate(() => {
      history.pushState(null, '', '/faq/deeper');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/faq\/deeper$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);

    // A link to another section starts at the top.
    await page.locator('footer').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
