import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const languages = ['km', 'en'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_STORAGE_KEY = 'spey.lang';

// One JSON file per namespace and language; only the chosen language is downloaded.
const catalogues = import.meta.glob<{ default: Record<string, string> }>('./locales/*/*.json');

export function detectLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved === 'km' || saved === 'en') return saved;
  } catch {
    // storage unavailable (private mode); fall through
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.some((l) => l?.toLowerCase().startsWith('km')) ? 'km' : 'en';
}

async function loadLanguage(language: Language) {
  const entries = Object.entries(catalogues).filter(([file]) => file.startsWith(`./locales/${language}/`));
  await Promise.all(
    entries.map(async ([file, load]) => {
      const namespace = file.slice(`./locales/${language}/`.length, -'.json'.length);
      const module = await load();
      i18next.addResourceBundle(language, namespace, module.default, true, true);
    }),
  );
}

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
}

export async function initI18n(language: Language = detectLanguage()) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: [],
    interpolation: { escapeValue: false },
    returnNull: false,
    resources: {},
    react: { useSuspense: false },
  });
  await loadLanguage(language);
  applyDocumentLanguage(language);
  return i18next;
}

export async function changeLanguage(language: Language) {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // ignore
  }
}

export function getLanguage(): Language {
  return i18next.language === 'en' ? 'en' : 'km';
}
