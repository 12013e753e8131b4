import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { REPORT_NOTE_MAX, reportReasons, type ReportTarget } from '@/shared/domain/moderation';
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
      <ReportWithoutScripts id={target === 'review' ? review.id : (review.reply?.id ?? '')} target={target} />
    </>
  );
}

/**
 * The report form for a browser without scripts (the dialog needs them): sent to the page's action
 * (`cardAction`, which calls the API's report route), the page coming back with "Report sent" or the
 * refusal. Inside `<noscript>`, so a browser with scripts never shows it; React does not hydrate a
 * `<noscript>`'s content, so the form is drawn by the server only and is not in the browser's code.
 */
function ReportWithoutScripts({ id, target }: { id: string; target: ReportTarget }) {
  return <noscript>{import.meta.env.SSR ? <ReportForm id={id} target={target} /> : null}</noscript>;
}

function ReportForm({ id, target }: { id: string; target: ReportTarget }) {
  const { t } = useTranslation('reviews');
  return (
    <>
      <details className="text-sm" data-testid={`report-form-${target}`}>
        <summary className="cursor-pointer text-slate-600">
          {target === 'review' ? t('reportReview') : t('reportReply')}
        </summary>
        <form method="post" className="mt-2 flex flex-col gap-2">
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="target" value={target} />
          <input type="hidden" name="id" value={id} />
          <fieldset className="flex flex-col gap-1">
            <legend className="font-medium text-slate-900">{t('reportReason')}</legend>
            {reportReasons.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="reason" value={value} />
                {t(`reportReason_${value}`)}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1">
            {t('reportNoteOptional')}
            <textarea name="note" rows={2} maxLength={REPORT_NOTE_MAX} className="rounded-md border p-2" />
          </label>
          <button type="submit" className="self-start rounded-md border px-3 py-1 font-medium">
            {t('reportSubmit')}
          </button>
        </form>
      </details>
    </>
  );
}
