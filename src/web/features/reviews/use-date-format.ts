import { useTranslation } from '@/web/i18n/use-translation';
import { formatCalendarDate, formatInstantDate } from '@/web/lib/format-date';

/** Formats dates in the interface language (Khmer month names when the language is km). */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    /** A moment such as createdAt (ISO string), as its date in Cambodia. */
    formatDate: (iso: string) => formatInstantDate(iso, language),
    /** A calendar date 'YYYY-MM-DD' (no time zone shift). */
    formatDay: (day: string) => formatCalendarDate(day, language),
  };
}
