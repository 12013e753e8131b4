import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/web/lib/toast';
import {
  createReservationSchema,
  refusalField,
  type CreateReservation,
  type CreateReservationInput,
} from '@/shared/schemas/reservation.schema';
import type { ReservationRefusal } from '@/shared/domain/reservations';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useTranslation } from '@/web/i18n/use-translation';
import { ApiError } from '@/web/lib/api-client';
import { useMe } from '@/web/lib/session';
import { useCreateReservation } from '../api/create-reservation';
import { useAvailability } from '../api/get-availability';
import { messageText } from '@/web/lib/error-text';
import { translateReservationError } from '../reservation-messages';
import { ReservationFields } from './reservation-fields';

const refusalByCode: Record<string, ReservationRefusal> = {
  RESERVATION_PARTY_SIZE: 'partySize',
  RESERVATION_IN_PAST: 'past',
  RESERVATION_TOO_SOON: 'tooSoon',
  RESERVATION_TOO_FAR: 'tooFar',
  RESERVATION_CLOSED: 'closed',
  RESERVATION_NOT_A_SLOT: 'notASlot',
};

/**
 * The "Reserve a table" form (opened by ReserveTableButton, which loads this module when it is first
 * needed). `today` is the restaurant-time date from the page's loader, so server and browser agree
 * on the first date.
 */
export default function ReserveTableDialog({
  restaurantId,
  today,
  onClose,
}: {
  restaurantId: string;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('reservations');
  const { data: me } = useMe();
  const create = useCreateReservation(restaurantId);
  const form = useForm<CreateReservationInput, unknown, CreateReservation>({
    resolver: zodResolver(createReservationSchema),
    defaultValues: {
      date: today,
      time: '',
      partySize: 2,
      name: me?.username ?? '',
      phone: '',
      email: me?.email ?? '',
      note: '',
    },
  });
  const date = form.watch('date');
  const availability = useAvailability(restaurantId, date || today);
  const settings = availability.data;
  const numbers = settings
    ? {
        partySizeMin: settings.partySizeMin,
        partySizeMax: settings.partySizeMax,
        maxDaysAhead: settings.maxDaysAhead,
        minNoticeHours: Math.round((settings.minNoticeMinutes / 60) * 10) / 10,
      }
    : {};
  const errors = form.formState.errors;
  const fieldError = (name: keyof CreateReservationInput) => {
    const message = errors[name]?.message;
    return messageText(t, message);
  };

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('requestSentTitle'), { description: t('requestSentDescription') });
        onClose();
      },
      onError: (failure) => {
        const text = translateReservationError(t, failure, numbers);
        const refusal = failure instanceof ApiError ? refusalByCode[failure.code] : undefined;
        if (refusal) form.setError(refusalField[refusal], { message: text });
        if (failure instanceof ApiError && failure.code === 'RESERVATION_FULL')
          form.setError('time', { message: text });
        toast.error(t('requestFailedTitle'), { description: text });
      },
    });
  });

  const isOff = settings ? !settings.isEnabled : false;
  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent title={t('dialogTitle')} description={t('dialogDescription')} className="max-w-xl">
        {isOff ? (
          <p className="text-sm text-slate-700">{t('errorOff')}</p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('fieldDate')} error={fieldError('date')}>
              <Input
                type="date"
                min={settings?.today ?? today}
                max={settings?.lastDate}
                {...form.register('date')}
              />
            </FormField>
            <ReservationFields
              settings={settings}
              control={(name) =>
                name === 'partySize'
                  ? form.register('partySize', { valueAsNumber: true })
                  : form.register(name)
              }
              error={fieldError}
            />
            <div className="flex justify-end gap-3 pt-2 sm:col-span-2">
              <Button variant="outline" onClick={onClose} disabled={create.isPending}>
                {t('cancel')}
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {t('sendRequest')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
