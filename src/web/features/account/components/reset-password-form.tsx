import { LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useTranslation } from '@/web/i18n/use-translation';
import { paths } from '@/web/lib/paths';
import { formError, useAccountForm } from '../account-messages';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';

/** The e-mailed link's page: a new password under the sign-up rules; success goes on to /auth. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const { fetcher, result, isPending } = useAccountForm('reset');
  const linkFailed = result && !result.ok && (result.code === 'INVALID_RESET_TOKEN' || result.fields?.token);
  return (
    <fetcher.Form
      method="post"
      action={paths.resetPassword(token)}
      className="flex flex-col gap-4"
      aria-busy={isPending}
    >
      <input type="hidden" name="token" value={token} />
      {linkFailed ? (
        <FormAlert tone="error">
          {t('errorResetLinkInvalid')}{' '}
          <Link to={paths.forgotPassword()} className="font-medium underline">
            {t('requestNewLink')}
          </Link>
        </FormAlert>
      ) : result && !result.ok && !result.fields ? (
        <FormAlert tone="error">{formError(t, result)}</FormAlert>
      ) : null}
      <NewPasswordFields result={result} />
      <Button type="submit" disabled={isPending} className="w-full">
        {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {t('resetSubmit')}
      </Button>
    </fetcher.Form>
  );
}
