import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { preload, preloadModule } from 'react-dom';
import catalogues from 'virtual:spey-catalogues';
import fonts from 'virtual:spey-fonts';
import { metaDescriptors } from '@/shared/seo/page-meta';
import { LazyToaster } from '@/web/components/ui/toaster';
import { NoticeWithoutScripts, useNoticeToast } from '@/web/lib/notices';
import { createQueryClient } from '@/web/lib/query-client';
import { useTranslation } from '@/web/i18n/use-translation';
import stylesHref from '@/web/styles.css?url';
import type { Route } from './+types/root';
import { getRootData } from './lib/root.server';

export const links: LinksFunction = () => [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return getRootData(request, context);
}

// The head follows the page: the root's data (who is signed in, the page's meta) is read again on every
// change of page, not only after a form is sent.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

/** Pages without meta of their own get the site's, in the visitor's language (src/server/modules/seo). */
export const meta: Route.MetaFunction = ({ data }) =>
  data ? metaDescriptors(data.seo, data.publicUrl) : [{ title: 'Spey' }];

/** The document: the same for every page, in the visitor's language. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce;
  // The Khmer faces (Khmer letters only, by unicode-range) for a page drawn in Khmer: an English page
  // leaves the bandwidth to its first image (decision 038).
  if (data?.lang === 'km')
    for (const href of fonts)
      preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', nonce });
  // The catalogues the browser loads before taking the page over, fetched beside the scripts (decision 038).
  if (data) {
    for (const part of data.catalogues === 'all' ? ['core', 'more'] : ['core']) {
      const href = catalogues[`${data.lang}-${part}`];
      if (href) preloadModule(href, { as: 'script', nonce });
    }
  }
  return (
    <html lang={data?.lang ?? 'km'} data-catalogues={data?.catalogues}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#e11d48" />
        {/* With a precedence React puts the stylesheet before the scripts' preloads: on a connection that
            takes few requests at once, the one file that blocks the first paint is asked for first. */}
        <link rel="stylesheet" href={stylesHref} precedence="default" nonce={nonce} />
        <Meta />
        <Links nonce={nonce} />
        {/* Drawn by the server only: React 19's hydration passes over the head's extra tags. */}
        {import.meta.env.SSR ? <LowPriorityModulePreloads nonce={nonce} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The page's scripts, asked for at low priority (decision 040): `<Scripts>` preloads the same files
 * without a priority, so at the browser's default (high) they compete with the stylesheet and the first
 * image, and a first paint that comes after them waits on them. Preloaded first with
 * `fetchpriority="low"`, each file is fetched once, at low priority; the later preload of the same
 * address finds it already under way. Only the server draws these links (the first page's list): once
 * the page is taken over, the router loads the next pages' code itself, and the browser's bundle does
 * not carry this code.
 */
function LowPriorityModulePreloads({ nonce }: { nonce: string | undefined }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const { manifest } = framework;
  const list = [manifest.entry.module, ...manifest.entry.imports];
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (route) list.push(route.module, ...(route.imports ?? []));
  }
  return (
    <>
      {[...new Set(list)].map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} />
      ))}
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient);
  useNoticeToast();
  // Marks the page as taken over by its scripts (browser tests and the phone-profile script read it).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    performance.mark('spey:app-ready');
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <NoticeWithoutScripts />
      <HydrationBoundary state={loaderData.queries}>
        <Outlet />
      </HydrationBoundary>
      <LazyToaster />
    </QueryClientProvider>
  );
}

/** Last-resort screen when the shell itself fails. Pages have their own (app/components/page-error.tsx). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-5xl font-extrabold text-brand-600">{t('appName')}</p>
      <h1 className="text-2xl font-semibold">{status === 404 ? t('notFoundTitle') : t('errorTitle')}</h1>
      <p className="text-slate-600">{t('errorDescription')}</p>
      <button
        type="button"
        className="rounded-md bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
        onClick={() => window.location.reload()}
      >
        {t('reload')}
      </button>
      {/* A full page load on purpose: the app itself may be what failed. */}
      <a href="/" className="rounded-md border border-slate-300 px-4 py-2 text-slate-900 hover:bg-slate-50">
        {t('returnHome')}
      </a>
    </main>
  );
}
