/** Every URL of the web app, in one place. */
export const paths = {
  home: () => '/',
  restaurants: () => '/restaurants',
  restaurant: (id: string, tab?: 'info' | 'menu' | 'reviews' | 'manage') =>
    tab && tab !== 'info' ? `/restaurants/${id}?tab=${tab}` : `/restaurants/${id}`,
  reviews: (restaurantName?: string) =>
    restaurantName ? `/reviews?restaurant=${encodeURIComponent(restaurantName)}` : '/reviews',
  leaderboard: () => '/leaderboard',
  submit: (restaurantId?: string) => (restaurantId ? `/submit?restaurantId=${restaurantId}` : '/submit'),
  becomeAPartner: (restaurantId?: string) =>
    restaurantId ? `/become-a-partner?restaurantId=${restaurantId}` : '/become-a-partner',
  registerRestaurant: () => '/register-restaurant',
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
  myReviews: () => '/my-reviews',
  profile: () => '/profile',
  auth: (options: { owner?: boolean; signup?: boolean } = {}) => {
    const params = new URLSearchParams();
    if (options.owner) params.set('owner', 'true');
    if (options.signup) params.set('signup', 'true');
    const qs = params.toString();
    return qs ? `/auth?${qs}` : '/auth';
  },
  forgotPassword: () => '/forgot-password',
  resetPassword: (token?: string) =>
    token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
  settings: () => '/settings',
  /** "Download my data": a JSON file (GET /api/me/export). */
  accountExport: () => '/api/me/export',
  about: () => '/about',
  pitchDeck: () => '/pitch-deck',
  faq: () => '/faq',
  blog: () => '/blog',
  terms: () => '/terms',
  privacy: () => '/privacy',
  contact: () => '/contact',
  owner: {
    root: () => '/owner',
    reservations: () => '/owner/reservations',
    details: () => '/owner/details',
    hours: () => '/owner/hours',
    menu: () => '/owner/menu',
    reviews: () => '/owner/reviews',
    analytics: () => '/owner/analytics',
  },
  admin: {
    root: () => '/admin',
    dashboard: () => '/admin/dashboard',
    claimRequests: () => '/admin/claim-requests',
    reports: () => '/admin/reports',
    users: () => '/admin/users',
    settings: () => '/admin/settings',
  },
} as const;

export const CONTACT_EMAIL = 'hello@spey.app';

/** Navigation state the /auth page understands (spec: isSignUp, returnTo, isRestaurantOwner, message). */
export interface AuthNavigationState {
  isSignUp?: boolean;
  returnTo?: string;
  isRestaurantOwner?: boolean;
  /** Shown above the sign-up form, e.g. why the user was sent here. */
  message?: string;
}
