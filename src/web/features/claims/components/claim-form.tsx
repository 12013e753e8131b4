import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, LoaderCircle, Store } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, useActionData } from 'react-router';
import { toast } from '@/web/lib/toast';
import {
  createClaimSchema,
  type CreateClaimInput,
  type CreateClaimValues,
} from '@/shared/schemas/claim.schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FieldError, Input, Label, Textarea } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useActionFailure } from '@/web/lib/action-result';
import { ApiError } from '@/web/lib/api-client';
import { paths } from '@/web/lib/paths';
import { useCreateClaim } from '../api/create-claim';
import { useClaimRestaurant } from '../api/get-claim-restaurant';
import { ClaimRestaurantPicker } from './claim-restaurant-picker';
import { ClaimRestaurantSearch } from './claim-restaurant-search';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { describeError, messageText } from '@/web/lib/error-text';

const formFields = ['restaurantId', 'contactEmail', 'contactPhone', 'evidence'] as const;

/** What the page's action answers when the form was sent without scripts and the claim was made. */
function useClaimSentWithoutScripts(): string | null {
  const answer: unknown = useActionData();
  if (typeof answer !== 'object' || answer === null || !('claim' in answer)) return null;
  const { claim } = answer as { claim: { restaurantName?: unknown } };
  return typeof claim.restaurantName === 'string' ? claim.restaurantName : null;
}

/**
 * The claim form of /become-a-partner, for a signed-in user. Until the page's scripts take it over it
 * is a plain form sent to the page's action (which answers a refusal with the typed values and the
 * API's field messages); afterwards it is checked here and sent without a reload.
 */
