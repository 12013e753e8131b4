import { useEffect, useId, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { Form, useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';
import { cuisineKey, REGISTRATION_CUISINES } from '@/shared/domain/cuisines';
import { REGISTRATION_PRICE_RANGES } from '@/shared/domain/price-ranges';
import {
  createRegistrationSchema,
  type CreateRegistrationInput,
  type CreateRegistrationValues,
} from '@/shared/schemas/registration.schema';
import { Button } from '@/web/components/ui/button';
import { FieldError, Input, Label, NativeSelect, Textarea } from '@/web/components/ui/input';
import { Alert } from '@/web/components/ui/alert';
import { useActionFailure } from '@/web/lib/action-result';
import { ApiError, toApiError } from '@/web/lib/api-client';
import { paths } from '@/web/lib/paths';
import { useCreateRegistration } from '../api/create-registration';
import { describeError, messageText } from '@/web/lib/error-text';

/** Spec: after a successful registration the page moves to /restaurants after 2 seconds. */
export const REGISTRATION_REDIRECT_MS = 2000;

const formFields = [
  'name',
  'description',
  'cuisine',
  'address',
  'location',
  'priceRange',
  'phone',
  'website',
  'openingHours',
] as const;
type FormField = (typeof formFields)[number];

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The /register-restaurant form: stored as a pending registration for an administrator. A form sent to
 * the page's action before or without scripts (intent `registration`), whose refusal comes back with
 * what was typed and each field's message; with scripts, a request and the spec's toast.
 */
export function RegistrationForm() {
  const { t } = useTranslation('claims');
  const refused = useActionFailure('registration');
  const sent = refused?.values ?? {};
  const sentErrors = refused?.error.fields ?? {};
  const ids = useId();
  const navigate = useNavigate();
  const createRegistration = useCreateRegistration();
  const [isRedirecting, setIsRedirecting] = useState(false);

  const form = useForm<CreateRegistrationInput, unknown, CreateRegistrationValues>({
    resolver: zodResolver(createRegistrationSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: sent.name ?? '',
      description: sent.description ?? '',
      // Empty choices until the user picks ('Please select a cuisine', 'Please select a price range').
      cuisine: (sent.cuisine ?? '') as CreateRegistrationInput['cuisine'],
      address: sent.address ?? '',
      location: sent.location ?? '',
      priceRange: (sent.priceRange ?? '') as CreateRegistrationInput['priceRange'],
      phone: sent.phone ?? '',
      website: sent.website ?? '',
      openingHours: sent.openingHours ?? '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  // A refusal of the form sent without scripts, until the form is sent again.
  const general =
    refused && !isSubmitted && Object.keys(sentErrors).length === 0
      ? describeError(t, toApiError(400, { error: refused.error }), t('registrationErrorDescription'))
      : null;

  useEffect(() => {
    if (!isRedirecting) return;
    const timer = window.setTimeout(() => void navigate(paths.restaurants()), REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isRedirecting, navigate]);

  const onSubmit = form.handleSubmit((values) => {
    createRegistration.mutate(values, {
      onSuccess: () => {
        toast.success(t('registrationSubmitted'), { description: t('registrationSubmittedDescription') });
        setIsRedirecting(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          const fields = error.fields;
          for (const field of formFields) {
            const message = fields[field];
            if (message) form.setError(field, { type: 'server', message });
          }
        }
        toast.error(t('registrationError'), {
          description: describeError(t, error, t('registrationErrorDescription')),
        });
      },
    });
  });

  const id = (field: FormField) => `${ids}-${field}`;
  const errorOf = (field: FormField) =>
    messageText(t, errors[field]?.message ?? (isSubmitted ? undefined : sentErrors[field]));
  const aria = (field: FormField, hasHint = false) => {
    const described = [hasHint ? `${id(field)}-hint` : null, errorOf(field) ? `${id(field)}-error` : null]
      .filter(Boolean)
      .join(' ');
    return {
      id: id(field),
      'aria-invalid': errorOf(field) ? true : undefined,
      'aria-describedby': described || undefined,
      // Drawn with its value (the form's own default is set once it mounts).
      defaultValue: sent[field] ?? '',
    } as const;
  };
  const isBusy = createRegistration.isPending || isRedirecting;

  return (
    <Form method="post" onSubmit={onSubmit} noValidate aria-busy={isBusy}>
      <input type="hidden" name="intent" value="registration" />
      {general ? <Alert className="mb-5">{general}</Alert> : null}
      <fieldset disabled={isBusy} className="grid gap-5 md:grid-cols-2">
        <div className="md:col-span-2">
          <Field id={id('name')} label={t('regNameLabel')} error={errorOf('name')}>
            <Input {...aria('name')} placeholder={t('regNamePlaceholder')} {...form.register('name')} />
          </Field>
        </div>
        <div className="md:col-span-2">
          <Field id={id('description')} label={t('regDescriptionLabel')} error={errorOf('description')}>
            <Textarea
              {...aria('description')}
              rows={4}
              placeholder={t('regDescriptionPlaceholder')}
              {...form.register('description')}
            />
          </Field>
        </div>
        <Field id={id('cuisine')} label={t('regCuisineLabel')} error={errorOf('cuisine')}>
          <NativeSelect {...aria('cuisine')} {...form.register('cuisine')}>
            <option value="">{t('regCuisinePlaceholder')}</option>
            {REGISTRATION_CUISINES.map((cuisine) => (
              <option key={cuisine} value={cuisine}>
                {t(`cuisine${cuisineKey(cuisine)}`, { defaultValue: cuisine })}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id('priceRange')} label={t('regPriceRangeLabel')} error={errorOf('priceRange')}>
          <NativeSelect {...aria('priceRange')} {...form.register('priceRange')}>
            <option value="">{t('regPriceRangePlaceholder')}</option>
            {REGISTRATION_PRICE_RANGES.map((range) => (
              <option key={range} value={range}>
                {t(`price${range.length}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="md:col-span-2">
          <Field id={id('address')} label={t('regAddressLabel')} error={errorOf('address')}>
            <Input
              {...aria('address')}
              autoComplete="street-address"
              placeholder={t('regAddressPlaceholder')}
              {...form.register('address')}
            />
          </Field>
        </div>
        <Field id={id('location')} label={t('regLocationLabel')} error={errorOf('location')}>
          <Input
            {...aria('location')}
            placeholder={t('regLocationPlaceholder')}
            {...form.register('location')}
          />
        </Field>
        <Field id={id('phone')} label={t('regPhoneLabel')} error={errorOf('phone')}>
          <Input
            {...aria('phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t('regPhonePlaceholder')}
            {...form.register('phone')}
          />
        </Field>
        <div className="md:col-span-2">
          <Field id={id('website')} label={t('regWebsiteLabel')} error={errorOf('website')}>
            <Input
              {...aria('website')}
              type="url"
              inputMode="url"
              placeholder={t('regWebsitePlaceholder')}
              {...form.register('website')}
            />
          </Field>
        </div>
        <div className="md:col-span-2">
          <Field
            id={id('openingHours')}
            label={t('regOpeningHoursLabel')}
            error={errorOf('openingHours')}
            hint={t('regOpeningHoursHint')}
          >
            <Textarea
              {...aria('openingHours', true)}
              rows={3}
              placeholder={t('regOpeningHoursPlaceholder')}
              {...form.register('openingHours')}
            />
          </Field>
        </div>
        <div className="md:col-span-2">
          <Button type="submit" size="lg" className="w-full md:w-auto">
            {isBusy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {createRegistration.isPending ? t('submittingRegistration') : t('submitRegistration')}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
