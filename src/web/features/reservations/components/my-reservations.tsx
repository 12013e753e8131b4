import { Users } from 'lucide-react';
import { Form, Link } from 'react-router';
import { toast } from '@/web/lib/toast';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useTranslation } from '@/web/i18n/use-translation';
import { useActionFailure } from '@/web/lib/action-result';
import { toApiError } from '@/web/lib/api-client';
import { formatCalendarDate } from '@/web/lib/format-date';
import { paths } from '@/web/lib/paths';
import { useCancelReservation, useMyReservations } from '../api/get-my-reservations';
import { translateReservationError } from '../reservation-messages';
import { statusKeys, statusTone } from './owner-reservations';

/** "My reservations" on /profile: each request with its status, the restaurant's message, and cancel. */
export function MyReservations() {
  const { t, i18n } = useTranslation('reservations');
  const query = useMyReservations();
  const cancel = useCancelReservation();
  // A cancellation sent as a form (before or without scripts) that the server refused.
  const refused = useActionFailure('cancel-reservation');
  const onCancel = (id: string) =>
    cancel.mutate(id, {
      onSuccess: () => toast.success(t('cancelledToast')),
      onError: (failure) =>
        toast.error(t('cancelFailed'), { description: translateReservationError(t, failure) }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('myReservationsTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : query.isError ? (
          <p className="text-sm text-red-700">{translateReservationError(t, query.error)}</p>
        ) : query.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('myReservationsEmpty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {query.data.items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="my-reservation">
                <div className="min-w-0 flex-1">
                  <Link
                    to={paths.restaurant(r.restaurantId)}
                    className="font-medium text-slate-900 hover:underline"
                  >
                    {r.restaurantName}
                  </Link>
                  <div className="text-sm text-slate-600">
                    {formatCalendarDate(r.date, i18n.language)} {r.time} ·{' '}
                    <span className="inline-flex items-center gap-1">
                      <Users className="h-3.5 w-3.5" aria-hidden="true" />
                      {r.partySize}
                    </span>
                  </div>
                  {r.ownerMessage ? (
                    <p className="mt-1 text-sm text-slate-700">
                      {t('ownerMessage', { message: r.ownerMessage })}
                    </p>
                  ) : null}
                </div>
                <Badge tone={statusTone[r.status]}>{t(statusKeys[r.status])}</Badge>
                {r.canCancel ? (
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      event.preventDefault();
                      onCancel(r.id);
                    }}
                  >
                    <input type="hidden" name="intent" value="cancel-reservation" />
                    <input type="hidden" name="reservationId" value={r.id} />
                    <Button type="submit" size="sm" variant="outline" disabled={cancel.isPending}>
                      {t('cancelReservation')}
                    </Button>
                  </Form>
                ) : null}
                {refused?.values?.reservationId === r.id ? (
                  <p role="alert" className="w-full text-sm text-red-700">
                    {translateReservationError(t, toApiError(409, { error: refused.error }))}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
