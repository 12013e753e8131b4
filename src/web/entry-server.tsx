/**
 * The first screen of a page, rendered on the server (src/server/plugins/page-render.ts) so a phone
 * shows it before any script has run; src/web/main.tsx hydrates it. Built by `npm run build` into
 * dist/ssr/entry-server.js with the same aliases as the browser build (Preact's React runtime).
 *
 * What it renders is what the browser's first render draws, so hydration finds the same page: the
 * route's components with their API data (fetched through the server's own API, in as many passes as
 * the page discovers queries), `<Later>` blocks left out, the account menus as their placeholders.
 * The data travels with the page (`dehydrate`) so the browser asks for none of it again.
 */
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { renderToString } from 'preact-render-to-string';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { languages, type Language } from '@/shared/i18n/language';
import { routes } from './app/router';
import { CORE_NAMESPACES } from './i18n/namespaces';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

type Catalogue = Record<string, string>;
const files = import.meta.glob<Catalogue>('./i18n/locales/*/*.json', { eager: true, import: 'default' });

/** The pages drawn on the server; every other page is drawn by the browser alone. */
const SERVER_RENDERED = [/^\/$/, /^\/restaurants$/, /^\/restaurants\/[\w-]{1,64}$/];
/** Rendering passes: each may discover queries the previous one could not know (data needing data). */
const MAX_PASSES = 4;

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The pages' data for the browser's query cache, as JSON safe inside a `<script>` element. */
  state: string;
}

function createTranslations(language: Language): I18n {
  const resources: Record<string, Catalogue> = {};
  for (const namespace of CORE_NAMESPACES)
    resources[namespace] = files[`./i18n/locales/${language}/${namespace}.json`] ?? {};
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: [...CORE_NAMESPACES],
    resources: { [language]: resources },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

const translations = Object.fromEntries(languages.map((l) => [l, createTranslations(l)])) as Record<
  Language,
  I18n
>;
const handler = createStaticHandler(routes);

/**
 * Sets how the rendered pages reach the API: `transport` answers `fetch`-style calls for `/api/…`
 * (the server passes its own routes, without the visitor's cookies).
 */
export function configure(transport: typeof fetch) {
  setApiTransport(transport);
}

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname));
}

/** The page at `url` (path and query) in `language`, or null when it is not drawn on the server. */
export async function render(url: string, language: Language): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://spey.internal');
  if (!isServerRendered(address.pathname)) return null;
  const context = await handler.query(new Request(address));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const page = () =>
    renderToString(
      <I18nextProvider i18n={translations[language]}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nextProvider>,
    );

  try {
    let html = page();
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending');
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      // A page whose data failed is left to the browser, which shows its own error and retry.
      if (
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error')
      )
        return null;
      html = page();
    }
    const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
    return { html, state };
  } finally {
    // The queries' garbage-collection timers would keep this page's data alive for minutes.
    queryClient.clear();
  }
}
