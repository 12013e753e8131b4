import type { TFunction } from 'i18next';
import { englishText, hasKeyShape } from '@/shared/messages';
import { ApiError } from './api-client';

/**
 * Errors in the interface language, by stable key or code (decision 022). Keys come from the shared
 * schemas (client-side validation) and from the server (`error.key`, and per field in `fieldKeys`,
 * which the API client folds into `ApiError.fields`); their texts are the `errors` catalogue. Nothing
 * here reads an English sentence: a message without a key is shown as it came.
 */

/** The `errors` catalogue's text for a stable key; undefined when the value is no key it has. */
export function keyText(t: TFunction, value: string | undefined): string | undefined {
  if (!value || !hasKeyShape(value)) return undefined;
  const text = t(value, { ns: 'errors', defaultValue: '' });
  return text || undefined;
}

/**
 * A field or form message to show: a key in the interface language (a key the catalogue lacks as its
 * English text); anything else as it came.
 */
export function messageText(t: TFunction, value: string | undefined): string | undefined {
  if (!value) return undefined;
  return keyText(t, value) ?? englishText(value) ?? value;
}

/**
 * The sentence for a failed request: a feature's text for a code (`byCode`: code → catalogue key,
 * e.g. `{ RATE_LIMITED: 'auth:rateLimited' }`), else the error's key, else the `errors` catalogue's text
 * for the code (`code.NETWORK`, better-auth's codes), else the server's message; server faults and
 * errors that did not come from the API get the fallback.
 */
export function describeError(
  t: TFunction,
  error: unknown,
  fallback: string,
  byCode?: Readonly<Record<string, string>>,
): string {
  if (!(error instanceof ApiError)) return fallback;
  const override = byCode?.[error.code];
  if (override) return t(override);
  const text = keyText(t, error.key) ?? keyText(t, `code.${error.code}`);
  if (text) return text;
  if (error.status >= 500 || !error.message) return fallback;
  return error.message;
}

/** True when describeError would show the server's own sentence (no key, no code text). */
export function isUntranslated(t: TFunction, error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status < 500 &&
    !!error.message &&
    !keyText(t, error.key) &&
    !keyText(t, `code.${error.code}`)
  );
}

/** A failed request's own message in the interface language: its key's text, else the sentence sent. */
export function errorMessage(t: TFunction, error: Error | null | undefined): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError) return keyText(t, error.key) ?? (error.message || undefined);
  return error.message || undefined;
}
