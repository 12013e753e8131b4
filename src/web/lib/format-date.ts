/**
 * Dates in the interface language with the platform's Intl data (Khmer month and day names and
 * day-month-year order for km, e.g. '14 មេសា 2025'), so no date library is downloaded.
 * Formatters are cached per language, zone and style. Digits stay Latin, as CLDR's km locale does.
 */
type DateStyle = 'date' | 'weekdayDate' | 'claimDate';

/** Instants are shown as their calendar date where the restaurants are. */
export const RESTAURANT_TIME_ZONE = 'Asia/Phnom_Penh';

const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // 'Apr 14, 2025' / '14 មេសា 2025'
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  // 'Mon, Apr 14, 2025' / 'ច័ន្ទ 14 មេសា 2025'
  weekdayDate: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  // The spec's 'MMM dd, yyyy' for claims: 'Apr 04, 2025' (Khmer keeps its natural '4 មេសា 2025').
  claimDate: { year: 'numeric', month: 'short', day: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

export function getDateLocale(language: string): string {
  return language === 'km' ? 'km-KH' : 'en-US';
}

function getFormatter(language: string, timeZone: string, style: DateStyle): Intl.DateTimeFormat {
  const locale = getDateLocale(language);
  const effectiveStyle = style === 'claimDate' && language === 'km' ? 'date' : style;
  const key = `${locale}|${timeZone}|${effectiveStyle}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...styles[effectiveStyle], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function parseInstant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant (ISO string), shown as its calendar date in the restaurants' zone. */
export function formatInstantDate(iso: string, language: string, timeZone = RESTAURANT_TIME_ZONE): string {
  const date = parseInstant(iso);
  return date ? getFormatter(language, timeZone, 'date').format(date) : '';
}

/** A claim's or registration's date: 'MMM dd, yyyy' in English (spec), '4 មេសា 2025' in Khmer. */
export function formatClaimDate(iso: string, language: string, timeZone = RESTAURANT_TIME_ZONE): string {
  const date = parseInstant(iso);
  return date ? getFormatter(language, timeZone, 'claimDate').format(date) : '';
}

/**
 * A calendar date 'YYYY-MM-DD', shown without any time-zone shift; with `withWeekday` it starts
 * with the day's name ('Mon, Apr 14, 2025' / 'ច័ន្ទ 14 មេសា 2025'), as special hours are shown.
 */
export function formatCalendarDate(day: string, language: string, options: { withWeekday?: boolean } = {}): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  const style = options.withWeekday ? 'weekdayDate' : 'date';
  return getFormatter(language, 'UTC', style).format(new Date(Date.UTC(y, m - 1, d)));
}
