import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountMessages } from '@/shared/schemas/account.schema';
import { authMessages } from '@/shared/schemas/auth.schema';
import {
  cookiesFrom,
  createSignedInUser,
  createTestApp,
  DEFAULT_PASSWORD,
  findVerificationLink,
  request,
  signIn,
  type TestContext,
} from '../../../../tests/support/test-app';
import { findInvariantViolations, insertTestRestaurant } from '../../../../tests/support/actors';
import { queryRows } from '../../db/client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const me = async (cookie: string) =>
  (await request(ctx, { method: 'GET', url: '/api/me', cookie })).json().user as {
    email: string;
    username: string;
  } | null;

const post = (url: string, payload: object, cookie?: string) =>
  request(ctx, { method: 'POST', url, payload, cookie });

function resetTokenFor(email: string): string {
  const message = [...ctx.mail].reverse().find((m) => m.to === email);
  const token = message?.text.match(/\/reset-password\?token=([^\s&]+)/)?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return decodeURIComponent(token);
}

describe('forgot password', () => {
  it('answers alike for an unknown address and sends nothing', async () => {
    const before = ctx.mail.length;
    const response = await post('/api/account/forgot-password', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(ctx.mail.length).toBe(before);
  });

  it('refuses a malformed address with the sign-up message', async () => {
    const response = await post('/api/account/forgot-password', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe(authMessages.email);
  });

  it('mails a one-time link; the new password follows the sign-up rules; every session ends', async () => {
    const user = await createSignedInUser(ctx);
    const second = await signIn(ctx, user.email, user.password);
    const response = await post('/api/account/forgot-password', { email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const mail = ctx.mail.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain(`${ctx.config.publicUrl}/reset-password?token=`);
    const token = resetTokenFor(user.email);

    for (const [patch, field, message] of [
      [{ password: 'short1A', confirmPassword: 'other1A' }, 'confirmPassword', authMessages.passwordsMatch],
      [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'password', authMessages.passwordMin],
      [{ password: 'alllower1', confirmPassword: 'alllower1' }, 'password', authMessages.passwordStrength],
    ] as const) {
      const weak = await post('/api/account/reset-password', { token, ...patch });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error.fields[field]).toBe(message);
    }

    const reset = await post('/api/account/reset-password', {
      token,
      password: 'NewPassw0rd',
      confirmPassword: 'NewPassw0rd',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await me(user.cookie)).toBeNull();
    expect(await me(second)).toBeNull();
    await expect(signIn(ctx, user.email, user.password)).rejects.toThrow();
    await signIn(ctx, user.email, 'NewPassw0rd');

    const again = await post('/api/account/reset-password', {
      token,
      password: 'Another1Pass',
      confirmPassword: 'Another1Pass',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'INVALID_RESET_TOKEN',
      message: accountMessages.resetLinkInvalid,
    });
  });

  it('refuses an expired link', async () => {
    const user = await createSignedInUser(ctx);
    await post('/api/account/forgot-password', { email: user.email });
    const token = resetTokenFor(user.email);
    const rows = await queryRows<{ seconds: number }>(
      ctx.db,
      sql`SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM verification
          WHERE identifier = ${`reset-password:${token}`}`,
    );
    expect(rows[0]!.seconds).toBeGreaterThan(3500);
    expect(rows[0]!.seconds).toBeLessThanOrEqual(3600);
    await ctx.db.execute(
      sql`UPDATE verification SET expires_at = now() - interval '1 second'
          WHERE identifier = ${`reset-password:${token}`}`,
    );
    const response = await post('/api/account/reset-password', {
      token,
      password: 'NewPassw0rd',
      confirmPassword: 'NewPassw0rd',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_RESET_TOKEN');
    await signIn(ctx, user.email, user.password);
  });

  it('is reached only through the shared rules: better-auth’s own routes are closed', async () => {
    for (const url of [
      '/api/auth/reset-password',
      '/api/auth/request-password-reset',
      '/api/auth/change-password',
    ]) {
      const response = await post(url, { email: 'a@example.com', token: 'x', newPassword: 'weak' });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('resend verification', () => {
  it('sends the link again to an unverified address, and answers alike for any other', async () => {
    const email = 'unverified_one@example.com';
    const signUp = await post('/api/auth/sign-up/email', {
      username: 'unverified_one',
      email,
      password: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
    });
    expect(signUp.statusCode).toBe(200);
    const signInAttempt = await post('/api/auth/sign-in/email', { email, password: DEFAULT_PASSWORD });
    expect(signInAttempt.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    const before = ctx.mail.filter((m) => m.to === email).length;
    expect(before).toBe(1);

    const resend = await post('/api/account/resend-verification', { email });
    expect(resend.statusCode).toBe(200);
    expect(ctx.mail.filter((m) => m.to === email)).toHaveLength(2);
    const link = new URL(findVerificationLink(ctx, email));
    await request(ctx, { method: 'GET', url: link.pathname + link.search });
    await signIn(ctx, email, DEFAULT_PASSWORD);

    const count = ctx.mail.length;
    expect((await post('/api/account/resend-verification', { email })).statusCode).toBe(200);
    expect((await post('/api/account/resend-verification', { email: 'ghost@example.com' })).statusCode).toBe(
      200,
    );
    expect(ctx.mail.length).toBe(count);
  });
});

describe('change password', () => {
  it('needs the current password, follows the sign-up rules, and signs out the other devices', async () => {
    const user = await createSignedInUser(ctx);
    const other = await signIn(ctx, user.email, user.password);
    const wrong = await post(
      '/api/me/password',
      { currentPassword: 'Wrong1234', password: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' },
      user.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'WRONG_PASSWORD' });
    const weak = await post(
      '/api/me/password',
      { currentPassword: user.password, password: 'weakpass', confirmPassword: 'weakpass' },
      user.cookie,
    );
    expect(weak.json().error.fields.password).toBe(authMessages.passwordStrength);
    expect(await me(other)).not.toBeNull();

    const done = await post(
      '/api/me/password',
      { currentPassword: user.password, password: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' },
      user.cookie,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(await me(user.cookie)).not.toBeNull();
    expect(await me(other)).toBeNull();
    await signIn(ctx, user.email, 'NewPassw0rd');
    await expect(signIn(ctx, user.email, user.password)).rejects.toThrow();
  });

  it('requires sign-in', async () => {
    const response = await post('/api/me/password', {
      currentPassword: 'x',
      password: 'NewPassw0rd',
      confirmPassword: 'NewPassw0rd',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('change e-mail', () => {
  it('verifies the new address by a link and tells the old one', async () => {
    const user = await createSignedInUser(ctx);
    const same = await post('/api/me/email', { newEmail: user.email }, user.cookie);
    expect(same.json().error.code).toBe('SAME_EMAIL');
    const bad = await post('/api/me/email', { newEmail: 'nope' }, user.cookie);
    expect(bad.json().error.fields.newEmail).toBe(authMessages.email);

    const newEmail = `new_${user.email}`;
    const response = await post('/api/me/email', { newEmail }, user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(user.cookie))!.email).toBe(user.email);
    const toOld = ctx.mail.filter((m) => m.to === user.email).at(-1)!;
    expect(toOld.text).toContain(newEmail);
    expect(toOld.text).not.toContain('verify-email');

    const link = new URL(findVerificationLink(ctx, newEmail));
    const verify = await request(ctx, {
      method: 'GET',
      url: link.pathname + link.search,
      cookie: user.cookie,
    });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/settings?notice=email-changed');
    expect((await me(user.cookie))!.email).toBe(newEmail);
    await signIn(ctx, newEmail, user.password);
  });

  it('answers alike for an address that already has an account, and sends it nothing', async () => {
    const user = await createSignedInUser(ctx);
    const taken = await createSignedInUser(ctx);
    const before = ctx.mail.filter((m) => m.to === taken.email).length;
    const response = await post('/api/me/email', { newEmail: taken.email }, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(ctx.mail.filter((m) => m.to === taken.email)).toHaveLength(before);
  });
});

describe('devices', () => {
  it('lists the sessions with browser and address, signs out one, or all others', async () => {
    const user = await createSignedInUser(ctx);
    const phone = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      },
      remoteAddress: '203.0.113.7',
    });
    const phoneCookie = cookiesFrom(phone);
    const laptop = await signIn(ctx, user.email, user.password);

    const list = await request(ctx, { method: 'GET', url: '/api/me/devices', cookie: user.cookie });
    expect(list.statusCode).toBe(200);
    const devices = list.json().devices as {
      id: string;
      browser: string;
      os: string;
      ipAddress: string;
      current: boolean;
    }[];
    expect(devices).toHaveLength(3);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    const phoneDevice = devices.find((d) => d.ipAddress === '203.0.113.7')!;
    expect(phoneDevice).toMatchObject({ browser: 'Chrome', os: 'Android', current: false });
    expect(JSON.stringify(list.json())).not.toMatch(/token/i);

    const stranger = await createSignedInUser(ctx);
    const foreign = await post(`/api/me/devices/${phoneDevice.id}/sign-out`, {}, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(await me(phoneCookie)).not.toBeNull();

    const one = await post(`/api/me/devices/${phoneDevice.id}/sign-out`, {}, user.cookie);
    expect(one.statusCode).toBe(200);
    expect(await me(phoneCookie)).toBeNull();
    expect(await me(laptop)).not.toBeNull();

    const others = await post('/api/me/devices/sign-out-others', {}, user.cookie);
    expect(others.json()).toEqual({ signedOut: 1 });
    expect(await me(laptop)).toBeNull();
    expect(await me(user.cookie)).not.toBeNull();
  });
});

describe('export and delete', () => {
  it('exports the account as a JSON file, then deletes it with the aggregates exact', async () => {
    const user = await createSignedInUser(ctx, { isRestaurantOwner: true });
    const other = await createSignedInUser(ctx);
    const owned = await insertTestRestaurant(ctx.db, { name: 'Owned Noodles', ownerId: user.id });
    const reviewed = await insertTestRestaurant(ctx.db, { name: 'Reviewed Cafe' });
    const mine = await post(
      '/api/reviews',
      { restaurantId: reviewed, rating: 4, content: 'Good rice', speyFriendly: true },
      user.cookie,
    );
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await post(
      '/api/reviews',
      { restaurantId: reviewed, rating: 2, content: 'Too salty' },
      other.cookie,
    );
    const theirId = theirs.json().id as string;
    const react = await request(ctx, {
      method: 'PUT',
      url: `/api/reviews/${theirId}/reaction`,
      payload: { type: 'like' },
      cookie: user.cookie,
    });
    expect(react.statusCode, react.body).toBe(200);
    await request(ctx, { method: 'PUT', url: `/api/me/favourites/${reviewed}`, cookie: user.cookie });

    const exported = await request(ctx, { method: 'GET', url: '/api/me/export', cookie: user.cookie });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="spey-.+\.json"$/);
    const data = exported.json();
    expect(data.profile.username).toBe(user.username);
    expect(data.account.email).toBe(user.email);
    expect(data.reviews).toHaveLength(1);
    expect(data.reviews[0]).toMatchObject({
      rating: 4,
      comment: 'Good rice',
      restaurantName: 'Reviewed Cafe',
    });
    expect(data.reactions).toEqual([expect.objectContaining({ reviewId: theirId, reactionType: 'like' })]);
    expect(data.favourites).toEqual([expect.objectContaining({ restaurantId: reviewed })]);
    for (const key of ['claims', 'registrations', 'reservations']) expect(data[key]).toEqual([]);
    expect(data.ownedRestaurants).toEqual([{ id: owned, name: 'Owned Noodles' }]);
    expect((await request(ctx, { method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);

    const mismatch = await post('/api/me/delete', { username: 'someone_else' }, user.cookie);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('CONFIRMATION_MISMATCH');
    expect(await me(user.cookie)).not.toBeNull();

    const removed = await post('/api/me/delete', { username: user.username.toUpperCase() }, user.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await me(user.cookie)).toBeNull();
    await expect(signIn(ctx, user.email, user.password)).rejects.toThrow();
    const left = await queryRows<{ user_id: string | null; n: number }>(
      ctx.db,
      sql`SELECT user_id, count(*)::int AS n FROM reviews WHERE restaurant_id = ${reviewed} GROUP BY user_id ORDER BY user_id NULLS FIRST`,
    );
    expect(left).toEqual([
      { user_id: null, n: 1 },
      { user_id: other.id, n: 1 },
    ]);
    const counts = await queryRows(
      ctx.db,
      sql`SELECT review_count, rating_sum FROM restaurants WHERE id = ${reviewed}`,
    );
    expect(counts[0]).toEqual({ review_count: 2, rating_sum: 6 });
    const likes = await queryRows(ctx.db, sql`SELECT like_count FROM reviews WHERE id = ${theirId}`);
    expect(likes[0]).toEqual({ like_count: 0 });
    const owner = await queryRows(ctx.db, sql`SELECT owner_id FROM restaurants WHERE id = ${owned}`);
    expect(owner[0]).toEqual({ owner_id: null });
    const sessions = await queryRows(ctx.db, sql`SELECT 1 FROM session WHERE user_id = ${user.id}`);
    expect(sessions).toHaveLength(0);
    expect(await findInvariantViolations(ctx.db)).toEqual([]);
  });
});

describe('limits per recipient', () => {
  it('sends at most three reset or verification mails an hour to one address', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'true' });
    try {
      const send = (url: string) =>
        limited.app.inject({
          method: 'POST',
          url,
          payload: { email: 'someone@example.com' },
          headers: { origin: limited.config.publicUrl },
        });
      for (let i = 0; i < 3; i += 1)
        expect((await send('/api/account/forgot-password')).statusCode).toBe(200);
      const fourth = await send('/api/account/forgot-password');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error.code).toBe('RATE_LIMITED');
      expect(fourth.headers['retry-after']).toBeDefined();
      for (let i = 0; i < 3; i += 1)
        expect((await send('/api/account/resend-verification')).statusCode).toBe(200);
      expect((await send('/api/account/resend-verification')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
