import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OwnerReviewFilter } from '@/shared/schemas/moderation.schema';
import type { ReviewPage } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { moderationKeys } from './moderation-keys';

export function getOwnerReviews(
  restaurantId: string,
  filter: OwnerReviewFilter,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return apiFetch<ReviewPage>(`/api/owner/restaurants/${encodeURIComponent(restaurantId)}/reviews`, {
    query: { filter, cursor: cursor ?? undefined },
    signal,
  });
}

export const ownerReviewsQueryOptions = (restaurantId: string, filter: OwnerReviewFilter) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.ownerReviews(restaurantId, filter),
    queryFn: ({ pageParam, signal }) => getOwnerReviews(restaurantId, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The reviews of one of the owner's restaurants, newest first; "without-reply" for the unanswered. */
export function useOwnerReviews(restaurantId: string, filter: OwnerReviewFilter) {
  return useInfiniteQuery(ownerReviewsQueryOptions(restaurantId, filter));
}
