import { Flag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import {
  REPORT_NOTE_MAX,
  REPORT_NOTE_MIN,
  reportReasons,
  type ReportReason,
  type ReportTarget,
} from '@/shared/domain/moderation';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FieldError, Label, Textarea } from '@/web/components/ui/input';
import { useTranslation } from '@/web/i18n/use-translation';
import { ApiError } from '@/web/lib/api-client';
import { useAuthGate } from '@/web/lib/session';
import { useErrorText, useMessageText } from '@/web/lib/use-error-text';
import { useReportItem } from '../api/report-item';

/**
 * "Report" under a review or an owner reply: a dialog with the reason (and a note, needed for
 * "other"); afterwards the button reads "Reported". Signed-out visitors go to /auth and come back.
 */
export function ReportButton({ review, target }: { review: ReviewCardView; target: ReportTarget }) {
  const { t } = useTranslation('reviews');
  const gate = useAuthGate();
  const location = useLocation();
  const errorText = useErrorText();
  const translate = useMessageText();
  const mutation = useReportItem(review.id, review.reply);
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ reason?: string; note?: string }>({});
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    const problems: { reason?: string; note?: string } = {};
    if (!reason) problems.reason = t('modRule_reasonRequired');
    if (reason === 'other' && trimmed.length < REPORT_NOTE_MIN) problems.note = t('modRule_noteMin');
    if (trimmed.length > REPORT_NOTE_MAX) problems.note = t('modRule_noteMax');
    setError(problems);
    if (!reason || problems.reason || problems.note) return;
    mutation.mutate(
      { target, input: { reason, note: trimmed || undefined } },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast.success(t('reportSent'), { description: t('reportSentDescription') });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 401) {
            gate({ description: t('authReportDescription'), returnTo: location.pathname });
            return;
          }
          if (failure instanceof ApiError && failure.fields?.note) {
            setError({ note: translate(failure.fields.note) });
            return;
          }
          toast.error(t('error'), { description: errorText(failure, t('reportFailed')) });
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={open}
        data-testid={`report-${target}`}
        aria-label={target === 'review' ? t('reportReview') : t('reportReply')}
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        {t('report')}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent
          title={target === 'review' ? t('reportReviewTitle') : t('reportReplyTitle')}
          description={t('reportDescription')}
        >
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={error.reason ? 'report-reason-error' : undefined}
            >
              <legend className="mb-1 text-sm font-medium text-slate-900">{t('reportReason')}</legend>
              {reportReasons.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  {t(`reportReason_${value}`)}
                </label>
              ))}
              <FieldError id="report-reason-error" message={error.reason} />
            </fieldset>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="report-note">
                {reason === 'other' ? t('reportNote') : t('reportNoteOptional')}
              </Label>
              <Textarea
                id="report-note"
                value={note}
                maxLength={REPORT_NOTE_MAX}
                rows={3}
                onChange={(event) => setNote(event.target.value)}
                aria-invalid={error.note ? true : undefined}
                aria-describedby={error.note ? 'report-note-error' : undefined}
              />
              <FieldError id="report-note-error" message={error.note} />
            </div>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setIsOpen(false)}>
                {t('cancel')}
              </Button>
              <Button type="submit" disabled={mutation.isPending} data-testid="report-submit">
                {t('reportSubmit')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
