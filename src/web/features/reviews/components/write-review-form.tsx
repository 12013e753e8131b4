import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';
import { createReviewFormSchema, type CreateReviewInput } from '@/shared/schemas/review.schema';
import { DEFAULT_RATING, REVIEW_CONTENT_MAX } from '@/shared/domain/review-constants';
import { Button } from '@/web/components/ui/button';
import { FieldError, Input, Label, Textarea } from '@/web/components/ui/input';
import { Alert } from '@/web/components/ui/alert';
import { useActionFailure } from '@/web/lib/action-result';
import { ApiError } from '@/web/lib/api-client';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { paths } from '@/web/lib/paths';
import { useCreateReview } from '../api/create-review';
import { getCambodiaToday } from '../today';
import { RatingInput } from './rating-input';
import { RestaurantPicker } from './restaurant-picker';
import { SpeyToggle } from './spey-toggle';
import { useMessageText } from '@/web/lib/use-error-text';

type FormValues = CreateReviewInput;

/**
 * The id of the GET form the restaurant picker's search is sent with before the scripts run; the page
 * draws it outside the review form (forms do not nest), and the picker's box and button name it.
 */
export const RESTAURANT_SEARCH_FORM = 'review-restaurant-search';

/**
 * The review form of /submit: restaurant, rating, text, Spey switch and visit date. Until the page's
 * scripts take it over it is a plain form sent to the page's action (which answers a refusal with the
 * typed values and the API's field messages); afterwards it is checked here and sent without a reload.
 */
export function WriteReviewForm({ initialRestaurantId }: { initialRestaurantId?: string }) {
  const { t } = useTranslation('reviews');
  const translate = useMessageText();
  const navigate = useNavigate();
  const mutation = useCreateReview();
  const today = useMemo(getCambodiaToday, []);
  const hasMounted = useHasMounted();
  // A refusal of the form sent without scripts: what was typed, and the server's messages per field.
  const failure = useActionFailure('review');
  const sent = failure?.values;
  const serverFields = failure?.error.fields ?? {};
  const ids = {
    restaurant: useId(),
    content: useId(),
    contentError: useId(),
    date: useId(),
    dateError: useId(),
  };

  const form = useForm<FormValues>({
    resolver: zodResolver(createReviewFormSchema(today)),
    defaultValues: {
      restaurantId: sent?.restaurantId || (initialRestaurantId ?? ''),
      rating: Number(sent?.rating) || DEFAULT_RATING,
      content: sent?.content ?? '',
      isSpey: sent?.isSpey === 'true',
      visitDate: sent ? sent.visitDate || null : today,
    },
  });
  const { errors: formErrors } = form.formState;
  const errors: Partial<Record<keyof FormValues, { message?: string }>> = {
    restaurantId: formErrors.restaurantId ?? serverError('restaurantId'),
    rating: formErrors.rating ?? serverError('rating'),
    content: formErrors.content ?? serverError('content'),
    visitDate: formErrors.visitDate ?? serverError('visitDate'),
  };
  function serverError(field: keyof FormValues) {
    const message = serverFields[field];
    return message ? { message } : undefined;
  }
  const restaurantId = form.watch('restaurantId');
  const content = form.watch('content') ?? '';
  const isBusy = mutation.isPending;

  const onInvalid = (fieldErrors: FieldErrors<FormValues>) => {
    if (fieldErrors.restaurantId) {
      toast.error(t('missingRestaurant'), { description: t('rule_restaurantRequired') });
    } else if (fieldErrors.content) {
      toast.error(t('missingContent'), { description: translate(fieldErrors.content.message) });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const review = await mutation.mutateAsync(values);
      toast.success(t('reviewSubmitted'));
      await navigate(paths.restaurant(review.restaurant?.id ?? values.restaurantId, 'reviews'));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in form.getValues()) form.setError(field as keyof FormValues, { message });
        }
      }
      const message = error instanceof ApiError ? translate(error.key ?? error.message) : undefined;
      toast.error(t('error'), { description: message || t('submitFailed') });
    }
  }, onInvalid);

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
      {failure ? (
        <Alert>
          <strong className="font-semibold">{t('error')}</strong>{' '}
          {translate(failure.error.key ?? failure.error.message)}
        </Alert>
      ) : null}
      <Controller
        control={form.control}
        name="restaurantId"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <RestaurantPicker
              name="restaurantId"
              value={field.value}
              onChange={field.onChange}
              disabled={isBusy}
              error={errors.restaurantId?.message}
              errorId={ids.restaurant}
              searchForm={RESTAURANT_SEARCH_FORM}
            />
            <FieldError id={ids.restaurant} message={translate(errors.restaurantId?.message)} />
          </div>
        )}
      />

      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <RatingInput
              name="rating"
              value={field.value}
              onChange={field.onChange}
              disabled={isBusy}
              error={errors.rating?.message}
            />
            <FieldError message={translate(errors.rating?.message)} />
          </div>
        )}
      />

      <div className="flex flex-col gap-1">
        <Label htmlFor={ids.content}>{t('contentField')}</Label>
        <Textarea
          id={ids.content}
          rows={6}
          maxLength={REVIEW_CONTENT_MAX}
          placeholder={t('contentPlaceholder')}
          disabled={isBusy}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? ids.contentError : undefined}
          defaultValue={form.formState.defaultValues?.content ?? ''}
          {...form.register('content')}
        />
        <div className="flex justify-between gap-2">
          <FieldError id={ids.contentError} message={translate(errors.content?.message)} />
          <span className="ml-auto text-xs text-slate-500">
            {t('characterCount', { count: content.length, max: REVIEW_CONTENT_MAX })}
          </span>
        </div>
      </div>

      <Controller
        control={form.control}
        name="isSpey"
        render={({ field }) => (
          <SpeyToggle
            name="isSpey"
            checked={Boolean(field.value)}
            onChange={field.onChange}
            disabled={isBusy}
          />
        )}
      />

      <div className="flex flex-col gap-1">
        <Label htmlFor={ids.date}>{t('visitDateField')}</Label>
        <Input
          id={ids.date}
          type="date"
          max={today}
          disabled={isBusy}
          className="w-fit"
          aria-invalid={errors.visitDate ? true : undefined}
          aria-describedby={errors.visitDate ? ids.dateError : undefined}
          defaultValue={form.formState.defaultValues?.visitDate ?? ''}
          {...form.register('visitDate', { setValueAs: (v: string) => (v ? v : null) })}
        />
        <FieldError id={ids.dateError} message={translate(errors.visitDate?.message)} />
      </div>

      {/* Before the scripts run the server checks the form, so the button is never held back then. */}
      <Button type="submit" size="lg" disabled={isBusy || (hasMounted && (!restaurantId || !content))}>
        {isBusy ? t('submitting') : t('submitReview')}
      </Button>
    </form>
  );
}
