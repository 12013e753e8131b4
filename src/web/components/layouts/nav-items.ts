import { paths } from '@/web/lib/paths';

/** The shell's main links, in order; labels are keys of the 'common' namespace. */
export const mainNavItems = [
  { to: paths.home(), labelKey: 'navHome', end: true },
  { to: paths.restaurants(), labelKey: 'navRestaurants', end: false },
  { to: paths.reviews(), labelKey: 'navReviews', end: false },
  { to: paths.leaderboard(), labelKey: 'navLeaderboard', end: false },
  { to: paths.submit(), labelKey: 'navSubmitReview', end: false },
] as const;
