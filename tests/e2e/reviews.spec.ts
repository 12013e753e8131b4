import type { Locator, Page } from '@playwright/test';
import { demoAccounts, expect, signInAs, test, useEnglish } from './support';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

// The buttons are named by their text: 'Like 3', 'Dislike 0'.
const likeButton = (card: Locator) => card.getByRole('button', { name: /^Like \d+$/ });
const dislikeButton = (card: Locator) => card.getByRole('button', { name: /^Dislike \d+$/ });
const count = async (locator: Locator) => Number(await locator.innerText());
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toaster]').getByText(text, { exact: true });

/** A review card on the page that the signed-in user has not reacted to and may react to. */
async function findFreshCard(page: Page) {
  const cards = page.getByTestId('review-card');
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  for (let i = 0; i < total; i += 1) {
    const card = cards.nth(i);
    if (
      (await likeButton(card).isEnabled()) &&
      (await likeButton(card).getAttribute('aria-pressed')) === 'false' &&
      (await dislikeButton(card).getAttribute('aria-pressed')) === 'false'
    ) {
      return card;
    }
  }
  throw new Error('no review card without a reaction');
}

test('like, like again, then dislike: counts and highlight follow each press', async ({ page }) => {
  await signInAs(page, demoAccounts.owner2);
  await page.goto('/reviews');
  const card = await findFreshCard(page);
  const id = await card.getAttribute('data-review-id');
  const sameCard = page.locator(`[data-review-id="${id}"]`);
  const likes = await count(sameCard.getByTestId('like-count'));
  const dislikes = await count(sameCard.getByTestId('dislike-count'));

  await likeButton(sameCard).click();
  await expect(toast(page, 'Review liked')).toBeVisible();
  await expect(likeButton(sameCard)).toHaveAttribute('aria-pressed', 'true');
  await expect(sameCard.getByTestId('like-count')).toHaveText(String(likes + 1));

  await likeButton(sameCard).click();
  await expect(toast(page, 'Reaction removed')).toBeVisible();
  await expect(toast(page, 'You removed your like on this review.')).toBeVisible();
  await expect(likeButton(sameCard)).toHaveAttribute('aria-pressed', 'false');
  await expect(sameCard.getByTestId('like-count')).toHaveText(String(likes));

  await dislikeButton(sameCard).click();
  await expect(toast(page, 'Review disliked')).toBeVisible();
  await expect(dislikeButton(sameCard)).toHaveAttribute('aria-pressed', 'true');
  await expect(sameCard.getByTestId('dislike-count')).toHaveText(String(dislikes + 1));
  await expect(sameCard.getByTestId('like-count')).toHaveText(String(likes));

  // Switching moves one count across.
  await likeButton(sameCard).click();
  await expect(likeButton(sameCard)).toHaveAttribute('aria-pressed', 'true');
  await expect(sameCard.getByTestId('like-count')).toHaveText(String(likes + 1));
  await expect(sameCard.getByTestId('dislike-count')).toHaveText(String(dislikes));

  // The state survives a reload (it came from the server), then is put back as it was.
  await page.reload();
  await expect(likeButton(sameCard)).toHaveAttribute('aria-pressed', 'true');
  await likeButton(sameCard).click();
  await expect(sameCard.getByTestId('like-count')).toHaveText(String(likes));
});

test('signed out, a reaction asks to log in', async ({ page }) => {
  await page.goto('/reviews');
  const card = page.getByTestId('review-card').first();
  const likes = await count(card.getByTestId('like-count'));
  await likeButton(card).click();
  await expect(toast(page, 'Authentication required')).toBeVisible();
  await expect(toast(page, 'You need to be logged in to react to reviews.')).toBeVisible();
  await expect(card.getByTestId('like-count')).toHaveText(String(likes));
});

