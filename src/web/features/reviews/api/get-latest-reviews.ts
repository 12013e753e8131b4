import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { reviewKeys } from './review-keys';

export function getLatestReviews(signal?: AbortSignal) {
  return apiFetch<ReviewList>('/api/reviews/latest', { signal }).then((r) => r.items);
}

export const latestReviewsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.latest(), queryFn: ({ signal }) => getLatestReviews(signal) });

/** The three newest reviews (home). */
export function useLatestReviews() {
  return useQuery(latestReviewsQueryOptions());
}
