import { describe, expect, it } from 'vitest';
import { normalizeSearchText, toLikePattern } from './search-normalize';

describe('normalizeSearchText', () => {
  it('maps Khmer digits to ASCII digits', () => {
    expect(normalizeSearchText('ផ្ទះ១២៣')).toBe('ផ្ទះ123');
    expect(normalizeSearchText('០៩')).toBe('09');
  });
  it('removes zero-width space and zero-width non-joiner', () => {
    expect(normalizeSearchText('ម្ហូប\u200Bខ្មែរ')).toBe('ម្ហូបខ្មែរ');
    expect(normalizeSearchText('ក\u200Cខ')).toBe('កខ');
  });
  it('folds Latin case', () => {
    expect(normalizeSearchText('MaLiS')).toBe('malis');
  });
  it('collapses and trims whitespace', () => {
    expect(normalizeSearchText('  Khmer \t\n  Kitchen ')).toBe('khmer kitchen');
  });
  it('applies every rule together, in any order of appearance', () => {
    expect(normalizeSearchText('\u200B ផ្សារ\u200Bលេខ ១\u200B២\n\n MARKET\u200C ')).toBe('ផ្សារលេខ 12 market');
  });
  it('treats no-break spaces as whitespace (spey_normalize does too, tests/server/khmer-search.test.ts)', () => {
    expect(normalizeSearchText('ម្ហូប\u00A0\u00A0ខ្មែរ')).toBe('ម្ហូប ខ្មែរ');
  });
  it('leaves Khmer letters, vowels and signs untouched', () => {
    const text = 'ភោជនីយដ្ឋាន ម្ដាយ ស្ត្រី ឱ្យ';
    expect(normalizeSearchText(text)).toBe(text);
  });
  it('escapes LIKE wildcards', () => {
    expect(toLikePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
