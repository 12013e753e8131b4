import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import {
  editReviewFormSchema,
  type EditReviewFormInput,
  type ReviewCardView,
} from '@/shared/schemas/review.schema';
import { REVIEW_CONTENT_MAX } from '@/shared/domain/review-constants';
import { Button } from '@/web/components/ui/button';
import { DialogLink } from '@/web/components/dialog-link';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { useErrorText, useMessageText } from '@/web/lib/use-error-text';
import { useDeleteReview } from '../api/delete-review';
import { useUpdateReview } from '../api/update-review';
import { getCambodiaToday } from '../today';
import { useMyReviewAddress } from './my-review-forms';
import { RatingInput } from './rating-input';
import { SpeyToggle } from './spey-toggle';

function EditReviewForm({ review, onDone }: { review: ReviewCardView; onDone: () => void }) {
  const { t } = useTranslation('reviews');
  const translate = useMessageText();
  const mutation = useUpdateReview();
  const today = useMemo(getCambodiaToday, []);
  const ids = { content: useId(), contentError: useId(), date: useId(), dateError: useId() };
  const form = useForm<EditReviewFormInput>({
    resolver: zodResolver(editReviewFormSchema(today)),
    defaultValues: {
      rating: review.rating,
      content: review.content,
      isSpey: review.isSpey,
      visitDate: review.visitDate,
    },
  });
  const { errors } = form.formState;
  const content = form.watch('content') ?? '';
  const isBusy = mutation.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ id: review.id, input: values });
      toast.success(t('reviewUpdated'));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in form.getValues()) form.setError(field as keyof EditReviewFormInput, { message });
        }
      }
      const message = error instanceof ApiError ? translate(error.key ?? error.message) : undefined;
      toast.error(t('error'), { description: message || t('updateFailed') });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <RatingInput
            value={field.value}
            onChange={field.onChange}
            disabled={isBusy}
            error={errors.rating?.message}
          />
        )}
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={ids.content}>{t('contentField')}</Label>
        <Textarea
          id={ids.content}
          rows={5}
          maxLength={REVIEW_CONTENT_MAX}
          disabled={isBusy}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? ids.contentError : undefined}
          {...form.register('content')}
        />
        <FieldError id={ids.contentError} message={translate(errors.content?.message)} />
      </div>
      <Controller
        control={form.control}
        name="isSpey"
        render={({ field }) => (
          <SpeyToggle checked={Boolean(field.value)} onChange={field.onChange} disabled={isBusy} />
        )}
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={ids.date}>{t('visitDateField')}</Label>
        <Input
          id={ids.date}
          type="date"
          max={today}
          className="w-fit"
          disabled={isBusy}
          aria-invalid={errors.visitDate ? true : undefined}
          aria-describedby={errors.visitDate ? ids.dateError : undefined}
          {...form.register('visitDate', { setValueAs: (v: string | null) => (v ? v : null) })}
        />
        <FieldError id={ids.dateError} message={translate(errors.visitDate?.message)} />
      </div>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline" disabled={isBusy}>
            {t('cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isBusy || !content}>
          {isBusy ? t('saving') : t('saveChanges')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Edit (in a dialog) and delete (after confirmation) for one of the user's own reviews. Each is a link to
 * this page's address with `?edit=<id>` or `?delete=<id>`, which the page draws as a form under the card
 * (my-review-forms.tsx), so a tap before or without the scripts opens it; with scripts the tap opens the
 * dialog and the address stays.
 */
export function MyReviewActions({ review }: { review: ReviewCardView }) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const address = useMyReviewAddress();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const deletion = useDeleteReview();
  const editLink = useRef<HTMLAnchorElement>(null);
  const deleteLink = useRef<HTMLAnchorElement>(null);
  // The dialogs have no Radix trigger (the links are), so focus goes back to the link by hand.
  const focusOn = (link: RefObject<HTMLAnchorElement | null>) => (event: Event) => {
    event.preventDefault();
    link.current?.focus();
  };

  // mutateAsync: the card (and this component) leaves the list on success, and the toast must still show.
  const confirmDelete = async () => {
    try {
      await deletion.mutateAsync(review.id);
      toast.success(t('reviewDeleted'));
      setIsConfirming(false);
    } catch (error) {
      toast.error(t('error'), { description: errorText(error, t('deleteFailed')) });
    }
  };

  return (
    <>
      <DialogLink
        linkRef={editLink}
        to={address('edit', review.id)}
        onOpen={() => setIsEditing(true)}
        variant="outline"
        size="sm"
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {t('edit')}
      </DialogLink>
      <Dialog open={isEditing} onOpenChange={setIsEditing}>
        <DialogContent
          title={t('editTitle')}
          description={review.restaurant?.name ?? t('unknownRestaurant')}
          onCloseAutoFocus={focusOn(editLink)}
        >
          {isEditing ? <EditReviewForm review={review} onDone={() => setIsEditing(false)} /> : null}
        </DialogContent>
      </Dialog>
      <DialogLink
        linkRef={deleteLink}
        to={address('delete', review.id)}
        onOpen={() => setIsConfirming(true)}
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('delete')}
      </DialogLink>
      <Dialog open={isConfirming} onOpenChange={(open) => !deletion.isPending && setIsConfirming(open)}>
        <DialogContent
          title={t('deleteTitle')}
          description={t('deleteDescription')}
          onCloseAutoFocus={focusOn(deleteLink)}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={deletion.isPending}>
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={deletion.isPending} onClick={() => void confirmDelete()}>
              {deletion.isPending ? t('deleting') : t('confirmDelete')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
