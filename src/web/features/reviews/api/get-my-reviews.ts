import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { reviewKeys } from './review-keys';

export function getMyReviews(cursor?: string | null, signal?: AbortSignal) {
  return apiFetch<ReviewPage>('/api/me/reviews', { query: { cursor }, signal });
}

/** `from`: the cursor of the page the list starts at (an address's `?cursor=`), or null for the newest. */
export const myReviewsQueryOptions = (from: string | null = null) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.mineFrom(from),
    queryFn: ({ pageParam, signal }) => getMyReviews(pageParam, signal),
    initialPageParam: from,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The signed-in user's own reviews, Spey ones included. */
export function useMyReviews(options: { enabled: boolean; from: string | null }) {
  return useInfiniteQuery({ ...myReviewsQueryOptions(options.from), enabled: options.enabled });
}
