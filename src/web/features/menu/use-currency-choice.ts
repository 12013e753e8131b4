import { useCallback, useState } from 'react';
import {
  CURRENCY_COOKIE,
  currencyFromCookie,
  DEFAULT_CURRENCY_CHOICE,
  type CurrencyChoice,
} from '@/shared/domain/money';

/** The diner's currency choice from the cookie (the default on the server, where there is no document). */
export function readCurrencyChoice(): CurrencyChoice {
  if (typeof document === 'undefined') return DEFAULT_CURRENCY_CHOICE;
  return currencyFromCookie(document.cookie);
}

/** Remembered like the language: a year-long cookie the server also reads for the first screen. */
export function writeCurrencyChoice(choice: CurrencyChoice) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CURRENCY_COOKIE}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * USD, KHR or both. `initial` is what the page's loader read from the request's cookie, so the server
 * and the browser draw the same prices; without it the browser's cookie is read.
 */
export function useCurrencyChoice(initial?: CurrencyChoice) {
  const [choice, setChoice] = useState<CurrencyChoice>(() => initial ?? readCurrencyChoice());
  const choose = useCallback((next: CurrencyChoice) => {
    writeCurrencyChoice(next);
    setChoice(next);
  }, []);
  return [choice, choose] as const;
}
