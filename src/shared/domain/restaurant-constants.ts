// Constants of the restaurant pages, kept apart from the zod schemas so the browser's first page
// can use them without downloading the schema library.

/** Price tiers diners filter by (spec: $ to $$$$); owners may also store '$$$$$'. */
export const PRICE_FILTERS = ['$', '$$', '$$$', '$$$$'] as const;
/** Restaurants per page of the list. */
export const RESTAURANT_PAGE_SIZE = 24;
export const RESTAURANT_PAGE_SIZE_MAX = 48;
/** Featured restaurants on the home page. */
export const FEATURED_LIMIT = 6;
/** Leaderboard: the spec fetches 20 and shows the top 3 of each list. */
export const LEADERBOARD_DEFAULT_LIMIT = 3;
export const LEADERBOARD_MAX_LIMIT = 20;
export const SEARCH_MAX_LENGTH = 100;
