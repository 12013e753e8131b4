import type { i18n as I18n } from 'i18next';
import { languages, type Language } from '@/shared/i18n/language';
import { asI18n, createTranslator, type Catalogue } from './translator';

const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

/**
 * The server draws pages with the browser's translator (translator.ts, decision 039): the texts are
 * i18next's (translator.test.ts holds every catalogue text of both languages to i18next's), so the
 * browser finds the same words when it hydrates, at a fraction of i18next's cost per text.
 */
function createTranslations(language: Language): I18n {
  const catalogues: Record<string, Catalogue> = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (match?.[1] === language) catalogues[match[2]!] = catalogue;
  }
  const translator = createTranslator(language);
  translator.addCatalogues(language, catalogues);
  return asI18n(translator);
}

/** One translator per language, every namespace loaded: the server draws any page in either language. */
const translations = Object.fromEntries(languages.map((l) => [l, createTranslations(l)])) as Record<
  Language,
  I18n
>;

export const getTranslations = (language: Language) => translations[language];
