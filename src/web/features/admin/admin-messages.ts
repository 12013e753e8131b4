import { useCallback } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { ApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/use-error-text';

// Catalogue keys ('admin' namespace) for the English refusals the admin endpoints send.
const keyByMessage: Record<string, string> = {
  'This restaurant has already been claimed': 'errorAlreadyClaimed',
  'This claim request has already been reviewed': 'errorClaimAlreadyReviewed',
  'Claim request not found': 'errorClaimNotFound',
  'This registration has already been reviewed': 'errorRegistrationAlreadyReviewed',
  'Registration not found': 'errorRegistrationNotFound',
};

// Refusals recognised by their code, whatever the sentence that came with them.
const keyByCode: Record<string, string> = {
  NETWORK: 'errorNetwork',
  UNAUTHENTICATED: 'errorUnauthenticated',
  FORBIDDEN: 'errorForbidden',
};

/**
 * The description for a failed admin request (spec: "the server's message, or the fallback"), in the
 * interface language: a catalogue sentence for the refusals the admin endpoints are known to send;
 * any other message through useErrorText (shown as sent in English, the fallback in Khmer). Server
 * faults and errors that did not come from the API always get the fallback.
 */
export function useAdminErrorText() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  return useCallback(
    (error: unknown, fallback: string): string => {
      if (!(error instanceof ApiError)) return fallback;
      const codeKey = keyByCode[error.code];
      if (codeKey) return t(codeKey);
      if (error.status >= 500) return fallback;
      return errorText(error, fallback, (message) => {
        const key = keyByMessage[message];
        return key ? t(key) : undefined;
      });
    },
    [t, errorText],
  );
}
