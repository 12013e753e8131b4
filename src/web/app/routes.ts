import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The one route table. Every page is a route module under ./routes: loader, action, meta, links, the
 * (src/web/app/routes/seo/sitemap.tsx).
 */
export default [
  layout('routes/layouts/main.tsx', [
    index('routes/public/home.tsx'),
    route('restaurants', 'routes/public/restaurants.tsx'),
    route('restaurants/:id', 'routes/public/restaurant-detail.tsx'),
    route('reviews', 'routes/public/reviews.tsx'),
    route('leaderboard', 'routes/public/leaderboard.tsx'),
    route('submit', 'routes/public/submit.tsx'),
    route('become-a-partner', 'routes/public/become-a-partner.tsx'),
    route('register-restaurant', 'routes/public/register-restaurant.tsx'),
    route('search', 'routes/public/search.tsx'),
    route('my-reviews', 'routes/public/my-reviews.tsx'),
    route('profile', 'routes/public/profile.tsx'),
    route('settings', 'routes/account/settings.tsx'),
    route('forgot-password', 'routes/account/forgot-password.tsx'),
    route('reset-password', 'routes/account/reset-password.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('faq', 'routes/public/faq.tsx'),
    route('blog', 'routes/public/blog.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  route('auth', 'routes/public/auth.tsx'),
  route('pitch-deck', 'routes/public/pitch-deck.tsx'),
  route('language', 'routes/language.tsx'),
  route('currency', 'routes/currency.tsx'),
  route('owner', 'routes/owner/owner-layout.tsx', [
    index('routes/owner/index.tsx'),
    route('reservations', 'routes/owner/reservations.tsx'),
    route('details', 'routes/owner/details.tsx'),
    route('hours', 'routes/owner/hours.tsx'),
    route('menu', 'routes/owner/menu.tsx'),
    route('reviews', 'routes/owner/reviews.tsx'),
    route('*', 'routes/owner/owner-placeholder.tsx'),
  ]),
  route('admin', 'routes/admin/admin-layout.tsx', [
    index('routes/admin/index.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('claim-requests', 'routes/admin/claim-requests.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('reports', 'routes/admin/reports.tsx'),
    route('*', 'routes/admin/admin-placeholder.tsx'),
  ]),
] satisfies RouteConfig;
