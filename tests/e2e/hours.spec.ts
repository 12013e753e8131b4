import type { Locator, Page } from '@playwright/test';
import { test, expect, signInAs, useEnglish, demoAccounts } from './support';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const REASON = `E2E private event ${Date.now()}`;

/** 'YYYY-MM-DD' in Cambodia, `daysAhead` days from now. */
function cambodiaDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Phnom_Penh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + daysAhead)).toISOString().slice(0, 10);
}

function closedSwitch(page: Page, dayOfWeek: number): Locator {
  return page.getByRole('switch', { name: `Closed on ${DAY_NAMES[dayOfWeek]}`, exact: true });
}

async function openOwnerHours(page: Page) {
  await page.goto('/owner/hours');
  await expect(page.getByRole('heading', { name: 'Operating Hours', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Weekly Schedule' })).toBeVisible();
}

test('an owner closes a day and adds a closed special day; the public Opening Hours card shows both', async ({
  page,
}) => {
  await useEnglish(page);
  await signInAs(page, demoAccounts.owner);
  await openOwnerHours(page);

  const publicHref = await page.getByTestId('owner-hours-public-link').getAttribute('href');
  expect(publicHref).toMatch(/^\/restaurants\/[0-9a-f-]{36}$/);

  // Close the first day that is open now.
  let day = -1;
  for (let candidate = 0; candidate < 7; candidate += 1) {
    if (!(await closedSwitch(page, candidate).isChecked())) {
      day = candidate;
      break;
    }
  }
  expect(day, 'an open day to close').toBeGreaterThanOrEqual(0);
  await closedSwitch(page, day).click();
  await expect(closedSwitch(page, day)).toBeChecked();
  await page.getByRole('button', { name: 'Save Hours' }).click();
  await expect(page.getByText('Hours updated')).toBeVisible();

  // A special day tomorrow (Cambodia), closed all day, with a reason.
  const date = cambodiaDate(1);
  await page.getByRole('link', { name: 'Add Special Hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Special Hours' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Date is required')).toBeVisible();
  await dialog.getByLabel('Date').fill(date);
  await expect(dialog.getByRole('switch', { name: 'Closed all day' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await dialog.getByLabel('Reason (optional)').fill(REASON);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Special hours added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const ownerList = page.getByTestId('owner-special-hours');
  await expect(ownerList.getByRole('listitem').filter({ hasText: REASON })).toContainText('Closed');

  // The public detail page shows it in the Opening Hours card.
  await page.goto(publicHref ?? '/');
  const card = page.getByTestId('opening-hours-card');
  await expect(card).toBeVisible();
  await expect(card.locator('tr', { hasText: DAY_NAMES[day] })).toContainText('Closed');
  const special = card.getByTestId('special-hours-list').getByRole('listitem').filter({ hasText: REASON });
  await expect(special).toContainText('Closed');

  // Clean up: delete the special day and reopen the day.
  await openOwnerHours(page);
  const row = page.getByTestId('owner-special-hours').getByRole('listitem').filter({ hasText: REASON });
  await row.getByRole('button', { name: /^Delete special hours for / }).click();
  await expect(page.getByText('Special hours deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await closedSwitch(page, day).click();
  await expect(closedSwitch(page, day)).not.toBeChecked();
  await page.getByRole('button', { name: 'Save Hours' }).click();
  await expect(page.getByText('Hours updated').first()).toBeVisible();
});
