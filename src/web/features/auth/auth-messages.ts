import type { TFunction } from 'i18next';
import { ApiError } from '@/web/lib/api-client';
import { describeError, keyText } from '@/web/lib/error-text';
import { authErrorCodes } from './auth-errors';

/** "Too many failed sign-ins…", with the wait in minutes when the server gave it. */
export function describeWait(t: TFunction, retryAfterSec: number | undefined): string {
  return t('auth:signInThrottled', { minutes: Math.max(1, Math.ceil((retryAfterSec ?? 60) / 60)) });
}

/** The sentence to show for a failed sign-in or sign-up call, or the fallback (decision 022: by code and key). */
export function describeAuthError(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'SIGN_IN_THROTTLED') {
    return describeWait(t, error.retryAfterSec);
  }
  return describeError(t, error, fallback, authErrorCodes);
}

/** The same for an error the page's action answered (the form was posted without scripts). */
export function describeActionError(
  t: TFunction,
  error: { code: string; message: string; key?: string; retryAfterSec?: number },
  fallback: string,
): string {
  if (error.code === 'SIGN_IN_THROTTLED') return describeWait(t, error.retryAfterSec);
  const override = (authErrorCodes as Readonly<Record<string, string>>)[error.code];
  if (override) return t(override);
  return keyText(t, error.key) ?? keyText(t, `code.${error.code}`) ?? (error.message || fallback);
}
