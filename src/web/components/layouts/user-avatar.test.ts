import { describe, expect, it } from 'vitest';
import { getInitials } from './user-avatar';

describe('getInitials', () => {
  it('takes the first letter of up to two words', () => {
    expect(getInitials('sokha eats out')).toBe('SE');
    expect(getInitials('dara')).toBe('D');
    expect(getInitials('  vannak   chea ')).toBe('VC');
  });
  it('falls back to U (or the given letter)', () => {
    expect(getInitials('')).toBe('U');
    expect(getInitials(null)).toBe('U');
    expect(getInitials('   ', 'O')).toBe('O');
  });
});
