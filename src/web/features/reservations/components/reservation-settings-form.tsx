import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { Switch } from '@/web/components/ui/switch';
import { useTranslation } from '@/web/i18n/use-translation';
import { useReservationSettings, useSaveReservationSettings } from '../api/owner-reservations';
import { messageText } from '@/web/lib/error-text';
import { translateReservationError } from '../reservation-messages';

/** Blank means "no limit" for the capacity. */
const optionalWhole = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text);
};

/** The owner's reservation settings: on/off, party sizes, days ahead, notice, slot length, capacity. */
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
  const form = useForm<UpdateReservationSettingsInput, unknown, UpdateReservationSettings>({
    resolver: zodResolver(updateReservationSettingsSchema),
    defaultValues: { ...initial, minNoticeMinutes: initial.minNoticeMinutes },
  });
  const errors = form.formState.errors;
  const error = (name: keyof UpdateReservationSettingsInput) => {
    const message = errors[name]?.message;
    return messageText(t, message);
  };
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t('settingsSaved')),
      onError: (failure) =>
        toast.error(t('settingsSaveFailed'), { description: translateReservationError(t, failure) }),
    }),
  );
  const whole = { valueAsNumber: true } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={form.control}
        name="isEnabled"
        render={({ field }) => (
          <div className="flex items-center gap-3 sm:col-span-2">
            <Switch id={switchId} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
            <Label htmlFor={switchId}>{t('fieldEnabled')}</Label>
          </div>
        )}
      />
      <FormField label={t('fieldPartySizeMin')} error={error('partySizeMin')}>
        <Input type="number" inputMode="numeric" min={1} {...form.register('partySizeMin', whole)} />
      </FormField>
      <FormField label={t('fieldPartySizeMax')} error={error('partySizeMax')}>
        <Input type="number" inputMode="numeric" min={1} {...form.register('partySizeMax', whole)} />
      </FormField>
      <FormField label={t('fieldMaxDaysAhead')} error={error('maxDaysAhead')}>
        <Input type="number" inputMode="numeric" min={0} {...form.register('maxDaysAhead', whole)} />
      </FormField>
      <FormField label={t('fieldMinNotice')} error={error('minNoticeMinutes')} hint={t('minNoticeHint')}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={15}
          {...form.register('minNoticeMinutes', whole)}
        />
      </FormField>
      <FormField label={t('fieldSlotMinutes')} error={error('slotMinutes')}>
        <NativeSelect {...form.register('slotMinutes', whole)}>
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
          {...form.register('capacityPerSlot', { setValueAs: optionalWhole })}
        />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {t('saveSettings')}
        </Button>
      </div>
    </form>
  );
}
