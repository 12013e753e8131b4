import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContextRunsInFlight, authContextsEnabled } from '../../src/server/lib/auth-contexts';
import { createSignedInUser, createTestApp, request, signIn, type TestContext } from '../support/test-app';

// better-auth's contexts are switched off between its calls (decision 071): once its calls have
// answered, none of its AsyncLocalStorage instances stays enabled (so the promise hooks they turned on
// are off again for the requests it takes no part in), and calls that overlap each keep their own state.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const me = async (cookie: string) =>
  (await request(ctx, { method: 'GET', url: '/api/me', cookie })).json() as { user: { id: string } | null };

describe("better-auth's contexts between its calls", () => {
  it('are off once a sign-up, a verification and a sign-in have answered', async () => {
    const user = await createSignedInUser(ctx);
    expect(authContextRunsInFlight()).toBe(0);
    expect(await authContextsEnabled()).toBe(false);

    // A signed-in read that the session cache answers leaves them off.
    expect((await me(user.cookie)).user?.id).toBe(user.id);
    expect(await authContextsEnabled()).toBe(false);
  });

  it('keep the state of each of several overlapping calls apart', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(ctx)));
    // New sessions: each first read asks better-auth for its session, all of them at once.
    const cookies = await Promise.all(users.map((user) => signIn(ctx, user.email, user.password)));
    const answers = await Promise.all(cookies.map((cookie) => me(cookie)));
    expect(answers.map((answer) => answer.user?.id)).toEqual(users.map((user) => user.id));
    // A wrong password among right ones is refused, and only it.
    const mixed = await Promise.all(
      users.map((user, i) =>
        request(ctx, {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: user.email, password: i === 2 ? 'Wrong0ne' : user.password },
        }),
      ),
    );
    expect(mixed.map((response) => response.statusCode)).toEqual([200, 200, 401, 200, 200, 200]);
    expect(authContextRunsInFlight()).toBe(0);
    expect(await authContextsEnabled()).toBe(false);
  });
});