test("the author's own reviews cannot be reacted to", async ({ page }) => {
  await signInAs(page, demoAccounts.diner);
  await page.goto('/my-reviews');
  const cards = page.getByTestId('review-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  const first = cards.first();
  await expect(likeButton(first)).toBeDisabled();
  await expect(dislikeButton(first)).toBeDisabled();
  await expect(first.getByTestId('own-review-reactions')).toHaveAttribute(
    'title',
    'You cannot react to your own review',
  );

  // The same on a restaurant page, where the card says it is yours.
  await first.getByRole('link').first().click();
  await page.getByRole('tab', { name: /reviews/i }).click();
  const own = page.getByTestId('review-card').filter({ hasText: 'Your review' }).first();
  await expect(own).toBeVisible();
  await expect(likeButton(own)).toBeDisabled();
  await expect(dislikeButton(own)).toBeDisabled();
});

test('write a Spey review, see it anonymous on the restaurant page, then edit and delete it', async ({
  page,
}) => {
  await signInAs(page, demoAccounts.owner2);
  const options = (await (await page.request.get('/api/restaurants/options')).json()) as {
    items: Array<{ id: string; name: string }>;
  };
  const restaurant = options.items[Math.min(3, options.items.length - 1)]!;
  const reviewCount = async () =>
    ((await (await page.request.get(`/api/restaurants/${restaurant.id}`)).json()) as { reviewCount: number })
      .reviewCount;
  const before = await reviewCount();

  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByText(`${before} review${before === 1 ? '' : 's'}`).first()).toBeVisible();

  await page.goto(`/submit?restaurantId=${restaurant.id}`);
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toBeVisible();
  const picker = page.getByLabel('Restaurant', { exact: true });
  await expect(picker).toHaveValue(restaurant.id);
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  const submit = page.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();

  const text = `E2E Spey review ${Date.now()}: the soup was cold and the wait was long.`;
  await page.locator('label').filter({ hasText: '2 stars' }).click();
  await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await page.getByLabel('Your review').fill(text);
  await page.getByRole('switch', { name: 'Spey review' }).click();
  await expect(page.getByRole('switch', { name: 'Spey review' })).toBeChecked();
  await expect(page.getByLabel('Visit date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await submit.click();

  await expect(toast(page, 'Review submitted')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}\\?tab=reviews`));
  const mine = page.getByTestId('review-card').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('review-author')).toHaveText('Anonymous Spey User');
  await expect(mine.getByText('Spey', { exact: true })).toBeVisible();
  await expect(mine.locator('img').first()).toHaveAttribute('src', /\/api\/avatars\/anonymous\//);
  await expect(page.getByText(`${before + 1} reviews`).first()).toBeVisible();
  expect(await reviewCount()).toBe(before + 1);

  // /my-reviews: shown to its author as theirs, marked Spey; edit in a dialog, then delete.
  await page.goto('/my-reviews');
  const card = page.getByTestId('review-card').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByText('Your review')).toBeVisible();
  await expect(card.getByText('Spey', { exact: true })).toBeVisible();

  // With scripts, Edit and Delete (links to the form drawn for ?edit= and ?delete=) open dialogs in place.
  await card.getByRole('link', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit review' });
  await expect(dialog).toBeVisible();
  const edited = `${text} Edited: the manager apologised.`;
  await dialog.getByLabel('Your review').fill(edited);
  await dialog.locator('label').filter({ hasText: '3 stars' }).click();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Review updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/my-reviews$/);
  const editedCard = page.getByTestId('review-card').filter({ hasText: 'Edited: the manager apologised.' });
  await expect(editedCard).toBeVisible();
  await expect(editedCard.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();

  await editedCard.getByRole('link', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this review?' });
  await confirm.getByRole('button', { name: 'Delete review' }).click();
  await expect(toast(page, 'Review deleted')).toBeVisible();
  await expect(page.getByTestId('review-card').filter({ hasText: text })).toHaveCount(0);
  expect(await reviewCount()).toBe(before);
});

test('the form sends signed-out visitors to sign up and back', async ({ page }) => {
  await page.goto('/submit');
  await expect(page).toHaveURL(/\/auth\?signup=true/);
  await expect(toast(page, 'You need to sign up or log in to submit a review.')).toBeVisible();
});

test('/reviews filters live in the URL and are applied by the server', async ({ page }) => {
  await page.goto('/reviews?spey=spey&sort=most-liked');
  const cards = page.getByTestId('review-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Most Liked' })).toHaveAttribute('aria-current', 'page');
  for (const author of await page.getByTestId('review-author').allInnerTexts()) {
    expect(author).toBe('Anonymous Spey User');
  }
  await page.getByLabel('Rating').selectOption('5');
  await expect(page).toHaveURL(/rating=5/);
  await page.getByRole('link', { name: 'Lowest Rated' }).click();
  await expect(page).toHaveURL(/sort=lowest-rated/);
  await page.getByLabel('Search reviews').fill('zzzz-no-such-review');
  await expect(page.getByText('No Reviews Found')).toBeVisible();
  await expect(page).toHaveURL(/q=zzzz-no-such-review/);
});
