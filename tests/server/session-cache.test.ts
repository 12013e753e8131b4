import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { validRegistration } from '../support/actors';
import {
  createSignedInUser,
  createTestApp,
  findVerificationLink,
  request,
  signIn,
  type TestContext,
} from '../support/test-app';
import { createAdmin } from '../../src/server/modules/claims/claims.fixtures';

// The signed-in session check answered from memory (decision 034): no statement for a session seen
// in the last seconds, and every way a session ends or a user changes is seen by the next request.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

interface Me {
  id: string;
  email: string;
  username: string;
  role: string;
  locale: string;
}

const me = async (cookie: string) =>
  (await request(ctx, { method: 'GET', url: '/api/me', cookie })).json().user as Me | null;

const send = (method: 'POST' | 'PATCH', url: string, payload: object, cookie?: string) =>
  request(ctx, { method, url, payload, cookie });

/** Counts the statements sent to the database (every query goes through these calls). */
function countStatements(database: Database) {
  const client = database.pglite ?? database.thread;
  const spies = client
    ? [vi.spyOn(client, 'query'), vi.spyOn(client, 'exec'), vi.spyOn(client, 'transaction')]
    : [vi.spyOn(database.pool!, 'query'), vi.spyOn(database.pool!, 'connect')];
  return {
    count: () => spies.reduce((total, spy) => total + spy.mock.calls.length, 0),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

describe('the session check', () => {
  it('costs no statement for a session checked a moment ago', async () => {
    const user = await createSignedInUser(ctx);
    const fresh = await signIn(ctx, user.email, user.password);

    const first = countStatements(ctx.database);
    expect((await me(fresh))?.id).toBe(user.id);
    const firstCount = first.count();
    first.restore();
    expect(firstCount).toBeGreaterThan(0);

    const second = countStatements(ctx.database);
    const again = await me(fresh);
    const secondCount = second.count();
    second.restore();
    expect(again?.id).toBe(user.id);
    expect(secondCount).toBe(0);
  });

  it('does not take a forged signature for a session it has seen', async () => {
    const user = await createSignedInUser(ctx);
    expect(await me(user.cookie)).not.toBeNull();
    const [name, value] = user.cookie.split(';')[0]!.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0]!;
    expect(await me(`${name}=${encodeURIComponent(`${token}.forged`)}`)).toBeNull();
    expect(await me(`${name}=${encodeURIComponent(token)}`)).toBeNull();
  });
});

describe('a session that ends is refused at once', () => {
  it('after signing out', async () => {
    const user = await createSignedInUser(ctx);
    expect(await me(user.cookie)).not.toBeNull();
    const out = await send('POST', '/api/auth/sign-out', {}, user.cookie);
    expect(out.statusCode).toBe(200);
    expect(await me(user.cookie)).toBeNull();
    const devices = await request(ctx, { method: 'GET', url: '/api/me/devices', cookie: user.cookie });
    expect(devices.statusCode).toBe(401);
  });

  it('after signing out one device, or every other device', async () => {
    const user = await createSignedInUser(ctx);
    const phone = await signIn(ctx, user.email, user.password);
    const laptop = await signIn(ctx, user.email, user.password);
    for (const cookie of [user.cookie, phone, laptop]) expect(await me(cookie)).not.toBeNull();

    const phoneId = await sessionIdOf(phone);
    expect((await send('POST', `/api/me/devices/${phoneId}/sign-out`, {}, user.cookie)).statusCode).toBe(200);
    expect(await me(phone)).toBeNull();
    expect(await me(laptop)).not.toBeNull();

    const others = await send('POST', '/api/me/devices/sign-out-others', {}, user.cookie);
    expect(others.json()).toEqual({ signedOut: 1 });
    expect(await me(laptop)).toBeNull();
    expect(await me(user.cookie)).not.toBeNull();
  });

  it('after a password change (other devices) and a password reset (every device)', async () => {
    const user = await createSignedInUser(ctx);
    const other = await signIn(ctx, user.email, user.password);
    for (const cookie of [user.cookie, other]) expect(await me(cookie)).not.toBeNull();

    const changed = await send(
      'POST',
      '/api/me/password',
      { currentPassword: user.password, password: 'N3wPassword', confirmPassword: 'N3wPassword' },
      user.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await me(other)).toBeNull();
    expect(await me(user.cookie)).not.toBeNull();

    expect((await send('POST', '/api/account/forgot-password', { email: user.email })).statusCode).toBe(200);
    const message = [...ctx.mail].reverse().find((m) => m.to === user.email);
    const token = decodeURIComponent(message!.text.match(/\/reset-password\?token=([^\s&]+)/)![1]!);
    const reset = await send('POST', '/api/account/reset-password', {
      token,
      password: 'Ag4inNewPass',
      confirmPassword: 'Ag4inNewPass',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await me(user.cookie)).toBeNull();
  });

  it('after the account is deleted', async () => {
    const user = await createSignedInUser(ctx);
    expect(await me(user.cookie)).not.toBeNull();
    const deleted = await send('POST', '/api/me/delete', { username: user.username }, user.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await me(user.cookie)).toBeNull();
  });
});

describe('a change to who the user is shows at once', () => {
  it('their own name, language, role and address', async () => {
    const user = await createSignedInUser(ctx);
    expect((await me(user.cookie))?.role).toBe('user');

    expect(
      (await send('PATCH', '/api/me/username', { username: 'renamed_now' }, user.cookie)).statusCode,
    ).toBe(200);
    expect((await me(user.cookie))?.username).toBe('renamed_now');

    expect((await send('PATCH', '/api/me/locale', { locale: 'en' }, user.cookie)).statusCode).toBe(200);
    expect((await me(user.cookie))?.locale).toBe('en');

    expect((await send('PATCH', '/api/me/role', { role: 'owner' }, user.cookie)).statusCode).toBe(200);
    expect((await me(user.cookie))?.role).toBe('owner');

    const newEmail = `moved_${user.email}`;
    expect((await send('POST', '/api/me/email', { newEmail }, user.cookie)).statusCode).toBe(200);
    expect((await me(user.cookie))?.email).toBe(user.email);
    const link = new URL(findVerificationLink(ctx, newEmail));
    await request(ctx, { method: 'GET', url: link.pathname + link.search });
    expect((await me(user.cookie))?.email).toBe(newEmail);
  });

  it('an administrator approving their registration makes them an owner on their next request', async () => {
    const admin = await createAdmin(ctx);
    const user = await createSignedInUser(ctx);
    const registered = await send('POST', '/api/registrations', validRegistration, user.cookie);
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await me(user.cookie))?.role).toBe('user');
    const { registration } = registered.json() as { registration: { id: string } };

    const approved = await send(
      'POST',
      `/api/admin/registrations/${registration.id}/approve`,
      {},
      admin.cookie,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await me(user.cookie))?.role).toBe('owner');
    const owner = await request(ctx, { method: 'GET', url: '/api/owner/restaurants', cookie: user.cookie });
    expect(owner.statusCode).toBe(200);
  });
});

async function sessionIdOf(cookie: string): Promise<string> {
  const list = await request(ctx, { method: 'GET', url: '/api/me/devices', cookie });
  const devices = list.json().devices as { id: string; current: boolean }[];
  return devices.find((d) => d.current)!.id;
}
