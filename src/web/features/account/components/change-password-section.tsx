import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/web/components/ui/button';
import { AuthField } from '@/web/features/auth/components/auth-field';
import { useTranslation } from '@/web/i18n/use-translation';
import { fieldError, formError, useAccountForm } from '../account-messages';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { SettingsSection } from './settings-section';

export function ChangePasswordSection() {
  const { t } = useTranslation('account');
  const { fetcher, result, isPending } = useAccountForm('password');
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  return (
    <SettingsSection id="password" title={t('passwordTitle')} description={t('passwordDescription')}>
      <fetcher.Form ref={formRef} method="post" className="flex flex-col gap-4" aria-busy={isPending}>
        <input type="hidden" name="intent" value="password" />
        {result?.ok ? <FormAlert tone="success">{t('passwordChanged')}</FormAlert> : null}
        {result && !result.ok && !result.fields ? (
          <FormAlert tone="error">{formError(t, result)}</FormAlert>
        ) : null}
        <AuthField
          label={t('currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={fieldError(t, result, 'currentPassword')}
        />
        <NewPasswordFields result={result} />
        <Button type="submit" disabled={isPending} className="self-start">
          {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {t('passwordSubmit')}
        </Button>
      </fetcher.Form>
    </SettingsSection>
  );
}
