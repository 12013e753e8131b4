import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ipLimitKey, RATE_LIMIT_MESSAGE, rateLimitPolicies } from '../../plugins/rate-limit';
import { challengePolicy, mailsPerRecipient, signInThrottle } from '../account/auth-policy';
import {
  cookiesFrom,
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { insertRestaurant } from '../claims/claims.fixtures';

let ctx: TestContext;
type User = Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: '1' });
});
afterAll(async () => {
  await ctx.close();
});

/** Forgets every counter (ours and better-auth's), so set-up sign-ups do not eat a test's budget. */
async function resetCounters() {
  await ctx.db.execute(sql`DELETE FROM rate_limits`);
  await ctx.db.execute(sql`DELETE FROM rate_limit`);
}

async function createUser(options: { isRestaurantOwner?: boolean } = {}): Promise<User> {
  const user = await createSignedInUser(ctx, options);
  await resetCounters();
  return user;
}

/** Sets a counter as if `count` requests had just been made in the current window. */
async function fillCounter(key: string, windowSec: number, count: number) {
  const windowMs = windowSec * 1000;
  await ctx.db.execute(
    sql`INSERT INTO rate_limits (key, window_start, count, previous_count, expires_at)
        VALUES (${key}, ((floor(extract(epoch FROM now()) * 1000))::bigint / ${windowMs}::bigint) * ${windowMs}::bigint,
                ${count}, 0, now() + interval '1 day')
        ON CONFLICT (key) DO UPDATE SET count = excluded.count, window_start = excluded.window_start`,
  );
}

function expectRateLimited(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(response.statusCode, response.body).toBe(429);
  const body = JSON.parse(response.body) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(body.error.message.length).toBeGreaterThan(0);
}

const wrongSignIn = (app: FastifyInstance, email: string, remoteAddress = '127.0.0.1', altcha?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: ctx.config.publicUrl },
    payload: { email, password: 'not-the-password', ...(altcha ? { altcha } : {}) },
  });

const rightSignIn = (user: User, remoteAddress = '127.0.0.1', altcha?: string) =>
  request(ctx, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    payload: { email: user.email, password: user.password, ...(altcha ? { altcha } : {}) },
  });

const errorCode = (response: { body: string }) =>
  (JSON.parse(response.body) as { error?: { code?: string } }).error?.code;

/** Asks for a challenge and solves it as the widget does; returns the form value it would send. */
async function solvedChallenge(remoteAddress = '127.0.0.1'): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/auth-challenge', remoteAddress });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const pair = signInThrottle.perAccountAndAddress;

