import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/web/lib/toast';
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
 * The report form: the reason (and a note, needed for "other"). Loaded when a report button is first
 * pressed, so the dialog's code is not part of the pages' first download.
 */
export default function ReportDialog({
  review,
  target,
  onClose,
}: {
  review: ReviewCardView;
  target: ReportTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('reviews');
  const gate = useAuthGate();
  const location = useLocation();
  const errorText = useErrorText();
  const translate = useMessageText();
  const mutation = useReportItem(review.id, review.reply);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ reason?: string; note?: string }>({});
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
          onClose();
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
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
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
            <Button type="button" variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending} data-testid="report-submit">
              {t('reportSubmit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
