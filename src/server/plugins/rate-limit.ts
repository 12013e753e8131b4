import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { DAILY_REPORT_LIMIT } from '@/shared/domain/moderation';
import { commonKeys, commonMessages } from '@/shared/errors';
import { queryRows, type Db } from '../db/client';
import { AppError } from '../lib/app-error';
import fp from 'fastify-plugin';
import {
  authRequestLimits,
  authRouteLimits,
  mailsPerRecipient,
  signInThrottle,
} from '../modules/account/auth-policy';

/** At most `max` requests in any `windowSec` seconds (sliding window, approximated). */
export interface RateRule {
  max: number;
  windowSec: number;
}

/** The rules of one kind of request: per signed-in account, per client IP, per e-mail address named in the body. */
export interface RateLimitPolicy {
  perUser?: RateRule[];
  perIp?: RateRule[];
  perEmail?: RateRule[];
  /** Per (e-mail, IP) pair: stops one client hammering an account without letting it lock others out. */
  perEmailAndIp?: RateRule[];
  message?: string;
}

/** The English text of a refusal (its key is `common.rateLimited`). */
export const RATE_LIMIT_MESSAGE = commonMessages.rateLimited;

/**
 * Limits on top of the daily business limits the services enforce (10 reviews, 5 claims a day).
 * Per-IP limits are looser than per-user ones: many diners share one address behind a mobile
 * carrier's NAT. Sign-in, sign-up and account e-mails follow modules/account/auth-policy.ts.
 */
export const rateLimitPolicies = {
  review: { perUser: [{ max: 5, windowSec: 60 }], perIp: [{ max: 30, windowSec: 60 }] },
  reaction: { perUser: [{ max: 60, windowSec: 60 }], perIp: [{ max: 300, windowSec: 60 }] },
  claim: { perUser: [{ max: 5, windowSec: 3600 }], perIp: [{ max: 20, windowSec: 3600 }] },
  registration: { perUser: [{ max: 5, windowSec: 3600 }], perIp: [{ max: 20, windowSec: 3600 }] },
  // Reports of reviews and owner replies: DAILY_REPORT_LIMIT (shared/domain/moderation) a day per account.
  report: {
    perUser: [{ max: DAILY_REPORT_LIMIT, windowSec: 86_400 }],
    perIp: [{ max: 60, windowSec: 3600 }],
  },
  upload: { perUser: [{ max: 10, windowSec: 600 }], perIp: [{ max: 60, windowSec: 600 }] },
  ...authRequestLimits,
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof rateLimitPolicies;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler factory: 429 when the named policy's limit is reached (after `requireUser`, if any). */
    rateLimit: (name: RateLimitName) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Counts one request against a policy; throws 429 (RATE_LIMITED) when over a limit. `reply` gets the
     * Retry-After header; a page's action (which answers through React Router) passes null.
     */
    consumeRateLimit: (
      request: FastifyRequest,
      reply: FastifyReply | null,
      name: string,
      policy: RateLimitPolicy,
      subject?: { email?: string },
    ) => Promise<void>;
    /** Failed sign-ins, counted per account and address, per account, and per address. */
    signInThrottle: SignInThrottle;
    /** Whether one more e-mail may go to this recipient (counts it when yes). */
    allowMailTo: (kind: string, email: string) => Promise<boolean>;
  }
}

interface HitResult {
  allowed: boolean;
  retryAfterSec: number;
}

/**
 * Counts one hit on `key` in one atomic statement, on the database clock so every instance agrees
 * on window boundaries. The count stops at max + 1, so a flood does not carry into the next window
 * any more than a client that stopped at the limit.
 */
