import { CORE_NAMESPACES } from './namespaces';
import { createTranslator, type Catalogue, type Translator } from './translator';
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
const coreNamespaces = new Set<string>(CORE_NAMESPACES);
const bundles = import.meta.glob<{ default: Record<string, Catalogue> }>('./catalogues/*.ts');

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

/** The catalogue files of a language that hold the namespaces asked for. */
async function loadNamespaces(language: string, namespaces: string[]) {
  const core = namespaces.every((namespace) => coreNamespaces.has(namespace));
  return loadBundle(language, core ? 'core' : 'more');
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

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
}

let translator: Translator | undefined;

/** Starts the browser's translator (./translator.ts) with the public pages' catalogues of the chosen language. */
export async function initI18n(language: Language = detectLanguage()): Promise<Translator> {
  const core = await loadBundle(language, 'core');
  translator = createTranslator(language, loadNamespaces);
  translator.addCatalogues(language, core);
  applyDocumentLanguage(language);
  // A choice saved before the cookie existed: let the server know it too.
  if (savedLanguage() === language && languageFromCookie(document.cookie) !== language)
    writeLanguageCookie(language);
  return translator;
}

/** The catalogues of the pages outside the public core (one more file per language). */
export async function loadAllNamespaces() {
  if (!translator) return;
  const language = getLanguage();
  translator.addCatalogues(language, await loadBundle(language, 'more'));
}

/** Switches the interface language; every catalogue file loaded so far is loaded in the new language first. */
export async function changeLanguage(language: Language) {
  if (!translator) return;
  const current = translator.namespaces(getLanguage());
  const needsMore = current.some((namespace) => !coreNamespaces.has(namespace));
  const [core, more] = await Promise.all([
    loadBundle(language, 'core'),
    needsMore ? loadBundle(language, 'more') : Promise.resolve({}),
  ]);
  translator.addCatalogues(language, { ...core, ...more });
  translator.setLanguage(language);
  applyDocumentLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // ignore
  }
  writeLanguageCookie(language);
}

export function getLanguage(): Language {
  return translator?.language === 'en' ? 'en' : 'km';
}
