import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, expect, test } from './support';

/**
 * /owner/menu without JavaScript: the tabs are links, the items' filter a GET form, and Add, Edit and
 * Delete of categories and items links to forms the server draws for the address, sent to the page's
 * action; each is a full page round trip that comes back with its notice.
 */

const stateDir = mkdtempSync(path.join(os.tmpdir(), 'spey-owner-menu-no-script-'));

/** A signed-in browser context without scripts (one sign-in, through the API). */
async function pageAs(browser: Browser, baseURL: string, email: string) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await api.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const file = path.join(stateDir, `${email}.json`);
  await api.storageState({ path: file });
  await api.dispose();
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US', storageState: file });
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
  return { context, page: await context.newPage() };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.use({ javaScriptEnabled: false, locale: 'en-US' });

test('the owner manages the menu by links and forms, each a page round trip with its notice', async ({
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const categoryName = `No Script Starters ${stamp}`;
  const itemName = `No Script Amok ${stamp}`;
  const { context, page } = await pageAs(browser, baseURL!, demoAccounts.owner);

  await page.goto('/owner/menu');
  await expect(page).toHaveTitle('Menu Management | Spey');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  // The tabs are links: each address is drawn by the server.
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/owner\/menu\?tab=categories$/);
  await expect(page.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Daily Specials' }).click();
  await expect(page).toHaveURL(/\/owner\/menu\?tab=specials$/);
  await expect(page.getByText('Daily specials are coming soon')).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/owner\/menu$/);

  // Add Category: the form on the categories tab; a refusal shows its message.
  await page.getByRole('link', { name: 'Add Category' }).first().click();
  await expect(page).toHaveURL(/\/owner\/menu\?tab=categories&edit=new$/);
  const categoryForm = page.getByTestId('menu-category-form');
  await expect(categoryForm).toContainText('Create New Category');
  await categoryForm.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByTestId('menu-category-form')).toContainText('Category name is required');
  await page.getByTestId('menu-category-form').getByLabel('Category name').fill(categoryName);
  await page.getByTestId('menu-category-form').getByRole('button', { name: 'Create Category' }).click();
  await expect(page).toHaveURL(/\/owner\/menu\?tab=categories&notice=menu-category-created$/);
  await expect(page.getByRole('status').filter({ hasText: 'Category created' })).toBeVisible();
  const categoryCard = page.getByTestId('menu-category-card').filter({ hasText: categoryName });
  await expect(categoryCard).toContainText('Active');
  await expect(page.getByTestId('menu-category-form')).toHaveCount(0);

  // Add Menu Item in that category, with a price.
  await page.getByRole('tab', { name: 'Menu Items' }).click();
  await expect(page).toHaveURL(/\/owner\/menu\?tab=items$/);
  await page.getByRole('link', { name: 'Add Menu Item' }).first().click();
  await expect(page).toHaveURL(/\/owner\/menu\?tab=items&edit=new$/);
  const itemForm = page.getByTestId('menu-item-form');
  await itemForm.getByLabel('Item name').fill(itemName);
  await itemForm.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
  await itemForm.getByLabel('Price ($)', { exact: true }).fill('4.5');
  await itemForm.getByLabel('Preparation time (minutes)').fill('15');
  await itemForm.getByRole('switch', { name: 'Featured' }).click();
  await expect(itemForm.getByRole('switch', { name: 'Featured' })).toBeChecked();
  await itemForm.getByRole('button', { name: 'Create Item' }).click();
  await expect(page).toHaveURL(/\/owner\/menu\?tab=items&notice=menu-item-created$/);
  await expect(page.getByRole('status').filter({ hasText: 'Menu item created' })).toBeVisible();
  const itemCard = page.getByTestId('menu-item-card').filter({ hasText: itemName });
  await expect(itemCard).toContainText('$4.50');
  await expect(itemCard).toContainText('Featured');
  await expect(itemCard).toContainText('15 min');

  // Edit it: the form arrives with its values.
  await itemCard.getByRole('link', { name: `Edit ${itemName}` }).click();
  await expect(page).toHaveURL(/\/owner\/menu\?tab=items&edit=[0-9a-f-]{36}$/);
  const editForm = page.getByTestId('menu-item-form');
  await expect(editForm).toContainText('Edit Menu Item');
  await expect(editForm.getByLabel('Item name')).toHaveValue(itemName);
  await expect(editForm.getByLabel('Price ($)', { exact: true })).toHaveValue('4.5');
  await editForm.getByLabel('Price ($)', { exact: true }).fill('5.25');
  await editForm.getByRole('switch', { name: 'Featured' }).click();
  await editForm.getByRole('button', { name: 'Save Item' }).click();
  await expect(page).toHaveURL(/\/owner\/menu\?tab=items&notice=menu-item-updated$/);
  await expect(page.getByRole('status').filter({ hasText: 'Menu item updated' })).toBeVisible();
  await expect(itemCard).toContainText('$5.25');
  await expect(itemCard).not.toContainText('Featured');

  // Filter by the category: a GET form with its Apply button.
  await page.getByLabel('Filter by Category').selectOption({ label: categoryName });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/owner\/menu\?tab=items&category=[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Filter by Category')).toHaveValue(/^[0-9a-f-]{36}$/);
  const filtered = page.url();
  await expect(page.getByTestId('menu-item-card')).toHaveCount(1);
  await expect(itemCard).toBeVisible();

  // Delete the item: the confirmation as a form, then back on the filtered tab.
  await itemCard.getByRole('link', { name: `Delete ${itemName}` }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(filtered)}&delete=[0-9a-f-]{36}$`));
  const deleteItem = page.getByTestId('menu-delete-form');
  await expect(deleteItem).toContainText(
    'Are you sure you want to delete this menu item? This action cannot be undone.',
  );
  await deleteItem.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(filtered)}&notice=menu-item-deleted$`));
  await expect(page.getByRole('status').filter({ hasText: 'Menu item deleted' })).toBeVisible();
  await expect(page.getByTestId('menu-item-card').filter({ hasText: itemName })).toHaveCount(0);
  await expect(page.getByText('No items found in this category.')).toBeVisible();

  // Delete the category.
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
  await categoryCard.getByRole('link', { name: `Delete category ${categoryName}` }).click();
  await expect(page).toHaveURL(/[?&]tab=categories(&|$)/);
  await expect(page).toHaveURL(/&delete=[0-9a-f-]{36}$/);
  const deleteCategory = page.getByTestId('menu-delete-form');
  await expect(deleteCategory).toContainText(
    'Are you sure you want to delete this category? This action cannot be undone.',
  );
  await deleteCategory.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/notice=menu-category-deleted$/);
  await expect(page.getByRole('status').filter({ hasText: 'Category deleted' })).toBeVisible();
  await expect(page.getByTestId('menu-category-card').filter({ hasText: categoryName })).toHaveCount(0);
  await context.close();
});
