import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { authMessages } from '@/shared/schemas/auth.schema';
import {
  cookiesFrom,
  createSignedInUser,
  createTestApp,
  findVerificationLink,
  request,
  signIn,
  type TestContext,
} from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const valid = {
  username: 'sokha_eats',
  email: 'sokha@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};

describe('sign-up', () => {
  it.each([
    [{ username: 'ab' }, 'username', authMessages.usernameMin],
    [{ username: 'a'.repeat(20) }, 'username', authMessages.usernameMax],
    [{ username: 'bad name!' }, 'username', authMessages.usernameChars],
    [{ email: 'not-an-email' }, 'email', authMessages.email],
    [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'password', authMessages.passwordMin],
    [{ password: 'alllower1', confirmPassword: 'alllower1' }, 'password', authMessages.passwordStrength],
    [{ confirmPassword: 'Different1' }, 'confirmPassword', authMessages.passwordsMatch],
  ])('refuses %j with the message for %s', async (patch, field, message) => {
    const response = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...valid, ...patch },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields[field]).toBe(message);
    const rows = await queryRows(ctx.db, sql`SELECT count(*)::int AS n FROM "user"`);
    expect(rows[0]!.n).toBe(0);
  });

  it('creates an unverified account with a profile, sends the verification mail, refuses sign-in until verified', async () => {
    const response = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...valid, isRestaurantOwner: true },
    });
    expect(response.statusCode).toBe(200);
    const profiles = await queryRows(ctx.db, sql`SELECT username, role FROM profiles`);
    expect(profiles).toEqual([{ username: 'sokha_eats', role: 'owner' }]);
    expect(ctx.mail).toHaveLength(1);
    expect(ctx.mail[0]!.to).toBe(valid.email);
    expect(ctx.mail[0]!.text).toContain(`${ctx.config.publicUrl}/api/auth/verify-email?token=`);
    expect(ctx.mail[0]!.text).toContain('callbackURL=%2Fauth%3Fverified%3D1');

    const early = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: valid.email, password: valid.password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const link = new URL(findVerificationLink(ctx, valid.email));
    const verify = await request(ctx, { method: 'GET', url: link.pathname + link.search });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toMatch(/^\//);

    const wrong = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: valid.email, password: 'Wrong1234' },
    });
    expect(wrong.statusCode).toBe(401);

    const cookie = await signIn(ctx, valid.email, valid.password);
    const me = await request(ctx, { method: 'GET', url: '/api/me', cookie });
    expect(me.json().user).toMatchObject({
      username: 'sokha_eats',
      email: valid.email,
      role: 'owner',
      emailVerified: true,
    });
  });

  it('refuses a taken username (any case) or email with a field error', async () => {
    const response = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...valid, username: 'SOKHA_EATS', email: 'other@example.com' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.username).toBeTruthy();
    const byEmail = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...valid, username: 'someone_else' },
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().error.fields.email).toBeTruthy();
  });
});

describe('session and roles', () => {
  it('shows no user when signed out', async () => {
    const me = await request(ctx, { method: 'GET', url: '/api/me' });
    expect(me.json()).toEqual({ user: null });
  });

  it('lets a user switch between user and owner but never become admin', async () => {
    const u = await createSignedInUser(ctx);
    expect(u.role).toBe('user');
    const toOwner = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/role',
      cookie: u.cookie,
      payload: { role: 'owner' },
    });
    expect(toOwner.json()).toEqual({ role: 'owner' });
    const toAdmin = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/role',
      cookie: u.cookie,
      payload: { role: 'admin' },
    });
    expect(toAdmin.statusCode).toBe(403);
    const me = await request(ctx, { method: 'GET', url: '/api/me', cookie: u.cookie });
    expect(me.json().user.role).toBe('owner');
    const anonymous = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/role',
      payload: { role: 'owner' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ends the session on the server at sign-out', async () => {
    const u = await createSignedInUser(ctx);
    const out = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie: u.cookie,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(cookiesFrom(out)).toContain('spey.session_token=');
    // The old cookie no longer works even if a client kept it.
    const me = await request(ctx, { method: 'GET', url: '/api/me', cookie: u.cookie });
    expect(me.json().user).toBeNull();
  });
});

describe('API shape', () => {
  it('answers health with the database status', async () => {
    const response = await request(ctx, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: { kind: ctx.database.kind, ok: true } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await request(ctx, { method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a malformed body with 400 and a too-large body with 413', async () => {
    const bad = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/role',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBeTruthy();
    const big = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/role',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ role: 'x'.repeat(400 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves the OpenAPI document', async () => {
    const response = await request(ctx, { method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/me');
  });
});
