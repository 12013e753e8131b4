/**
 * The interface language and how a visitor's is chosen, the same way in the browser (web app) and on
 * the server (the page head and `<html lang>` of the HTML it serves): the visitor's own choice first,
 * else Khmer when any of their browser's languages is Khmer, else English.
 */
export const languages = ['km', 'en'] as const;
export type Language = (typeof languages)[number];

/**
 * The cookie the web app writes when a language is chosen (it also keeps the choice in localStorage),
 * so the server can answer the first request in that language. Its name does not start with 'spey':
 * those are the session cookies, and a request carrying one is never served from the public cache.
 */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'km' || value === 'en';
}

/** Khmer when any of the preferred language tags is Khmer ('km', 'km-KH'), else English. */
export function languageFromPreferences(preferred: ReadonlyArray<string | null | undefined>): Language {
  return preferred.some((tag) => /^km(-|$)/i.test(tag?.trim() ?? '')) ? 'km' : 'en';
}

/** The language tags of an Accept-Language header, leaving out those refused with q=0. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => /^q=/i.test(p));
      return { tag, refused: q !== undefined && Number(q.slice(2)) === 0 };
    })
    .filter(({ tag, refused }) => tag !== '' && !refused)
    .map(({ tag }) => tag);
}

/** The language named by the language cookie in a Cookie header, if any. */
export function languageFromCookie(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [name, value] = pair.split('=').map((s) => s.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** The language of the page for a request: the language cookie, else the Accept-Language header. */
export function requestLanguage(headers: { cookie?: string; acceptLanguage?: string }): Language {
  return (
    languageFromCookie(headers.cookie) ?? languageFromPreferences(acceptedLanguages(headers.acceptLanguage))
  );
}
