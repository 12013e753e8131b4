import { Form, Link, useSearchParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { useTranslation } from '@/web/i18n/use-translation';
import { useActionFailure } from '@/web/lib/action-result';
import { toApiError } from '@/web/lib/api-client';
import { messageText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';
import { useMe } from '@/web/lib/session';
import { useAvailability } from '../api/get-availability';
import { translateReservationError } from '../reservation-messages';

/** The address of the restaurant's page with the reservation form open (for `date`, else today). */
export function reserveAddress(restaurantId: string, date?: string) {
  const params = new URLSearchParams({ reserve: '1', ...(date ? { date } : {}) });
  return `${paths.restaurant(restaurantId)}?${params.toString()}#reserve`;
}

/**
 * "Reserve a table" as the restaurant's page draws it for `?reserve` (the button tapped before or
 * without scripts, which open the dialog instead): a GET form that shows a date's times, then the request
 * as a form sent to the page's action (`reservationAction`), which comes back here with the refusal and
 * what was typed.
 */
export function ReserveTableInline({ restaurantId, today }: { restaurantId: string; today: string }) {
  const { t } = useTranslation('reservations');
  const [params] = useSearchParams();
  const { data: me } = useMe();
  const failure = useActionFailure('reserve');
  const sent = failure?.values;
  const date = sent?.date || params.get('date') || today;
  const availability = useAvailability(restaurantId, date);
  const settings = availability.data;
  const numbers = settings
    ? {
        partySizeMin: settings.partySizeMin,
        partySizeMax: settings.partySizeMax,
        maxDaysAhead: settings.maxDaysAhead,
        minNoticeHours: Math.round((settings.minNoticeMinutes / 60) * 10) / 10,
      }
    : {};
  const fields = failure?.error.fields ?? {};
  const fieldError = (name: string) => messageText(t, fields[name]);
  // A refusal of the request as a whole (full, too soon, a limit) is said above the form.
  const general =
    failure && Object.keys(fields).length === 0
      ? translateReservationError(t, toApiError(400, { error: failure.error }), numbers)
      : null;

  return (
    <Card id="reserve" className="scroll-mt-4" data-testid="reserve-inline">
      <CardContent className="flex flex-col gap-4 pt-6">
        <div>
          <h2 className="text-lg font-semibold">{t('dialogTitle')}</h2>
          <p className="text-sm text-slate-600">{t('dialogDescription')}</p>
        </div>
        {general ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {general}
          </p>
        ) : null}
        <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
          <input type="hidden" name="reserve" value="1" />
          <FormField label={t('fieldDate')} error={fieldError('date')}>
            <Input
              type="date"
              name="date"
              defaultValue={date}
              min={settings?.today ?? today}
              max={settings?.lastDate}
            />
          </FormField>
          <Button type="submit" variant="outline">
            {t('showTimes')}
          </Button>
        </Form>
        <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="reserve" />
          <input type="hidden" name="restaurantId" value={restaurantId} />
          <input type="hidden" name="date" value={date} />
          <FormField
            label={t('fieldTime')}
            error={fieldError('time')}
            hint={settings && settings.slots.length === 0 ? t('noTimes') : undefined}
          >
            <NativeSelect name="time" defaultValue={sent?.time ?? ''}>
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
            error={fieldError('partySize')}
            hint={
              settings
                ? t('partySizeHint', { min: settings.partySizeMin, max: settings.partySizeMax })
                : undefined
            }
          >
            <Input
              type="number"
              name="partySize"
              inputMode="numeric"
              min={settings?.partySizeMin ?? 1}
              max={settings?.partySizeMax}
              defaultValue={sent?.partySize ?? '2'}
            />
          </FormField>
          <FormField label={t('fieldName')} error={fieldError('name')}>
            <Input name="name" autoComplete="name" defaultValue={sent?.name ?? me?.username ?? ''} />
          </FormField>
          <FormField label={t('fieldPhone')} error={fieldError('phone')} hint={t('phoneHint')}>
            <Input
              type="tel"
              name="phone"
              inputMode="tel"
              autoComplete="tel"
              placeholder="012 345 678"
              defaultValue={sent?.phone ?? ''}
            />
          </FormField>
          <FormField label={t('fieldEmail')} error={fieldError('email')}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              defaultValue={sent?.email ?? me?.email ?? ''}
            />
          </FormField>
          <FormField
            label={t('fieldNote')}
            error={fieldError('note')}
            className="flex flex-col gap-1.5 sm:col-span-2"
          >
            <Textarea name="note" rows={3} defaultValue={sent?.note ?? ''} />
          </FormField>
          <div className="flex justify-end gap-3 pt-2 sm:col-span-2">
            <Button asChild variant="outline">
              <Link to={paths.restaurant(restaurantId)} preventScrollReset>
                {t('cancel')}
              </Link>
            </Button>
            <Button type="submit">{t('sendRequest')}</Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
