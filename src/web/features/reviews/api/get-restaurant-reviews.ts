import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { shouldRetry } from '@/web/lib/query-client';
import { reviewKeys } from './review-keys';

export function getRestaurantReviews(restaurantId: string, cursor?: string | null, signal?: AbortSignal) {
  return apiFetch<ReviewPage>(`/api/restaurants/${encodeURIComponent(restaurantId)}/reviews`, {
    query: { cursor },
    signal,
  });
}

/** `from`: the cursor of the page the list starts at (an address's `?cursor=`), or null for the newest. */
export const restaurantReviewsQueryOptions = (restaurantId: string, from: string | null = null) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.restaurantFrom(restaurantId, from),
    queryFn: ({ pageParam, signal }) => getRestaurantReviews(restaurantId, pageParam, signal),
    initialPageParam: from,
    getNextPageParam: (page) => page.nextCursor,
    // The spec: restaurant detail queries retry 2 times.
    retry: (count, error) => shouldRetry(count, error, 2),
  });

/** A restaurant's reviews, newest first, in pages, from the newest or from the page `from` names. */
export function useRestaurantReviews(restaurantId: string, from: string | null = null) {
  return useInfiniteQuery(restaurantReviewsQueryOptions(restaurantId, from));
}
