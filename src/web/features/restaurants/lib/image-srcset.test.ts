import { describe, expect, it } from 'vitest';
import { getRestaurantImageSrcSet } from './image-srcset';

describe('getRestaurantImageSrcSet', () => {
  it('derives the 320/640 variants of an uploaded cover', () => {
    expect(getRestaurantImageSrcSet('/uploads/restaurant-images/abc/cover-1700000000.webp')).toBe(
      '/uploads/restaurant-images/abc/cover-1700000000-320.webp 320w, ' +
        '/uploads/restaurant-images/abc/cover-1700000000-640.webp 640w, ' +
        '/uploads/restaurant-images/abc/cover-1700000000.webp 1200w',
    );
  });

  it('leaves other images alone', () => {
    expect(getRestaurantImageSrcSet('https://example.com/photo.webp')).toBeUndefined();
    expect(getRestaurantImageSrcSet('/uploads/restaurant-images/abc/cover.jpg')).toBeUndefined();
    expect(getRestaurantImageSrcSet('/images/hero-640.webp')).toBeUndefined();
  });
});
