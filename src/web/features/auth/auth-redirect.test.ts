import { describe, expect, it } from 'vitest';
import { getHomeForRole, getSafeReturnTo } from './auth-redirect';

describe('getHomeForRole', () => {
  it('sends admins, owners and everyone else to their own start page', () => {
    expect(getHomeForRole('admin')).toBe('/admin/dashboard');
    expect(getHomeForRole('owner')).toBe('/owner/reservations');
    expect(getHomeForRole('user')).toBe('/');
  });
});

describe('getSafeReturnTo', () => {
  it('keeps paths on this site', () => {
    expect(getSafeReturnTo('/restaurants/abc?tab=reviews')).toBe('/restaurants/abc?tab=reviews');
  });
  it.each([
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/auth'],
    ['/auth?signup=true'],
    ['/api/me'],
    [42],
    [undefined],
  ])('refuses %j', (value) => {
    expect(getSafeReturnTo(value)).toBeUndefined();
  });
});
