import http from 'node:http';
import { expect, findVerificationLink, test, useEnglish } from './support';

/** A wrong password for `email`, sent from the loopback address `from` (each its own client to the server). */
function wrongPassword(baseURL: string, email: string, from: string): Promise<number> {
  const url = new URL('/api/auth/sign-in/email', baseURL);
  const body = JSON.stringify({ email, password: 'not-the-password' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          origin: url.origin,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('after many wrong passwords from elsewhere, the owner solves the check and signs in', async ({
  page,
  request,
  baseURL,
}) => {
  await useEnglish(page);
  const username = `pow_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = 'Secret123';
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL ?? '' },
    data: { username, email, password, confirmPassword: password, isRestaurantOwner: false },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(findVerificationLink(email));

  // 20 wrong passwords from 20 other addresses: the account now asks for the check.
  for (let i = 0; i < 20; i += 1)
    expect(await wrongPassword(baseURL ?? '', email, `127.0.9.${i + 1}`)).toBe(401);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await expect(form.getByText('please confirm you are a person')).toBeVisible();
  // The widget solves itself; then the same button signs in.
  await expect(form.getByText('Checked', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
});
