// First, before anything creates a zod schema: the browser's zod settings (see the module).
import '@/web/lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { isLanguage } from '@/shared/i18n/language';
import { adoptSavedLanguage, initI18n, loadAllNamespaces } from '@/web/i18n/i18n';
import { asI18n } from '@/web/i18n/translator';

// The page arrived drawn in the language the server chose (`<html lang>`) with the catalogues it
// names (`data-catalogues`): the browser loads the same before taking the page over, so hydration
// finds exactly what the server drew (with i18next there, the translator of ../i18n/translator.ts here). The other catalogues follow when the browser is idle.
const root = document.documentElement;
const language = isLanguage(root.lang) ? root.lang : 'km';
// A choice kept only in this browser's storage (from before the language cookie existed) is told to
// the server once, and the page drawn again in it.
if (adoptSavedLanguage(language)) location.reload();
else await hydrate();

async function hydrate() {
  const translator = await initI18n(language);
  if (root.dataset.catalogues === 'all') await loadAllNamespaces();
  else (window.requestIdleCallback ?? setTimeout)(() => void loadAllNamespaces());

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={asI18n(translator)}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}
