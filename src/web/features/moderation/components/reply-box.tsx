import { useState, type FormEvent } from 'react';
import { toast } from '@/web/lib/toast';
import { REPLY_MAX } from '@/shared/domain/moderation';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { Button } from '@/web/components/ui/button';
import { FieldError, Label, Textarea } from '@/web/components/ui/input';
import { useTranslation } from '@/web/i18n/use-translation';
import { ApiError } from '@/web/lib/api-client';
import { useErrorText, useMessageText } from '@/web/lib/use-error-text';
import { useDeleteReply, useSaveReply } from '../api/save-reply';

/** The owner's reply to one review: write it, edit it, delete it. */
export function ReplyBox({ review }: { review: ReviewCardView }) {
  const { t } = useTranslation('moderation');
  const errorText = useErrorText();
  const translate = useMessageText();
  const save = useSaveReply();
  const remove = useDeleteReply();
  const [content, setContent] = useState(review.reply?.content ?? '');
  const [error, setError] = useState<string | undefined>();
  const id = `reply-${review.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = content.trim();
    if (!trimmed) return setError(t('rule_replyRequired'));
    if (trimmed.length > REPLY_MAX) return setError(t('rule_replyMax'));
    setError(undefined);
    save.mutate(
      { reviewId: review.id, content: trimmed },
      {
        onSuccess: () => toast.success(review.reply ? t('replyUpdated') : t('replyPosted')),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields?.content) {
            setError(translate(failure.fields.content));
            return;
          }
          toast.error(t('error'), { description: errorText(failure, t('replyFailed')) });
        },
      },
    );
  };

  const deleteReply = () => {
    remove.mutate(review.id, {
      onSuccess: () => {
        setContent('');
        toast.success(t('replyDeleted'));
      },
      onError: (failure) => toast.error(t('error'), { description: errorText(failure, t('replyFailed')) }),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate data-testid="reply-form">
      <Label htmlFor={id}>{review.reply ? t('editReply') : t('writeReply')}</Label>
      <Textarea
        id={id}
        rows={3}
        value={content}
        maxLength={REPLY_MAX}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
      {review.reply?.isHidden ? <p className="text-sm text-amber-800">{t('replyHiddenNotice')}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        {review.reply ? (
          <Button type="button" variant="outline" size="sm" onClick={deleteReply} disabled={remove.isPending}>
            {t('deleteReply')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={save.isPending}>
          {review.reply ? t('saveReply') : t('postReply')}
        </Button>
      </div>
    </form>
  );
}
