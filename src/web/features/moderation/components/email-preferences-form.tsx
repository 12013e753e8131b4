import { toast } from '@/web/lib/toast';
import type { EmailPreferences } from '@/shared/schemas/moderation.schema';
import { Label } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { useTranslation } from '@/web/i18n/use-translation';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences';

/** Profile settings: e-mails about owner replies and about moderation, each on or off. */
export function EmailPreferencesForm() {
  const { t } = useTranslation('moderation');
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  if (!preferences.data) return null;
  const toggle = (key: keyof EmailPreferences, value: boolean) =>
    update.mutate(
      { [key]: value },
      { onError: () => toast.error(t('error'), { description: t('actionFailed') }) },
    );
  return (
    <fieldset className="flex flex-col gap-3" data-testid="email-preferences">
      <legend className="mb-1 font-semibold text-slate-900">{t('emailTitle')}</legend>
      {(['ownerReplies', 'moderation'] as const).map((key) => (
        <div key={key} className="flex items-center justify-between gap-3">
          <Label htmlFor={`email-${key}`}>
            {key === 'ownerReplies' ? t('emailOwnerReplies') : t('emailModeration')}
          </Label>
          <Switch
            id={`email-${key}`}
            checked={preferences.data[key]}
            disabled={update.isPending}
            onCheckedChange={(value: boolean) => toggle(key, value)}
          />
        </div>
      ))}
    </fieldset>
  );
}
