import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Form } from 'react-router';
import { toast } from '@/web/lib/toast';
import type { ReactionType } from '@/shared/domain/reactions';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { useMe } from '@/web/lib/session';
import { useErrorText } from '@/web/lib/use-error-text';
import { useSetReaction } from '../api/set-reaction';

const buttonClass =
  'inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Like and dislike with counts; the user's own reaction is highlighted. Each button is named by its
 * text ('Like 3'), so the visible count is part of the accessible name. The pair is a form sent to the
 * page's action until the scripts take it over (a press before then is carried out by the server);
 * afterwards a request without a reload.
 */
export function ReactionButtons({ review }: { review: ReviewCardView }) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const { data: me } = useMe();
  const mutation = useSetReaction(review.id);
  const tooltipId = useId();
  const isDisabled = review.isOwn || mutation.isPending;

  const showSignedOut = () => toast.error(t('authRequired'), { description: t('reactSignedOut') });

  const press = (type: ReactionType) => {
    if (me === null) {
      showSignedOut();
      return;
    }
    // mutateAsync: the toast shows even if a refreshed list has replaced this card meanwhile.
    void mutation.mutateAsync(type).then(
      (result) => {
        if (result.userReaction === null) {
          toast.success(t('reactionRemoved'), {
            description: type === 'like' ? t('reactionRemovedLike') : t('reactionRemovedDislike'),
          });
        } else {
          toast.success(result.userReaction === 'like' ? t('reviewLiked') : t('reviewDisliked'));
        }
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          showSignedOut();
          return;
        }
        toast.error(t('error'), { description: errorText(error, t('reactionFailed')) });
      },
    );
  };

  const buttons = (
    <Form
      method="post"
      className="flex items-center gap-2"
      aria-busy={mutation.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const type = submitter?.getAttribute('value');
        if (type === 'like' || type === 'dislike') press(type);
      }}
    >
      <input type="hidden" name="intent" value="reaction" />
      <input type="hidden" name="reviewId" value={review.id} />
      <button
        type="submit"
        name="type"
        value="like"
        className={cn(
          buttonClass,
          review.userReaction === 'like'
            ? 'border-green-600 bg-green-50 text-green-800'
            : 'border-slate-200 text-slate-700 hover:bg-slate-50',
        )}
        aria-pressed={review.userReaction === 'like'}
        aria-describedby={review.isOwn ? tooltipId : undefined}
        disabled={isDisabled}
      >
        <ThumbsUp
          className={cn('h-4 w-4', review.userReaction === 'like' && 'fill-current')}
          aria-hidden="true"
        />
        <span className="sr-only">{t('like')} </span>
        <span data-testid="like-count">{review.likeCount}</span>
      </button>
      <button
        type="submit"
        name="type"
        value="dislike"
        className={cn(
          buttonClass,
          review.userReaction === 'dislike'
            ? 'border-red-600 bg-red-50 text-red-800'
            : 'border-slate-200 text-slate-700 hover:bg-slate-50',
        )}
        aria-pressed={review.userReaction === 'dislike'}
        aria-describedby={review.isOwn ? tooltipId : undefined}
        disabled={isDisabled}
      >
        <ThumbsDown
          className={cn('h-4 w-4', review.userReaction === 'dislike' && 'fill-current')}
          aria-hidden="true"
        />
        <span className="sr-only">{t('dislike')} </span>
        <span data-testid="dislike-count">{review.dislikeCount}</span>
      </button>
    </Form>
  );

  if (!review.isOwn) return buttons;
  // Disabled buttons get no hover events, so the tooltip sits on a wrapper.
  return (
    <span className="inline-flex" title={t('ownReviewTooltip')} data-testid="own-review-reactions">
      {buttons}
      <span id={tooltipId} className="sr-only">
        {t('ownReviewTooltip')}
      </span>
    </span>
  );
}
