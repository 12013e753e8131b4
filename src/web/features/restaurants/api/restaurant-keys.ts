import type { RestaurantFilters } from '../lib/restaurant-filters';

/** Query keys of this feature; all start with 'restaurants' (or 'leaderboard'). */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  list: (filters: RestaurantFilters) => ['restaurants', 'list', filters] as const,
  /** The list from the page an address's `?cursor=` names (paging without scripts). */
  listFrom: (filters: RestaurantFilters, cursor: string | null) =>
    cursor ? ([...restaurantKeys.list(filters), { from: cursor }] as const) : restaurantKeys.list(filters),
  featured: () => ['restaurants', 'featured'] as const,
  cuisines: () => ['restaurants', 'cuisines'] as const,
  detail: (id: string) => ['restaurants', 'detail', id] as const,
  manage: (id: string) => ['restaurants', 'manage', id] as const,
  leaderboard: () => ['leaderboard'] as const,
};
