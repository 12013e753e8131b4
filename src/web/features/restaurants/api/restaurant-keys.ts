import type { RestaurantFilters } from '../lib/restaurant-filters';

/** Query keys of this feature; all start with 'restaurants' (or 'leaderboard'). */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  list: (filters: RestaurantFilters) => ['restaurants', 'list', filters] as const,
  featured: () => ['restaurants', 'featured'] as const,
  cuisines: () => ['restaurants', 'cuisines'] as const,
  detail: (id: string) => ['restaurants', 'detail', id] as const,
  manage: (id: string) => ['restaurants', 'manage', id] as const,
  leaderboard: () => ['leaderboard'] as const,
};
