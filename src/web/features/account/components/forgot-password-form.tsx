import { LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { AuthField } from '@/web/features/auth/components/auth-field';
import { useTranslation } from '@/web/i18n/use-translation';
import { paths } from '@/web/lib/paths';
import { fieldError, formError, useAccountForm } from '../account-messages';
import { FormAlert } from './form-alert';

/** "Forgot password?": the address, then the same answer whether it has an account or not. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const { fetcher, result, isPending } = useAccountForm('forgot');
  return (
    <fetcher.Form
      method="post"
      action={paths.forgotPassword()}
      className="flex flex-col gap-4"
      aria-busy={isPending}
    >
      <input type="hidden" name="intent" value="forgot" />
      {result?.ok ? (
        <FormAlert tone="success">{t('forgotSent', { email: result.email ?? '' })}</FormAlert>
      ) : null}
      {result && !result.ok && !result.fields ? (
        <FormAlert tone="error">{formError(t, result)}</FormAlert>
      ) : null}
      <AuthField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={fieldError(t, result, 'email')}
      />
      <Button type="submit" disabled={isPending} className="w-full">
        {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {t('forgotSubmit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Link to={paths.auth()} className="font-medium text-brand-700 hover:underline">
          {t('backToSignIn')}
        </Link>
      </p>
    </fetcher.Form>
  );
}
