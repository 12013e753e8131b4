import type { Config } from '../../config';
import type { RateLimitPolicy } from '../../plugins/rate-limit';

/**
 * Every authentication policy in one place: how failed sign-ins are slowed down, when a proof-of-work
 * challenge is asked for, how often sign-ups and account e-mails may be asked for, which origins may
 * write, and where the password rules live. The README's "Sign-in protection" section quotes these
 * numbers; change both together.
 *
 * Only failures count. Thousands of people can share one address behind a carrier's NAT or an office
 * Wi-Fi, so nothing here limits successful sign-ins, and no rule ever locks an account.
 */
export const signInThrottle = {
  /**
   * One client guessing one account: after this many failures in the window the client must wait,
   * `firstWaitSec` the first time and twice as long each further failure (at most `maxWaitSec`).
   * A successful sign-in from that address clears it.
   */
  perAccountAndAddress: { failures: 5, windowSec: 15 * 60, firstWaitSec: 30, maxWaitSec: 60 * 60 },
  /** One account guessed from everywhere: past this many failures, signing in to it needs a challenge. */
  perAccount: { failures: 20, windowSec: 60 * 60 },
  /** One address guessing across accounts (credential stuffing): past this, the same challenge. */
  perAddress: { failures: 50, windowSec: 10 * 60 },
} as const;

/**
 * The ALTCHA proof of work (altcha-lib, self-hosted). The client searches `counter` values until one
 * derives the signed key: on average (counterMin + counterMax) / 2 PBKDF2 runs of `cost` iterations,
 * about a second in a phone's browser (the widget runs several workers) and 0.5–1 s of one server core
 * for a script. Checking an answer costs the server one HMAC.
 */
export const challengePolicy = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1000,
  counterMin: 2000,
  counterMax: 4000,
  /** A challenge must be solved and used within this time, and only once. */
  expiresInSec: 10 * 60,
} as const;

/**
 * Requests that create accounts or send e-mail, counted whether they succeed or not. Per-address
 * numbers are generous (a carrier's shared address carries thousands of people); per-recipient numbers
 * stop anyone from filling one inbox.
 */
export const authRequestLimits = {
  signUp: {
    perIp: [
      { max: 60, windowSec: 10 * 60 },
      { max: 1000, windowSec: 24 * 60 * 60 },
    ],
    perEmail: [{ max: 5, windowSec: 60 * 60 }],
  },
  verificationEmail: {
    perIp: [{ max: 60, windowSec: 10 * 60 }],
    perEmail: [{ max: 3, windowSec: 60 * 60 }],
  },
  passwordReset: {
    perIp: [{ max: 60, windowSec: 10 * 60 }],
    perEmail: [{ max: 3, windowSec: 60 * 60 }],
  },
  /** Submitting a new password with a reset link: the token is long and single-use; this stops floods. */
  resetPassword: { perIp: [{ max: 60, windowSec: 10 * 60 }] },
  /** Starting Google sign-in (a redirect, no password): only floods are refused. */
  socialSignIn: { perIp: [{ max: 120, windowSec: 60 }] },
  /** Asking for a sign-in challenge: cheap for the server, so only floods are refused. */
  challenge: { perIp: [{ max: 300, windowSec: 60 }] },
} satisfies Record<string, RateLimitPolicy>;

/**
 * E-mails to one recipient, whatever asked for them (sign-up, a sign-in with an unverified address,
 * "send the link again", "forgot password"): past this the mail is not sent and nothing else changes.
 */
export const mailsPerRecipient = { max: 5, windowSec: 60 * 60 };

/**
 * better-auth routes (POST) counted by the app's limiter on every request → their rules. Sign-up is
 * counted by its service (modules/account/credentials.service.ts), which the /auth page uses too.
 */
export const authRouteLimits: Record<string, keyof typeof authRequestLimits> = {
  '/api/auth/send-verification-email': 'verificationEmail',
  '/api/auth/request-password-reset': 'passwordReset',
  '/api/auth/forget-password': 'passwordReset',
  '/api/auth/reset-password': 'resetPassword',
  '/api/auth/sign-in/social': 'socialSignIn',
  '/api/auth/sign-in/oauth2': 'socialSignIn',
};

/** The route whose failures are throttled (plugins/rate-limit.ts). */
export const SIGN_IN_PATH = '/api/auth/sign-in/email';

/**
 * Where writes may come from. With PUBLIC_URL set: that origin and ALLOWED_ORIGINS. Without it (as in
 * development): the origin the request was addressed to (its Host), so the site works whether it is
 * opened as localhost, 127.0.0.1 or a LAN address.
 */
export interface OriginPolicy {
  /** PUBLIC_URL's origin and ALLOWED_ORIGINS; empty list never matches. */
  allowed: ReadonlySet<string>;
  /** True when PUBLIC_URL is unset: the request's own host is accepted too. */
  sameHost: boolean;
}

export function originPolicy(config: Config): OriginPolicy {
  const allowed = new Set(config.allowedOrigins);
  if (config.publicUrlSet) allowed.add(new URL(config.publicUrl).origin);
  return { allowed, sameHost: !config.publicUrlSet };
}

/** Whether `origin` (already reduced to scheme://host[:port]) may write, for a request addressed to `host`. */
export function isAllowedOrigin(
  policy: OriginPolicy,
  origin: string,
  addressedTo: { protocol: string; host: string | undefined },
): boolean {
  if (policy.allowed.has(origin)) return true;
  if (!policy.sameHost || !addressedTo.host) return false;
  try {
    return new URL(`${addressedTo.protocol}://${addressedTo.host}`).origin === origin;
  } catch {
    return false;
  }
}

/** Password and username rules are the shared sign-up schema's: the forms and the server use the same ones. */
export { signUpSchema, signInSchema, newPasswordSchema } from '@/shared/schemas/auth.schema';
