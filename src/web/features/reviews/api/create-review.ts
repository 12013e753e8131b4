import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput, ReviewCardView } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { reviewKeys } from './review-keys';

export function createReview(input: CreateReviewInput) {
  return apiFetch<ReviewCardView>('/api/reviews', { method: 'POST', body: input });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: async () => {
      // The restaurant's counts and rating changed too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]);
    },
  });
}
