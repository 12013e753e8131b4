import type { ReviewListQuery } from '@/shared/schemas/review.schema';

/** Query keys of every review query; all start with 'reviews' so one invalidation refreshes them. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (filters: Omit<ReviewListQuery, 'cursor' | 'limit'>) => ['reviews', 'list', filters] as const,
  /** The list from the page an address's `?cursor=` names (paging without scripts). */
  listFrom: (filters: Omit<ReviewListQuery, 'cursor' | 'limit'>, cursor: string | null) =>
    cursor ? ([...reviewKeys.list(filters), { from: cursor }] as const) : reviewKeys.list(filters),
  latest: () => ['reviews', 'latest'] as const,
  restaurant: (restaurantId: string) => ['reviews', 'restaurant', restaurantId] as const,
  /** A restaurant's reviews from the page an address's `?cursor=` names (its reviews tab without scripts). */
  restaurantFrom: (restaurantId: string, cursor: string | null) =>
    cursor
      ? ([...reviewKeys.restaurant(restaurantId), { from: cursor }] as const)
      : reviewKeys.restaurant(restaurantId),
  mine: () => ['reviews', 'mine'] as const,
  /** The signed-in user's reviews from the page an address's `?cursor=` names (paging without scripts). */
  mineFrom: (cursor: string | null) =>
    cursor ? ([...reviewKeys.mine(), { from: cursor }] as const) : reviewKeys.mine(),
};
