import { Flag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportTarget } from '@/shared/domain/moderation';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { DialogLink } from '@/web/components/dialog-link';
import { useTranslation } from '@/web/i18n/use-translation';
import { withNotice } from '@/web/lib/notices';
import { paths } from '@/web/lib/paths';
import { useAuthGate, useMe } from '@/web/lib/session';
import { REPORT_PARAM, reportedId, reportKey, useReportAddress } from '../lib/report-address';

const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(loadReportDialog);
const preloadReportDialog = () => void loadReportDialog();

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

  const formAddress = address(reportKey(review, target));
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
 * The report form's code is loaded by the browser only for a page whose address asks for one: the
 * server draws it in place (imported before the first page is drawn), and the browser hydrates that part
 * once its chunk has arrived, keeping the drawn form (a plain form that works meanwhile) until then.
 */
const AskedReportFormBody = import.meta.env.SSR
  ? (await import('./asked-report-form')).default
  : lazy(() => import('./asked-report-form'));

/**
 * The report form drawn on the page when its address asks for it (`?report=review:<id>`, the Report
 * link followed before or without the page's scripts, or the way back from /auth): sent to the page's
 * action (`cardAction`, which calls the API's report route), the page coming back without the form and
 * with "Report sent", or with the form, what was chosen, and the refusal. Nothing when not asked for, or
 * once reported.
 */
export function AskedReportForm(props: { review: ReviewCardView; target: ReportTarget; className?: string }) {
  const [params] = useSearchParams();
  const { review, target } = props;
  const isReported = target === 'review' ? review.isReported : Boolean(review.reply?.isReported);
  if (isReported || !reportedId(review, target) || params.get(REPORT_PARAM) !== reportKey(review, target))
    return null;
  return (
    <Suspense fallback={null}>
      <AskedReportFormBody {...props} />
    </Suspense>
  );
}
