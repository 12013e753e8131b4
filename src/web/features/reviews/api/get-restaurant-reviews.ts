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

export const restaurantReviewsQueryOptions = (restaurantId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.restaurant(restaurantId),
    queryFn: ({ pageParam, signal }) => getRestaurantReviews(restaurantId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The spec: restaurant detail queries retry 2 times.
    retry: (count, error) => shouldRetry(count, error, 2),
  });

/** A restaurant's reviews, newest first, in pages. */
export function useRestaurantReviews(restaurantId: string) {
  return useInfiniteQuery(restaurantReviewsQueryOptions(restaurantId));
}
