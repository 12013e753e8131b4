import { useCallback } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { ApiError } from './api-client';
import { describeError, isUntranslated, messageText } from './error-text';

/**
 * The description for a failed request (spec: "the server's message, or the fallback"), in the
 * interface language: the catalogue's text for the error's key or code; a message without one is shown
 * as sent in English, and replaced by the fallback in Khmer. `byCode` gives a feature's own text for a
 * code (code → 'namespace:key').
 */
export function useErrorText(byCode?: Readonly<Record<string, string>>) {
  const { t, i18n } = useTranslation('errors');
  const isEnglish = i18n.language === 'en';
  return useCallback(
    (error: unknown, fallback: string): string => {
      const hasOwnText = error instanceof ApiError && !!byCode?.[error.code];
      if (!isEnglish && !hasOwnText && isUntranslated(t, error)) return fallback;
      return describeError(t, error, fallback, byCode);
    },
    [t, isEnglish, byCode],
  );
}

/** A field or form message (a stable key, or a sentence without one) in the interface language. */
export function useMessageText() {
  const { t } = useTranslation('errors');
  return useCallback((value: string | undefined) => messageText(t, value), [t]);
}
