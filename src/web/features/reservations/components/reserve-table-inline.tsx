import { Form, Link, useSearchParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useTranslation } from '@/web/i18n/use-translation';
import { useActionFailure } from '@/web/lib/action-result';
import { toApiError } from '@/web/lib/api-client';
import { messageText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';
import { useMe } from '@/web/lib/session';
import { useAvailability } from '../api/get-availability';
import { translateReservationError } from '../reservation-messages';
import { ReservationFields, type ReservationField } from './reservation-fields';

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
  // What the fields are drawn with before anything was sent.
  const drawnWith: Record<ReservationField, string> = {
    time: '',
    partySize: '2',
    name: me?.username ?? '',
    phone: '',
    email: me?.email ?? '',
    note: '',
  };
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
          <ReservationFields
            settings={settings}
            control={(name) => ({ name, defaultValue: sent?.[name] ?? drawnWith[name] })}
            error={fieldError}
          />
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
