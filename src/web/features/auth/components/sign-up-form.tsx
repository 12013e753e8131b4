import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import type { z } from 'zod';
import { signUpSchema } from '@/shared/schemas/auth.schema';
import { Button } from '@/web/components/ui/button';
import { getLanguage } from '@/web/i18n/i18n';
import { ApiError } from '@/web/lib/api-client';
import { useSignUp } from '../api/auth-actions';
import { AuthField } from './auth-field';
import { describeError, messageText } from '@/web/lib/error-text';
import { authErrorCodes } from '../auth-errors';

type SignUpValues = z.input<typeof signUpSchema>;
const formFields = ['username', 'email', 'password', 'confirmPassword'] as const;

/** Email sign-up; the account stays unusable until the e-mailed link is opened. */
export function SignUpForm({
  isDisabled,
  isRestaurantOwner,
  onSignedUp,
}: {
  isDisabled: boolean;
  isRestaurantOwner: boolean;
  onSignedUp: () => void;
}) {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(
      { ...values, isRestaurantOwner, locale: getLanguage() },
      {
        onSuccess: () => {
          toast.success(t('accountCreatedTitle'), { description: t('accountCreatedDescription') });
          form.reset();
          onSignedUp();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            const fields = error.fields;
            const invalid = formFields.filter((field) => fields[field]);
            for (const field of invalid) form.setError(field, { type: 'server', message: fields[field] });
            // The fieldset is re-enabled on the next render; focus after it.
            const first = invalid[0];
            if (first) requestAnimationFrame(() => form.setFocus(first));
          }
          toast.error(t('signUpFailedTitle'), {
            description: describeError(t, error, t('signUpFailedDescription'), authErrorCodes),
          });
        },
      },
    );
  });

  const isPending = signUp.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isPending}>
      <fieldset disabled={isDisabled || isPending} className="flex flex-col gap-4">
        <AuthField
          label={t('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('usernamePlaceholder')}
          error={messageText(t, errors.username?.message)}
          {...form.register('username')}
        />
        <AuthField
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('emailPlaceholder')}
          error={messageText(t, errors.email?.message)}
          {...form.register('email')}
        />
        <AuthField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          error={messageText(t, errors.password?.message)}
          {...form.register('password')}
        />
        <AuthField
          label={t('confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={messageText(t, errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full">
          {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {isPending ? t('creatingAccount') : t('signUpButton')}
        </Button>
      </fieldset>
    </form>
  );
}
