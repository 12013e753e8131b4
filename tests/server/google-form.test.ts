import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockOAuthServer, type MockOAuthServer } from '../support/mock-oauth-server';
import { cookiesFrom, createTestApp, request, type TestContext } from '../support/test-app';

/**
 * "Continue with Google" sent as a form (before or without the page's scripts): the /auth page's action
 * starts better-auth's sign-in and sends the browser to the provider with the state cookie; the provider
 * comes back to better-auth's callback, and a sign-up that asked for the owner role gets a form for it.
 */
let mock: MockOAuthServer;
let ctx: TestContext;
beforeAll(async () => {
  mock = await startMockOAuthServer({
    sub: 'form-sub-1',
    email: 'form.google@example.com',
    name: 'Form Sok',
  });
  ctx = await createTestApp(
    {
      RATE_LIMITS: 'true',
      GOOGLE_CLIENT_ID: 'x',
      GOOGLE_CLIENT_SECRET: 'y',
      GOOGLE_AUTHORIZATION_URL: mock.authorizationUrl,
      GOOGLE_TOKEN_URL: mock.tokenUrl,
      GOOGLE_USERINFO_URL: mock.userInfoUrl,
    },
    { pages: true },
  );
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});

const form = (url: string, fields: Record<string, string>, cookie?: string) =>
  request(ctx, {
    method: 'POST',
    url,
    ...(cookie ? { cookie: `${cookie}; lang=en` } : { cookie: 'lang=en' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(fields).toString(),
  });

const page = (url: string, cookie: string) =>
  request(ctx, { method: 'GET', url, cookie: `${cookie}; lang=en`, headers: { accept: 'text/html' } });

/** The provider's part of the dance, as the browser follows the redirects. */
async function throughProvider(start: { headers: Record<string, unknown> }, stateCookie: string) {
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location') ?? '');
  expect(back.pathname).toBe('/api/auth/callback/google');
  return request(ctx, { method: 'GET', url: back.pathname + back.search, cookie: stateCookie });
}

describe('Google sign-in as a form', () => {
  it('the button is a form posted to the page, enabled as drawn', async () => {
    const response = await request(ctx, {
      method: 'GET',
      url: '/auth?owner=true',
      cookie: 'lang=en',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    const drawn = response.body.replace(/<script[\s\S]*?<\/script>/g, '');
    const google =
      /<form method="post">(?:(?!<\/form>)[\s\S])*Continue with Google(?:(?!<\/form>)[\s\S])*<\/form>/.exec(
        drawn,
      )?.[0];
    expect(google).toBeDefined();
    expect(google).toContain('name="intent" value="google"');
    expect(google).toContain('name="isRestaurantOwner" value="true"');
    expect(google).not.toMatch(/<button[^>]*\sdisabled(=|\s|>)/);
  });

  it('leaves for the provider with the state cookie, and a new owner switches role by a form', async () => {
    const start = await form('/auth?owner=true', { intent: 'google', isRestaurantOwner: 'true' });
    expect(start.statusCode).toBe(302);
    expect(String(start.headers.location).startsWith(mock.authorizationUrl)).toBe(true);
    const stateCookie = cookiesFrom(start);
    expect(stateCookie).toContain('state');

    const callback = await throughProvider(start, stateCookie);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/auth?is_restaurant_owner=true');
    const session = cookiesFrom(callback);
    expect(session).toContain('spey.session_token=');

    // Back on /auth as a diner who asked for the owner role: the form that makes the switch.
    const back = await page('/auth?is_restaurant_owner=true', session);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('name="intent" value="owner-role"');
    expect(back.body).toContain('Continue as a restaurant owner');

    const switched = await form('/auth?is_restaurant_owner=true', { intent: 'owner-role' }, session);
    expect(switched.statusCode).toBe(302);
    expect(switched.headers.location).toBe('/owner/reservations?notice=role-updated');
    const me = await request(ctx, { method: 'GET', url: '/api/me', cookie: session });
    expect(me.json().user).toMatchObject({ email: 'form.google@example.com', role: 'owner' });

    // An owner coming back the same way is sent on, as any signed-in visitor of /auth.
    const again = await page('/auth?is_restaurant_owner=true', session);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/owner/reservations');
  });

  it('a diner signs in without the owner role', async () => {
    mock.profile = { sub: 'form-sub-2', email: 'form.diner@example.com', name: 'Form Diner' };
    const start = await form('/auth', { intent: 'google', isRestaurantOwner: 'false' });
    expect(start.statusCode).toBe(302);
    const callback = await throughProvider(start, cookiesFrom(start));
    expect(callback.headers.location).toBe('/auth?is_restaurant_owner=false');
    const session = cookiesFrom(callback);
    const on = await page('/auth?is_restaurant_owner=false', session);
    expect(on.statusCode).toBe(302);
    expect(on.headers.location).toBe('/');
    const me = await request(ctx, { method: 'GET', url: '/api/me', cookie: session });
    expect(me.json().user).toMatchObject({ email: 'form.diner@example.com', role: 'user' });
  });

  it('the owner-role form needs a session', async () => {
    const response = await form('/auth', { intent: 'owner-role' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth');
  });

  it('a failed sign-in coming back is said on the page without scripts', async () => {
    const response = await request(ctx, {
      method: 'GET',
      url: '/auth?error=google&error=state_mismatch',
      cookie: 'lang=en',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    const noscript = [...response.body.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((m) => m[1]);
    expect(noscript.join('')).toContain('An error occurred while signing in with Google');
  });
});
