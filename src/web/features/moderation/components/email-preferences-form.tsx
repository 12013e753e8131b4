import type { FormEvent } from 'react';
import { Form } from 'react-router';
import { toast } from '@/web/lib/toast';
import type { EmailPreferences } from '@/shared/schemas/moderation.schema';
import { Alert } from '@/web/components/ui/alert';
import { Label } from '@/web/components/ui/input';
import { useActionFailure } from '@/web/lib/action-result';
import { Switch } from '@/web/components/ui/switch';
import { useTranslation } from '@/web/i18n/use-translation';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences';

/**
 * Profile settings: e-mails about owner replies and about moderation, each on or off. Each switch is the
 * submit button of a form naming the preference and the value it turns to, sent to the page's action
 * before or without scripts (/profile and /settings, app/lib/profile-actions.server.ts); with scripts the
 * switch saves at once without a reload.
 */
export function EmailPreferencesForm() {
  const { t } = useTranslation('moderation');
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const refused = useActionFailure('email-preferences');
  if (!preferences.data) return null;
  const toggle = (key: keyof EmailPreferences, value: boolean) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(
      { [key]: value },
      { onError: () => toast.error(t('error'), { description: t('actionFailed') }) },
    );
  };
  return (
    <fieldset className="flex flex-col gap-3" data-testid="email-preferences">
      <legend className="mb-1 font-semibold text-slate-900">{t('emailTitle')}</legend>
      {refused ? <Alert>{t('actionFailed')}</Alert> : null}
      {(['ownerReplies', 'moderation'] as const).map((key) => {
        const checked = preferences.data[key];
        return (
          <Form
            key={key}
            method="post"
            onSubmit={toggle(key, !checked)}
            className="flex items-center justify-between gap-3"
          >
            <input type="hidden" name="intent" value="email-preferences" />
            <input type="hidden" name="preference" value={key} />
            <input type="hidden" name="value" value={checked ? 'false' : 'true'} />
            <Label htmlFor={`email-${key}`}>
              {key === 'ownerReplies' ? t('emailOwnerReplies') : t('emailModeration')}
            </Label>
            <Switch id={`email-${key}`} type="submit" checked={checked} disabled={update.isPending} />
          </Form>
        );
      })}
    </fieldset>
  );
}
