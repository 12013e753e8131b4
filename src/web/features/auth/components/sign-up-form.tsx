import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import type { z } from 'zod';
import { signUpSchema } from '@/shared/schemas/auth.schema';
import { getLanguage } from '@/web/i18n/i18n';
import { ApiError } from '@/web/lib/api-client';
import { useSignUp } from '../api/auth-actions';
import { messageText } from '@/web/lib/error-text';
import { describeActionError, describeAuthError } from '../auth-messages';
import type { AuthActionResult } from '../auth-action-result';
import { AuthField, AuthSubmitButton, authFormMode, EmailField } from './auth-field';
import { AuthNotice } from './auth-notice';

type SignUpValues = z.input<typeof signUpSchema>;
const formFields = ['username', 'email', 'password', 'confirmPassword'] as const;

/**
 * Email sign-up; the account stays unusable until the e-mailed link is opened. Without scripts the form
 * posts to the page's action (`result` is its answer).
 */
export function SignUpForm({
  isDisabled,
  isRestaurantOwner,
  onSignedUp,
  result,
}: {
  isDisabled: boolean;
  isRestaurantOwner: boolean;
  onSignedUp: () => void;
  result?: AuthActionResult;
}) {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    ...authFormMode,
    defaultValues: {
      username: result?.username ?? '',
      email: result?.email ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const actionError = result?.intent === 'signup' ? result.error : undefined;
  // Field errors from the action (no scripts) until the form is checked in the browser.
  const errors = {
    ...Object.fromEntries(
      Object.entries(actionError?.fields ?? {}).map(([field, message]) => [field, { message }]),
    ),
    ...form.formState.errors,
  } as Partial<Record<(typeof formFields)[number], { message?: string }>>;

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
            description: describeAuthError(t, error, t('signUpFailedDescription')),
          });
        },
      },
    );
  });

  const isPending = signUp.isPending;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={isPending}>
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="isRestaurantOwner" value={isRestaurantOwner ? 'true' : 'false'} />
      <input type="hidden" name="locale" value={getLanguage()} />
      <fieldset disabled={isDisabled || isPending} className="flex flex-col gap-4">
        {actionError && !actionError.fields ? (
          <AuthNotice tone="error" icon={CircleAlert} title={t('signUpFailedTitle')} isUrgent>
            {describeActionError(t, actionError, t('signUpFailedDescription'))}
          </AuthNotice>
        ) : null}
        <AuthField
          label={t('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('usernamePlaceholder')}
          error={messageText(t, errors.username?.message)}
          defaultValue={result?.username}
          {...form.register('username')}
        />
        <EmailField
          error={messageText(t, errors.email?.message)}
          defaultValue={result?.email}
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
        <AuthSubmitButton
          isPending={isPending}
          label={t('signUpButton')}
          pendingLabel={t('creatingAccount')}
        />
      </fieldset>
    </form>
  );
}