async function hit(db: Db, key: string, rule: RateRule): Promise<HitResult> {
  const windowMs = rule.windowSec * 1000;
  const nowMs = sql`(floor(extract(epoch FROM now()) * 1000))::bigint`;
  const rows = await queryRows<{ count: number; previous_count: number; elapsed_ms: string | number }>(
    db,
    sql`INSERT INTO rate_limits AS r (key, window_start, count, previous_count, expires_at)
        VALUES (${key}, (${nowMs} / ${windowMs}::bigint) * ${windowMs}::bigint, 1, 0,
                now() + make_interval(secs => ${rule.windowSec * 2}))
        ON CONFLICT (key) DO UPDATE SET
          previous_count = CASE
            WHEN r.window_start = excluded.window_start THEN r.previous_count
            WHEN r.window_start = excluded.window_start - ${windowMs}::bigint THEN r.count
            ELSE 0 END,
          count = CASE
            WHEN r.window_start = excluded.window_start THEN least(r.count + 1, ${rule.max + 1}::int)
            ELSE 1 END,
          window_start = excluded.window_start,
          expires_at = excluded.expires_at
        RETURNING count, previous_count, ${nowMs} - window_start AS elapsed_ms`,
  );
  const row = rows[0];
  if (!row) return { allowed: true, retryAfterSec: 0 };
  const elapsed = Math.min(Math.max(Number(row.elapsed_ms), 0), windowMs);
  const weight = (windowMs - elapsed) / windowMs;
  const estimate = row.previous_count * weight + row.count;
  if (estimate <= rule.max) return { allowed: true, retryAfterSec: 0 };
  // Over the limit: wait for the window to end, or less when only the previous window's weight is in the way.
  let waitMs = windowMs - elapsed;
  if (row.count < rule.max && row.previous_count > 0) {
    const neededWeight = (rule.max - row.count) / row.previous_count;
    waitMs = Math.max(0, windowMs * (1 - neededWeight) - elapsed);
  }
  return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** E-mail as better-auth stores it; long or odd input is hashed so keys stay small. */
export function normaliseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  if (!email) return undefined;
  return email.length <= 254 ? email : createHash('sha256').update(email).digest('hex');
}

/**
 * The address a per-IP limit counts under: IPv4 as it is (also when IPv4-mapped), IPv6 by its /64
 * network, since one subscriber usually gets a whole /64 and could otherwise rotate through it.
 */
export function ipLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv6(ip)) {
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const headParts = head ? head.split(':') : [];
    const tailParts = ip.includes('::') && tail ? tail.split(':') : [];
    const missing = 8 - headParts.length - tailParts.length;
    const groups = ip.includes('::')
      ? [...headParts, ...Array<string>(missing).fill('0'), ...tailParts]
      : headParts;
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return ip;
}

/** '/api//auth/sign-in/email/?x' → '/api/auth/sign-in/email', so spelling variants hit the same policy. */
function normalisePath(url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

function registerRateLimits(app: FastifyInstance, db: Db) {
  const enabled = app.config.rateLimits;
  let lastPrune = Date.now();

  const pruneExpired = () => {
    if (Date.now() - lastPrune < 60_000) return;
    lastPrune = Date.now();
    db.execute(sql`DELETE FROM rate_limits WHERE expires_at < now()`).catch((error: unknown) =>
      app.log.warn({ err: error }, 'pruning rate limits failed'),
    );
  };

  const consumeRateLimit = async (
    request: FastifyRequest,
    _reply: FastifyReply | null,
    name: string,
    policy: RateLimitPolicy,
    subject: { email?: string } = {},
  ) => {
    if (!enabled) return;
    const keys: { key: string; rule: RateRule }[] = [];
    const add = (suffix: string, rules: RateRule[] | undefined) => {
      for (const rule of rules ?? []) keys.push({ key: `${name}:${rule.windowSec}:${suffix}`, rule });
    };
    if (policy.perUser) {
      const user = await request.getCurrentUser();
      if (user) add(`u:${user.id}`, policy.perUser);
    }
    const email = normaliseEmail(subject.email);
    const ip = ipLimitKey(request.ip);
    if (email) {
      add(`ei:${email}:${ip}`, policy.perEmailAndIp);
      add(`e:${email}`, policy.perEmail);
    }
    add(`ip:${ip}`, policy.perIp);
    // The narrowest key first: a refused request is not counted against the wider ones.
    for (const { key, rule } of keys) {
      const result = await hit(db, key, rule);
      if (!result.allowed) {
        throw new AppError('RATE_LIMITED', policy.message ?? commonKeys.rateLimited, undefined, {
          retryAfterSec: result.retryAfterSec,
        });
      }
    }
    pruneExpired();
  };

  app.decorate('consumeRateLimit', consumeRateLimit);
  app.decorate(
    'rateLimit',
    (name: RateLimitName) => async (request: FastifyRequest, reply: FastifyReply) =>
      consumeRateLimit(request, reply, name, rateLimitPolicies[name]),
  );

  app.decorate('signInThrottle', createSignInThrottle(db, enabled));
  app.decorate('allowMailTo', async (kind: string, email: string) => {
    const address = normaliseEmail(email);
    if (!enabled || !address) return true;
    return (await hit(db, `mail:${kind}:${mailsPerRecipient.windowSec}:${address}`, mailsPerRecipient))
      .allowed;
  });

  if (!enabled) return;
  // better-auth's own limiter is off (plugins/auth.ts): its routes that create accounts or send
  // e-mail are counted here, per address and per e-mail named in the body. Sign-in has its own
  // failure-only throttle (modules/account/sign-in.service.ts).
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const name = authRouteLimits[normalisePath(request.url)];
    if (!name) return;
    const body = request.body as { email?: unknown } | null | undefined;
    const email = typeof body === 'object' && body ? normaliseEmail(body.email) : undefined;
    await consumeRateLimit(request, reply, name, rateLimitPolicies[name], { email });
  });
}

