import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootBoundary } from './root-boundary';

// Every page is its own chunk; a route module exports `Component`.
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

export const routes: RouteObject[] = [
  {
    errorElement: <RootBoundary />,
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
          { path: 'profile', ...page(() => import('./routes/public/profile')) },
          { path: 'about', ...page(() => import('./routes/public/about')) },
          { path: 'faq', ...page(() => import('./routes/public/faq')) },
          { path: 'blog', ...page(() => import('./routes/public/blog')) },
          { path: 'terms', ...page(() => import('./routes/public/terms')) },
          { path: 'privacy', ...page(() => import('./routes/public/privacy')) },
          { path: 'contact', ...page(() => import('./routes/public/contact')) },
          { path: '*', ...page(() => import('./routes/public/not-found')) },
        ],
      },
      { path: 'auth', ...page(() => import('./routes/public/auth')) },
      { path: 'pitch-deck', ...page(() => import('./routes/public/pitch-deck')) },
      {
        path: 'owner',
        ...page(() => import('./routes/owner/owner-layout')),
        children: [
          { index: true, element: <Navigate to="/owner/reservations" replace /> },
          { path: 'reservations', ...page(() => import('./routes/owner/reservations')) },
          { path: 'details', ...page(() => import('./routes/owner/details')) },
          { path: 'hours', ...page(() => import('./routes/owner/hours')) },
          { path: 'menu', ...page(() => import('./routes/owner/menu')) },
          { path: '*', ...page(() => import('./routes/owner/owner-placeholder')) },
        ],
      },
      {
        path: 'admin',
        ...page(() => import('./routes/admin/admin-layout')),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', ...page(() => import('./routes/admin/dashboard')) },
          { path: 'claim-requests', ...page(() => import('./routes/admin/claim-requests')) },
          { path: '*', ...page(() => import('./routes/admin/admin-placeholder')) },
        ],
      },
    ],
  },
];

export function createAppRouter(_queryClient: QueryClient) {
  return createBrowserRouter(routes);
}
