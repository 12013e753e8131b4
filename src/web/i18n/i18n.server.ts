import { createInstance, type i18n as I18n } from 'i18next';
import { languages, type Language } from '@/shared/i18n/language';

type Catalogue = Record<string, string>;
const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

function createTranslations(language: Language): I18n {
  const resources: Record<string, Catalogue> = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (match?.[1] === language) resources[match[2]!] = catalogue;
  }
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources),
    resources: { [language]: resources },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** One instance per language, every namespace loaded: the server draws any page in either language. */
const translations = Object.fromEntries(languages.map((l) => [l, createTranslations(l)])) as Record<
  Language,
  I18n
>;

export const getTranslations = (language: Language) => translations[language];
