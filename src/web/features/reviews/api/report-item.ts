import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportReason, ReportTarget } from '@/shared/domain/moderation';
import type { ReplyView } from '@/shared/schemas/review.schema';
import { apiFetch } from '@/web/lib/api-client';
import { patchReviewInCaches } from './review-cache';

export interface ReportInput {
  reason: ReportReason;
  note?: string;
}

/** POST /api/reviews/:id/report or /api/replies/:id/report; a second report of the same item is a no-op. */
export function reportItem(target: ReportTarget, id: string, input: ReportInput) {
  const base = target === 'review' ? '/api/reviews' : '/api/replies';
  return apiFetch<{ reported: true }>(`${base}/${encodeURIComponent(id)}/report`, {
    method: 'POST',
    body: input,
  });
}

/** Reports a review, or the owner's reply under it; every cached card then reads "Reported". */
export function useReportItem(reviewId: string, reply: ReplyView | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, input }: { target: ReportTarget; input: ReportInput }) =>
      reportItem(target, target === 'review' ? reviewId : (reply?.id ?? ''), input),
    onSuccess: (_result, { target }) => {
      if (target === 'review') patchReviewInCaches(queryClient, reviewId, { isReported: true });
      else if (reply) patchReviewInCaches(queryClient, reviewId, { reply: { ...reply, isReported: true } });
    },
  });
}
