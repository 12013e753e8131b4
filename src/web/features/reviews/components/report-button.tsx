import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { ReportTarget } from '@/shared/domain/moderation';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { Button } from '@/web/components/ui/button';
import { useTranslation } from '@/web/i18n/use-translation';
import { useAuthGate } from '@/web/lib/session';

const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(loadReportDialog);
const preloadReportDialog = () => void loadReportDialog();

/**
 * "Report" under a review or an owner reply: a dialog with the reason (and a note, needed for
 * "other"); afterwards the button reads "Reported". Signed-out visitors go to /auth and come back.
 */
export function ReportButton({ review, target }: { review: ReviewCardView; target: ReportTarget }) {
  const { t } = useTranslation('reviews');
  const gate = useAuthGate();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const isReported = target === 'review' ? review.isReported : Boolean(review.reply?.isReported);

  if (isReported) {
    return (
      <span
        className="inline-flex items-center gap-1 text-xs text-slate-500"
        data-testid={`reported-${target}`}
      >
        <Flag className="h-3.5 w-3.5" aria-hidden="true" />
        {t('reported')}
      </span>
    );
  }

  const open = () => {
    if (
      !gate({ description: t('authReportDescription'), returnTo: `${location.pathname}${location.search}` })
    )
      return;
    setIsOpen(true);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={open}
        onPointerEnter={preloadReportDialog}
        onFocus={preloadReportDialog}
        data-testid={`report-${target}`}
        aria-label={target === 'review' ? t('reportReview') : t('reportReply')}
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        {t('report')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReportDialog review={review} target={target} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
