import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClaimDate } from '@/web/lib/format-date';

/** Spec date format for claims, 'MMM dd, yyyy'; in Khmer the Khmer locale's '4 មេសា 2025'. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((iso: string) => formatClaimDate(iso, language), [language]);
}
