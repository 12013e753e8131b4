import { Link } from 'react-router';
import { useTranslation } from '@/web/i18n/use-translation';
import { paths } from '@/web/lib/paths';

/** "Forgot password?" under the sign-in form's password. */
export function ForgotPasswordLink() {
  const { t } = useTranslation('account');
  return (
    <Link
      to={paths.forgotPassword()}
      className="-mt-2 self-end text-sm font-medium text-brand-700 hover:underline"
    >
      {t('forgotLink')}
    </Link>
  );
}
