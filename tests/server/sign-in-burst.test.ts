import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, request, signIn, type TestContext } from '../support/test-app';

// Password hashes run one at a time (server/lib/password-hashing.ts, decision 043): a burst of sign-ins
// waits its turn and every one of them is answered, each with its own session.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('a burst of sign-ins', () => {
  it('signs everyone in, each as themselves, and refuses the wrong password among them', async () => {
    const users = [];
    for (let i = 0; i < 4; i += 1) users.push(await createSignedInUser(ctx));
    const [cookies, wrong] = await Promise.all([
      Promise.all(users.flatMap((u) => [signIn(ctx, u.email, u.password), signIn(ctx, u.email, u.password)])),
      request(ctx, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: users[0]!.email, password: 'NotThePassw0rd' },
      }),
    ]);
    expect(wrong.statusCode).toBe(401);
    const seen = await Promise.all(
      cookies.map(
        async (cookie) =>
          ((await request(ctx, { method: 'GET', url: '/api/me', cookie })).json() as { user: { id: string } })
            .user.id,
      ),
    );
    expect(seen).toEqual(users.flatMap((u) => [u.id, u.id]));
  });
});
