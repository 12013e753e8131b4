import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyView } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { affectedKeys, moderationKeys } from './moderation-keys';

export function saveReply(reviewId: string, content: string) {
  return apiFetch<ReplyView>(`/api/owner/reviews/${encodeURIComponent(reviewId)}/reply`, {
    method: 'PUT',
    body: { content },
  });
}

export function deleteReply(reviewId: string) {
  return apiFetch<null>(`/api/owner/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'DELETE' });
}

function useRefreshAfterReply() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [moderationKeys.all, ...affectedKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** Writes or edits the owner's reply; the owner's list and every public review list refresh. */
export function useSaveReply() {
  const refresh = useRefreshAfterReply();
  return useMutation({
    mutationFn: ({ reviewId, content }: { reviewId: string; content: string }) =>
      saveReply(reviewId, content),
    onSuccess: refresh,
  });
}

export function useDeleteReply() {
  const refresh = useRefreshAfterReply();
  return useMutation({ mutationFn: (reviewId: string) => deleteReply(reviewId), onSuccess: refresh });
}
