import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewCardView, UpdateReviewInput } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { patchReviewInCaches } from './review-cache';
import { reviewKeys } from './review-keys';

export function updateReview(id: string, input: UpdateReviewInput) {
  return apiFetch<ReviewCardView>(`/api/reviews/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateReviewInput }) => updateReview(id, input),
    onSuccess: async (review) => {
      patchReviewInCaches(queryClient, review.id, review);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]);
    },
  });
}
