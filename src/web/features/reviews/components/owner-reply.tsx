import { MessageSquareReply } from 'lucide-react';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { useTranslation } from '@/web/i18n/use-translation';
import { useDateFormat } from '../use-date-format';
import { AskedReportForm, ReportButton } from './report-button';

/** "Response from the owner" with its date, under the review it answers. */
export function OwnerReply({ review }: { review: ReviewCardView }) {
  const { t } = useTranslation('reviews');
  const { formatDate } = useDateFormat();
  const reply = review.reply;
  if (!reply) return null;
  const wasEdited = reply.updatedAt !== reply.createdAt;
  return (
    <section
      className="rounded-lg border-l-4 border-brand-600 bg-slate-50 p-3"
      data-testid="owner-reply"
      aria-label={t('ownerResponse')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <MessageSquareReply className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {t('ownerResponse')}
        </p>
        <time dateTime={reply.createdAt} className="text-xs text-slate-500">
          {formatDate(reply.createdAt)}
          {wasEdited ? ` · ${t('edited')}` : null}
        </time>
      </div>
      <p className="mt-1 break-words whitespace-pre-line text-sm text-slate-700">{reply.content}</p>
      {review.isOwn || reply.isHidden ? null : (
        <div className="mt-1 flex justify-end">
          <ReportButton review={review} target="reply" />
        </div>
      )}
      {review.isOwn || reply.isHidden ? null : (
        <AskedReportForm review={review} target="reply" className="mt-2" />
      )}
    </section>
  );
}
