import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { initI18n } from './i18n/i18n';
import { App } from './app/app';
import { spreadFirstRender } from './lib/later';

await initI18n();
// Parts below the first screen are drawn in tasks of their own after it (src/web/lib/later.tsx).
spreadFirstRender();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
