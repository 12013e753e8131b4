import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CORE_NAMESPACES } from './namespaces';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  languageFromCookie,
  languageFromPreferences,
  type Language,
} from '@/shared/i18n/language';

export { languages, type Language } from '@/shared/i18n/language';
export const LANGUAGE_STORAGE_KEY = 'spey.lang';

// One JSON file per namespace and language, built into two files per language: the public pages'
// namespaces and the others (./catalogues, ./namespaces.ts). Only the chosen language is downloaded.
type Catalogue = Record<string, string>;
const bundles = import.meta.glob<{ default: Record<string, Catalogue> }>('./catalogues/*.ts');
const coreNamespaces = new Set<string>(CORE_NAMESPACES);

/** A catalogue file's namespaces by name ('../locales/km/home.json' → 'home'). */
async function loadBundle(language: string, part: 'core' | 'more'): Promise<Record<string, Catalogue>> {
  const load = bundles[`./catalogues/${language}-${part}.ts`];
  if (!load) return {};
  const files = (await load()).default;
  return Object.fromEntries(
    Object.entries(files).map(([file, catalogue]) => [
      file.slice(file.lastIndexOf('/') + 1, -'.json'.length),
      catalogue,
    ]),
  );
}

export function detectLanguage(): Language {
  const saved = savedLanguage();
  if (saved) return saved;
  if (typeof document !== 'undefined') {
    const fromCookie = languageFromCookie(document.cookie);
    if (fromCookie) return fromCookie;
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return languageFromPreferences(preferred);
}

function savedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage unavailable (private mode); fall through
  }
  return null;
}

/** The language cookie tells the server the visitor's choice (page head, preloaded catalogue and font). */
function writeLanguageCookie(language: Language) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * True when this browser saved a language the page was not drawn in and the server has no cookie for it:
 * the cookie is written so the next drawing is in that language.
 */
export function adoptSavedLanguage(drawnIn: Language): boolean {
  const saved = savedLanguage();
  if (!saved || saved === drawnIn || languageFromCookie(document.cookie)) return false;
  writeLanguageCookie(saved);
  return true;
}

/** Gives i18next a namespace's catalogue when it asks (at start-up, on a page, on a language change). */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadBundle(language, coreNamespaces.has(namespace) ? 'core' : 'more').then(
      (catalogues) => callback(null, catalogues[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
}

/** Starts i18next with the public pages' catalogues of the chosen language. */
export async function initI18n(language: Language = detectLanguage()) {
  await i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      defaultNS: 'common',
      ns: [...CORE_NAMESPACES],
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  applyDocumentLanguage(language);
  // A choice saved before the cookie existed: let the server know it too.
  if (savedLanguage() === language && languageFromCookie(document.cookie) !== language)
    writeLanguageCookie(language);
  return i18next;
}

/** The catalogues of the pages outside the public core (one more file per language). */
export async function loadAllNamespaces() {
  const more = await loadBundle(getLanguage(), 'more');
  await i18next.loadNamespaces(Object.keys(more));
}

/** Switches the interface language; every namespace loaded so far is loaded in the new language first. */
export async function changeLanguage(language: Language) {
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // ignore
  }
  writeLanguageCookie(language);
}

export function getLanguage(): Language {
  return i18next.language === 'en' ? 'en' : 'km';
}
