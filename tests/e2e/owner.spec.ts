import sharp from 'sharp';
import { test, expect, signInAs, useEnglish, demoAccounts } from './support';

const stamp = Date.now();

test('an owner edits the restaurant details and sees them on the public page', async ({ page }) => {
  await useEnglish(page);
  await signInAs(page, demoAccounts.owner);
  await page.goto('/owner/details');
  await expect(page.getByRole('heading', { name: 'Restaurant Details', level: 1 })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(page.getByLabel('Restaurant name')).not.toHaveValue('');
  await expect(save).toBeDisabled();

  const description = `Family recipes, freshly cooked every day (${stamp}).`;
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Website').fill('not a url');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();

  await page.getByLabel('Website').fill('https://example.com');
  await page.getByLabel('Price range').selectOption('$$$');
  await save.click();
  await expect(page.getByText('Restaurant updated', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();

  const publicHref = await page.getByRole('link', { name: 'View public page' }).getAttribute('href');
  expect(publicHref).toMatch(/^\/restaurants\/[0-9a-f-]{36}$/);
  await page.goto(publicHref ?? '/');
  await expect(page.getByText(description)).toBeVisible();
});

test('an owner uploads a PNG cover; a file that is not an image is refused in the browser', async ({
  page,
}) => {
  await useEnglish(page);
  await signInAs(page, demoAccounts.owner);
  await page.goto('/owner/details');
  await expect(page.getByRole('heading', { name: 'Cover Image' })).toBeVisible();
  const input = page.getByLabel('Upload new image');

  await input.setInputFiles({
    name: 'notes.png',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Please upload a valid image file (JPEG, PNG, or WebP)')).toBeVisible();

  const png = await sharp({
    create: { width: 900, height: 400, channels: 3, background: { r: 225, g: 29, b: 72 } },
  })
    .png()
    .toBuffer();
  await input.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Image uploaded', { exact: true })).toBeVisible();
  const cover = page.getByTestId('owner-cover-image');
  await expect(cover).toHaveAttribute(
    'src',
    /^\/uploads\/restaurant-images\/[0-9a-f-]{36}\/cover-\d+\.webp$/,
  );
  const src = await cover.getAttribute('src');
  const response = await page.request.get(src ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
});

test('an owner creates a category and an item, then deletes them', async ({ page }) => {
  await useEnglish(page);
  await signInAs(page, demoAccounts.owner);
  await page.goto('/owner/menu');
  await expect(page.getByRole('heading', { name: 'Menu Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  const categoryName = `Starters ${stamp}`;
  await page.getByRole('link', { name: 'Add Category' }).first().click();
  const categoryDialog = page.getByRole('dialog', { name: 'Create New Category' });
  await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(categoryDialog.getByText('Category name is required')).toBeVisible();
  await categoryDialog.getByLabel('Category name').fill(categoryName);
  await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
  const categoryCard = page.getByTestId('menu-category-card').filter({ hasText: categoryName });
  await expect(categoryCard).toContainText('Active');
  await expect(categoryCard).toContainText(/Order: \d+/);

  const itemName = `Fish Amok ${stamp}`;
  await page.getByRole('tab', { name: 'Menu Items' }).click();
  await page.getByRole('link', { name: 'Add Menu Item' }).first().click();
  const itemDialog = page.getByRole('dialog', { name: 'Create New Menu Item' });
  await itemDialog.getByLabel('Item name').fill(itemName);
  await itemDialog.getByLabel('Category').selectOption({ label: categoryName });
  await itemDialog.getByLabel('Price ($)', { exact: true }).fill('4.5');
  await itemDialog.getByLabel('Original price ($)').fill('6');
  await itemDialog.getByLabel('Preparation time (minutes)').fill('15');
  await itemDialog.getByRole('switch', { name: 'Featured' }).click();
  await itemDialog.getByRole('button', { name: 'Create Item' }).click();
  await expect(page.getByText('Menu item created', { exact: true })).toBeVisible();

  const itemCard = page.getByTestId('menu-item-card').filter({ hasText: itemName });
  await expect(itemCard).toContainText('$4.50');
  await expect(itemCard).toContainText('$6.00');
  await expect(itemCard).toContainText('Featured');
  await expect(itemCard).toContainText('15 min');

  await page.getByLabel('Filter by Category').selectOption({ label: categoryName });
  await expect(itemCard).toBeVisible();

  await itemCard.getByRole('link', { name: `Delete ${itemName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this menu item? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Menu item deleted', { exact: true })).toBeVisible();
  await expect(itemCard).toHaveCount(0);
  await expect(page.getByText('No items found in this category.')).toBeVisible();

  await page.getByRole('tab', { name: 'Categories' }).click();
  await categoryCard.getByRole('link', { name: `Delete category ${categoryName}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete this category? This action cannot be undone.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted', { exact: true })).toBeVisible();
  await expect(categoryCard).toHaveCount(0);
});

test('the sidebar collapses with Ctrl+B and remembers it in a cookie', async ({ page, context }) => {
  await useEnglish(page);
  await signInAs(page, demoAccounts.owner);
  await page.goto('/owner/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  const sidebar = page.locator('aside[data-state]');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect(page.getByRole('link', { name: 'Menu' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie?.sameSite).toBe('Lax');
  await page.reload();
  await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'expanded');
});

test('a diner is refused the owner area, and a visitor is sent to sign in', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/owner/menu');
  await expect(page.getByText('Please sign in to access the owner dashboard.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await signInAs(page, demoAccounts.diner);
  await page.goto('/owner/details');
  await expect(page.getByText('Access denied', { exact: true })).toBeVisible();
  await expect(page.getByText('You need a restaurant owner account to access this area.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
