import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { DAILY_REPORT_LIMIT } from '@/shared/domain/moderation';
import { queryRows, type Db } from '../db/client';
import { AppError } from '../lib/app-error';

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

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

/**
 * Limits on top of the daily business limits the services enforce (10 reviews, 5 claims a day).
 * Per-IP limits are looser than per-user ones: many diners share one address behind a mobile
 * carrier's NAT. better-auth adds its own per-IP limits on its routes (plugins/auth.ts).
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
  signIn: {
    perEmailAndIp: [{ max: 3, windowSec: 30 }],
    perEmail: [{ max: 20, windowSec: 3600 }],
    message: 'Too many sign-in attempts. Please wait a moment and try again.',
  },
  signUp: { perIp: [{ max: 10, windowSec: 600 }] },
  verificationEmail: { perEmail: [{ max: 3, windowSec: 3600 }] },
  passwordReset: { perEmail: [{ max: 3, windowSec: 3600 }] },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof rateLimitPolicies;

/** better-auth routes whose body names an account: POST path → policy. */
const authPolicies: Record<string, RateLimitName> = {
  '/api/auth/sign-in/email': 'signIn',
  '/api/auth/sign-up/email': 'signUp',
  '/api/auth/send-verification-email': 'verificationEmail',
  '/api/auth/request-password-reset': 'passwordReset',
  '/api/auth/forget-password': 'passwordReset',
};

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
function normaliseEmail(value: unknown): string | undefined {
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

export function registerRateLimits(app: FastifyInstance, db: Db) {
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
    reply: FastifyReply | null,
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
        reply?.header('Retry-After', String(result.retryAfterSec));
        throw new AppError('RATE_LIMITED', policy.message ?? RATE_LIMIT_MESSAGE);
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

  if (!enabled) return;
  // better-auth limits its routes per IP; these add per-account limits, keyed by the e-mail in the body.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const name = authPolicies[normalisePath(request.url)];
    if (!name) return;
    const body = request.body as { email?: unknown } | null | undefined;
    const email = typeof body === 'object' && body ? normaliseEmail(body.email) : undefined;
    await consumeRateLimit(request, reply, name, rateLimitPolicies[name], { email });
  });
}
