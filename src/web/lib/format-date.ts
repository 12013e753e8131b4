/**
 * Dates in the interface language without a date library.
 *
 * Khmer is written here, not left to Intl: Chromium ships trimmed ICU data without the km locale, so
 * `Intl.DateTimeFormat('km-KH')` silently answers in English there ('Nov 22, 2026'). Khmer dates use
 * the Khmer month and day names below and the Khmer day-month-year order: '14 មេសា 2025',
 * 'ថ្ងៃច័ន្ទ 14 មេសា 2025'. English is written the way en-US formats it: 'Apr 14, 2025'.
 * Digits stay Latin in both languages (as CLDR's km locale does; docs/glossary.md).
 *
 * Intl is asked only for the calendar day of an instant in a zone other than Cambodia's: the first
 * `Intl.DateTimeFormat` with a time zone loads the browser's zone data, ~50 ms of a phone's first page.
 */

/** Instants are shown as their calendar date where the restaurants are. */
export const RESTAURANT_TIME_ZONE = 'Asia/Phnom_Penh';

/** CLDR's Khmer month names, January first. */
export const KHMER_MONTHS = [
  'មករា',
  'កុម្ភៈ',
  'មីនា',
  'មេសា',
  'ឧសភា',
  'មិថុនា',
  'កក្កដា',
  'សីហា',
  'កញ្ញា',
  'តុលា',
  'វិច្ឆិកា',
  'ធ្នូ',
] as const;

/** Khmer day names, Sunday first (as the hours catalogue's day0..day6). */
export const KHMER_WEEKDAYS = [
  'ថ្ងៃអាទិត្យ',
  'ថ្ងៃច័ន្ទ',
  'ថ្ងៃអង្គារ',
  'ថ្ងៃពុធ',
  'ថ្ងៃព្រហស្បតិ៍',
  'ថ្ងៃសុក្រ',
  'ថ្ងៃសៅរ៍',
] as const;

type DateStyle = 'date' | 'weekdayDate' | 'claimDate';

/** en-US short month and day names. */
const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Cambodia keeps UTC+7 all year (no daylight saving time): its calendar day needs no zone data. */
const FIXED_OFFSET_MINUTES: Record<string, number> = { [RESTAURANT_TIME_ZONE]: 7 * 60, UTC: 0 };

interface CalendarDay {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(key: string, create: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 'Apr 14, 2025'; 'Mon, Apr 14, 2025' with the weekday; the spec's 'MMM dd, yyyy' for claims: 'Apr 04, 2025'. */
function formatEnglish({ year, month, day }: CalendarDay, style: DateStyle): string {
  const text = `${ENGLISH_MONTHS[month - 1] ?? ''} ${style === 'claimDate' ? String(day).padStart(2, '0') : day}, ${year}`;
  if (style !== 'weekdayDate') return text;
  return `${ENGLISH_WEEKDAYS[weekdayOf({ year, month, day })] ?? ''}, ${text}`;
}

function weekdayOf({ year, month, day }: CalendarDay): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The calendar day of an instant in a time zone (numeric parts only, so en-US data is enough). */
function getCalendarDay(date: Date, timeZone: string): CalendarDay {
  const offset = FIXED_OFFSET_MINUTES[timeZone];
  if (offset !== undefined) {
    const shifted = new Date(date.getTime() + offset * 60_000);
    return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
  }
  const parts = getFormatter(
    `parts|${timeZone}`,
    () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function formatKhmer({ year, month, day }: CalendarDay, style: DateStyle): string {
  const text = `${day} ${KHMER_MONTHS[month - 1] ?? ''} ${year}`;
  if (style !== 'weekdayDate') return text;
  return `${KHMER_WEEKDAYS[weekdayOf({ year, month, day })] ?? ''} ${text}`;
}

function formatInstant(iso: string, language: string, timeZone: string, style: DateStyle): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const calendarDay = getCalendarDay(date, timeZone);
  return language === 'km' ? formatKhmer(calendarDay, style) : formatEnglish(calendarDay, style);
}

/** An instant (ISO string), shown as its calendar date in the restaurants' zone: 'Apr 14, 2025' / '14 មេសា 2025'. */
export function formatInstantDate(iso: string, language: string, timeZone = RESTAURANT_TIME_ZONE): string {
  return formatInstant(iso, language, timeZone, 'date');
}

/** A claim's or registration's date: 'MMM dd, yyyy' in English (spec), '4 មេសា 2025' in Khmer. */
export function formatClaimDate(iso: string, language: string, timeZone = RESTAURANT_TIME_ZONE): string {
  return formatInstant(iso, language, timeZone, 'claimDate');
}

/**
 * A calendar date 'YYYY-MM-DD', shown without any time-zone shift; with `withWeekday` it starts
 * with the day's name ('Mon, Apr 14, 2025' / 'ថ្ងៃច័ន្ទ 14 មេសា 2025'), as special hours are shown.
 */
export function formatCalendarDate(
  day: string,
  language: string,
  options: { withWeekday?: boolean } = {},
): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(day);
  if (!match) return day;
  const calendarDay = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const date = new Date(Date.UTC(calendarDay.year, calendarDay.month - 1, calendarDay.day));
  if (Number.isNaN(date.getTime()) || calendarDay.month < 1 || calendarDay.month > 12) return day;
  const style = options.withWeekday ? 'weekdayDate' : 'date';
  return language === 'km'
    ? formatKhmer(calendarDay, style)
    : formatEnglish(getCalendarDay(date, 'UTC'), style);
}
