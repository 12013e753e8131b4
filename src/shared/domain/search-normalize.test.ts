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
  it('escapes LIKE wildcards', () => {
    expect(toLikePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
