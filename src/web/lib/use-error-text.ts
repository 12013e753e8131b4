import { useCallback } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';

/**
 * The description for a failed request. The spec shows "the server's message, or the fallback";
 * the server speaks English, so in Khmer the catalogue's fallback is shown instead, unless
 * `translate` knows the message (a feature's map of the server's known sentences).
 */
export function useErrorText() {
  const { i18n } = useTranslation();
  const isEnglish = i18n.language === 'en';
  return useCallback(
    (error: unknown, fallback: string, translate?: (message: string) => string | undefined): string => {
      const message = error instanceof Error ? error.message : '';
      if (!message) return fallback;
      const translated = translate?.(message);
      if (translated && translated !== message) return translated;
      return isEnglish ? message : fallback;
    },
    [isEnglish],
  );
}
