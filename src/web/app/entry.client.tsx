import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { isLanguage } from '@/shared/i18n/language';
import { initI18n, loadAllNamespaces } from '@/web/i18n/i18n';

// The page arrived drawn in the language the server chose (`<html lang>`) with the catalogues it
// names (`data-catalogues`): the browser loads the same before taking the page over, so hydration
// finds exactly what the server drew. The other catalogues follow when the browser is idle.
const root = document.documentElement;
const language = isLanguage(root.lang) ? root.lang : 'km';
const i18n = await initI18n(language);
if (root.dataset.catalogues === 'all') await loadAllNamespaces();
else (window.requestIdleCallback ?? setTimeout)(() => void loadAllNamespaces());

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
