import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClaimDate, formatInstantDate } from './format-date';
import { formatCount, formatUsd } from './format-number';

describe('formatInstantDate', () => {
  it('shows the calendar day in Cambodia, in English and in Khmer', () => {
    // 20:00 UTC on 4 April is already 5 April in Phnom Penh (UTC+7).
    expect(formatInstantDate('2025-04-04T20:00:00Z', 'en')).toBe('Apr 5, 2025');
    expect(formatInstantDate('2025-04-04T20:00:00Z', 'km')).toBe('5 មេសា 2025');
    expect(formatInstantDate('2025-12-31T12:00:00Z', 'km')).toBe('31 ធ្នូ 2025');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatInstantDate('not a date', 'km')).toBe('');
  });

  it('does not depend on the browser having Khmer locale data (Chromium ships without it)', () => {
    // Chromium answers Intl.DateTimeFormat('km-KH') in English, so Khmer must never be asked of Intl.
    const original = Intl.DateTimeFormat;
    const locales: string[] = [];
    function Recording(requested?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
      locales.push(String(requested));
      return new original(requested, options);
    }
    Object.defineProperty(Intl, 'DateTimeFormat', { value: Recording, configurable: true, writable: true });
    try {
      expect(formatInstantDate('2026-01-15T03:00:00Z', 'km', 'Asia/Bangkok')).toBe('15 មករា 2026');
      expect(formatCalendarDate('2026-01-15', 'km', { withWeekday: true })).toBe('ថ្ងៃព្រហស្បតិ៍ 15 មករា 2026');
    } finally {
      Object.defineProperty(Intl, 'DateTimeFormat', { value: original, configurable: true, writable: true });
    }
    expect(locales.length).toBeGreaterThan(0);
    expect(locales.filter((locale) => locale.startsWith('km'))).toEqual([]);
  });
});

describe('dates in Cambodia', () => {
  it('need no Intl time-zone data (its first use is slow on a phone)', () => {
    const original = Intl.DateTimeFormat;
    let calls = 0;
    function Recording(requested?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
      calls += 1;
      return new original(requested, options);
    }
    Object.defineProperty(Intl, 'DateTimeFormat', { value: Recording, configurable: true, writable: true });
    try {
      expect(formatInstantDate('2025-09-30T17:30:00Z', 'en')).toBe('Oct 1, 2025');
      expect(formatClaimDate('2025-09-30T16:30:00Z', 'en')).toBe('Sep 30, 2025');
      expect(formatCalendarDate('2025-09-30', 'en', { withWeekday: true })).toBe('Tue, Sep 30, 2025');
    } finally {
      Object.defineProperty(Intl, 'DateTimeFormat', { value: original, configurable: true, writable: true });
    }
    expect(calls).toBe(0);
  });
});

describe('formatClaimDate', () => {
  it("keeps the spec's 'MMM dd, yyyy' in English and the Khmer order in Khmer", () => {
    expect(formatClaimDate('2025-04-04T03:00:00Z', 'en')).toBe('Apr 04, 2025');
    expect(formatClaimDate('2025-04-04T03:00:00Z', 'km')).toBe('4 មេសា 2025');
  });
});

describe('formatCalendarDate', () => {
  it('shows a YYYY-MM-DD day without shifting it, with or without the day name', () => {
    expect(formatCalendarDate('2025-04-14', 'en')).toBe('Apr 14, 2025');
    expect(formatCalendarDate('2025-04-14', 'km')).toBe('14 មេសា 2025');
    expect(formatCalendarDate('2025-04-14', 'en', { withWeekday: true })).toBe('Mon, Apr 14, 2025');
    expect(formatCalendarDate('2025-04-14', 'km', { withWeekday: true })).toBe('ថ្ងៃច័ន្ទ 14 មេសា 2025');
    expect(formatCalendarDate('2030-01-20', 'km', { withWeekday: true })).toBe('ថ្ងៃអាទិត្យ 20 មករា 2030');
  });

  it('gives back what it cannot read', () => {
    expect(formatCalendarDate('soon', 'km')).toBe('soon');
    expect(formatCalendarDate('2025-13-01', 'km')).toBe('2025-13-01');
  });
});

describe('numbers', () => {
  it('formats counts with thousands separators and prices in dollars', () => {
    expect(formatCount(45123, 'km')).toBe('45,123');
    expect(formatCount(45123, 'en')).toBe('45,123');
    expect(formatUsd(12.5)).toBe('$12.50');
  });
});