describe('sign-in: failures per account and address', () => {
  it('makes the client wait after 5 failures in 15 minutes, doubling the wait each time', async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < pair.failures; i += 1)
      statuses.push((await wrongSignIn(ctx.app, user.email)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const waiting = await wrongSignIn(ctx.app, user.email);
    expect(waiting.statusCode, waiting.body).toBe(429);
    expect(errorCode(waiting)).toBe('SIGN_IN_THROTTLED');
    const firstWait = Number(waiting.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(pair.firstWaitSec - 3);
    expect(firstWait).toBeLessThanOrEqual(pair.firstWaitSec);
    // The right password waits too, from this address…
    expect((await rightSignIn(user)).statusCode).toBe(429);
    // …but not from another one: nobody can lock the owner out.
    expect((await rightSignIn(user, '10.1.2.3')).statusCode).toBe(200);

    // The wait ends; the next failure starts a wait twice as long, and the next one twice again.
    const waitKey = `signin:wait:ei:${user.email}:127.0.0.1`;
    for (const expected of [pair.firstWaitSec * 2, pair.firstWaitSec * 4]) {
      await ctx.db.execute(
        sql`UPDATE rate_limits SET window_start = (floor(extract(epoch FROM now()) * 1000))::bigint - 1 WHERE key = ${waitKey}`,
      );
      const failed = await wrongSignIn(ctx.app, user.email);
      expect(failed.statusCode).toBe(401);
      expect(Number(failed.headers['retry-after'])).toBe(expected);
      const again = await wrongSignIn(ctx.app, user.email);
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(expected - 3);
    }
  });

  it('does not count successes, and a success clears the failures of that address', async () => {
    const user = await createUser();
    for (let i = 0; i < 30; i += 1) expect((await rightSignIn(user)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < pair.failures - 1; i += 1)
        statuses.push((await wrongSignIn(ctx.app, user.email)).statusCode);
      statuses.push((await rightSignIn(user)).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 3 }, () => [401, 401, 401, 401, 200]).flat());
  });

  it('shares counters between two instances on one database', async () => {
    const user = await createUser();
    const second = await buildApp({
      config: ctx.config,
      database: ctx.database,
      mailer: { send: async () => undefined },
      webDir: null,
      logger: false,
    });
    await second.ready();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < pair.failures + 1; i += 1) {
        statuses.push((await wrongSignIn(i % 2 === 0 ? ctx.app : second, user.email)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await second.close();
    }
  });

  it("uses the app's one limiter: better-auth's own table stays empty", async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i += 1) await wrongSignIn(ctx.app, user.email);
    await rightSignIn(user);
    const [row] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM rate_limit`);
    expect(row?.n).toBe(0);
  });
});

describe('sign-in: the challenge', () => {
  it('asks for a challenge after 20 failures for one account from anywhere; the owner solves it and gets in', async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < signInThrottle.perAccount.failures; i += 1) {
      statuses.push((await wrongSignIn(ctx.app, user.email, `10.9.0.${i + 1}`)).statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);

    const unsolved = await rightSignIn(user, '10.9.1.1');
    expect(unsolved.statusCode, unsolved.body).toBe(428);
    expect(errorCode(unsolved)).toBe('CHALLENGE_REQUIRED');
    expect((await rightSignIn(user, '10.9.1.1', 'bm90LWEtcGF5bG9hZA==')).statusCode).toBe(428);

    const altcha = await solvedChallenge('10.9.1.1');
    const solved = await rightSignIn(user, '10.9.1.1', altcha);
    expect(solved.statusCode, solved.body).toBe(200);
    // An answer is good once.
    expect((await rightSignIn(user, '10.9.1.1', altcha)).statusCode).toBe(428);
    // A challenge signed with another secret is refused.
    const tampered = JSON.parse(Buffer.from(altcha, 'base64').toString()) as {
      challenge: { signature: string };
    };
    tampered.challenge.signature = '0'.repeat(64);
    const forged = Buffer.from(JSON.stringify(tampered)).toString('base64');
    expect((await rightSignIn(user, '10.9.1.1', forged)).statusCode).toBe(428);
  });

  it('asks one address for a challenge after 50 failures across accounts, and only that address', async () => {
    await resetCounters();
    const statuses: number[] = [];
    for (let i = 0; i < signInThrottle.perAddress.failures; i += 1) {
      statuses.push((await wrongSignIn(ctx.app, `stuffed${i}@example.com`, '10.8.8.8')).statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const user = await createSignedInUser(ctx);
    expect(errorCode(await rightSignIn(user, '10.8.8.8'))).toBe('CHALLENGE_REQUIRED');
    expect((await rightSignIn(user, '10.8.8.9')).statusCode).toBe(200);
    expect((await rightSignIn(user, '10.8.8.8', await solvedChallenge('10.8.8.8'))).statusCode).toBe(200);
  });

  it('still asks for the challenge when the failures straddle a window boundary', async () => {
    const user = await createUser();
    // 49 failures at the end of the previous 10-minute window, 1 just after the boundary (a second ago).
    await ctx.db.execute(
      sql`INSERT INTO rate_limits (key, window_start, count, previous_count, expires_at)
          VALUES (${`signin:fail:ip:${ipLimitKey('10.8.9.8')}`},
                  (floor(extract(epoch FROM now()) * 1000))::bigint - 1000,
                  1, ${signInThrottle.perAddress.failures - 1}, now() + interval '1 day')`,
    );
    expect(errorCode(await rightSignIn(user, '10.8.9.8'))).toBe('CHALLENGE_REQUIRED');
    expect((await rightSignIn(user, '10.8.9.9')).statusCode).toBe(200);
  });

  it('lets the real owner in after 2,000 wrong guesses from 200 addresses, once the challenge is solved', async () => {
    const user = await createUser();
    const counts = new Map<number, number>();
    for (let i = 0; i < 2000; i += 1) {
      const status = (await wrongSignIn(ctx.app, user.email, `10.77.${i % 200}.1`)).statusCode;
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
    // 20 guesses were checked; every other one was refused before the password was looked at.
    expect(counts.get(401)).toBe(signInThrottle.perAccount.failures);
    expect((counts.get(428) ?? 0) + (counts.get(429) ?? 0)).toBe(2000 - signInThrottle.perAccount.failures);
    expect(errorCode(await rightSignIn(user, '10.200.0.1'))).toBe('CHALLENGE_REQUIRED');
    const response = await rightSignIn(user, '10.200.0.1', await solvedChallenge('10.200.0.1'));
    expect(response.statusCode, response.body).toBe(200);
    expect(cookiesFrom(response)).toContain('spey');
  }, 60_000);

  it('gives out challenges without a session, and never caches them', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/auth-challenge' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/auth-challenge' });
    const a = first.json() as Challenge;
    const b = second.json() as Challenge;
    expect(a.parameters.algorithm).toBe(challengePolicy.algorithm);
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
  });
});

describe('sign-up and e-mails', () => {
  it('limits sign-ups per address (generously), the "already exists" answers included', async () => {
    const user = await createUser();
    const rule = rateLimitPolicies.signUp.perIp[0]!;
    await fillCounter(`signUp:${rule.windowSec}:ip:10.3.3.3`, rule.windowSec, rule.max - 1);
    const attempt = (i: number) =>
      request(ctx, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '10.3.3.3',
        payload: {
          username: `taken_${i}`,
          email: `other${i}-${user.email}`,
          password: 'Passw0rdX',
          confirmPassword: 'Passw0rdX',
          isRestaurantOwner: false,
        },
      });
    expect((await attempt(1)).statusCode).toBe(200);
    const refused = await attempt(2);
    expectRateLimited(refused);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits sign-ups naming one e-mail address, from any address', async () => {
    const user = await createUser();
    const max = rateLimitPolicies.signUp.perEmail[0]!.max;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i += 1) {
      const response = await request(ctx, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: `10.3.4.${i + 1}`,
        payload: {
          username: `again_${i}`,
          email: user.email,
          password: 'Passw0rdX',
          confirmPassword: 'Passw0rdX',
          isRestaurantOwner: false,
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, max).every((s) => s === 409)).toBe(true);
    expect(statuses.slice(max)).toEqual([429, 429]);
  });

  it('sends at most 3 verification e-mails an hour to one address, from any IP', async () => {
    await resetCounters();
    const email = 'someone-unverified@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await request(ctx, {
        method: 'POST',
        url: '/api/auth/send-verification-email',
        remoteAddress: `10.4.4.${i + 1}`,
        payload: { email: i % 2 === 0 ? email : ` ${email.toUpperCase()} ` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('sends one recipient at most 5 verification e-mails an hour, however they are asked for', async () => {
    const username = `unver_${Date.now() % 100000}`;
    const email = `${username}@example.com`;
    const signUp = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '10.4.5.1',
      payload: { username, email, password: 'Passw0rdX', confirmPassword: 'Passw0rdX' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    // A sign-in with the unverified address is refused and sends nothing by itself (the page offers "send again").
    for (let i = 0; i < 3; i += 1) {
      const response = await request(ctx, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `10.4.5.${i + 2}`,
        payload: { email, password: 'Passw0rdX' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(ctx.mail.filter((m) => m.to === email)).toHaveLength(1);
    // "Send the link again", asked from many addresses: the same answer each time, and the mails stop at
    // the recipient's limits (the resend rule's 3 an hour, within the 5 of any kind).
    for (let i = 0; i < 8; i += 1) {
      const response = await request(ctx, {
        method: 'POST',
        url: '/api/account/resend-verification',
        remoteAddress: `10.4.6.${i + 2}`,
        payload: { email },
      });
      expect([200, 429]).toContain(response.statusCode);
    }
    const sent = ctx.mail.filter((m) => m.to === email).length;
    expect(sent).toBe(4);
    expect(sent).toBeLessThanOrEqual(mailsPerRecipient.max);
  });

  it('limits password-reset requests per address', async () => {
    // better-auth logs an error for each call when no reset mail is configured; the limit applies first.
    vi.mocked(console.error).mockImplementation(() => undefined);
    await resetCounters();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await request(ctx, {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: `10.5.5.${i + 1}`,
        payload: { email: 'reset-me@example.com', redirectTo: '/auth' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});

describe('writes', () => {
  it('limits reviews per user per minute, before the daily limit', async () => {
    const diner = await createUser();
    const max = rateLimitPolicies.review.perUser[0]!.max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1) {
      const restaurant = await insertRestaurant(ctx);
      const response = await request(ctx, {
        method: 'POST',
        url: '/api/reviews',
        cookie: diner.cookie,
        payload: { restaurantId: restaurant.id, rating: 4, content: `Tasty ${i}` },
      });
      statuses.push(response.statusCode);
      if (i === max) {
        expectRateLimited(response);
        expect(JSON.parse(response.body).error.message).toBe(RATE_LIMIT_MESSAGE);
      }
    }
    expect(statuses.slice(0, max).every((s) => s === 201)).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM reviews WHERE user_id = ${diner.id}`,
    );
    expect(row?.n).toBe(max);
  });

  it('limits reactions per user per minute', async () => {
    const author = await createUser();
    const reader = await createUser();
    const restaurant = await insertRestaurant(ctx);
    const created = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      cookie: author.cookie,
      payload: { restaurantId: restaurant.id, rating: 5, content: 'Lovely' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reviewId = (created.json() as { id: string }).id;
    const max = rateLimitPolicies.reaction.perUser[0]!.max;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i += 1) {
      const response = await request(ctx, {
        method: 'PUT',
        url: `/api/reviews/${reviewId}/reaction`,
        cookie: reader.cookie,
        payload: { type: 'like' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(max)).toEqual([429, 429]);
  });

  it('counts concurrent requests exactly (one atomic statement per hit)', async () => {
    const user = await createUser();
    const max = rateLimitPolicies.reaction.perUser[0]!.max;
    const responses = await Promise.all(
      Array.from({ length: max + 15 }, () =>
        request(ctx, {
          method: 'PUT',
          url: '/api/reviews/00000000-0000-4000-8000-000000000001/reaction',
          cookie: user.cookie,
          payload: { type: 'dislike' },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404).length).toBe(max);
    expect(statuses.filter((s) => s === 429).length).toBe(15);
  });

  it('limits claims, registrations and cover uploads per user', async () => {
    const user = await createUser({ isRestaurantOwner: true });
    const restaurant = await insertRestaurant(ctx);
    const cases = [
      {
        name: 'claim',
        rule: rateLimitPolicies.claim.perUser[0]!,
        send: () =>
          request(ctx, {
            method: 'POST',
            url: '/api/claims',
            cookie: user.cookie,
            payload: {
              restaurantId: restaurant.id,
              contactEmail: 'me@example.com',
              evidence: 'I am the owner of this place, see my licence.',
            },
          }),
      },
      {
        name: 'registration',
        rule: rateLimitPolicies.registration.perUser[0]!,
        send: () =>
          request(ctx, {
            method: 'POST',
            url: '/api/registrations',
            cookie: user.cookie,
            payload: {
              name: 'Mango Tree Num Pang',
              description: 'Fresh num pang sandwiches with grilled pork and pickled papaya.',
              cuisine: 'Street Food',
              address: '#10 Street 130, Phsar Chas, Phnom Penh',
              location: 'Phnom Penh',
              priceRange: '$',
              phone: '+855 12 130 010',
              website: 'mangotree.example.com',
              openingHours: 'Mon-Sat 06:30-15:00, closed Sunday',
            },
          }),
      },
      {
        name: 'upload',
        rule: rateLimitPolicies.upload.perUser[0]!,
        send: () =>
          request(ctx, {
            method: 'POST',
            url: `/api/owner/restaurants/${restaurant.id}/cover`,
            cookie: user.cookie,
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
            payload:
              '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot-a-png\r\n--x--\r\n',
          }),
      },
    ];
    for (const c of cases) {
      const before = await c.send();
      expect(before.statusCode, `${c.name}: ${before.body}`).not.toBe(429);
      await fillCounter(`${c.name}:${c.rule.windowSec}:u:${user.id}`, c.rule.windowSec, c.rule.max);
      const after = await c.send();
      expectRateLimited(after);
    }
  });

  it('limits per IP across accounts', async () => {
    const a = await createUser();
    const b = await createUser();
    const rule = rateLimitPolicies.review.perIp[0]!;
    await fillCounter(`review:${rule.windowSec}:ip:10.6.6.6`, rule.windowSec, rule.max);
    for (const user of [a, b]) {
      const restaurant = await insertRestaurant(ctx);
      const response = await request(ctx, {
        method: 'POST',
        url: '/api/reviews',
        cookie: user.cookie,
        remoteAddress: '10.6.6.6',
        payload: { restaurantId: restaurant.id, rating: 3, content: 'Fine' },
      });
      expectRateLimited(response);
    }
  });

  it('weighs the previous window: a full last minute keeps limiting in the next', async () => {
    const user = await createUser();
    const rule = rateLimitPolicies.reaction.perUser[0]!;
    const key = `reaction:${rule.windowSec}:u:${user.id}`;
    const react = () =>
      request(ctx, {
        method: 'PUT',
        url: '/api/reviews/00000000-0000-4000-8000-000000000000/reaction',
        cookie: user.cookie,
        payload: { type: 'like' },
      });
    const readRow = async () =>
      (
        await queryRows<{ count: number; previous_count: number }>(
          ctx.db,
          sql`SELECT count, previous_count FROM rate_limits WHERE key = ${key}`,
        )
      )[0];

    // A full window that has just ended rolls into previous_count.
    await fillCounter(key, rule.windowSec, rule.max);
    await ctx.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - ${rule.windowSec * 1000}::bigint WHERE key = ${key}`,
    );
    await react();
    expect(await readRow()).toEqual({ count: 1, previous_count: rule.max });

    // max - 1 now and a full previous window: the next one is over the sliding limit whenever it comes.
    await ctx.db.execute(sql`UPDATE rate_limits SET count = ${rule.max - 1} WHERE key = ${key}`);
    expectRateLimited(await react());

    // Two windows back counts for nothing.
    await ctx.db.execute(
      sql`UPDATE rate_limits SET count = ${rule.max}, window_start = window_start - ${rule.windowSec * 2000}::bigint WHERE key = ${key}`,
    );
    expect((await react()).statusCode).toBe(404);
    expect(await readRow()).toEqual({ count: 1, previous_count: 0 });
  });
});

describe('client address keys', () => {
  it('count IPv4 as it is and IPv6 by its /64', () => {
    expect(ipLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(ipLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipLimitKey('2001:db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3:0::/64');
    expect(ipLimitKey('2001:db8:85a3::1')).toBe(ipLimitKey('2001:db8:85a3:0:ffff::2'));
  });
});

describe('switched off', () => {
  it('RATE_LIMITS=0 lets every request through', async () => {
    const off = await createTestApp();
    try {
      const user = await createSignedInUser(off);
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const response = await off.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: off.config.publicUrl },
          payload: { email: user.email, password: 'nope-nope' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.every((s) => s === 401)).toBe(true);
      expect((await off.app.inject({ method: 'GET', url: '/api/auth-challenge' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
