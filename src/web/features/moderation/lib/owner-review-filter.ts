import { ownerReviewFilters, type OwnerReviewFilter } from '@/shared/schemas/moderation.schema';

/** /owner/reviews' filter from its address (`?filter=without-reply`); anything else is every review. */
export function readOwnerReviewFilter(params: URLSearchParams): OwnerReviewFilter {
  const value = params.get('filter');
  return ownerReviewFilters.find((known) => known === value) ?? 'all';
}
