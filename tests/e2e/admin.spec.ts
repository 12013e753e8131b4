import { demoAccounts, expect, signInAs, test, useEnglish } from './support';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('the dashboard shows exact totals, recent claims and quick actions', async ({ page }) => {
  await signInAs(page, demoAccounts.admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();

  const stats = (await (await page.request.get('/api/admin/stats')).json()) as Record<string, number>;
  await expect(page.getByTestId('stat-Total Restaurants')).toContainText(
    stats.totalRestaurants!.toLocaleString('en-US'),
  );
  await expect(page.getByTestId('stat-Total Users')).toContainText(stats.totalUsers!.toLocaleString('en-US'));
  await expect(page.getByTestId('stat-Pending Claims')).toContainText(String(stats.pendingClaims));
  await expect(page.getByTestId('stat-Total Reviews')).toContainText(
    stats.totalReviews!.toLocaleString('en-US'),
  );

  await expect(page.getByRole('heading', { name: 'Recent Claim Requests' })).toBeVisible();
  const recent = page.getByTestId('recent-claims').getByRole('listitem');
  await expect(recent.first()).toContainText('by ');
  expect(await recent.count()).toBeLessThanOrEqual(5);
  for (const action of ['Review Claim Requests', 'Manage Users', 'Platform Settings']) {
    await expect(page.getByRole('link', { name: action, exact: true })).toBeVisible();
  }

  // The sidebar: four pages and sign-out; users is a placeholder, settings holds the exchange rate.
  const sidebar = page.getByRole('navigation', { name: 'Navigation' });
  for (const item of ['Dashboard', 'Claim Requests', 'Users', 'Settings']) {
    await expect(sidebar.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expect(page.getByText('Coming soon...')).toBeVisible();
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { name: 'Platform Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Exchange rate', { exact: true })).toBeVisible();
  await expect(page.getByText('Coming soon...')).toHaveCount(0);

  await page.goto('/admin/dashboard');
  await page.getByTestId('stat-Pending Claims').click();
  await expect(page).toHaveURL(/\/admin\/claim-requests$/);
});

test('an admin reviews the seeded pending claim, then rejects it', async ({ page }) => {
  await signInAs(page, demoAccounts.admin);
  await page.goto('/admin/claim-requests');
  await expect(page.getByRole('tab', { name: /^Pending \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');

  await page.getByPlaceholder('Search by restaurant, user, or email...').fill('riverside');
  await expect(page).toHaveURL(/q=riverside/);
  const row = page.getByTestId('claim-row').filter({ hasText: 'Riverside Durian Cafe' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('sophea_cafe');
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/); // 'MMM dd, yyyy'

  await row.getByRole('link', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Evidence' })).toBeVisible();
  await expect(dialog).toContainText('I opened this café in 2021');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Claim Rejected', { exact: true })).toBeVisible();
  await expect(page.getByText('The restaurant claim request has been rejected.')).toBeVisible();
  await expect(page.getByText('No claim requests match your search')).toBeVisible();

  // It is listed under Rejected with its review date and notes, without decision buttons.
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/tab=rejected/);
  const rejected = page.getByTestId('claim-row').filter({ hasText: 'Riverside Durian Cafe' });
  await expect(rejected).toContainText('Reviewed');
  await expect(rejected.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await rejected.getByRole('link', { name: /^View/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Rejected by admin');

  // The search and tab survive a reload.
  await page.reload();
  await expect(page.getByPlaceholder('Search by restaurant, user, or email...')).toHaveValue('riverside');
  await expect(page.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
});

test('a diner opening the admin area is sent to /auth and sees no admin data', async ({ page }) => {
  await signInAs(page, demoAccounts.diner);
  // The server sends a signed-in non-admin to /auth, which sends them on to their own home page.
  const response = await page.goto('/admin/dashboard');
  const hops: string[] = [];
  for (let request = response?.request().redirectedFrom(); request; request = request.redirectedFrom())
    hops.push(new URL(request.url()).pathname);
  expect(hops).toContain('/auth');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByText('Total Restaurants')).toHaveCount(0);

  const api = await page.request.get('/api/admin/stats');
  expect(api.status()).toBe(403);
});

test('a visitor opening the admin area lands on /auth', async ({ page }) => {
  await page.goto('/admin/claim-requests');
  // Sent by the server, with the way back once signed in.
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin%2Fclaim-requests$/);
  expect((await page.request.get('/api/admin/claims')).status()).toBe(401);
});
