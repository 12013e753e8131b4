import { format } from 'date-fns';
import { enUS, km } from 'date-fns/locale';
import { isClosedRow } from '@/shared/domain/hours';
import type { SpecialHoursRowDto } from '@/shared/schemas/hours.schema';
import { formatTimeRange, type HoursTranslate } from './format-hours';

/**
 * A special day's calendar date ('YYYY-MM-DD') as 'Mon, Apr 14, 2025' in English or the Khmer
 * equivalent. It is a calendar day, not an instant, so it is built in local time and never shifts.
 */
export function formatCalendarDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return format(new Date(year, month - 1, day), 'EEE, MMM d, yyyy', {
    locale: language === 'km' ? km : enUS,
  });
}

/** '10:00 AM - 2:00 PM' or 'Closed' for a special day (t bound to the `hours` namespace). */
export function formatSpecialDayHours(row: SpecialHoursRowDto, t: HoursTranslate): string {
  if (isClosedRow(row) || row.openTime === null || row.closeTime === null) return t('closed');
  return formatTimeRange({ openTime: row.openTime, closeTime: row.closeTime }, t);
}
