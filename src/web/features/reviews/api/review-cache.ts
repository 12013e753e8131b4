import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ReviewCardView, ReviewPage } from '@/shared/schemas/review.schema';
import { reviewKeys } from './review-keys';

type ReviewCache = InfiniteData<ReviewPage, string | null> | ReviewCardView[] | undefined;

function mapCache(data: ReviewCache, map: (review: ReviewCardView) => ReviewCardView | null): ReviewCache {
  if (!data) return data;
  const mapItems = (items: ReviewCardView[]) =>
    items.flatMap((review) => {
      const next = map(review);
      return next ? [next] : [];
    });
  if (Array.isArray(data)) return mapItems(data);
  if ('pages' in data)
    return { ...data, pages: data.pages.map((page) => ({ ...page, items: mapItems(page.items) })) };
  return data;
}

/** Writes a changed review into every cached review list, so every card shows it at once. */
export function patchReviewInCaches(queryClient: QueryClient, id: string, patch: Partial<ReviewCardView>) {
  queryClient.setQueriesData<ReviewCache>({ queryKey: reviewKeys.all }, (data) =>
    mapCache(data, (review) => (review.id === id ? { ...review, ...patch } : review)),
  );
}

/** Drops a deleted review from every cached review list. */
export function removeReviewFromCaches(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<ReviewCache>({ queryKey: reviewKeys.all }, (data) =>
    mapCache(data, (review) => (review.id === id ? null : review)),
  );
}
