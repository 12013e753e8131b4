import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import type { AdminClaim } from '@/shared/schemas/claim.schema';
import { useErrorText } from '@/web/lib/use-error-text';
import { useReviewClaim, type ClaimDecision } from './api/review-claim';

/** Approve and reject with the spec's toasts; `pendingId` is the claim being decided, if any. */
export function useClaimActions(options: { onDecided?: (claim: AdminClaim) => void } = {}) {
  const { t } = useTranslation('admin');
  const review = useReviewClaim();
  const errorText = useErrorText();

  const decide = (claimId: string, decision: ClaimDecision) =>
    review.mutate(
      { claimId, decision },
      {
        onSuccess: (claim) => {
          if (decision === 'approve') {
            toast.success(t('claimApproved'), { description: t('claimApprovedDescription') });
          } else {
            toast.success(t('claimRejected'), { description: t('claimRejectedDescription') });
          }
          options.onDecided?.(claim);
        },
        onError: (error) => {
          const fallback = decision === 'approve' ? t('approveFailed') : t('rejectFailed');
          toast.error(t('error'), { description: errorText(error, fallback) });
        },
      },
    );

  return {
    approve: (claimId: string) => decide(claimId, 'approve'),
    reject: (claimId: string) => decide(claimId, 'reject'),
    pendingId: review.isPending ? review.variables.claimId : null,
    pendingDecision: review.isPending ? review.variables.decision : null,
  };
}
