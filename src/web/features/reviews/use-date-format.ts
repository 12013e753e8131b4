import { format } from 'date-fns';
import { km } from 'date-fns/locale/km';
import { useTranslation } from 'react-i18next';

/** Formats dates in the interface language (Khmer month names when the language is km). */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'km' ? km : undefined;
  return {
    /** A moment such as createdAt (ISO string). */
    formatDate: (iso: string) => format(new Date(iso), 'PP', { locale }),
    /** A calendar date 'YYYY-MM-DD' (no time zone shift). */
    formatDay: (day: string) => {
      const [y, m, d] = day.split('-').map(Number);
      return format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1), 'PP', { locale });
    },
  };
}
