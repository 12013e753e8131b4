import { Eye } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { cuisineKey } from '@/shared/domain/cuisines';
import type { AdminClaim } from '@/shared/schemas/claim.schema';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { DecisionForm } from './decision-form';
import { useFormatDate } from '../use-format-date';
import { StatusBadge } from './status-badge';

/**
 * Spec columns: Restaurant, Claimant, Contact, Status, Submitted, Actions. "View" links to the page's
 * address with `?view=<id>` (the details drawn on the page before or without scripts; with scripts, the
 * dialog); Approve and Reject are forms.
 */
export function ClaimRequestsTable({
  claims,
  viewHref,
  onView,
  onApprove,
  onReject,
  pendingId,
  pendingDecision,
}: {
  claims: AdminClaim[];
  viewHref: (claim: AdminClaim) => string;
  onView: (claim: AdminClaim) => void;
  onApprove: (claimId: string) => void;
  onReject: (claimId: string) => void;
  pendingId: string | null;
  pendingDecision: 'approve' | 'reject' | null;
}) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('columnRestaurant')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('columnClaimant')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('columnContact')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('columnStatus')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('columnSubmitted')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('columnActions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {claims.map((claim) => {
            const restaurantName = claim.restaurant?.name ?? t('unknownRestaurant');
            const isBusy = pendingId === claim.id;
            return (
              <tr key={claim.id} data-testid="claim-row" className="align-top">
                <td className="px-4 py-3">
                  <p className="font-semibold text-slate-900">{restaurantName}</p>
                  {claim.restaurant ? (
                    <p className="text-xs text-slate-600">
                      {[
                        t(`cuisine${cuisineKey(claim.restaurant.cuisine)}`, {
                          ns: 'claims',
                          defaultValue: claim.restaurant.cuisine,
                        }),
                        claim.restaurant.location,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  ) : null}
                </td>
                <td className="px-4 py-3">{claim.claimant?.username ?? t('unknownUser')}</td>
                <td className="px-4 py-3">
                  <p className="break-words">{claim.contactEmail}</p>
                  {claim.contactPhone ? <p className="text-xs text-slate-600">{claim.contactPhone}</p> : null}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={claim.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(claim.createdAt)}</td>
                <td className="px-4 py-3">
                  <div className="flex items-center justify-end gap-1.5">
                    <Button asChild variant="ghost" size="sm">
                      <Link
                        to={viewHref(claim)}
                        preventScrollReset
                        aria-haspopup="dialog"
                        aria-label={t('viewClaimOf', { name: restaurantName })}
                        onClick={(event) => {
                          event.preventDefault();
                          onView(claim);
                        }}
                      >
                        <Eye className="h-4 w-4" aria-hidden="true" />
                        {t('view')}
                      </Link>
                    </Button>
                    {claim.status === 'pending' ? (
                      <>
                        <DecisionForm
                          intent="claim-decision"
                          id={claim.id}
                          decision="approve"
                          onDecide={() => onApprove(claim.id)}
                          size="sm"
                          disabled={pendingId !== null}
                          aria-label={t('approveClaimOf', { name: restaurantName })}
                          isBusy={isBusy && pendingDecision === 'approve'}
                        />
                        <DecisionForm
                          intent="claim-decision"
                          id={claim.id}
                          decision="reject"
                          onDecide={() => onReject(claim.id)}
                          size="sm"
                          disabled={pendingId !== null}
                          aria-label={t('rejectClaimOf', { name: restaurantName })}
                          isBusy={isBusy && pendingDecision === 'reject'}
                        />
                      </>
                    ) : claim.reviewedAt ? (
                      <span className="text-xs whitespace-nowrap text-slate-600">
                        {t('reviewedOnDate', { date: formatDate(claim.reviewedAt) })}
                      </span>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
