import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import type { z } from 'zod';
import { signInSchema } from '@/shared/schemas/auth.schema';
import { Button } from '@/web/components/ui/button';
import { ForgotPasswordLink } from '@/web/features/account/components/forgot-password-link';
import { ResendVerification } from '@/web/features/account/components/resend-verification';
import { ApiError } from '@/web/lib/api-client';
import { useSignIn } from '../api/auth-actions';
import { AuthField } from './auth-field';
import { AuthNotice } from './auth-notice';
import { describeError, messageText } from '@/web/lib/error-text';
import { authErrorCodes } from '../auth-errors';

type SignInValues = z.input<typeof signInSchema>;

/**
 * Email sign-in. On success the signed-in user is in the `me` cache and the page moves on; on failure
 * the form keeps what was typed.
 */
export function SignInForm({ isDisabled }: { isDisabled: boolean }) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [isUnverified, setUnverified] = useState(false);
  const form = useForm<SignInValues, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setUnverified(false);
    signIn.mutate(values, {
      onSuccess: () => {
        toast.success(t('welcomeBackTitle'), { description: t('welcomeBackDescription') });
        form.reset();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnverified(true);
        toast.error(t('signInFailedTitle'), {
          description: describeError(t, error, t('invalidCredentials'), authErrorCodes),
        });
      },
    });
  });

  const isPending = signIn.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isPending}>
      <fieldset disabled={isDisabled || isPending} className="flex flex-col gap-4">
        {isUnverified ? (
          <AuthNotice tone="warning" icon={MailWarning} isUrgent>
            {t('emailNotVerified')}
            <ResendVerification email={form.getValues('email')} />
          </AuthNotice>
        ) : null}
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
          autoComplete="current-password"
          error={messageText(t, errors.password?.message)}
          {...form.register('password')}
        />
        <ForgotPasswordLink />
        <Button type="submit" className="w-full">
          {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {isPending ? t('signingIn') : t('signInButton')}
        </Button>
      </fieldset>
    </form>
  );
}
