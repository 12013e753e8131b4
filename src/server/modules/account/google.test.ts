import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookiesFrom, createTestApp, request, type TestContext } from '../../../../tests/support/test-app';
import { startMockOAuthServer, type MockOAuthServer } from '../../../../tests/support/mock-oauth-server';

let mock: MockOAuthServer;
let ctx: TestContext;
beforeAll(async () => {
  mock = await startMockOAuthServer();
  ctx = await createTestApp({
    GOOGLE_CLIENT_ID: 'x',
    GOOGLE_CLIENT_SECRET: 'y',
    GOOGLE_AUTHORIZATION_URL: mock.authorizationUrl,
    GOOGLE_TOKEN_URL: mock.tokenUrl,
    GOOGLE_USERINFO_URL: mock.userInfoUrl,
  });
});
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});

/** Runs the browser's part of the redirect dance and answers the app's final response. */
async function signInWithGoogle(callbackURL: string) {
  const start = await request(ctx, {
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'google', callbackURL, errorCallbackURL: '/auth?error=google' },
  });
  expect(start.statusCode).toBe(200);
  const { url } = start.json() as { url: string };
  expect(url.startsWith(mock.authorizationUrl)).toBe(true);
  const stateCookie = cookiesFrom(start);

  const authorize = await fetch(url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location') ?? '');
  expect(back.origin).toBe(ctx.config.publicUrl);
  expect(back.pathname).toBe('/api/auth/callback/google');

  return request(ctx, { method: 'GET', url: back.pathname + back.search, cookie: stateCookie });
}

describe('Google sign-in (mock provider)', () => {
  it('tells the web app that Google is configured', async () => {
    const response = await request(ctx, { method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ googleEnabled: true, exchangeRate: { khrPerUsd: 4100 } });
  });

  it('creates an account with a profile and a session, then lands on the callback URL', async () => {
    const callback = await signInWithGoogle('/auth?is_restaurant_owner=true');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/auth?is_restaurant_owner=true');
    const cookie = cookiesFrom(callback);
    expect(cookie).toContain('spey.session_token=');
    // PKCE: the token request carried the verifier (the mock checks it against the challenge).
    expect(mock.tokenRequests.at(-1)?.code_verifier).toBeTruthy();

    const me = await request(ctx, { method: 'GET', url: '/api/me', cookie });
    expect(me.json().user).toMatchObject({
      email: 'dara.google@example.com',
      emailVerified: true,
      username: 'DaraSok',
      // A picture on Google's host is not shown: the site only loads images it serves itself.
      avatarUrl: null,
      role: 'user',
    });

    // The /auth page then switches the role the user asked for.
    const role = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/role',
      cookie,
      payload: { role: 'owner' },
    });
    expect(role.json()).toEqual({ role: 'owner' });
  });

  it('signs the same Google account into the same user the second time', async () => {
    const again = await signInWithGoogle('/auth?is_restaurant_owner=false');
    expect(again.statusCode).toBe(302);
    const me = await request(ctx, { method: 'GET', url: '/api/me', cookie: cookiesFrom(again) });
    expect(me.json().user).toMatchObject({
      email: 'dara.google@example.com',
      username: 'DaraSok',
      role: 'owner',
    });
  });

  it('derives a unique username when the Google name is taken', async () => {
    mock.profile = { sub: 'google-sub-2', email: 'dara.two@example.com', name: 'Dara Sok' };
    const callback = await signInWithGoogle('/auth?is_restaurant_owner=false');
    const me = await request(ctx, { method: 'GET', url: '/api/me', cookie: cookiesFrom(callback) });
    expect(me.json().user.username).toMatch(/^DaraSok\d{5}$/);
  });

  it('refuses a callback without the state cookie', async () => {
    // better-auth logs the refused state; that log line is expected here.
    const logged: string[] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
    const start = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/auth', errorCallbackURL: '/auth?error=google' },
    });
    const authorize = await fetch((start.json() as { url: string }).url, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location') ?? '');
    const callback = await request(ctx, { method: 'GET', url: back.pathname + back.search });
    expect(callback.statusCode).toBe(302);
    expect(cookiesFrom(callback)).not.toContain('spey.session_token=');
    expect(callback.headers.location).toMatch(/^\/auth\?error=google&error=/);
    expect(logged.join('\n')).toContain('State mismatch');
  });
});

describe('without Google', () => {
  it('reports Google as not configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await request(plain, { method: 'GET', url: '/api/config' });
      expect(response.json()).toMatchObject({ googleEnabled: false });
    } finally {
      await plain.close();
    }
  });
});
