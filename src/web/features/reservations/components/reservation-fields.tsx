import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Availability } from '@/shared/schemas/reservation.schema';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { useTranslation } from '@/web/i18n/use-translation';

export type ReservationField = 'time' | 'partySize' | 'name' | 'phone' | 'email' | 'note';

/** What a field's control is given: the dialog's registration, or a plain form's name and value. */
export type ReservationControl = UseFormRegisterReturn | { name: string; defaultValue: string };

/**
 * The request's fields after the date (a time of the date's, guests, name, phone, e-mail, note), shared
 * by the dialog (react-hook-form) and by the form drawn on the page without scripts.
 */
export function ReservationFields({
  settings,
  control,
  error,
}: {
  settings: Availability | undefined;
  control: (name: ReservationField) => ReservationControl;
  error: (name: ReservationField) => string | undefined;
}) {
  const { t } = useTranslation('reservations');
  return (
    <>
      <FormField
        label={t('fieldTime')}
        error={error('time')}
        hint={settings && settings.slots.length === 0 ? t('noTimes') : undefined}
      >
        <NativeSelect {...control('time')}>
          <option value="">{t('chooseTime')}</option>
          {(settings?.slots ?? []).map((slot) => (
            <option key={slot.time} value={slot.time} disabled={slot.seatsLeft === 0}>
              {slot.seatsLeft === 0 ? t('slotFull', { time: slot.time }) : slot.time}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label={t('fieldPartySize')}
        error={error('partySize')}
        hint={
          settings
            ? t('partySizeHint', { min: settings.partySizeMin, max: settings.partySizeMax })
            : undefined
        }
      >
        <Input
          type="number"
          inputMode="numeric"
          min={settings?.partySizeMin ?? 1}
          max={settings?.partySizeMax}
          {...control('partySize')}
        />
      </FormField>
      <FormField label={t('fieldName')} error={error('name')}>
        <Input autoComplete="name" {...control('name')} />
      </FormField>
      <FormField label={t('fieldPhone')} error={error('phone')} hint={t('phoneHint')}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="012 345 678"
          {...control('phone')}
        />
      </FormField>
      <FormField label={t('fieldEmail')} error={error('email')}>
        <Input type="email" autoComplete="email" {...control('email')} />
      </FormField>
      <FormField label={t('fieldNote')} error={error('note')} className="flex flex-col gap-1.5 sm:col-span-2">
        <Textarea rows={3} {...control('note')} />
      </FormField>
    </>
  );
}
