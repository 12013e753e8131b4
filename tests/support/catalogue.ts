import { readFileSync } from 'node:fs';
import path from 'node:path';

const locales = path.resolve(import.meta.dirname, '../../src/web/i18n/locales');

/** One namespace of the web's Khmer or English catalogue, as the pages' texts are checked against it. */
export const catalogue = (language: 'en' | 'km', namespace: string) =>
  JSON.parse(readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;
