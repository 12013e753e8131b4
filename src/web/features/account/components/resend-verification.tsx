import { useFetcher } from 'react-router';
import type { AccountActionResult } from '@/web/app/lib/account.server';
import { useTranslation } from '@/web/i18n/use-translation';
import { paths } from '@/web/lib/paths';
import { formError } from '../account-messages';

/**
 * The offer inside "e-mail not verified" on /auth: send the link again, through /forgot-password's
 * action (intent `resend`). Inline elements only: it sits in the notice's paragraph, inside the
 * sign-in form.
 */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const fetcher = useFetcher<AccountActionResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const send = () =>
    void fetcher.submit({ intent: 'resend', email }, { method: 'post', action: paths.forgotPassword() });
  return (
    <span className="mt-2 flex flex-col items-start gap-1">
      {result?.ok ? (
        <span role="status">{t('resendSent', { email })}</span>
      ) : (
        <button
          type="button"
          onClick={send}
          disabled={fetcher.state !== 'idle'}
          className="font-semibold underline underline-offset-2 disabled:opacity-60"
        >
          {t('resendButton')}
        </button>
      )}
      {result && !result.ok ? <span role="alert">{formError(t, result)}</span> : null}
    </span>
  );
}
