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

/** `from`: the cursor of the page the list starts at (an address's `?cursor=`), or null for the newest. */
export const ownerReviewsQueryOptions = (
  restaurantId: string,
  filter: OwnerReviewFilter,
  from: string | null = null,
) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.ownerReviewsFrom(restaurantId, filter, from),
    queryFn: ({ pageParam, signal }) => getOwnerReviews(restaurantId, filter, pageParam, signal),
    initialPageParam: from,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The reviews of one of the owner's restaurants, newest first; "without-reply" for the unanswered. */
export function useOwnerReviews(restaurantId: string, filter: OwnerReviewFilter, from: string | null = null) {
  return useInfiniteQuery(ownerReviewsQueryOptions(restaurantId, filter, from));
}
