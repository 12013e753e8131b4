import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';

/**
 * The restaurant pickers' tests: English texts of the picker's catalogue, a clean page and real
 * `fetch` after each test, and a render inside what a page gives a picker (a router, a fresh query
 * client without retries, the translations).
 */
export function setUpPickerTests(namespace: string, catalogue: Record<string, unknown>) {
  const i18n = i18next.createInstance();

  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: false,
      ns: [namespace],
      defaultNS: namespace,
      resources: { en: { [namespace]: catalogue } },
      interpolation: { escapeValue: false },
    });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  return function renderPicker(ui: ReactElement) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
  };
}
