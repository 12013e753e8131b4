import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { FormAlert } from '@/web/features/account/components/form-alert';
import { ResetPasswordForm } from '@/web/features/account/components/reset-password-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { paths } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';
import { resetPasswordAction } from '../../lib/account.server';
import { privateMeta } from '../../lib/private-head';
import { privateHead } from '../../lib/private-head.server';
import type { Route } from './+types/reset-password';

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get('token')?.trim() ?? '',
    head: privateHead(context, 'account:resetTitle', 'account:resetDescription'),
  };
}

/** The head in the visitor's language; a link with a token is never indexed. */
export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

export const action = ({ request, context }: Route.ActionArgs) => resetPasswordAction(request, context);

/** Where the e-mailed link leads: choose a new password (the link works once, for an hour). */
export default function Component({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  usePageTitle(t('resetTitle'));
  const { token } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">{t('resetTitle')}</h1>
          <CardDescription>{t('resetDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <FormAlert tone="error">
              {t('errorResetLinkInvalid')}{' '}
              <Link to={paths.forgotPassword()} className="font-medium underline">
                {t('requestNewLink')}
              </Link>
            </FormAlert>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
