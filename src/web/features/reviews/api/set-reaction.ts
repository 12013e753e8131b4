import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactionType } from '@/shared/domain/reactions';
import type { ReactionResult } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { patchReviewInCaches } from './review-cache';
import { reviewKeys } from './review-keys';

export function setReaction(reviewId: string, type: ReactionType) {
  return apiFetch<ReactionResult>(`/api/reviews/${encodeURIComponent(reviewId)}/reaction`, {
    method: 'PUT',
    body: { type },
  });
}

/** Presses like or dislike; the server applies the toggle/switch rule and answers the new counts. */
export function useSetReaction(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: ReactionType) => setReaction(reviewId, type),
    onSuccess: async (result) => {
      patchReviewInCaches(queryClient, reviewId, result);
      // Orders such as most-liked may change: mark lists stale without reshuffling the page now.
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all, refetchType: 'none' });
    },
  });
}
