import { useCallback } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { formatInstantDate } from '@/web/lib/format-date';

/** A moment (ISO string) as its date in Cambodia, in the interface language. */
export function useModerationDate() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((iso: string) => formatInstantDate(iso, language), [language]);
}
