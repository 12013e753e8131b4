import type { TFunction } from 'i18next';
import { ApiError } from '@/web/lib/api-client';
import { keyText } from '@/web/lib/error-text';

/** Catalogue keys (namespace 'reservations') of the refusals, by their error code. */
const keyByCode: Record<string, string> = {
  RESERVATIONS_OFF: 'errorOff',
  RESERVATION_PARTY_SIZE: 'errorPartySize',
  RESERVATION_IN_PAST: 'errorInPast',
  RESERVATION_TOO_SOON: 'errorTooSoon',
  RESERVATION_TOO_FAR: 'errorTooFar',
  RESERVATION_CLOSED: 'errorClosed',
  RESERVATION_NOT_A_SLOT: 'errorNotASlot',
  RESERVATION_FULL: 'errorFull',
  RESERVATION_PENDING_LIMIT: 'errorPendingLimit',
  RESERVATION_DAILY_LIMIT: 'errorDailyLimit',
  RESERVATION_ALREADY_ANSWERED: 'errorAlreadyAnswered',
  RESERVATION_NOT_CANCELLABLE: 'errorNotCancellable',
  RESERVATION_CANCEL_TOO_LATE: 'errorCancelTooLate',
  NOT_FOUND: 'errorNotFound',
  NETWORK: 'errorNetwork',
};

/** The numbers a refusal's text names, from the settings the page already has. */
export interface RefusalNumbers {
  partySizeMin?: number;
  partySizeMax?: number;
  maxDaysAhead?: number;
  minNoticeHours?: number;
}

/**
 * A refusal in the interface language: chosen by its code (the text fills in the numbers from the
 * settings the page has), else by its key or its first field's key; anything else gets the generic text.
 */
export function translateReservationError(
  t: TFunction,
  error: unknown,
  numbers: RefusalNumbers = {},
): string {
  if (error instanceof ApiError) {
    const key = keyByCode[error.code];
    if (key)
      return t(key, {
        min: numbers.partySizeMin,
        max: numbers.partySizeMax,
        days: numbers.maxDaysAhead,
        hours: numbers.minNoticeHours,
      });
    const keyed = keyText(t, error.key);
    if (keyed) return keyed;
    if (error.code === 'VALIDATION')
      return keyText(t, Object.values(error.fields ?? {})[0]) ?? t('errorGeneric');
  }
  return t('errorGeneric');
}
