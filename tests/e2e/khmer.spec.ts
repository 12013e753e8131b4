import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * Khmer rendering: the pages are in Khmer, every Khmer character is drawn with the self-hosted
 * Noto Sans Khmer (never a missing-glyph fallback), and no button, tab, badge, input or toast cuts
 * its Khmer text. Screenshots go to test-results/khmer-*.png for a human look.
 */

const KHMER = /[\u1780-\u17FF]/;
const MEKONG_KM = 'ផ្ទះបាយម្ដាយមេគង្គ';

async function useKhmer(page: Page) {
  await page.addInitScript(() => localStorage.setItem('spey.lang', 'km'));
}

async function waitForFonts(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * Font checks: the Khmer face is loaded and covers all the Khmer text on the page, and each weight
 * Khmer text is set in (medium, semibold, bold…) is drawn with a face of that weight (up to bold),
 * not with the nearest lighter one.
 */
async function expectKhmerFont(page: Page) {
  await waitForFonts(page);
  const report = await page.evaluate(() => {
    const text = document.body.innerText;
    const khmer = [...new Set(text.match(/[\u1780-\u17FF\u19E0-\u19FF]/g) ?? [])].join('');
    const faces = [...document.fonts].filter(
      (face) => face.family.replace(/["']/g, '') === 'Noto Sans Khmer',
    );
    const weights = new Set<number>();
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && /[\u1780-\u17FF]/.test(n.textContent ?? ''),
      );
      const box = el.getBoundingClientRect();
      if (!own || box.width <= 1 || box.height <= 1) continue;
      weights.add(Math.min(Number(getComputedStyle(el).fontWeight), 700));
    }
    return {
      khmer,
      weights: [...weights].sort(),
      checkSample: document.fonts.check('16px "Noto Sans Khmer"', 'ក'),
      checkPage: khmer ? document.fonts.check('16px "Noto Sans Khmer"', khmer) : false,
      loaded: faces
        .filter((face) => face.status === 'loaded')
        .map((face) => `${face.weight} ${face.unicodeRange}`),
    };
  });
  expect(report.khmer.length, 'the page shows Khmer text').toBeGreaterThan(10);
  expect(report.checkSample, 'Noto Sans Khmer renders ក').toBe(true);
  expect(report.checkPage, 'Noto Sans Khmer covers every Khmer character on the page').toBe(true);
  expect(report.loaded.length, 'a loaded Noto Sans Khmer face').toBeGreaterThan(0);
  // The face is the Khmer subset only: Latin text keeps the system font.
  for (const face of report.loaded) expect(face).toContain('U+1780-17FF');
  const loadedWeights = report.loaded.map((face) => Number(face.split(' ')[0]));
  expect(report.weights.length, 'weights of Khmer text').toBeGreaterThan(1);
  for (const weight of report.weights) {
    expect(loadedWeights, `a loaded Noto Sans Khmer face of weight ${weight}`).toContain(weight);
  }
}

/** A Khmer heading is set in Noto Sans Khmer, first in its font stack. */
async function expectKhmerHeading(page: Page) {
  const heading = page.locator('h1, h2').filter({ hasText: KHMER }).first();
  await expect(heading).toBeVisible();
  const fontFamily = await heading.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(fontFamily.replace(/["']/g, '')).toMatch(/^Noto Sans Khmer,/);
}

/**
 * Nothing with Khmer text is cut: buttons, tabs, badges, inputs and toasts keep their text inside
 * their box (scroll size within client size), and an element that hides its overflow (truncate,
 * line-clamp) has a line tall enough for Khmer's stacked vowels and subscripts.
 */
async function expectNothingClipped(page: Page) {
  const problems = await page.evaluate(() => {
    const khmer = /[\u1780-\u17FF]/;
    const isVisible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Screen-reader-only text (clipped away, like Tailwind's sr-only) is not drawn, so it cannot look cut.
      const isClippedAway =
        style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)';
      return (
        box.width > 0 &&
        box.height > 0 &&
        !isClippedAway &&
        style.visibility !== 'hidden' &&
        style.display !== 'none'
      );
    };
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? (el as HTMLInputElement).placeholder ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    let checked = 0;

    const controls = document.querySelectorAll(
      'button, [role="tab"], a[class*="rounded"], span[class*="rounded-full"], [data-sonner-toast], label',
    );
    for (const el of controls) {
      if (!isVisible(el) || !khmer.test(el.textContent ?? '')) continue;
      checked += 1;
      if (el.scrollHeight > el.clientHeight + 1) found.push(`taller than its box: ${describe(el)}`);
      if (el.scrollWidth > el.clientWidth + 1) found.push(`wider than its box: ${describe(el)}`);
    }
    for (const el of document.querySelectorAll('input[placeholder], textarea[placeholder], select')) {
      const text =
        el instanceof HTMLSelectElement
          ? (el.selectedOptions[0]?.text ?? '')
          : (el as HTMLInputElement).placeholder;
      if (!isVisible(el) || !khmer.test(text)) continue;
      const style = getComputedStyle(el);
      const lineHeight = style.lineHeight === 'normal' ? Infinity : parseFloat(style.lineHeight);
      if (el.clientHeight < Math.min(lineHeight, parseFloat(style.fontSize) * 1.6)) {
        found.push(`field too short: ${describe(el)}`);
      }
    }
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && khmer.test(n.textContent ?? ''),
      );
      if (!own || !isVisible(el)) continue;
      const style = getComputedStyle(el);
      if (style.overflowY !== 'hidden' && style.overflowY !== 'clip' && style.overflowX !== 'hidden')
        continue;
      const lineHeight = style.lineHeight === 'normal' ? Infinity : parseFloat(style.lineHeight);
      if (lineHeight < parseFloat(style.fontSize) * 1.6)
        found.push(`clipping line (${style.lineHeight}): ${describe(el)}`);
    }
    return { found, checked };
  });
  expect(problems.checked, 'Khmer buttons, tabs, badges and labels checked').toBeGreaterThan(3);
  expect(problems.found).toEqual([]);
}

async function checkPage(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expectKhmerHeading(page);
  await expectKhmerFont(page);
  await expectNothingClipped(page);
  await page.screenshot({ path: `test-results/khmer-${name}.png`, fullPage: true });
}

async function openMekong(page: Page) {
  await page.goto('/restaurants');
  await page
    .getByRole('link', { name: /Mekong Mother's Kitchen/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/restaurants\/[0-9a-f-]{36}/);
  await expect(page.getByText(MEKONG_KM).first()).toBeVisible();
}

for (const viewport of [
  { label: '', width: 1280, height: 900 },
  { label: '-mobile', width: 390, height: 844 },
]) {
  test.describe(`in Khmer${viewport.label ? ' on a phone' : ''}`, () => {
    test.beforeEach(async ({ page }) => {
      await useKhmer(page);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test('home', async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'រកម្ហូបឆ្ងាញ់ ចែករំលែកការវាយតម្លៃដោយស្មោះត្រង់' }),
      ).toBeVisible();
      await expect(page.locator('main li').first()).toBeVisible();
      await checkPage(page, `home${viewport.label}`);
    });

    test('restaurant list', async ({ page }) => {
      await page.goto('/restaurants');
      await expect(page.getByRole('heading', { level: 1, name: 'ភោជនីយដ្ឋាន' })).toBeVisible();
      await expect(page.getByPlaceholder('ស្វែងរកភោជនីយដ្ឋានតាមឈ្មោះ ឬប្រភេទម្ហូប')).toBeVisible();
      await expect(page.getByText(MEKONG_KM).first()).toBeVisible();
      await checkPage(page, `list${viewport.label}`);
    });

    test('restaurant detail', async ({ page }) => {
      await openMekong(page);
      await expect(page.getByRole('tab', { name: 'ព័ត៌មាន' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'ម៉ោងបើកទ្វារ' })).toBeVisible();
      await checkPage(page, `detail${viewport.label}`);
    });

    test('sign in, with a Khmer toast', async ({ page }) => {
      await openMekong(page);
      // Signed out, writing a review sends to /auth with the Khmer 'Authentication required' toast.
      await page.getByRole('link', { name: 'សរសេរការវាយតម្លៃ' }).first().click();
      await expect(page).toHaveURL(/\/auth/);
      await expect(page.getByRole('heading', { level: 1, name: 'សូមស្វាគមន៍មកកាន់ Spey' })).toBeVisible();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'តម្រូវឱ្យចូលគណនី' })).toBeVisible();
      await checkPage(page, `auth${viewport.label}`);
    });
  });
}

test('Khmer dates use Khmer month names, and times Khmer day periods', async ({ page }) => {
  await useKhmer(page);
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'ការវាយតម្លៃទាំងអស់' })).toBeVisible();
  const date = page.locator('main time').first();
  await expect(date).toHaveText(/^\d{1,2} (មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ) \d{4}$/);

  await openMekong(page);
  const hours = page.getByTestId('opening-hours-card');
  await expect(hours).toContainText(/\d{1,2}:\d{2} (ព្រឹក|ថ្ងៃ|ល្ងាច|យប់)/);
  await expect(hours).not.toContainText(/\b(AM|PM)\b/);
});
