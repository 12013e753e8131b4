import { createInstance, type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@/shared/i18n/language';
import { getTranslations } from './i18n.server';
import { createTranslator, interpolate, type Catalogue } from './translator';

// Server and browser draw pages with the translator in place of i18next (decisions 038 and 039): every
// text of every catalogue must come out as i18next gives it, with the options the pages use.
const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

function cataloguesOf(language: string): Record<string, Catalogue> {
  const result: Record<string, Catalogue> = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (match?.[1] === language) result[match[2]!] = catalogue;
  }
  return result;
}

/** i18next as the pages used it: one instance per language, every namespace, values unescaped. */
function i18nextFor(language: Language): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(cataloguesOf(language)),
    resources: { [language]: cataloguesOf(language) },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** The values a text names, given as a page would give them. */
function valuesFor(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, inner] of text.matchAll(/\{\{(.+?)\}\}/g)) values[inner!.replace(/^-/, '').trim()] = 'V<b>&';
  return values;
}

describe('the browser translator', () => {
  for (const language of languages) {
    it(`gives i18next's text for every key of every ${language} catalogue`, () => {
      const i18next = i18nextFor(language);
      const catalogues = cataloguesOf(language);
      const translator = createTranslator(language);
      translator.addCatalogues(language, catalogues);
      let checked = 0;
      for (const [namespace, catalogue] of Object.entries(catalogues)) {
        const server = i18next.getFixedT(language, namespace);
        const browser = translator.getFixedT(language, namespace);
        for (const [fullKey, text] of Object.entries(catalogue)) {
          const key = fullKey.replace(/_(zero|one|two|few|many|other)$/, '');
          const values = valuesFor(text);
          for (const options of [
            values,
            { ...values, count: 0 },
            { ...values, count: 1 },
            { ...values, count: 2 },
            { ...values, count: 21 },
            {},
          ]) {
            expect(browser(key, options), `${language} ${namespace}:${key} ${JSON.stringify(options)}`).toBe(
              server(key, options),
            );
            checked += 1;
          }
          // Through the `ns:` prefix and the `ns` option, as error texts are asked for.
          expect(translator.t(`${namespace}:${key}`, values)).toBe(i18next.t(`${namespace}:${key}`, values));
          expect(translator.t(key, { ...values, ns: namespace })).toBe(
            i18next.t(key, { ...values, ns: namespace }),
          );
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }

  it('answers a missing key with the key, or the default value, as i18next does', () => {
    const i18next = i18nextFor('en');
    const translator = createTranslator('en');
    translator.addCatalogues('en', cataloguesOf('en'));
    for (const [key, options] of [
      ['no.such.key', {}],
      ['errors:no.such.key', {}],
      ['no.such.key', { ns: 'errors', defaultValue: '' }],
      ['no.such.key', { defaultValue: 'Hello {{name}}', name: 'Dara' }],
    ] as const) {
      expect(translator.t(key, options)).toBe(i18next.t(key, options));
    }
  });

  it('leaves a value not given as written and an undefined one empty', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(interpolate('[{{a}}]', { a: undefined })).toBe('[]');
    expect(interpolate('{{- a}}', { a: '<i>' })).toBe('<i>');
  });

  it('loads the namespaces asked for once, in the current language (as a notice asks for its toast)', async () => {
    const asked: string[][] = [];
    const translator = createTranslator('km', async (language, namespaces) => {
      asked.push([language, ...namespaces]);
      return { auth: { title: 'ចូល' } };
    });
    expect(translator.getFixedT('km', 'auth')('title')).toBe('title');
    await translator.loadNamespaces(['auth']);
    await translator.loadNamespaces('auth');
    expect(asked).toEqual([['km', 'auth']]);
    expect(translator.getFixedT('km', 'auth')('title')).toBe('ចូល');
  });

  it('is what the server draws pages with, every catalogue loaded', () => {
    for (const language of languages) {
      const server = getTranslations(language);
      expect(server.language).toBe(language);
      const catalogues = cataloguesOf(language);
      for (const [namespace, catalogue] of Object.entries(catalogues))
        for (const [key, text] of Object.entries(catalogue).slice(0, 5))
          if (!/_(zero|one|two|few|many|other)$/.test(key) && !text.includes('{{'))
            expect(server.getFixedT(language, namespace)(key)).toBe(text);
    }
  });

  it('tells the pages when the language changes or catalogues arrive', () => {
    const translator = createTranslator('km');
    const events: string[] = [];
    const onLanguage = () => events.push('language');
    translator.on('languageChanged', onLanguage);
    translator.on('loaded', () => events.push('loaded'));
    translator.addCatalogues('en', { common: { hello: 'Hello' } });
    translator.setLanguage('en');
    translator.off('languageChanged', onLanguage);
    translator.setLanguage('km');
    expect(events).toEqual(['loaded', 'language']);
    expect(translator.getFixedT('en', 'common')('hello')).toBe('Hello');
  });
});
