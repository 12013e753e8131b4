import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authMessages } from '@/shared/schemas/auth.schema';
import {
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { profiles } from '../../db/schema/index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function getMe(cookie: string) {
  const response = await request(ctx, { method: 'GET', url: '/api/me', cookie });
  return (response.json() as { user: { username: string; role: string } | null }).user;
}

async function makeAdmin(userId: string) {
  await ctx.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, userId));
  // Written behind the app's back: drop its cached sessions (decision 034).
  ctx.app.sessions.clear();
}

describe('PATCH /api/me/username', () => {
  it.each([
    ['ab', authMessages.usernameMin],
    ['  ab  ', authMessages.usernameMin],
    ['', authMessages.usernameMin],
    ['a'.repeat(20), authMessages.usernameMax],
    ['bad name', authMessages.usernameChars],
    ['ឈ្មោះខ្មែរ', authMessages.usernameChars],
    ['dash-name', authMessages.usernameChars],
  ])('refuses %j with "%s" on the field', async (username, message) => {
    const u = await createSignedInUser(ctx);
    const response = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/username',
      cookie: u.cookie,
      payload: { username },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields.username).toBe(message);
    expect((await getMe(u.cookie))?.username).toBe(u.username);
  });

  it('refuses a body without a username or with the wrong type', async () => {
    const u = await createSignedInUser(ctx);
    for (const payload of [{}, { username: 12345 }, { username: null }]) {
      const response = await request(ctx, {
        method: 'PATCH',
        url: '/api/me/username',
        cookie: u.cookie,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
  });

  it('changes the username (trimmed, 3 and 19 characters allowed) and shows it in /api/me', async () => {
    const u = await createSignedInUser(ctx);
    for (const username of ['abc', 'a_19_characters_ok_', 'New_Name_1']) {
      const response = await request(ctx, {
        method: 'PATCH',
        url: '/api/me/username',
        cookie: u.cookie,
        payload: { username: `  ${username} ` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ username });
      expect((await getMe(u.cookie))?.username).toBe(username);
    }
  });

  it('refuses a username another user has, in any case, with 409 on the field', async () => {
    const taken = await createSignedInUser(ctx, { username: 'Dara_Eats' });
    const u = await createSignedInUser(ctx);
    for (const username of ['dara_eats', 'DARA_EATS', 'Dara_Eats']) {
      const response = await request(ctx, {
        method: 'PATCH',
        url: '/api/me/username',
        cookie: u.cookie,
        payload: { username },
      });
      expect(response.statusCode).toBe(409);
      const body = response.json();
      expect(body.error.code).toBe('CONFLICT');
      expect(body.error.fields.username).toBe('This username is already taken');
    }
    expect((await getMe(u.cookie))?.username).toBe(u.username);
    expect((await getMe(taken.cookie))?.username).toBe('Dara_Eats');
  });

  it('gives the name to one of two users asking at the same moment; the other gets the field error', async () => {
    const a = await createSignedInUser(ctx);
    const b = await createSignedInUser(ctx);
    const responses = await Promise.all(
      [a, b].map((u) =>
        request(ctx, {
          method: 'PATCH',
          url: '/api/me/username',
          cookie: u.cookie,
          payload: { username: 'Same_Moment' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.statusCode === 409);
    expect(refused?.json().error.fields.username).toBe('This username is already taken');
  });

  it('lets a user change only the case of their own username', async () => {
    const u = await createSignedInUser(ctx, { username: 'vanna_k' });
    const response = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/username',
      cookie: u.cookie,
      payload: { username: 'Vanna_K' },
    });
    expect(response.statusCode).toBe(200);
    expect((await getMe(u.cookie))?.username).toBe('Vanna_K');
  });

  it('needs a signed-in user', async () => {
    const response = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/username',
      payload: { username: 'nobody_here' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('PATCH /api/me/role', () => {
  it('switches a diner to owner and back', async () => {
    const u = await createSignedInUser(ctx);
    const toOwner = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/role',
      cookie: u.cookie,
      payload: { role: 'owner' },
    });
    expect(toOwner.statusCode).toBe(200);
    expect(toOwner.json()).toEqual({ role: 'owner' });
    expect((await getMe(u.cookie))?.role).toBe('owner');

    const toUser = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/role',
      cookie: u.cookie,
      payload: { role: 'user' },
    });
    expect(toUser.statusCode).toBe(200);
    expect(toUser.json()).toEqual({ role: 'user' });
    expect((await getMe(u.cookie))?.role).toBe('user');
  });

  it('starts an owner who signed up as one at owner, and lets them become a diner', async () => {
    const u = await createSignedInUser(ctx, { isRestaurantOwner: true });
    expect(u.role).toBe('owner');
    const response = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/role',
      cookie: u.cookie,
      payload: { role: 'user' },
    });
    expect(response.json()).toEqual({ role: 'user' });
  });

  it('refuses admin to a diner and to an owner with 403', async () => {
    for (const isRestaurantOwner of [false, true]) {
      const u = await createSignedInUser(ctx, { isRestaurantOwner });
      const response = await request(ctx, {
        method: 'PATCH',
        url: '/api/me/role',
        cookie: u.cookie,
        payload: { role: 'admin' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
      expect((await getMe(u.cookie))?.role).toBe(u.role);
    }
  });

  it('refuses an unknown role with 400', async () => {
    const u = await createSignedInUser(ctx);
    for (const payload of [{ role: 'superuser' }, { role: '' }, {}, { role: ['owner'] }]) {
      const response = await request(ctx, {
        method: 'PATCH',
        url: '/api/me/role',
        cookie: u.cookie,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    expect((await getMe(u.cookie))?.role).toBe('user');
  });

  it('does not let an administrator demote themselves', async () => {
    const admin = await createSignedInUser(ctx);
    await makeAdmin(admin.id);
    for (const role of ['user', 'owner', 'admin']) {
      const response = await request(ctx, {
        method: 'PATCH',
        url: '/api/me/role',
        cookie: admin.cookie,
        payload: { role },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await getMe(admin.cookie))?.role).toBe('admin');
  });

  it('changes only the caller’s own role', async () => {
    const a = await createSignedInUser(ctx);
    const b = await createSignedInUser(ctx);
    await request(ctx, {
      method: 'PATCH',
      url: '/api/me/role',
      cookie: a.cookie,
      payload: { role: 'owner', id: b.id },
    });
    expect((await getMe(a.cookie))?.role).toBe('owner');
    expect((await getMe(b.cookie))?.role).toBe('user');
  });

  it('needs a signed-in user', async () => {
    const response = await request(ctx, { method: 'PATCH', url: '/api/me/role', payload: { role: 'owner' } });
    expect(response.statusCode).toBe(401);
  });
});
