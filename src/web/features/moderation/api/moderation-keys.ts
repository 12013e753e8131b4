import type { OwnerReviewFilter } from '@/shared/schemas/moderation.schema';

/** Every moderation query lives under ['moderation'], so one invalidation refreshes them after an action. */
export const moderationKeys = {
  all: ['moderation'] as const,
  ownerReviews: (restaurantId: string, filter: OwnerReviewFilter) =>
    ['moderation', 'owner-reviews', restaurantId, filter] as const,
  /** The list from the page an address's `?cursor=` names (paging without scripts). */
  ownerReviewsFrom: (restaurantId: string, filter: OwnerReviewFilter, cursor: string | null) =>
    cursor
      ? ([...moderationKeys.ownerReviews(restaurantId, filter), { from: cursor }] as const)
      : moderationKeys.ownerReviews(restaurantId, filter),
  queue: (status: 'open' | 'hidden', sort: 'newest' | 'most-reported') =>
    ['moderation', 'queue', status, sort] as const,
  log: () => ['moderation', 'log'] as const,
  integrity: () => ['moderation', 'integrity'] as const,
  emailPreferences: () => ['moderation', 'email-preferences'] as const,
};

/** Lists elsewhere that show reviews, replies or counts: refreshed after a reply or a moderation action. */
export const affectedKeys = [['reviews'], ['restaurants'], ['admin']] as const;
