import { describe, expect, it } from 'vitest';
import {
  currencyFromCookie,
  DEFAULT_KHR_PER_USD,
  formatKhr,
  formatPrice,
  formatUsd,
  getItemKhr,
  usdToKhr,
} from './money';

describe('usdToKhr: riel at the rate, rounded to 100 riel', () => {
  it.each([
    [1, 4100, 4100],
    [4.5, 4100, 18500], // 18,450 → halves go up
    [1.25, 4100, 5100], // 5,125
    [0.5, 4100, 2100], // 2,050
    [0.01, 4100, 0], // 41
    [0.02, 4100, 100], // 82
    [2.99, 4100, 12300], // 12,259
    [0, 4100, 0],
    [10, 4000, 40000],
    [3.1, 4123, 12800], // 12,781.3
    [1_000_000, 4100, 4_100_000_000],
  ])('$%d at %d → %d', (usd, rate, khr) => {
    expect(usdToKhr(usd, rate)).toBe(khr);
  });

  it('is always a multiple of 100 and within 50 riel of the exact figure', () => {
    for (let cents = 0; cents < 20_000; cents += 7) {
      for (const rate of [4000, 4100, 4123, 4099]) {
        const khr = usdToKhr(cents / 100, rate);
        expect(khr % 100).toBe(0);
        expect(Math.abs(khr - (cents * rate) / 100)).toBeLessThanOrEqual(50);
      }
    }
  });

  it('refuses negative, infinite and missing numbers', () => {
    expect(() => usdToKhr(-1, 4100)).toThrow(RangeError);
    expect(() => usdToKhr(Number.NaN, 4100)).toThrow(RangeError);
    expect(() => usdToKhr(1, 0)).toThrow(RangeError);
    expect(() => usdToKhr(1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("uses the owner's riel price as entered, else the converted one", () => {
    expect(getItemKhr({ price: 4.5, priceKhr: 18000 }, DEFAULT_KHR_PER_USD)).toBe(18000);
    expect(getItemKhr({ price: 4.5, priceKhr: 18250 }, DEFAULT_KHR_PER_USD)).toBe(18250);
    expect(getItemKhr({ price: 4.5, priceKhr: null }, DEFAULT_KHR_PER_USD)).toBe(18500);
  });
});

describe('formatting per language', () => {
  it('dollars: sign, thousands and two decimals', () => {
    expect(formatUsd(4.5)).toBe('$4.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1234.05)).toBe('$1,234.05');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
  });

  it('riel: Latin digits (glossary), thousands separators, the riel sign after in Khmer, before in English', () => {
    expect(formatKhr(18500, 'km')).toBe('18,500៛');
    expect(formatKhr(18500, 'en')).toBe('៛18,500');
    expect(formatKhr(4_100_000, 'km')).toBe('4,100,000៛');
    expect(formatKhr(100, 'km')).toBe('100៛');
    expect(formatKhr(0, 'en')).toBe('៛0');
    expect(formatKhr(18500, 'km')).not.toMatch(/[០-៩]/);
  });

  it('a price in the chosen currency', () => {
    const item = { price: 4.5, priceKhr: null };
    const base = { khrPerUsd: 4100, language: 'km' };
    expect(formatPrice(item, { ...base, choice: 'usd' })).toBe('$4.50');
    expect(formatPrice(item, { ...base, choice: 'khr' })).toBe('18,500៛');
    expect(formatPrice(item, { ...base, choice: 'both' })).toBe('$4.50 · 18,500៛');
  });
});

describe('the currency cookie', () => {
  it('reads the choice, defaulting to both', () => {
    expect(currencyFromCookie('lang=km; currency=khr')).toBe('khr');
    expect(currencyFromCookie('currency=usd')).toBe('usd');
    expect(currencyFromCookie('currency=eur')).toBe('both');
    expect(currencyFromCookie(undefined)).toBe('both');
  });
});
