import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { reviewKeys } from './review-keys';

export function getMyReviews(cursor?: string | null, signal?: AbortSignal) {
  return apiFetch<ReviewPage>('/api/me/reviews', { query: { cursor }, signal });
}

export const myReviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reviewKeys.mine(),
    queryFn: ({ pageParam, signal }) => getMyReviews(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The signed-in user's own reviews, Spey ones included. */
export function useMyReviews(options: { enabled: boolean }) {
  return useInfiniteQuery({ ...myReviewsQueryOptions(), enabled: options.enabled });
}
