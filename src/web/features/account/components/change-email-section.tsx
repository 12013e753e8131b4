import { LoaderCircle } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { AuthField } from '@/web/features/auth/components/auth-field';
import { useTranslation } from '@/web/i18n/use-translation';
import { fieldError, formError, useAccountForm } from '../account-messages';
import { FormAlert } from './form-alert';
import { SettingsSection } from './settings-section';

export function ChangeEmailSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { fetcher, result, isPending } = useAccountForm('email');
  return (
    <SettingsSection id="email" title={t('emailTitle')} description={t('emailDescription')}>
      <p className="text-sm text-slate-700">
        {t('currentEmail')} <strong className="font-semibold">{email}</strong>
      </p>
      <fetcher.Form method="post" className="flex flex-col gap-4" aria-busy={isPending}>
        <input type="hidden" name="intent" value="email" />
        {result?.ok ? (
          <FormAlert tone="success">{t('emailLinkSent', { email: result.email ?? '' })}</FormAlert>
        ) : null}
        {result && !result.ok && !result.fields ? (
          <FormAlert tone="error">{formError(t, result)}</FormAlert>
        ) : null}
        <AuthField
          label={t('newEmail')}
          name="newEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={fieldError(t, result, 'newEmail')}
        />
        <Button type="submit" disabled={isPending} className="self-start">
          {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {t('emailSubmit')}
        </Button>
      </fetcher.Form>
    </SettingsSection>
  );
}
