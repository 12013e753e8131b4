/**
 * The catalogue namespaces of the public pages: the shell, home, the restaurant list, a restaurant (with its "Reserve a table" form),
 * reviews, search, and the errors catalogue (texts of error keys and codes, decision 022). Each language's are built into one file (./catalogues/<language>-core.ts, which
 * lists them again: a glob must be written out), loaded before the page is taken over; the
 * other namespaces form a second file (<language>-more.ts), loaded before hydration on the pages that need
 * them and when the browser is idle on the others (src/web/app/entry.client.tsx). tests/unit/i18n-core-namespaces.test.ts checks that both lists agree and
 * that the core pages use no other namespace.
 */
export const CORE_NAMESPACES = [
  'common',
  'home',
  'hours',
  'restaurants',
  'reviews',
  'claims',
  'search',
  'reservations',
  'errors',
] as const;

/** The pages that use only the core namespaces (the rest need the second catalogue file too). */
const CORE_PAGES = [
  /^\/$/,
  /^\/restaurants\/?$/,
  /^\/restaurants\/[^/]+\/?$/,
  /^\/reviews\/?$/,
  /^\/leaderboard\/?$/,
  /^\/submit\/?$/,
  /^\/become-a-partner\/?$/,
  /^\/register-restaurant\/?$/,
  /^\/search\/?$/,
  /^\/my-reviews\/?$/,
];

export const isCorePage = (pathname: string) => CORE_PAGES.some((page) => page.test(pathname));
