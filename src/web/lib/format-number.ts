/**
 * Numbers in the interface language. Both languages use Latin digits and ',' for thousands
 * (CLDR's km locale does the same), but going through the interface language rather than the
 * browser's keeps a German or French browser from showing '45.123' in an English page.
 */
const counts = new Map<string, Intl.NumberFormat>();

function getCountFormatter(language: string): Intl.NumberFormat {
  const locale = language === 'km' ? 'km-KH' : 'en-US';
  let formatter = counts.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    counts.set(locale, formatter);
  }
  return formatter;
}

/** A whole count such as a platform total: '45,123'. */
export function formatCount(value: number, language: string): string {
  return getCountFormatter(language).format(value);
}

/** A price in US dollars as the site shows it in both languages: '$12.50' (spec: 2 decimals, '$' sign). */
export function formatUsd(value: number): string {
  return `$${value.toFixed(2)}`;
}
