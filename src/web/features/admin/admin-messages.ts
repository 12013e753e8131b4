import type { TFunction } from 'i18next';
import { ApiError } from '@/web/lib/api-client';

// Catalogue keys ('admin' namespace) for the English refusals the admin endpoints send.
const keyByMessage: Record<string, string> = {
  'This restaurant has already been claimed': 'errorAlreadyClaimed',
  'This claim request has already been reviewed': 'errorClaimAlreadyReviewed',
  'Claim request not found': 'errorClaimNotFound',
  'This registration has already been reviewed': 'errorRegistrationAlreadyReviewed',
  'Registration not found': 'errorRegistrationNotFound',
  'You are not allowed to do this': 'errorForbidden',
  'Authentication required': 'errorUnauthenticated',
};

/** Spec: the failure toast shows the server's message, or the fallback when there is none. */
export function describeAdminError(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'NETWORK') return t('errorNetwork');
  if (error.status >= 500) return fallback;
  const key = keyByMessage[error.message];
  return key ? t(key) : error.message || fallback;
}
