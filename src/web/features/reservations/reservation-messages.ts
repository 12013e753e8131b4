import type { TFunction } from 'i18next';
import { reservationMessages } from '@/shared/schemas/reservation.schema';
import { ApiError } from '@/web/lib/api-client';

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

/** Catalogue keys of the field messages of the shared schema (form validation speaks these). */
const keyByFieldMessage: Record<string, string> = {
  [reservationMessages.date]: 'fieldErrorDate',
  [reservationMessages.time]: 'fieldErrorTime',
  [reservationMessages.partySize]: 'fieldErrorPartySize',
  [reservationMessages.name]: 'fieldErrorName',
  [reservationMessages.phone]: 'fieldErrorPhone',
  [reservationMessages.email]: 'fieldErrorEmail',
  [reservationMessages.tooLong]: 'fieldErrorTooLong',
  [reservationMessages.partySizeMinMax]: 'fieldErrorPartySizeMinMax',
  [reservationMessages.slotMinutes]: 'fieldErrorSlotMinutes',
  [reservationMessages.capacity]: 'fieldErrorCapacity',
  [reservationMessages.settingsNumber]: 'fieldErrorSettingsNumber',
};

/** The numbers a refusal's text names, from the settings the page already has. */
export interface RefusalNumbers {
  partySizeMin?: number;
  partySizeMax?: number;
  maxDaysAhead?: number;
  minNoticeHours?: number;
}

/** A refusal in the interface language, chosen by its code; unknown codes get the generic text. */
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
    if (error.code === 'VALIDATION') {
      const first = Object.values(error.fields ?? {})[0] ?? error.message;
      return translateReservationField(t, first) ?? t('errorGeneric');
    }
  }
  return t('errorGeneric');
}

/** A field message of the shared schema in the interface language. */
export function translateReservationField(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByFieldMessage[message];
  return key ? t(key) : undefined;
}
