import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, MailWarning, ShieldQuestion } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import type { z } from 'zod';
import { signInSchema } from '@/shared/schemas/auth.schema';
import { ForgotPasswordLink } from '@/web/features/account/components/forgot-password-link';
import { ResendVerification } from '@/web/features/account/components/resend-verification';
import { ApiError } from '@/web/lib/api-client';
import { useSignIn } from '../api/auth-actions';
import { describeActionError, describeAuthError } from '../auth-messages';
import type { AuthActionResult } from '../auth-action-result';
import { AuthField, AuthSubmitButton, authFormMode, EmailField } from './auth-field';
import { AuthNotice } from './auth-notice';
import { messageText } from '@/web/lib/error-text';

type SignInValues = z.input<typeof signInSchema>;

// The widget's code is fetched only when the server asks for the check (never on a first visit).
const SignInChallenge = lazy(() =>
  import('../challenge/sign-in-challenge').then((module) => ({ default: module.SignInChallenge })),
);

/**
 * Email sign-in. On success the signed-in user is in the `me` cache and the page moves on; on failure
 * the form keeps what was typed. After many failed sign-ins the server asks for a proof-of-work check
 * (CHALLENGE_REQUIRED): the check appears, solves itself in a second or so, and goes with the next try.
 * Without scripts the form posts to the page's action (`result` is its answer).
 */
export function SignInForm({ isDisabled, result }: { isDisabled: boolean; result?: AuthActionResult }) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [isUnverified, setUnverified] = useState(false);
  const [isChallengeShown, setChallengeShown] = useState(false);
  const [challengePayload, setChallengePayload] = useState<string | null>(null);
  const [challengeRound, setChallengeRound] = useState(0);
  const onSolved = useCallback((payload: string | null) => setChallengePayload(payload), []);
  const form = useForm<SignInValues, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    ...authFormMode,
    defaultValues: { email: result?.email ?? '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setUnverified(false);
    const altcha = challengePayload ?? undefined;
    if (isChallengeShown) {
      // An answer is good for one try; the next try gets a fresh check.
      setChallengePayload(null);
      setChallengeRound((round) => round + 1);
    }
    signIn.mutate(
      { ...values, altcha },
      {
        onSuccess: () => {
          toast.success(t('welcomeBackTitle'), { description: t('welcomeBackDescription') });
          form.reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnverified(true);
          if (error instanceof ApiError && error.code === 'CHALLENGE_REQUIRED') setChallengeShown(true);
          toast.error(t('signInFailedTitle'), {
            description: describeAuthError(t, error, t('invalidCredentials')),
          });
        },
      },
    );
  });
  const actionError = result?.intent === 'signin' ? result.error : undefined;

  const isPending = signIn.isPending;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={isPending}>
      <input type="hidden" name="intent" value="signin" />
      <fieldset disabled={isDisabled || isPending} className="flex flex-col gap-4">
        {actionError && actionError.code !== 'EMAIL_NOT_VERIFIED' ? (
          <AuthNotice tone="error" icon={CircleAlert} title={t('signInFailedTitle')} isUrgent>
            {describeActionError(t, actionError, t('invalidCredentials'))}
            {actionError.code === 'CHALLENGE_REQUIRED' ? ` ${t('challengeNeedsScript')}` : ''}
          </AuthNotice>
        ) : null}
        {isUnverified || actionError?.code === 'EMAIL_NOT_VERIFIED' ? (
          <AuthNotice tone="warning" icon={MailWarning} isUrgent>
            {t('emailNotVerified')}
            <ResendVerification email={form.getValues('email')} />
          </AuthNotice>
        ) : null}
        <EmailField
          error={messageText(t, errors.email?.message)}
          defaultValue={result?.email}
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
        {isChallengeShown ? (
          <div
            role="status"
            className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-800"
          >
            <p className="flex gap-3">
              <ShieldQuestion className="h-5 w-5 shrink-0" aria-hidden="true" />
              {t('challengeRequired')}
            </p>
            <Suspense fallback={<span>{t('challengeLoading')}</span>}>
              <SignInChallenge resetKey={challengeRound} onSolved={onSolved} />
            </Suspense>
          </div>
        ) : null}
        <AuthSubmitButton
          isPending={isPending}
          label={t('signInButton')}
          pendingLabel={t('signingIn')}
          disabled={isChallengeShown && !challengePayload}
        />
      </fieldset>
    </form>
  );
}