/**
 * The rate limits as a plugin. It reads `app.config`; the signed-in user (`request.getCurrentUser`,
 * from the auth plugin) is read per request, so the auth plugin, which needs this one's hook on its
 * sign-in routes, comes after it and says so.
 */
export const rateLimitPlugin = fp<{ db: Db }>(async (app, { db }) => registerRateLimits(app, db), {
  name: 'spey-rate-limit',
  fastify: '5.x',
  decorators: { fastify: ['config'] },
});
type CounterRow = {
  key: string;
  count: number;
  previous_count: number;
  window_start: string | number;
  now_ms: string | number;
};

/**
 * Sliding-window estimate of a counter written by `hit` with a window of `windowSec`: the failures in the window ending now, from the current and the previous fixed window. The
 * previous window's share is rounded up: just after a boundary, 50 failures a few seconds apart must
 * still count 50 (the plain weighted sum gave 49.9 and let a stuffing run past the challenge once in a
 * while). At most one failure more than the exact count.
 */
function estimate(row: CounterRow | undefined, windowSec: number): number {
  if (!row) return 0;
  const windowMs = windowSec * 1000;
  const elapsed = Math.min(Math.max(Number(row.now_ms) - Number(row.window_start), 0), 2 * windowMs);
  if (elapsed >= 2 * windowMs) return 0;
  if (elapsed >= windowMs) return Math.ceil(row.count * ((2 * windowMs - elapsed) / windowMs));
  return Math.ceil(row.previous_count * ((windowMs - elapsed) / windowMs)) + row.count;
}

export interface SignInState {
  /** Seconds this account-and-address pair must still wait, or 0. */
  waitSec: number;
  /** Whether a solved challenge must come with the attempt. */
  challengeRequired: boolean;
}

export interface SignInThrottle {
  /** Where an attempt stands before the password is checked (one read, no writes). */
  check(ip: string, email: string): Promise<SignInState>;
  /** A wrong password (or unknown e-mail): counts it on every rule; the wait it now causes, or 0. */
  recordFailure(ip: string, email: string): Promise<number>;
  /** A right password: forgets this account-and-address pair's failures and wait. */
  recordSuccess(ip: string, email: string): Promise<void>;
}

const t = signInThrottle;
const keysFor = (ip: string, email: string) => {
  const address = ipLimitKey(ip);
  const account = normaliseEmail(email) ?? '';
  return {
    pairFailures: `signin:fail:ei:${account}:${address}`,
    pairWait: `signin:wait:ei:${account}:${address}`,
    account: `signin:fail:e:${account}`,
    address: `signin:fail:ip:${address}`,
  };
};

