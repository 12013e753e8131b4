import { describe, expect, it } from 'vitest';
import { getInitials, getRestaurantDisplayName, getReviewAuthorDisplay } from './review-display';

const id = '6f1c2d9e-3b1a-4c8e-9a55-0d6b7e8f9a01';

describe('getReviewAuthorDisplay', () => {
  it('shows a Spey review as anonymous with an avatar seeded by the review id, even when the author is known', () => {
    expect(getReviewAuthorDisplay({ id, isSpey: true, author: null })).toEqual({
      kind: 'anonymous',
      name: null,
      avatarUrl: `/api/avatars/anonymous/${id}`,
    });
    const own = getReviewAuthorDisplay({
      id,
      isSpey: true,
      author: { username: 'sokha', avatarUrl: '/me.webp' },
    });
    expect(own).toEqual({ kind: 'anonymous', name: null, avatarUrl: `/api/avatars/anonymous/${id}` });
  });

  it('shows the username with the profile picture, or a generated initials avatar', () => {
    expect(
      getReviewAuthorDisplay({ id, isSpey: false, author: { username: 'sokha', avatarUrl: '/a.webp' } }),
    ).toEqual({
      kind: 'user',
      name: 'sokha',
      avatarUrl: '/a.webp',
    });
    expect(
      getReviewAuthorDisplay({ id, isSpey: false, author: { username: 'dara_k', avatarUrl: null } }),
    ).toEqual({
      kind: 'user',
      name: 'dara_k',
      avatarUrl: '/api/avatars/initials/dara_k',
    });
  });

  it('falls back to the generic reviewer when there is no author', () => {
    const display = getReviewAuthorDisplay({ id, isSpey: false, author: null });
    expect(display.kind).toBe('unknown');
    expect(display.avatarUrl).toBe('/api/avatars/initials/Spey%20Reviewer');
    expect(
      getReviewAuthorDisplay({ id, isSpey: false, author: { username: '  ', avatarUrl: null } }).kind,
    ).toBe('unknown');
  });
});

describe('getInitials', () => {
  it.each([
    ['Sokha', 'U', 'S'],
    ['sokha chan', 'U', 'SC'],
    ['sokha chan dara', 'U', 'SC'],
    ['  many   spaces here ', 'U', 'MS'],
    ['សុខា ចាន់', 'U', 'សុចា'], // a Khmer letter keeps its vowel sign (one grapheme)
    ['', 'U', 'U'],
    ['   ', 'O', 'O'],
    [null, 'A', 'A'],
    [undefined, 'U', 'U'],
  ] as const)('%j → %s fallback gives %s', (name, fallback, expected) => {
    expect(getInitials(name, fallback)).toBe(expected);
  });

  it('falls back to U by default', () => {
    expect(getInitials('')).toBe('U');
  });
});

describe('getRestaurantDisplayName', () => {
  it('returns the name or null for the Unknown Restaurant fallback', () => {
    expect(getRestaurantDisplayName({ name: 'Malis' })).toBe('Malis');
    expect(getRestaurantDisplayName({ name: ' ' })).toBeNull();
    expect(getRestaurantDisplayName(null)).toBeNull();
    expect(getRestaurantDisplayName(undefined)).toBeNull();
  });
});
