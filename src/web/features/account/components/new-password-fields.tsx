import { AuthField } from '@/web/features/auth/components/auth-field';
import { useTranslation } from '@/web/i18n/use-translation';
import type { AccountActionResult } from '@/web/app/lib/account.server';
import { fieldError } from '../account-messages';

/**
 * The new password and its confirmation, with the rules under them (changing the password on /settings,
 * and the e-mailed link's /reset-password); each field shows the action's message for it.
 */
export function NewPasswordFields({ result }: { result: AccountActionResult | undefined }) {
  const { t } = useTranslation('account');
  return (
    <>
      <AuthField
        label={t('newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={fieldError(t, result, 'password')}
      />
      <AuthField
        label={t('confirmNewPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={fieldError(t, result, 'confirmPassword')}
      />
      <p className="text-xs text-slate-500">{t('passwordRules')}</p>
    </>
  );
}
