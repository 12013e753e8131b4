import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-router';
import { toast } from '@/web/lib/toast';
import { SLOT_MINUTES_CHOICES } from '@/shared/domain/reservations';
import {
  updateReservationSettingsSchema,
  type ReservationSettings,
  type UpdateReservationSettings,
  type UpdateReservationSettingsInput,
} from '@/shared/schemas/reservation.schema';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input, Label, NativeSelect } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { CheckboxSwitch } from '@/web/components/ui/switch';
import { useActionFailure } from '@/web/lib/action-result';
import { toApiError } from '@/web/lib/api-client';
import { useTranslation } from '@/web/i18n/use-translation';
import { useReservationSettings, useSaveReservationSettings } from '../api/owner-reservations';
import { messageText } from '@/web/lib/error-text';
import { translateReservationError } from '../reservation-messages';

/** Blank means "no limit" for the capacity. */
const optionalWhole = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text);
};

/**
 * The owner's reservation settings: on/off, party sizes, days ahead, notice, slot length, capacity. A
 * form sent to /owner/reservations' action before or without scripts (intent `reservation-settings`),
 * whose refusal comes back with what was typed and each field's message.
 */
export function ReservationSettingsCard({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('reservations');
  const settings = useReservationSettings(restaurantId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settingsTitle')}</CardTitle>
        <CardDescription>{t('settingsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <SettingsForm restaurantId={restaurantId} initial={settings.data} />
        ) : settings.isError ? (
          <p className="text-sm text-red-700">{translateReservationError(t, settings.error)}</p>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ restaurantId, initial }: { restaurantId: string; initial: ReservationSettings }) {
  const { t } = useTranslation('reservations');
  const save = useSaveReservationSettings(restaurantId);
  const switchId = useId();
  const refused = useActionFailure('reservation-settings');
  const sent = refused?.values;
  const form = useForm<UpdateReservationSettingsInput, unknown, UpdateReservationSettings>({
    resolver: zodResolver(updateReservationSettingsSchema),
    defaultValues: { ...initial, minNoticeMinutes: initial.minNoticeMinutes },
  });
  const { errors, isSubmitted } = form.formState;
  const error = (name: keyof UpdateReservationSettingsInput) =>
    messageText(t, errors[name]?.message ?? (isSubmitted ? undefined : refused?.error.fields?.[name]));
  /** What the field is drawn with: what was sent, else the saved setting. */
  const drawn = (name: Exclude<keyof ReservationSettings, 'isEnabled'>) =>
    sent ? sent[name] : String(initial[name] ?? '');
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t('settingsSaved')),
      onError: (failure) =>
        toast.error(t('settingsSaveFailed'), { description: translateReservationError(t, failure) }),
    }),
  );
  const whole = { valueAsNumber: true } as const;
  const general =
    refused && !isSubmitted && !refused.error.fields
      ? translateReservationError(t, toApiError(400, { error: refused.error }))
      : null;
  return (
    <Form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="reservation-settings" />
      <input type="hidden" name="restaurantId" value={restaurantId} />
      {general ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {general}
        </p>
      ) : null}
      <div className="flex items-center gap-3 sm:col-span-2">
        <CheckboxSwitch
          id={switchId}
          defaultChecked={sent ? sent.isEnabled === 'true' : initial.isEnabled}
          {...form.register('isEnabled')}
        />
        <Label htmlFor={switchId}>{t('fieldEnabled')}</Label>
      </div>
      <FormField label={t('fieldPartySizeMin')} error={error('partySizeMin')}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={drawn('partySizeMin')}
          {...form.register('partySizeMin', whole)}
        />
      </FormField>
      <FormField label={t('fieldPartySizeMax')} error={error('partySizeMax')}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={drawn('partySizeMax')}
          {...form.register('partySizeMax', whole)}
        />
      </FormField>
      <FormField label={t('fieldMaxDaysAhead')} error={error('maxDaysAhead')}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={drawn('maxDaysAhead')}
          {...form.register('maxDaysAhead', whole)}
        />
      </FormField>
      <FormField label={t('fieldMinNotice')} error={error('minNoticeMinutes')} hint={t('minNoticeHint')}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={15}
          defaultValue={drawn('minNoticeMinutes')}
          {...form.register('minNoticeMinutes', whole)}
        />
      </FormField>
      <FormField label={t('fieldSlotMinutes')} error={error('slotMinutes')}>
        <NativeSelect defaultValue={drawn('slotMinutes')} {...form.register('slotMinutes', whole)}>
          {SLOT_MINUTES_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('minutesOption', { count: minutes })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('fieldCapacity')} error={error('capacityPerSlot')} hint={t('capacityHint')}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={drawn('capacityPerSlot')}
          {...form.register('capacityPerSlot', { setValueAs: optionalWhole })}
        />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {t('saveSettings')}
        </Button>
      </div>
    </Form>
  );
}
