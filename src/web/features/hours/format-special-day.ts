import { isClosedRow } from '@/shared/domain/hours';
import type { SpecialHoursRowDto } from '@/shared/schemas/hours.schema';
import { formatCalendarDate as formatDay } from '@/web/lib/format-date';
import { formatTimeRange, type HoursTranslate } from './format-hours';

/**
 * A special day's calendar date ('YYYY-MM-DD') as 'Mon, Apr 14, 2025' in English or
 * 'ច័ន្ទ 14 មេសា 2025' in Khmer. It is a calendar day, not an instant, so it never shifts.
 */
export function formatCalendarDate(date: string, language: string): string {
  return formatDay(date, language, { withWeekday: true });
}

/** '10:00 AM - 2:00 PM' or 'Closed' for a special day (t bound to the `hours` namespace). */
export function formatSpecialDayHours(row: SpecialHoursRowDto, t: HoursTranslate): string {
  if (isClosedRow(row) || row.openTime === null || row.closeTime === null) return t('closed');
  return formatTimeRange({ openTime: row.openTime, closeTime: row.closeTime }, t);
}
