import type { TFunction } from 'i18next';
import { hoursMessages } from '@/shared/schemas/hours.schema';

// The shared zod contract and the server speak English; these are the `owner-hours` catalogue keys
// for the messages they are known to send. Anything else is shown as it came.
const keyByMessage: Record<string, string> = {
  [hoursMessages.dayOfWeek]: 'errorDayOfWeek',
  [hoursMessages.sevenDays]: 'errorSevenDays',
  [hoursMessages.duplicateDay]: 'errorDuplicateDay',
  [hoursMessages.time]: 'errorTime',
  [hoursMessages.openTimeRequired]: 'errorOpenTimeRequired',
  [hoursMessages.closeTimeRequired]: 'errorCloseTimeRequired',
  [hoursMessages.dateRequired]: 'errorDateRequired',
  [hoursMessages.dateInvalid]: 'errorDateInvalid',
  [hoursMessages.datePast]: 'errorDatePast',
  [hoursMessages.reasonMax]: 'errorReasonMax',
  [hoursMessages.specialExists]: 'errorSpecialExists',
};

/** A validation or server message in the current language (t from the 'owner-hours' namespace). */
export function translateHoursMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage[message];
  return key ? t(key) : message;
}