export function ClaimForm({
  initialRestaurantId,
  defaultEmail,
}: {
  initialRestaurantId: string | null;
  defaultEmail: string;
}) {
  const { t } = useTranslation('claims');
  const ids = useId();
  const createClaim = useCreateClaim();
  const failure = useActionFailure('claim');
  const sent = failure?.values;
  const sentName = useClaimSentWithoutScripts();
  const [isPicking, setIsPicking] = useState(!initialRestaurantId);
  const [submittedName, setSubmittedName] = useState<string | null>(sentName);
  const [pickedName, setPickedName] = useState<string | null>(null);
  const preselected = useClaimRestaurant(isPicking ? null : initialRestaurantId);

  const form = useForm<CreateClaimInput, unknown, CreateClaimValues>({
    resolver: zodResolver(createClaimSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      restaurantId: sent?.restaurantId || (initialRestaurantId ?? ''),
      contactEmail: sent?.contactEmail ?? defaultEmail,
      contactPhone: sent?.contactPhone ?? '',
      evidence: sent?.evidence ?? '',
    },
  });
  const { errors: formErrors } = form.formState;
  const serverFields = failure?.error.fields ?? {};
  const serverError = (field: (typeof formFields)[number]) => {
    const message = serverFields[field];
    return message ? { message } : undefined;
  };
  const errors = {
    restaurantId: formErrors.restaurantId ?? serverError('restaurantId'),
    contactEmail: formErrors.contactEmail ?? serverError('contactEmail'),
    contactPhone: formErrors.contactPhone ?? serverError('contactPhone'),
    evidence: formErrors.evidence ?? serverError('evidence'),
  };
  const restaurantId = form.watch('restaurantId');
  const preselectedRestaurant = !isPicking ? preselected.data : undefined;
  const isBlocked = Boolean(preselectedRestaurant?.isClaimed);

  const onSubmit = form.handleSubmit((values) => {
    createClaim.mutate(values, {
      onSuccess: (claim) => {
        toast.success(t('claimSubmitted'), { description: t('claimSubmittedDescription') });
        setSubmittedName(claim.restaurantName);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          const fields = error.fields;
          for (const field of formFields) {
            const message = fields[field];
            if (message) form.setError(field, { type: 'server', message });
          }
        }
        toast.error(t('claimError'), {
          description: describeError(t, error, t('claimErrorDescription')),
        });
      },
    });
  });

  // Until the scripts run, the picker is a GET search form (forms do not nest, so it stands before the claim
  // form) and the restaurants it finds are links that put `?restaurantId=` in the address.
  const hasMounted = useHasMounted();
  const isSearchingWithoutScripts = isPicking && !hasMounted;

  if (submittedName) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center" role="status">
        <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden="true" />
        <h3 className="text-xl font-semibold">{t('claimSubmitted')}</h3>
        <p className="text-slate-600">{t('claimSubmittedFor', { name: submittedName })}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline">
            <Link to={paths.profile()}>{t('viewMyRequests')}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.restaurants()}>{t('browseRestaurants')}</Link>
          </Button>
        </div>
      </div>
    );
  }

  const fieldId = (name: string) => `${ids}-${name}`;
  const errorId = (name: string) => `${ids}-${name}-error`;
  const restaurantError = messageText(t, errors.restaurantId?.message);
  const isPending = createClaim.isPending;

  return (
    <>
      {isSearchingWithoutScripts ? (
        <div className="mb-5">
          <ClaimRestaurantSearch id={fieldId('restaurant')} />
        </div>
      ) : null}
      <form method="post" onSubmit={onSubmit} noValidate aria-busy={isPending}>
        <input type="hidden" name="restaurantId" value={restaurantId} />
        <fieldset disabled={isPending} className="flex flex-col gap-5">
          {failure ? (
            <Alert>
              <strong className="font-semibold">{t('claimError')}</strong>{' '}
              {messageText(t, failure.error.key ?? failure.error.message)}
            </Alert>
          ) : null}
          <div className="flex flex-col gap-1.5">
            {isSearchingWithoutScripts ? null : (
              <Label htmlFor={isPicking ? fieldId('restaurant') : undefined}>{t('restaurantLabel')}</Label>
            )}
            {isSearchingWithoutScripts ? null : isPicking ? (
              <ClaimRestaurantPicker
                id={fieldId('restaurant')}
                value={restaurantId}
                isInvalid={Boolean(restaurantError)}
                describedBy={restaurantError ? errorId('restaurant') : undefined}
                onChange={(option) => {
                  setPickedName(option?.name ?? null);
                  form.setValue('restaurantId', option?.id ?? '', {
                    shouldValidate: form.formState.isSubmitted,
                  });
                }}
              />
            ) : preselected.isPending ? (
              <Skeleton className="h-16 w-full" />
            ) : preselected.isError ? (
              <Alert>{t('errorRestaurantNotFound')}</Alert>
            ) : preselectedRestaurant ? (
              <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
                <div className="flex min-w-0 items-center gap-3">
                  <Store className="h-8 w-8 shrink-0 text-brand-600" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="truncate font-semibold" data-testid="claim-restaurant-name">
                      {preselectedRestaurant.name}
                    </p>
                    <p className="truncate text-sm text-slate-600">
                      {[preselectedRestaurant.cuisine, preselectedRestaurant.location]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                </div>
              </div>
            ) : null}
            {!isPicking ? (
              <Button
                variant="link"
                size="sm"
                className="h-auto self-start px-0"
                onClick={() => {
                  setIsPicking(true);
                  form.setValue('restaurantId', '');
                }}
              >
                {t('changeRestaurant')}
              </Button>
            ) : null}
            <FieldError id={errorId('restaurant')} message={restaurantError} />
            {isPicking && pickedName && restaurantId ? (
              <p className="text-sm text-slate-600">{t('selectedRestaurant', { name: pickedName })}</p>
            ) : null}
            {preselectedRestaurant?.isOwner ? (
              <Alert tone="info">
                {t('youOwnThis')}{' '}
                <Link to={paths.owner.details()} className="font-semibold text-brand-700 underline">
                  {t('manageRestaurant')}
                </Link>
              </Alert>
            ) : isBlocked ? (
              <Alert tone="info">{t('errorAlreadyClaimed')}</Alert>
            ) : null}
          </div>

          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fieldId('email')}>{t('contactEmailLabel')}</Label>
            <Input
              id={fieldId('email')}
              type="email"
              autoComplete="email"
              aria-invalid={errors.contactEmail ? true : undefined}
              aria-describedby={errors.contactEmail ? errorId('email') : undefined}
              defaultValue={form.formState.defaultValues?.contactEmail ?? ''}
              {...form.register('contactEmail')}
            />
            <FieldError id={errorId('email')} message={messageText(t, errors.contactEmail?.message)} />
          </div>

          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fieldId('phone')}>{t('contactPhoneLabel')}</Label>
            <Input
              id={fieldId('phone')}
              type="tel"
              autoComplete="tel"
              placeholder={t('contactPhonePlaceholder')}
              aria-invalid={errors.contactPhone ? true : undefined}
              aria-describedby={errors.contactPhone ? errorId('phone') : undefined}
              defaultValue={form.formState.defaultValues?.contactPhone ?? ''}
              {...form.register('contactPhone')}
            />
            <FieldError id={errorId('phone')} message={messageText(t, errors.contactPhone?.message)} />
          </div>

          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fieldId('evidence')}>{t('evidenceLabel')}</Label>
            <Textarea
              id={fieldId('evidence')}
              rows={5}
              placeholder={t('evidencePlaceholder')}
              aria-invalid={errors.evidence ? true : undefined}
              aria-describedby={`${fieldId('evidence')}-hint${errors.evidence ? ` ${errorId('evidence')}` : ''}`}
              defaultValue={form.formState.defaultValues?.evidence ?? ''}
              {...form.register('evidence')}
            />
            <p id={`${fieldId('evidence')}-hint`} className="text-xs text-slate-500">
              {t('evidenceHint')}
            </p>
            <FieldError id={errorId('evidence')} message={messageText(t, errors.evidence?.message)} />
          </div>

          <Button type="submit" size="lg" disabled={isBlocked}>
            {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {isPending ? t('submittingClaim') : t('submitClaim')}
          </Button>
        </fieldset>
      </form>
    </>
  );
}
