/**
 * Dollars and riel. Menu prices are stored in US dollars (two decimals); the riel figure is worked
 * out at the site's exchange rate and rounded to 100 riel, the smallest note in everyday use, unless
 * the owner typed a riel price for the item, which is then shown as entered.
 *
 * Digits: Latin in both languages, as docs/glossary.md says (and CLDR's km locale does); thousands
 * are separated with ','. The riel sign ៛ follows the amount in Khmer ('12,300៛', as written on
 * Cambodian price boards) and precedes it in English ('៛12,300', like '$4.50').
 */

/** Riel per US dollar when no administrator has set a rate. */
export const DEFAULT_KHR_PER_USD = 4100;
/** Bounds for the rate an administrator may set (the riel has stayed near 4,000-4,100 for decades). */
export const KHR_PER_USD_MIN = 1000;
export const KHR_PER_USD_MAX = 10000;
/** Riel amounts are rounded to this many riel. */
export const KHR_ROUNDING = 100;
export const RIEL_SIGN = '៛';

export const currencyChoices = ['usd', 'khr', 'both'] as const;
export type CurrencyChoice = (typeof currencyChoices)[number];
export const DEFAULT_CURRENCY_CHOICE: CurrencyChoice = 'both';

/**
 * The cookie the web app writes when a diner picks how prices are shown, so the server draws the
 * first screen that way too (the same as the language cookie, which see in i18n/language.ts). Its
 * name does not start with 'spey', so it does not keep a page out of the public cache.
 */
export const CURRENCY_COOKIE = 'currency';

export function isCurrencyChoice(value: unknown): value is CurrencyChoice {
  return value === 'usd' || value === 'khr' || value === 'both';
}

/** The currency choice named by the currency cookie in a Cookie header, else the default (both). */
export function currencyFromCookie(header: string | undefined): CurrencyChoice {
  if (!header) return DEFAULT_CURRENCY_CHOICE;
  for (const pair of header.split(';')) {
    const [name, value] = pair.split('=').map((s) => s.trim());
    if (name === CURRENCY_COOKIE && isCurrencyChoice(value)) return value;
  }
  return DEFAULT_CURRENCY_CHOICE;
}

/**
 * A dollar amount in riel at `khrPerUsd`, rounded to the nearest 100 riel (halves up). Works in
 * cents and whole riel so that binary fractions cannot tip a half: $1.25 at 4,100 is 5,125 → 5,100;
 * $0.50 at 4,100 is 2,050 → 2,100.
 */
export function usdToKhr(usd: number, khrPerUsd: number): number {
  if (!Number.isFinite(usd) || !Number.isFinite(khrPerUsd) || usd < 0 || khrPerUsd <= 0) {
    throw new RangeError(`usdToKhr: invalid input (${usd}, ${khrPerUsd})`);
  }
  const cents = Math.round(usd * 100);
  const rielTimes100 = cents * Math.round(khrPerUsd);
  // rielTimes100 / 100 riel, rounded to KHR_ROUNDING: divide by 100 * 100 with half-up rounding.
  const step = 100 * KHR_ROUNDING;
  return Math.floor((rielTimes100 + step / 2) / step) * KHR_ROUNDING;
}

/** The riel price shown for an item: the owner's own riel price when set, else the converted one. */
export function getItemKhr(item: { price: number; priceKhr: number | null }, khrPerUsd: number): number {
  return item.priceKhr ?? usdToKhr(item.price, khrPerUsd);
}

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '$4.50' in both languages (the spec: dollar sign, two decimals). */
export function formatUsd(value: number): string {
  const cents = Math.round(value * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** '12,300៛' in Khmer, '៛12,300' in English (whole riel; Latin digits in both). */
export function formatKhr(value: number, language: string): string {
  const whole = Math.round(value);
  const sign = whole < 0 ? '-' : '';
  const digits = groupThousands(Math.abs(whole));
  return language === 'km' ? `${sign}${digits}${RIEL_SIGN}` : `${sign}${RIEL_SIGN}${digits}`;
}

/** A price the way the diner chose: '$4.50', '18,500៛' or '$4.50 · 18,500៛'. */
export function formatPrice(
  item: { price: number; priceKhr: number | null },
  options: { khrPerUsd: number; choice: CurrencyChoice; language: string },
): string {
  const usd = formatUsd(item.price);
  const khr = formatKhr(getItemKhr(item, options.khrPerUsd), options.language);
  if (options.choice === 'usd') return usd;
  if (options.choice === 'khr') return khr;
  return `${usd} · ${khr}`;
}
