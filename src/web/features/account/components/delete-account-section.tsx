import { LoaderCircle } from 'lucide-react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { AccountActionResult } from '@/web/app/lib/account.server';
import { Button } from '@/web/components/ui/button';
import { AuthField } from '@/web/features/auth/components/auth-field';
import { useTranslation } from '@/web/i18n/use-translation';
import { fieldError, formError } from '../account-messages';
import { FormAlert } from './form-alert';
import { SettingsSection } from './settings-section';

/**
 * Delete the account after typing the username. A whole-document post (`reloadDocument`): the answer
 * is a redirect home with the session cookie cleared, and the next page starts signed out.
 */
export function DeleteAccountSection({ username, isAdmin }: { username: string; isAdmin: boolean }) {
  const { t } = useTranslation('account');
  const actionData = useActionData<AccountActionResult | undefined>();
  const result = actionData?.intent === 'delete' ? actionData : undefined;
  const isPending = useNavigation().formData?.get('intent') === 'delete';
  return (
    <SettingsSection id="delete" title={t('deleteTitle')} description={t('deleteDescription')}>
      <ul className="list-disc pl-5 text-sm text-slate-700">
        <li>{t('deleteReviews')}</li>
        <li>{t('deleteRestaurants')}</li>
        <li>{t('deleteEverythingElse')}</li>
      </ul>
      {isAdmin ? (
        <FormAlert tone="error">{t('errorAdminCannotDelete')}</FormAlert>
      ) : (
        <Form method="post" reloadDocument className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="delete" />
          {result && !result.ok && !result.fields ? (
            <FormAlert tone="error">{formError(t, result)}</FormAlert>
          ) : null}
          <AuthField
            label={t('deleteConfirmLabel', { username })}
            name="username"
            autoComplete="off"
            spellCheck={false}
            required
            error={fieldError(t, result, 'username')}
          />
          <Button type="submit" variant="destructive" disabled={isPending} className="self-start">
            {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {t('deleteSubmit')}
          </Button>
        </Form>
      )}
    </SettingsSection>
  );
}
