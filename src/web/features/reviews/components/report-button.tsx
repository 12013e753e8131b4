import { Flag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Form, Link, useLocation, useSearchParams } from 'react-router';
import { REPORT_NOTE_MAX, reportReasons, type ReportTarget } from '@/shared/domain/moderation';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { Button } from '@/web/components/ui/button';
import { DialogLink } from '@/web/components/dialog-link';
import { useTranslation } from '@/web/i18n/use-translation';
import { useActionFailure } from '@/web/lib/action-result';
import { listAddress } from '@/web/lib/link-params';
import { withNotice } from '@/web/lib/notices';
import { paths } from '@/web/lib/paths';
import { useAuthGate, useMe } from '@/web/lib/session';

const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(loadReportDialog);
const preloadReportDialog = () => void loadReportDialog();

/** The address's parameter that draws a report form on the page: `review:<id>` or `reply:<id>`. */
export const REPORT_PARAM = 'report';

const reportedId = (review: ReviewCardView, target: ReportTarget) =>
  target === 'review' ? review.id : (review.reply?.id ?? '');

/** The page's address with (or, for null, without) the report form asked for. */
function useReportAddress() {
  const location = useLocation();
  const [params] = useSearchParams();
  return (asked: string | null) =>
    listAddress(location.pathname, params, params.get('cursor'), { [REPORT_PARAM]: asked });
}

/**
 * "Report" under a review or an owner reply: a link to the page's address with `?report=`, which draws
 * the report form on the page (AskedReportForm), so a tap before or without the page's scripts opens it.
 * Once they run, a click opens the dialog (the reason, and a note, needed for "other"); afterwards the
 * button reads "Reported". Signed-out visitors go to /auth and come back to the form.
 */
export function ReportButton({ review, target }: { review: ReviewCardView; target: ReportTarget }) {
  const { t } = useTranslation('reviews');
  const gate = useAuthGate();
  const { data: me } = useMe();
  const address = useReportAddress();
  const linkRef = useRef<HTMLAnchorElement>(null);
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

  const formAddress = address(`${target}:${reportedId(review, target)}`);
  const to = me
    ? formAddress
    : withNotice(
        `${paths.auth()}?${new URLSearchParams({ returnTo: formAddress }).toString()}`,
        'report-auth-required',
      );
  const open = () => {
    if (!gate({ description: t('authReportDescription'), returnTo: formAddress })) return;
    setIsOpen(true);
  };

  return (
    <>
      <DialogLink
        to={to}
        onOpen={open}
        linkRef={linkRef}
        variant="ghost"
        size="sm"
        onPointerEnter={preloadReportDialog}
        onFocus={preloadReportDialog}
        data-testid={`report-${target}`}
        aria-label={target === 'review' ? t('reportReview') : t('reportReply')}
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        {t('report')}
      </DialogLink>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReportDialog
            review={review}
            target={target}
            onClose={() => {
              setIsOpen(false);
              linkRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The report form drawn on the page when its address asks for it (`?report=review:<id>`, the Report
 * link followed before or without the page's scripts, or the way back from /auth): sent to the page's
 * action (`cardAction`, which calls the API's report route), the page coming back without the form and
 * with "Report sent", or with the form, what was chosen, and the refusal. Nothing when not asked for, or
 * once reported.
 */
export function AskedReportForm({
  review,
  target,
  className = '',
}: {
  review: ReviewCardView;
  target: ReportTarget;
  className?: string;
}) {
  const { t } = useTranslation('reviews');
  const [params] = useSearchParams();
  const address = useReportAddress();
  const id = reportedId(review, target);
  const failure = useActionFailure('report');
  const isReported = target === 'review' ? review.isReported : Boolean(review.reply?.isReported);
  if (!id || isReported || params.get(REPORT_PARAM) !== `${target}:${id}`) return null;
  const sent = failure?.values?.id === id ? failure.values : undefined;
  const legendId = `report-${target}-${id}`;
  return (
    <Form
      method="post"
      preventScrollReset
      className={`flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm ${className}`}
      data-testid={`report-form-${target}`}
      aria-labelledby={legendId}
    >
      <p id={legendId} className="font-semibold text-slate-900">
        {target === 'review' ? t('reportReviewTitle') : t('reportReplyTitle')}
      </p>
      <p className="text-slate-600">{t('reportDescription')}</p>
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="id" value={id} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium text-slate-900">{t('reportReason')}</legend>
        {reportReasons.map((value) => (
          <label key={value} className="flex items-center gap-2 text-slate-800">
            <input type="radio" name="reason" value={value} defaultChecked={sent?.reason === value} />
            {t(`reportReason_${value}`)}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1">
        {t('reportNoteOptional')}
        <textarea
          name="note"
          rows={2}
          maxLength={REPORT_NOTE_MAX}
          defaultValue={sent?.note ?? ''}
          className="rounded-md border border-slate-300 bg-white p-2"
        />
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={address(null)} preventScrollReset>
            {t('cancel')}
          </Link>
        </Button>
        <Button type="submit" size="sm">
          {t('reportSubmit')}
        </Button>
      </div>
    </Form>
  );
}
