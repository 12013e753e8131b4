import type { TFunction } from 'i18next';
import { claimMessages } from '@/shared/schemas/claim.schema';
import { ApiError } from '@/web/lib/api-client';

// The shared contract and the server speak English; these are the catalogue keys ('claims'
// namespace) for the messages they are known to send. Anything else is shown as it came.
const keyByMessage: Record<string, string> = {
  [claimMessages.email]: 'errorEmail',
  [claimMessages.evidence]: 'errorEvidence',
  [claimMessages.noRestaurant]: 'errorNoRestaurant',
  [claimMessages.invalidRestaurant]: 'errorNoRestaurant',
  [claimMessages.phone]: 'errorPhone',
  [claimMessages.tooLong]: 'errorTooLong',
  'This restaurant has already been claimed': 'errorAlreadyClaimed',
  'You already have a pending claim request for this restaurant': 'errorDuplicateClaim',
  'Restaurant not found': 'errorRestaurantNotFound',
};

const keyByCode: Record<string, string> = {
  RATE_LIMITED: 'errorDailyLimit',
  NETWORK: 'errorNetwork',
};

export function translateClaimMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage[message];
  return key ? t(key) : message;
}

/** The sentence for a failed claim submission, or the fallback when the server gave none. */
export function describeClaimError(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const key = keyByCode[error.code];
  if (key) return t(key);
  if (error.status >= 500) return fallback;
  return translateClaimMessage(t, error.message) ?? fallback;
}
