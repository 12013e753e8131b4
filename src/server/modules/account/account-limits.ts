import type { RateLimitPolicy } from '../../plugins/rate-limit';

/**
 * Limits of the account recovery and settings endpoints, counted by the app's limiter
 * (`app.consumeRateLimit`, plugins/rate-limit.ts). Mails are limited per recipient so nobody can flood
 * someone's inbox; the per-address limits stay generous for a carrier's shared address.
 */
export const accountRateLimits = {
  /** POST /api/account/forgot-password: 3 mails an hour per recipient. */
  accountResetMail: {
    perEmail: [{ max: 3, windowSec: 3600 }],
    perIp: [{ max: 100, windowSec: 600 }],
  },
  /** POST /api/account/resend-verification: 3 mails an hour per recipient. */
  accountVerificationMail: {
    perEmail: [{ max: 3, windowSec: 3600 }],
    perIp: [{ max: 100, windowSec: 600 }],
  },
  /** POST /api/account/reset-password: guesses of a token. */
  accountResetPassword: { perIp: [{ max: 30, windowSec: 600 }] },
  /** POST /api/me/email: 5 mails to new addresses an hour per account. */
  accountChangeEmail: { perUser: [{ max: 5, windowSec: 3600 }] },
  /** POST /api/me/password: guesses of the current password, per account. */
  accountChangePassword: { perUser: [{ max: 10, windowSec: 900 }] },
} satisfies Record<string, RateLimitPolicy>;

export type AccountRateLimitName = keyof typeof accountRateLimits;
