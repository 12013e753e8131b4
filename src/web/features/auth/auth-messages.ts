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
  if (error instanceof ApiError) {
    const key = keyByCode[error.code];
    if (key) return t(key);
    if (error.status >= 500) return fallback;
    return translateAuthMessage(t, error.message) ?? fallback;
  }
  return fallback;
}
