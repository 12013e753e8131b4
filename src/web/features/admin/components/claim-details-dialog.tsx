import type { ReactNode } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { cuisineKey } from '@/shared/domain/cuisines';
import type { AdminClaim } from '@/shared/schemas/claim.schema';
import { DecisionForm } from './decision-form';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { useFormatDate } from '../use-format-date';
import { StatusBadge } from './status-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

interface DecisionProps {
  onApprove: (claimId: string) => void;
  onReject: (claimId: string) => void;
  /** The decision being sent for this claim, if any. */
  pendingDecision: 'approve' | 'reject' | null;
}

/**
 * The full claim: restaurant, claimant, contact, evidence and review notes, with the decision forms. In
 * the dialog with scripts, and drawn on the page for `?view=<id>` before or without them.
 */
export function ClaimDetails({
  claim,
  onApprove,
  onReject,
  pendingDecision,
}: DecisionProps & { claim: AdminClaim }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label={t('columnRestaurant')}>
          <span className="font-semibold">{claim.restaurant?.name ?? t('unknownRestaurant')}</span>
          {claim.restaurant ? (
            <span className="block text-slate-600">
              {[
                t(`cuisine${cuisineKey(claim.restaurant.cuisine)}`, {
                  ns: 'claims',
                  defaultValue: claim.restaurant.cuisine,
                }),
                claim.restaurant.location,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          ) : null}
        </Detail>
        <Detail label={t('columnClaimant')}>{claim.claimant?.username ?? t('unknownUser')}</Detail>
        <Detail label={t('columnContact')}>
          <a
            href={`mailto:${claim.contactEmail}`}
            className="text-brand-700 underline-offset-4 hover:underline"
          >
            {claim.contactEmail}
          </a>
          {claim.contactPhone ? <span className="block">{claim.contactPhone}</span> : null}
        </Detail>
        <Detail label={t('columnStatus')}>
          <StatusBadge status={claim.status} />
        </Detail>
        <Detail label={t('columnSubmitted')}>{formatDate(claim.createdAt)}</Detail>
        {claim.reviewedAt ? <Detail label={t('reviewedOn')}>{formatDate(claim.reviewedAt)}</Detail> : null}
      </dl>
      <section className="mt-5">
        <h3 className="text-sm font-semibold text-slate-800">{t('evidence')}</h3>
        <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
          {claim.evidence}
        </p>
      </section>
      {claim.reviewNotes ? (
        <section className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">{t('reviewNotes')}</h3>
          <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
            {claim.reviewNotes}
          </p>
        </section>
      ) : null}
      {claim.status === 'pending' ? (
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DecisionForm
            intent="claim-decision"
            id={claim.id}
            decision="reject"
            onDecide={() => onReject(claim.id)}
            disabled={pendingDecision !== null}
            isBusy={pendingDecision === 'reject'}
          />
          <DecisionForm
            intent="claim-decision"
            id={claim.id}
            decision="approve"
            onDecide={() => onApprove(claim.id)}
            disabled={pendingDecision !== null}
            isBusy={pendingDecision === 'approve'}
          />
        </div>
      ) : null}
    </>
  );
}

/** The claim's details in a dialog (opened by "View" once the scripts run). */
export function ClaimDetailsDialog({
  claim,
  onOpenChange,
  ...decisions
}: DecisionProps & {
  claim: AdminClaim | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={claim !== null} onOpenChange={onOpenChange}>
      {claim ? (
        <DialogContent
          title={t('claimDetailsTitle')}
          description={t('claimDetailsDescription')}
          className="max-w-xl"
        >
          <ClaimDetails claim={claim} {...decisions} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
