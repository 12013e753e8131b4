/**
 * Dates in the interface language with the platform's Intl data (Khmer month names for km),
 * so the first page needs no date library. Formatters are cached per language and zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(language: string, timeZone: string): Intl.DateTimeFormat {
  const locale = language === 'km' ? 'km-KH' : 'en-US';
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant (ISO string), shown as its calendar date in the restaurants' zone. */
export function formatInstantDate(iso: string, language: string, timeZone = 'Asia/Phnom_Penh'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : getFormatter(language, timeZone).format(date);
}

/** A calendar date 'YYYY-MM-DD', shown without any time-zone shift. */
export function formatCalendarDate(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return getFormatter(language, 'UTC').format(new Date(Date.UTC(y, m - 1, d)));
}
