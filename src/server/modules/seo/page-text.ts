import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@/shared/i18n/language';
import { projectRoot } from '../../lib/project-root';

/**
 * Text for the page head, read from the web app's catalogues (src/web/i18n/locales/<language>/
 * <namespace>.json) as data, so the title and description a search engine or chat app shows are the
 * pages' own words, in both languages, from one place.
 */
const localesDir = path.join(projectRoot, 'src/web/i18n/locales');

type Catalogue = Record<string, string>;
const catalogues = new Map<string, Catalogue>();
const pluralRules: Record<Language, Intl.PluralRules> = {
  km: new Intl.PluralRules('km'),
  en: new Intl.PluralRules('en'),
};

function catalogue(language: Language, namespace: string): Catalogue {
  const id = `${language}/${namespace}`;
  let found = catalogues.get(id);
  if (!found) {
    found = JSON.parse(
      readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'),
    ) as Catalogue;
    catalogues.set(id, found);
  }
  return found;
}

type Values = Record<string, string | number>;

/**
 * A catalogue text as i18next gives it to the web app: `key` is 'namespace:key', `{{name}}` takes
 * `values.name`, and a numeric `values.count` picks the plural form (key_one, key_other).
 */
export function pageText(
  language: Language,
  key: string,
  values: Values = {},
  defaultValue?: string,
): string {
  const [namespace = '', name = ''] = key.split(':');
  const entries = catalogue(language, namespace);
  const plural =
    typeof values.count === 'number'
      ? entries[`${name}_${pluralRules[language].select(values.count)}`]
      : undefined;
  const text = plural ?? entries[name] ?? entries[`${name}_other`] ?? defaultValue;
  if (text === undefined) throw new Error(`No catalogue text ${language}/${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, placeholder: string) => String(values[placeholder] ?? ''));
}
