import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { getLanguage, initI18n } from './i18n/i18n';
import { App } from './app/app';
import { createAppRouter, whenRouterReady } from './app/router';
import { createQueryClient } from './lib/query-client';
import { afterNextPaint, spreadFirstRender } from './lib/later';
import { hydrateApart, markAppReady } from './lib/hydrate-apart';

await initI18n();
// Parts below the first screen are drawn in tasks of their own after it (src/web/lib/later.tsx).
spreadFirstRender();
const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>
);

// A page drawn by the server (src/web/entry-server.tsx) comes with its data; the app takes it over
// where it stands, unless the visitor's language here is not the one it was drawn in.
const serverState = document.getElementById('spey-state');
if (serverState?.textContent && serverState.dataset.lang === getLanguage()) {
  hydrateQueries(queryClient, JSON.parse(serverState.textContent));
  await whenRouterReady(router);
  // The page is on screen before the scripts take it over: the browser paints first.
  await afterNextPaint();
  hydrateApart(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
  markAppReady();
}
