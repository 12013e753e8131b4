import { useCallback } from 'react';
import { format } from 'date-fns';
import { km } from 'date-fns/locale/km';
import { useTranslation } from 'react-i18next';

/** Spec date format for claims, 'MMM dd, yyyy', with Khmer month names when the interface is in Khmer. */
export const CLAIM_DATE_FORMAT = 'MMM dd, yyyy';

export function useFormatDate() {
  const { i18n } = useTranslation();
  const isKhmer = i18n.language === 'km';
  return useCallback(
    (iso: string) => format(new Date(iso), CLAIM_DATE_FORMAT, isKhmer ? { locale: km } : undefined),
    [isKhmer],
  );
}
