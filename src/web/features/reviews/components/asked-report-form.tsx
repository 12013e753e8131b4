import { Form, Link } from 'react-router';
import { REPORT_NOTE_MAX, reportReasons, type ReportTarget } from '@/shared/domain/moderation';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { Button } from '@/web/components/ui/button';
import { useTranslation } from '@/web/i18n/use-translation';
import { useActionFailure } from '@/web/lib/action-result';
import { reportedId, useReportAddress } from '../lib/report-address';

/**
 * The report form of AskedReportForm (report-button.tsx), drawn for the address that asks for it: the
 * reason and a note, what a refusal kept, "Cancel" (the address without it) and "Send report".
 */
export default function AskedReportForm({
  review,
  target,
  className = '',
}: {
  review: ReviewCardView;
  target: ReportTarget;
  className?: string;
}) {
  const { t } = useTranslation('reviews');
  const address = useReportAddress();
  const id = reportedId(review, target);
  const failure = useActionFailure('report');
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
