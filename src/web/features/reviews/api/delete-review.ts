import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';
import { removeReviewFromCaches } from './review-cache';
import { reviewKeys } from './review-keys';

export function deleteReview(id: string) {
  return apiFetch<void>(`/api/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: async (_result, id) => {
      removeReviewFromCaches(queryClient, id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]);
    },
  });
}
