import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishText, registeredKeys } from '@/shared/messages';

/**
 * Every stable message key the shared code defines (decision 022) has its text in the English and the
 * Khmer `errors` catalogues, and the catalogues hold nothing else but the texts of codes (`code.*`).
 */
const modules = import.meta.glob(['/src/shared/**/*.ts', '!/src/shared/**/*.test.ts'], { eager: true });
const root = path.resolve(import.meta.dirname, '../..');
const catalogue = (language: string) =>
  JSON.parse(readFileSync(path.join(root, `src/web/i18n/locales/${language}/errors.json`), 'utf8')) as Record<
    string,
    string
  >;
const en = catalogue('en');
const km = catalogue('km');

describe('error keys', () => {
  const keys = registeredKeys();

  it('are defined by the shared modules (self-check)', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    expect(keys).toEqual(
      expect.arrayContaining(['auth.usernameMin', 'review.reviewNotFound', 'common.notFound']),
    );
  });

  it('each have an English and a Khmer text', () => {
    expect(keys.filter((key) => !en[key]?.trim())).toEqual([]);
    expect(keys.filter((key) => !km[key]?.trim())).toEqual([]);
  });

  it('have the shape area.name, so no sentence is ever taken for one', () => {
    expect(keys.filter((key) => !/^[a-z][A-Za-z0-9]*\.[A-Za-z0-9_]+$/.test(key))).toEqual([]);
  });

  it('are all the catalogue holds, besides the texts of codes', () => {
    const known = new Set(keys);
    const extra = Object.keys(en).filter((key) => !known.has(key) && !/^code\.[A-Z_]+$/.test(key));
    expect(extra).toEqual([]);
  });

  it('stand for the spec’s exact English, which the server still sends', () => {
    expect(englishText('auth.usernameMin')).toBe('Username must be at least 3 characters');
    expect(englishText('review.dailyLimit')).toBe(
      'You can post at most 10 reviews a day. Please try again tomorrow.',
    );
  });
});
