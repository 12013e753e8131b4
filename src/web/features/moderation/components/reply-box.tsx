import { useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import { toast } from '@/web/lib/toast';
import { REPLY_MAX } from '@/shared/domain/moderation';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { Button } from '@/web/components/ui/button';
import { FieldError, Label, Textarea } from '@/web/components/ui/input';
import { useTranslation } from '@/web/i18n/use-translation';
import { useActionFailure } from '@/web/lib/action-result';
import { ApiError, toApiError } from '@/web/lib/api-client';
import { useErrorText, useMessageText } from '@/web/lib/use-error-text';
import { useDeleteReply, useSaveReply } from '../api/save-reply';

/**
 * The owner's reply to one review: write it, edit it, delete it. A form sent to the page's action until
 * the scripts take it over (src/web/app/lib/dashboard-actions.server.ts); afterwards a request without a
 * reload. A refusal of the form sent without scripts comes back as the action's data and shows here.
 */
export function ReplyBox({ review }: { review: ReviewCardView }) {
  const { t } = useTranslation('moderation');
  const errorText = useErrorText();
  const translate = useMessageText();
  const save = useSaveReply();
  const remove = useDeleteReply();
  const replyFailure = useActionFailure('reply');
  const deleteFailure = useActionFailure('delete-reply');
  const sent = [replyFailure, deleteFailure].find((f) => f?.values?.reviewId === review.id) ?? null;
  const [content, setContent] = useState(
    replyFailure && sent === replyFailure ? (sent.values?.content ?? '') : (review.reply?.content ?? ''),
  );
  const sentError = sent
    ? sent.error.fields?.content
      ? translate(sent.error.fields.content)
      : errorText(toApiError(400, { error: sent.error }), t('replyFailed'))
    : undefined;
  const [error, setError] = useState<string | undefined>(sentError);
  const id = `reply-${review.id}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('value') === 'delete-reply') return deleteReply();
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
    <Form method="post" onSubmit={submit} className="flex flex-col gap-2" noValidate data-testid="reply-form">
      <input type="hidden" name="reviewId" value={review.id} />
      <input type="hidden" name="hasReply" value={review.reply ? 'true' : 'false'} />
      <Label htmlFor={id}>{review.reply ? t('editReply') : t('writeReply')}</Label>
      <Textarea
        id={id}
        name="content"
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
          <Button
            type="submit"
            name="intent"
            value="delete-reply"
            variant="outline"
            size="sm"
            disabled={remove.isPending}
          >
            {t('deleteReply')}
          </Button>
        ) : null}
        <Button type="submit" name="intent" value="reply" size="sm" disabled={save.isPending}>
          {review.reply ? t('saveReply') : t('postReply')}
        </Button>
      </div>
    </Form>
  );
}
