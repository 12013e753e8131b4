import type { i18n as I18n } from 'i18next';
import type { Language } from '@/shared/i18n/language';

/**
 * The translator (decisions 038 and 039): what the pages ask of i18next, in 1 KB instead of 16 KB of
 * first-visit JavaScript, and on the server (i18n.server.ts) at a fraction of i18next's cost per text. It
 * gives i18next's texts for what the catalogues use — flat keys per namespace, `ns:key` or `{ ns }`,
 * `{{name}}` values (unescaped: React escapes), plurals by `count` (`key_one`, `key_other`… by
 * Intl.PluralRules, then `key`) and `defaultValue` — and translator.test.ts holds every catalogue text of
 * both languages to i18next's.
 *
 * It takes i18next's place in react-i18next's context, so `useTranslation` and `<Trans>` read it as they
 * read an i18next instance: `language`, `getFixedT`, `t`, `on`/`off` ('languageChanged', 'loaded'),
 * `loadNamespaces`, `options`, and `services.interpolator` for `<Trans>`.
 */
export type Catalogue = Record<string, string>;
export type TranslateOptions = Record<string, unknown> & {
  ns?: string;
  count?: number;
  defaultValue?: string;
};
type Event = 'languageChanged' | 'loaded';

const VALUE = /\{\{(.+?)\}\}/g;

/** `{{name}}` → the value (`{{- name}}` alike); a value not given at all stays as written, as i18next leaves it. */
export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(VALUE, (match, inner: string) => {
    const name = inner.replace(/^-/, '').trim();
    if (!Object.prototype.hasOwnProperty.call(values, name)) return match;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** Fetches a language's catalogues that hold the given namespaces (by namespace). */
export type CatalogueLoader = (language: string, namespaces: string[]) => Promise<Record<string, Catalogue>>;

export function createTranslator(language: Language, load?: CatalogueLoader, defaultNS = 'common') {
  const resources: Record<string, Record<string, Catalogue>> = {};
  const listeners: Record<Event, Set<() => void>> = { languageChanged: new Set(), loaded: new Set() };
  const pluralRules = new Map<string, Intl.PluralRules>();

  const lookup = (lng: string, ns: string, key: string, count: unknown): string | undefined => {
    const catalogue = resources[lng]?.[ns];
    if (!catalogue) return undefined;
    if (typeof count === 'number') {
      let rules = pluralRules.get(lng);
      if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
      if (count === 0 && typeof catalogue[`${key}_zero`] === 'string') return catalogue[`${key}_zero`];
      const plural = catalogue[`${key}_${rules.select(count)}`];
      if (typeof plural === 'string') return plural;
    }
    const text = catalogue[key];
    return typeof text === 'string' ? text : undefined;
  };

  const translate = (lng: string, fixedNS: string | null, key: string, options: TranslateOptions = {}) => {
    let ns = options.ns ?? fixedNS ?? defaultNS;
    let name = key;
    const colon = key.indexOf(':');
    if (colon > 0 && /^[\w-]+$/.test(key.slice(0, colon))) {
      ns = key.slice(0, colon);
      name = key.slice(colon + 1);
    }
    const text = lookup(lng, ns, name, options.count) ?? options.defaultValue;
    return text === undefined ? name : interpolate(text, options);
  };

  const translator = {
    language: language as string,
    languages: [language as string],
    options: { defaultNS, interpolation: { escapeValue: false }, react: { useSuspense: false } },
    services: {
      interpolator: {
        interpolate: (text: string, values?: Record<string, unknown>) => interpolate(text, values),
        escape: (value: string) => value,
      },
    },
    isInitialized: true,
    getFixedT(lng: string | null, ns?: string | null) {
      const fixed = lng ?? translator.language;
      const t = (key: string, options?: TranslateOptions) => translate(fixed, ns ?? null, key, options);
      return Object.assign(t, { lng: fixed, ns: ns ?? defaultNS });
    },
    t(key: string, options?: TranslateOptions) {
      return translate(translator.language, null, key, options);
    },
    on(event: Event, listener: () => void) {
      listeners[event]?.add(listener);
    },
    off(event: Event, listener: () => void) {
      listeners[event]?.delete(listener);
    },
    /** Adds a language's catalogues by namespace; `loaded` tells the pages to draw again. */
    addCatalogues(lng: string, catalogues: Record<string, Catalogue>) {
      resources[lng] = { ...resources[lng], ...catalogues };
      for (const listener of listeners.loaded) listener();
    },
    /** Makes sure the namespaces are held in the current language (as i18next's `loadNamespaces`). */
    async loadNamespaces(namespaces: string | readonly string[]) {
      const lng = translator.language;
      const missing = [namespaces].flat().filter((ns) => !resources[lng]?.[ns]);
      if (missing.length > 0 && load) translator.addCatalogues(lng, await load(lng, missing));
    },
    /** The namespaces held for a language. */
    namespaces: (lng: string) => Object.keys(resources[lng] ?? {}),
    setLanguage(lng: Language) {
      translator.language = lng;
      translator.languages = [lng];
      for (const listener of listeners.languageChanged) listener();
    },
  };
  return translator;
}

export type Translator = ReturnType<typeof createTranslator>;

/** The translator where react-i18next's context expects an i18next instance (it reads only the above). */
export const asI18n = (translator: Translator) => translator as unknown as I18n;
