import { demoAccounts, expect, signInAs, test, useEnglish } from './support';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('the pitch deck shows its figures and the progress bar follows the scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pitch-deck');
  await expect(page).toHaveTitle(/Pitch Deck/);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  for (const figure of [
    '10.8M',
    '25.3M',
    '$1.62B',
    '$5.39B',
    'Q3-Q4 2025',
    '2026',
    '2027',
    '100+',
    '10K+',
    '$50K+',
    '85%',
  ]) {
    await expect(page.getByText(figure, { exact: true }).first()).toBeAttached();
  }
  await expect(page.getByText('$5/month', { exact: true })).toBeAttached();
  await expect(page.getByText('or a free plan', { exact: true })).toBeAttached();

  const sectionIds = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((s) => s.id));
  expect(sectionIds).toEqual([
    'hero',
    'problems',
    'workarounds',
    'solution',
    'market',
    'competition',
    'roadmap',
    'contact',
  ]);

  const progress = page.getByRole('progressbar', { name: 'Presentation progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // Keyboard: PageDown moves one slide.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('heading', { name: 'Finding a good meal is guesswork' })).toBeInViewport();
  const afterOneSlide = Number(await progress.getAttribute('aria-valuenow'));
  expect(afterOneSlide).toBeGreaterThan(0);

  await page.mouse.wheel(0, 3000);
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
    .toBeGreaterThan(afterOneSlide);

  await page.keyboard.press('End');
  await expect(page.getByRole('heading', { name: "Let's make eating out better together" })).toBeInViewport();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('link', { name: /Write to us/ })).toHaveAttribute('href', /^mailto:/);
});

test('a saved restaurant shows on the profile and can be removed there', async ({ page }) => {
  await signInAs(page, demoAccounts.diner);
  const found = await page.request.get('/api/restaurants?q=Bangkok%20Tuk%20Tuk');
  const { items } = (await found.json()) as { items: { id: string; name: string }[] };
  const restaurant = items.find((item) => item.name === 'Bangkok Tuk Tuk Kitchen');
  expect(restaurant).toBeDefined();

  await page.goto(`/restaurants/${restaurant!.id}`);
  await page.getByRole('button', { name: 'Save to Favorites' }).click();
  await expect(page.getByText('Restaurant saved')).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveTitle(/Profile/);
  const favourites = page.getByRole('list', { name: 'Saved restaurants' });
  await expect(favourites.getByRole('link', { name: 'Bangkok Tuk Tuk Kitchen' })).toBeVisible();
  await expect(page.getByRole('main').getByText(demoAccounts.diner)).toBeVisible();

  await page.getByRole('button', { name: 'Remove Bangkok Tuk Tuk Kitchen from favourites' }).click();
  await expect(favourites.getByRole('link', { name: 'Bangkok Tuk Tuk Kitchen' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved restaurants' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bangkok Tuk Tuk Kitchen' })).toHaveCount(0);
});

test('the profile changes the username and the role, and shows taken names on the field', async ({
  page,
}) => {
  await signInAs(page, demoAccounts.owner2);
  await page.goto('/profile');
  const username = page.getByLabel('Username', { exact: true });
  const original = await username.inputValue();

  await username.fill('ab');
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();

  // Another demo account's name, in another case.
  await username.fill('SOKHA_EATS');
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByText('This username is already taken')).toBeVisible();

  await username.fill(`${original}_x`.slice(0, 19));
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByText('Username updated')).toBeVisible();
  await username.fill(original);
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByRole('button', { name: 'Save username' })).toBeDisabled();

  // The choice is the account's: the radio turns on once the server has taken the new role.
  await page.getByRole('radio', { name: /Diner/ }).click();
  await expect(page.getByText('Your role has been updated to Diner')).toBeVisible();
  // The save button is for a choice made before the scripts run: once they do, a choice is saved at once.
  await expect(page.getByRole('button', { name: 'Save role' })).toHaveCount(0);
  await page.getByRole('radio', { name: /Restaurant owner/ }).click();
  await expect(page.getByText('Your role has been updated to Restaurant owner')).toBeVisible();
});

test('the profile asks a signed-out visitor to sign in and an admin has no role switch', async ({ page }) => {
  await page.goto('/profile');
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth/);

  await signInAs(page, demoAccounts.admin);
  await page.goto('/profile');
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
});

test('search finds restaurants and reviews together and works from the keyboard', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search restaurants and reviews' });
  await expect(box).toBeFocused();
  await expect(page.getByText('What are you hungry for?')).toBeVisible();

  await box.fill('Saigon Lantern');
  await expect(page).toHaveURL(/\?q=Saigon\+Lantern|\?q=Saigon%20Lantern/);
  const restaurants = page.getByRole('region', { name: 'Restaurants' });
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(restaurants.getByRole('link', { name: /Saigon Lantern/ })).toBeVisible();
  await expect(reviews.getByRole('link').first()).toContainText('Saigon Lantern');

  await box.press('ArrowDown');
  await expect(restaurants.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/restaurants\/[0-9a-f-]{36}$/);

  await page.goBack();
  await expect(box).toHaveValue('Saigon Lantern');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page).not.toHaveURL(/q=/);

  await box.fill('zzqxqzz nothing like this');
  await expect(page.getByText('No results for “zzqxqzz nothing like this”')).toBeVisible();
});

test('the content pages have their titles and the FAQ explains Spey reviews', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByText('What is a Spey review?')).toBeVisible();
  await page.getByText('How does anonymity work?').click();
  await expect(page.getByText(/never show their author to the public or to restaurant owners/)).toBeVisible();

  for (const [path, title] of [
    ['/about', 'About Spey'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/contact', 'Contact Us'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
  }
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
});
