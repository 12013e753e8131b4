import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, verifyEmail, type TestContext } from '../support/test-app';

/**
 * The /auth page's action over a real socket (forms posted without scripts): the same services, limits
 * and messages as the API, and a redirect carrying the session cookies after a sign-in.
 */
const authKm = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../src/web/i18n/locales/km/auth.json'), 'utf8'),
) as Record<string, string>;

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: '1', PUBLIC_URL: '' }, { pages: true });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=en' },
    body: new URLSearchParams(fields).toString(),
  });

describe('/auth without scripts', () => {
  it('signs up, refuses a wrong password with its message, then signs in with a redirect and cookies', async () => {
    const email = 'formuser@example.com';
    const signUp = await post('/auth', {
      intent: 'signup',
      username: 'formuser',
      email,
      password: 'Passw0rdX',
      confirmPassword: 'Passw0rdX',
      isRestaurantOwner: 'false',
      locale: 'en',
    });
    expect(signUp.status).toBe(200);
    expect(await signUp.text()).toContain('Account created');
    await verifyEmail(ctx, email);

    const wrong = await post('/auth', { intent: 'signin', email, password: 'Wrong1234' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Invalid email or password');

    const right = await post('/auth?returnTo=%2Fmy-reviews', {
      intent: 'signin',
      email,
      password: 'Passw0rdX',
    });
    expect(right.status).toBe(302);
    expect(right.headers.get('location')).toBe('/auth?returnTo=%2Fmy-reviews');
    expect(right.headers.getSetCookie().some((c) => c.startsWith('spey.session_token='))).toBe(true);
  }, 60_000);

  it('shows a broken sign-up rule on its field and keeps what was typed', async () => {
    const response = await post('/auth?signup=true', {
      intent: 'signup',
      username: 'keepme',
      email: 'keepme@example.com',
      password: 'Passw0rdX',
      confirmPassword: 'Other0rdX',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Passwords don&#x27;t match');
    expect(html).toContain('value="keepme"');
  }, 60_000);

  it('makes the form wait after 5 failures, as the API does', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await post('/auth', { intent: 'signin', email: 'nobody@example.com', password: `x${i}` })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const waiting = await post('/auth', { intent: 'signin', email: 'nobody@example.com', password: 'again' });
    expect(await waiting.text()).toContain('Too many failed sign-ins');
  }, 60_000);
});

describe('"Continue with Google" without Google keys', () => {
  it('comes back to /auth saying Google is not set up, in the visitor’s language', async () => {
    const start = await fetch(`${base}/auth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=km' },
      body: 'intent=google&isRestaurantOwner=false',
    });
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe('/auth?notice=google-not-configured');
    expect(start.headers.getSetCookie()).toEqual([]);
    const back = await fetch(`${base}/auth?notice=google-not-configured`, { headers: { cookie: 'lang=km' } });
    const noscript = [...(await back.text()).matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)]
      .map((m) => m[1])
      .join('');
    expect(noscript).toContain(authKm.googleErrorTitle);
    expect(noscript).toContain(authKm.googleNotConfigured);
  }, 60_000);
});
