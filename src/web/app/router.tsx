import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadAllNamespaces } from '@/web/i18n/i18n';
import { RootBoundary } from './root-boundary';
import { AppShell } from './app-shell';

type PageModule = { Component: React.ComponentType };

// Every page is its own chunk; a route module exports `Component`. The public pages' catalogues are
// loaded at start-up (src/web/i18n/namespaces.ts); `withAllCatalogues` pages also need the others,
// fetched together with the page's code.
const page = (load: () => Promise<PageModule>, catalogues: 'core' | 'all' = 'core') => ({
  lazy:
    catalogues === 'core'
      ? load
      : () => Promise.all([load(), loadAllNamespaces()]).then(([module]) => module),
});
const withAllCatalogues = 'all';

export const routes: RouteObject[] = [
  {
    errorElement: <RootBoundary />,
    // Drawn while the first page's code loads (it is preloaded, so briefly).
    HydrateFallback: AppShell,
    children: [
      {
        lazy: () => import('@/web/components/layouts/main-layout').then((m) => ({ Component: m.MainLayout })),
        children: [
          { index: true, ...page(() => import('./routes/public/home')) },
          { path: 'restaurants', ...page(() => import('./routes/public/restaurants')) },
          { path: 'restaurants/:id', ...page(() => import('./routes/public/restaurant-detail')) },
          { path: 'reviews', ...page(() => import('./routes/public/reviews')) },
          { path: 'leaderboard', ...page(() => import('./routes/public/leaderboard')) },
          { path: 'submit', ...page(() => import('./routes/public/submit')) },
          { path: 'become-a-partner', ...page(() => import('./routes/public/become-a-partner')) },
          { path: 'register-restaurant', ...page(() => import('./routes/public/register-restaurant')) },
          { path: 'search', ...page(() => import('./routes/public/search')) },
          { path: 'my-reviews', ...page(() => import('./routes/public/my-reviews')) },
          { path: 'profile', ...page(() => import('./routes/public/profile'), withAllCatalogues) },
          { path: 'about', ...page(() => import('./routes/public/about'), withAllCatalogues) },
          { path: 'faq', ...page(() => import('./routes/public/faq'), withAllCatalogues) },
          { path: 'blog', ...page(() => import('./routes/public/blog'), withAllCatalogues) },
          { path: 'terms', ...page(() => import('./routes/public/terms'), withAllCatalogues) },
          { path: 'privacy', ...page(() => import('./routes/public/privacy'), withAllCatalogues) },
          { path: 'contact', ...page(() => import('./routes/public/contact'), withAllCatalogues) },
          { path: '*', ...page(() => import('./routes/public/not-found')) },
        ],
      },
      { path: 'auth', ...page(() => import('./routes/public/auth'), withAllCatalogues) },
      { path: 'pitch-deck', ...page(() => import('./routes/public/pitch-deck'), withAllCatalogues) },
      {
        path: 'owner',
        ...page(() => import('./routes/owner/owner-layout'), withAllCatalogues),
        children: [
          { index: true, element: <Navigate to="/owner/reservations" replace /> },
          { path: 'reservations', ...page(() => import('./routes/owner/reservations'), withAllCatalogues) },
          { path: 'details', ...page(() => import('./routes/owner/details'), withAllCatalogues) },
          { path: 'hours', ...page(() => import('./routes/owner/hours'), withAllCatalogues) },
          { path: 'menu', ...page(() => import('./routes/owner/menu'), withAllCatalogues) },
          { path: '*', ...page(() => import('./routes/owner/owner-placeholder'), withAllCatalogues) },
        ],
      },
      {
        path: 'admin',
        ...page(() => import('./routes/admin/admin-layout'), withAllCatalogues),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', ...page(() => import('./routes/admin/dashboard'), withAllCatalogues) },
          {
            path: 'claim-requests',
            ...page(() => import('./routes/admin/claim-requests'), withAllCatalogues),
          },
          { path: '*', ...page(() => import('./routes/admin/admin-placeholder'), withAllCatalogues) },
        ],
      },
    ],
  },
];

export function createAppRouter(_queryClient: QueryClient) {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first page's route code has loaded (what hydrating a server-drawn page needs). */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