/**
 * The failure-only sign-in throttle (numbers in auth-policy.ts), in the same rate_limits table as every
 * other limit so all instances agree. The wait row keeps the end of the current wait (epoch ms, in
 * window_start) and how many waits this pair has had in a row (count), which doubles the next one.
 */
export function createSignInThrottle(db: Db, enabled: boolean): SignInThrottle {
  return {
    async check(ip, email) {
      if (!enabled) return { waitSec: 0, challengeRequired: false };
      const keys = keysFor(ip, email);
      const rows = await queryRows<CounterRow>(
        db,
        sql`SELECT key, count, previous_count, window_start,
                   (floor(extract(epoch FROM now()) * 1000))::bigint AS now_ms
            FROM rate_limits
            WHERE key IN (${keys.pairWait}, ${keys.account}, ${keys.address}) AND expires_at > now()`,
      );
      const byKey = new Map(rows.map((row) => [row.key, row]));
      const wait = byKey.get(keys.pairWait);
      const waitMs = wait ? Number(wait.window_start) - Number(wait.now_ms) : 0;
      return {
        waitSec: waitMs > 0 ? Math.ceil(waitMs / 1000) : 0,
        challengeRequired:
          estimate(byKey.get(keys.account), t.perAccount.windowSec) >= t.perAccount.failures ||
          estimate(byKey.get(keys.address), t.perAddress.windowSec) >= t.perAddress.failures,
      };
    },

    async recordFailure(ip, email) {
      if (!enabled) return 0;
      const keys = keysFor(ip, email);
      const pair = t.perAccountAndAddress;
      // Reaching `failures` in the window (hit's "not allowed" from failures - 1 on) starts a wait.
      const [pairHit] = await Promise.all([
        hit(db, keys.pairFailures, { max: pair.failures - 1, windowSec: pair.windowSec }),
        hit(db, keys.account, { max: t.perAccount.failures, windowSec: t.perAccount.windowSec }),
        hit(db, keys.address, { max: t.perAddress.failures, windowSec: t.perAddress.windowSec }),
      ]);
      if (pairHit.allowed) return 0;
      // The n-th wait in a row lasts firstWaitSec × 2^(n-1); the streak ends after a quiet window.
      const rows = await queryRows<{ wait_ms: string | number }>(
        db,
        sql`INSERT INTO rate_limits AS r (key, window_start, count, previous_count, expires_at)
            VALUES (${keys.pairWait}, (floor(extract(epoch FROM now()) * 1000))::bigint + ${pair.firstWaitSec * 1000}::bigint,
                    1, 0, now() + make_interval(secs => ${pair.firstWaitSec + pair.windowSec}))
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN r.expires_at > now() THEN r.count + 1 ELSE 1 END,
              window_start = (floor(extract(epoch FROM now()) * 1000))::bigint + 1000::bigint * least(
                ${pair.maxWaitSec}::bigint,
                ${pair.firstWaitSec}::bigint * power(2, least(CASE WHEN r.expires_at > now() THEN r.count ELSE 0 END, 20))::bigint),
              expires_at = now() + make_interval(secs => ${pair.windowSec} + least(
                ${pair.maxWaitSec}::bigint,
                ${pair.firstWaitSec}::bigint * power(2, least(CASE WHEN r.expires_at > now() THEN r.count ELSE 0 END, 20))::bigint)::int)
            RETURNING window_start - (floor(extract(epoch FROM now()) * 1000))::bigint AS wait_ms`,
      );
      return Math.max(1, Math.ceil(Number(rows[0]?.wait_ms ?? 0) / 1000));
    },

    async recordSuccess(ip, email) {
      if (!enabled) return;
      const keys = keysFor(ip, email);
      await db.execute(sql`DELETE FROM rate_limits WHERE key IN (${keys.pairFailures}, ${keys.pairWait})`);
    },
  };
}
