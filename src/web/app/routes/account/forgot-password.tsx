import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { ForgotPasswordForm } from '@/web/features/account/components/forgot-password-form';
import { FormAlert } from '@/web/features/account/components/form-alert';
import { formError } from '@/web/features/account/account-messages';
import { useTranslation } from '@/web/i18n/use-translation';
import { usePageTitle } from '@/web/lib/use-page-title';
import { forgotPasswordAction } from '../../lib/account.server';
import { privateMeta } from '../../lib/private-head';
import { privateHead } from '../../lib/private-head.server';
import type { Route } from './+types/forgot-password';

/** The head in the visitor's language; nothing here to index. */
export const loader = ({ context }: Route.LoaderArgs) => ({
  head: privateHead(context, 'account:forgotTitle', 'account:forgotDescription'),
});

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

/** The reset form's answer, and the answer to the resend offer on /auth (intent `resend`). */
export const action = ({ request, context }: Route.ActionArgs) => forgotPasswordAction(request, context);

export default function Component({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  usePageTitle(t('forgotTitle'));
  const resend = actionData?.intent === 'resend' ? actionData : undefined;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">{t('forgotTitle')}</h1>
          <CardDescription>{t('forgotDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {resend?.ok ? <FormAlert tone="success">{t('resendSentGeneric')}</FormAlert> : null}
          {resend && !resend.ok ? <FormAlert tone="error">{formError(t, resend)}</FormAlert> : null}
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
