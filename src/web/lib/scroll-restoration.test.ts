import { describe, expect, it } from 'vitest';
import { isReturnFromDeeperPage } from './scroll-restoration';

describe('isReturnFromDeeperPage', () => {
  it('is true for a deeper page of the same section', () => {
    expect(isReturnFromDeeperPage('/restaurants/123', '/restaurants')).toBe(true);
    expect(isReturnFromDeeperPage('/owner/menu/items', '/owner/menu')).toBe(true);
  });
  it('is false for other sections, look-alike prefixes and home', () => {
    expect(isReturnFromDeeperPage('/reviews', '/restaurants')).toBe(false);
    expect(isReturnFromDeeperPage('/restaurants-old/1', '/restaurants')).toBe(false);
    expect(isReturnFromDeeperPage('/restaurants', '/restaurants/123')).toBe(false);
    expect(isReturnFromDeeperPage('/restaurants/123', '/')).toBe(false);
  });
});
