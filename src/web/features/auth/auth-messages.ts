import type { TFunction } from 'i18next';
import { authMessages } from '@/shared/schemas/auth.schema';
import { ApiError } from '@/web/lib/api-client';

// The shared zod contract and the server speak English; these are the catalogue keys for the
// messages they are known to send. Anything else is shown as it came.
const keyByMessage: Record<string, string> = {
  [authMessages.usernameMin]: 'errorUsernameMin',
  [authMessages.usernameMax]: 'errorUsernameMax',
  [authMessages.usernameChars]: 'errorUsernameChars',
  [authMessages.email]: 'errorEmail',
  [authMessages.passwordMin]: 'errorPasswordMin',
  [authMessages.passwordStrength]: 'errorPasswordStrength',
  [authMessages.passwordsMatch]: 'errorPasswordsMatch',
  [authMessages.passwordRequired]: 'errorPasswordRequired',
  'This username is already taken': 'errorUsernameTaken',
  'An account with this email already exists': 'errorEmailTaken',
  'Invalid email or password': 'invalidCredentials',
};

const keyByCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  RATE_LIMITED: 'rateLimited',
  CHALLENGE_REQUIRED: 'challengeRequired',
  NETWORK: 'networkError',
};

/** A validation or server message in the current language (t from the 'auth' namespace). */
export function translateAuthMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage[message];
  return key ? t(key) : message;
}

/** The sentence to show for a failed auth call, or the fallback when the server gave none. */
export function describeAuthError(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'SIGN_IN_THROTTLED') {
    return describeWait(t, error.retryAfterSec);
  }
  if (error instanceof ApiError) {
    const key = keyByCode[error.code];
    if (key) return t(key);
    if (error.status >= 500) return fallback;
    return translateAuthMessage(t, error.message) ?? fallback;
  }
  return fallback;
}

/** "Too many failed sign-ins…", with the wait in minutes when the server gave it. */
export function describeWait(t: TFunction, retryAfterSec: number | undefined): string {
  return t('signInThrottled', { minutes: Math.max(1, Math.ceil((retryAfterSec ?? 60) / 60)) });
}

/** The sentence for an error code and message that came from the page's action (no scripts). */
export function describeActionError(
  t: TFunction,
  error: { code: string; message: string; retryAfterSec?: number },
  fallback: string,
): string {
  if (error.code === 'SIGN_IN_THROTTLED') return describeWait(t, error.retryAfterSec);
  const key = keyByCode[error.code];
  if (key) return t(key);
  return translateAuthMessage(t, error.message) ?? fallback;
}
