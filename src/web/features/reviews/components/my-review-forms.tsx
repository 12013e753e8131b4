import { useId, useMemo, useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { REVIEW_CONTENT_MAX } from '@/shared/domain/review-constants';
import type { ReviewCardView } from '@/shared/schemas/review.schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { FieldError, Input, Label, Textarea } from '@/web/components/ui/input';
import { useTranslation } from '@/web/i18n/use-translation';
import { useActionFailure, type ActionFailure } from '@/web/lib/action-result';
import { toApiError } from '@/web/lib/api-client';
import { listAddress } from '@/web/lib/link-params';
import { paths } from '@/web/lib/paths';
import { useErrorText, useMessageText } from '@/web/lib/use-error-text';
import { readPageCursor } from '../lib/review-filters';
import { getCambodiaToday } from '../today';
import { RatingInput } from './rating-input';
import { SpeyToggle } from './spey-toggle';

/**
 * /my-reviews' Edit and Delete as the page draws them for an address (`?edit=<id>`, `?delete=<id>`):
 * what a tap on Edit or Delete opens before or without the page's scripts, which open dialogs instead.
 * Both are forms sent to the page's action (app/lib/dashboard-actions.server.ts, `myReviewsAction`),
 * which calls PATCH or DELETE /api/reviews/:id as the visitor; a refusal comes back here with what was
 * typed.
 */
export type MyReviewView = 'edit' | 'delete';

/** The address of one review's Edit or Delete on this page of the list (null: neither). */
export function useMyReviewAddress() {
  const [params] = useSearchParams();
  return (view: MyReviewView | null, reviewId?: string) =>
    listAddress(paths.myReviews(), params, readPageCursor(params) ?? null, {
      edit: view === 'edit' && reviewId ? reviewId : null,
      delete: view === 'delete' && reviewId ? reviewId : null,
    });
}

/** Which of the two the address (or a refused form for this review) asks to draw under the card. */
export function useMyReviewView(reviewId: string): MyReviewView | null {
  const [params] = useSearchParams();
  const edit = useActionFailure('edit-review');
  const remove = useActionFailure('delete-review');
  if (edit?.values?.reviewId === reviewId || params.get('edit') === reviewId) return 'edit';
  if (remove?.values?.reviewId === reviewId || params.get('delete') === reviewId) return 'delete';
  return null;
}

function failureFor(failure: ActionFailure | null, reviewId: string) {
  return failure?.values?.reviewId === reviewId ? failure : null;
}

export function EditReviewInline({ review }: { review: ReviewCardView }) {
  const { t } = useTranslation('reviews');
  const translate = useMessageText();
  const errorText = useErrorText();
  const address = useMyReviewAddress();
  const failure = failureFor(useActionFailure('edit-review'), review.id);
  const sent = failure?.values;
  const today = useMemo(getCambodiaToday, []);
  const [rating, setRating] = useState(sent?.rating ? Number(sent.rating) || 0 : review.rating);
  const [isSpey, setIsSpey] = useState(sent ? sent.isSpey === 'true' : review.isSpey);
  const fields = failure?.error.fields ?? {};
  const ids = { content: useId(), contentError: useId(), date: useId(), dateError: useId() };
  const general =
    failure && Object.keys(fields).length === 0
      ? errorText(toApiError(400, { error: failure.error }), t('updateFailed'))
      : null;

  return (
    <Card data-testid="edit-review-inline">
      <CardContent className="pt-6">
        <Form method="post" className="flex flex-col gap-5" noValidate>
          <h2 className="text-lg font-semibold">{t('editTitle')}</h2>
          <input type="hidden" name="reviewId" value={review.id} />
          {general ? <Alert>{general}</Alert> : null}
          <RatingInput name="rating" value={rating} onChange={setRating} error={translate(fields.rating)} />
          <FieldError message={translate(fields.rating)} />
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.content}>{t('contentField')}</Label>
            <Textarea
              id={ids.content}
              name="content"
              rows={5}
              maxLength={REVIEW_CONTENT_MAX}
              defaultValue={sent?.content ?? review.content}
              aria-invalid={fields.content ? true : undefined}
              aria-describedby={fields.content ? ids.contentError : undefined}
            />
            <FieldError id={ids.contentError} message={translate(fields.content)} />
          </div>
          <SpeyToggle name="isSpey" checked={isSpey} onChange={setIsSpey} />
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.date}>{t('visitDateField')}</Label>
            <Input
              id={ids.date}
              name="visitDate"
              type="date"
              max={today}
              className="w-fit"
              defaultValue={sent ? sent.visitDate : (review.visitDate ?? '')}
              aria-invalid={fields.visitDate ? true : undefined}
              aria-describedby={fields.visitDate ? ids.dateError : undefined}
            />
            <FieldError id={ids.dateError} message={translate(fields.visitDate)} />
          </div>
          <div className="flex justify-end gap-2">
            <Button asChild variant="outline">
              <Link to={address(null)} preventScrollReset>
                {t('cancel')}
              </Link>
            </Button>
            <Button type="submit" name="intent" value="edit-review">
              {t('saveChanges')}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

export function DeleteReviewInline({ review }: { review: ReviewCardView }) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const address = useMyReviewAddress();
  const failure = failureFor(useActionFailure('delete-review'), review.id);
  return (
    <Card data-testid="delete-review-inline">
      <CardContent className="pt-6">
        <Form method="post" className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t('deleteTitle')}</h2>
          <p className="text-sm text-slate-600">{t('deleteDescription')}</p>
          {failure ? (
            <Alert>{errorText(toApiError(400, { error: failure.error }), t('deleteFailed'))}</Alert>
          ) : null}
          <input type="hidden" name="reviewId" value={review.id} />
          <div className="flex justify-end gap-2">
            <Button asChild variant="outline">
              <Link to={address(null)} preventScrollReset>
                {t('cancel')}
              </Link>
            </Button>
            <Button type="submit" name="intent" value="delete-review" variant="destructive">
              {t('confirmDelete')}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
