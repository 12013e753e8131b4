import type { TFunction } from 'i18next';
import { authMessages } from '@/shared/schemas/auth.schema';
import { ApiError } from '@/web/lib/api-client';

// The shared contract and the server speak English; these are the 'profile' catalogue keys for them.
const keyByMessage: Record<string, string> = {
  [authMessages.usernameMin]: 'errorUsernameMin',
  [authMessages.usernameMax]: 'errorUsernameMax',
  [authMessages.usernameChars]: 'errorUsernameChars',
  'This username is already taken': 'errorUsernameTaken',
};

/** A username message in the current language (t from the 'profile' namespace). */
export function translateUsernameMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage[message];
  return key ? t(key) : message;
}

/** The sentence to show for a failed profile call. */
export function describeProfileError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return t('errorNetwork');
    if (error.status < 500) return translateUsernameMessage(t, error.message) ?? t('errorGeneric');
  }
  return t('errorGeneric');
}
