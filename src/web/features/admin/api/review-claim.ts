import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClaim } from '@/shared/schemas/claim.schema';
import { apiFetch } from '@/web/lib/api-client';
import { adminKeys } from './admin-keys';

export type ClaimDecision = 'approve' | 'reject';

export function reviewClaim(claimId: string, decision: ClaimDecision) {
  return apiFetch<{ claim: AdminClaim }>(`/api/admin/claims/${encodeURIComponent(claimId)}/${decision}`, {
    method: 'POST',
    body: {},
  }).then((body) => body.claim);
}

/** Approve or reject; afterwards the stats, both claim lists and restaurant pages (claimed or not) refresh. */
export function useReviewClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, decision }: { claimId: string; decision: ClaimDecision }) =>
      reviewClaim(claimId, decision),
    // Refresh on failure too: a 409 means someone else decided first.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
      ]),
  });
}
