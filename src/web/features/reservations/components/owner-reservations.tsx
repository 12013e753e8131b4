import { Check, Loader2, Users, X } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { toast } from '@/web/lib/toast';
import type { ReservationStatus } from '@/shared/domain/reservations';
import {
  ownerReservationFilters,
  type OwnerReservation,
  type OwnerReservationFilter,
} from '@/shared/schemas/reservation.schema';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useTranslation } from '@/web/i18n/use-translation';
import { useActionFailure } from '@/web/lib/action-result';
import { Alert } from '@/web/components/ui/alert';
import { toApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { formatCalendarDate } from '@/web/lib/format-date';
import { paths } from '@/web/lib/paths';
import { listAddress } from '@/web/lib/link-params';
import { readOwnerReservationFilter } from '../lib/owner-reservation-filter';
import { useAnswerReservation, useOwnerReservations, useReservationSummary } from '../api/owner-reservations';
import { translateReservationError } from '../reservation-messages';
import { ReservationSettingsCard } from './reservation-settings-form';

const filterKeys: Record<OwnerReservationFilter, string> = {
  upcoming: 'filterUpcoming',
  pending: 'filterPending',
  confirmed: 'filterConfirmed',
  declined: 'filterDeclined',
  past: 'filterPast',
};

export const statusTone: Record<ReservationStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  declined: 'danger',
  cancelled: 'neutral',
};
export const statusKeys: Record<ReservationStatus, string> = {
  pending: 'statusPending',
  confirmed: 'statusConfirmed',
  declined: 'statusDeclined',
  cancelled: 'statusCancelled',
};

/**
 * /owner/reservations for one restaurant: today's and this week's counts, the next arrivals, the
 * requests by filter with confirm and decline on pending ones, and the reservation settings.
 */
export function OwnerReservations({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('reservations');
  // The filter is in the address (`?filter=`), as links, so it works before and without the scripts.
  const [params] = useSearchParams();
  const filter = readOwnerReservationFilter(params);
  const summary = useReservationSummary(restaurantId);
  const list = useOwnerReservations(restaurantId, filter);
  const [answering, setAnswering] = useState<{
    reservation: OwnerReservation;
    decision: 'confirm' | 'decline';
  } | null>(null);

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <CountCard title={t('todayTitle')} counts={summary.data?.todayCounts} isLoading={summary.isPending} />
        <CountCard title={t('weekTitle')} counts={summary.data?.weekCounts} isLoading={summary.isPending} />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('nextArrivalsTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {summary.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : (summary.data?.nextArrivals.length ?? 0) === 0 ? (
            <p className="text-sm text-slate-600">{t('noArrivals')}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {summary.data?.nextArrivals.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="font-medium text-slate-900">{r.guestName}</span>
                  <WhenText reservation={r} />
                  <span className="inline-flex items-center gap-1 text-slate-600">
                    <Users className="h-4 w-4" aria-hidden="true" />
                    {r.partySize}
                  </span>
                  <Badge tone={statusTone[r.status]}>{t(statusKeys[r.status])}</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('requestsTitle')}</CardTitle>
          <nav aria-label={t('filtersLabel')} className="mt-2 flex flex-wrap gap-2">
            {ownerReservationFilters.map((name) => (
              <Link
                key={name}
                to={listAddress(paths.owner.reservations(), params, null, {
                  filter: name === 'upcoming' ? null : name,
                })}
                preventScrollReset
                aria-current={filter === name ? 'true' : undefined}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm font-medium',
                  filter === name
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-100',
                )}
              >
                {t(filterKeys[name])}
              </Link>
            ))}
          </nav>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {list.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : list.isError ? (
            <p className="text-sm text-red-700">{translateReservationError(t, list.error)}</p>
          ) : list.data.items.length === 0 ? (
            <p className="text-sm text-slate-600">{t('noRequests')}</p>
          ) : (
            <ReservationTable
              restaurantId={restaurantId}
              items={list.data.items}
              onAnswer={(reservation, decision) => setAnswering({ reservation, decision })}
            />
          )}
        </CardContent>
      </Card>

      <ReservationSettingsCard restaurantId={restaurantId} />

      {answering ? (
        <AnswerDialog
          restaurantId={restaurantId}
          reservation={answering.reservation}
          decision={answering.decision}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </div>
  );
}

function CountCard({
  title,
  counts,
  isLoading,
}: {
  title: string;
  counts?: { pending: number; confirmed: number; covers: number };
  isLoading: boolean;
}) {
  const { t } = useTranslation('reservations');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {isLoading || !counts ? (
          <Skeleton className="h-6 w-40" />
        ) : (
          <CardDescription>
            {t('countPending', { count: counts.pending })} ·{' '}
            {t('countConfirmed', { count: counts.confirmed })} · {t('countCovers', { count: counts.covers })}
          </CardDescription>
        )}
      </CardHeader>
    </Card>
  );
}

function WhenText({ reservation }: { reservation: Pick<OwnerReservation, 'date' | 'time'> }) {
  const { i18n } = useTranslation('reservations');
  return (
    <span className="text-slate-700">
      {formatCalendarDate(reservation.date, i18n.language)} {reservation.time}
    </span>
  );
}

/**
 * The requests table: confirm and decline only on pending rows. Also used by the Manage tab. Each pair
 * is a form sent to /owner/reservations' action until the scripts take it over (then the dialog).
 */
export function ReservationTable({
  restaurantId,
  items,
  onAnswer,
}: {
  restaurantId: string;
  items: OwnerReservation[];
  onAnswer: (reservation: OwnerReservation, decision: 'confirm' | 'decline') => void;
}) {
  const { t } = useTranslation('reservations');
  const head = 'px-3 py-2 text-left text-xs font-semibold uppercase text-slate-500';
  const cell = 'px-3 py-2 align-top text-sm text-slate-800';
  return (
    <table className="w-full min-w-[40rem] border-collapse">
      <thead>
        <tr className="border-b border-slate-200">
          <th className={head}>{t('columnGuest')}</th>
          <th className={head}>{t('columnWhen')}</th>
          <th className={head}>{t('columnParty')}</th>
          <th className={head}>{t('columnContact')}</th>
          <th className={head}>{t('columnStatus')}</th>
          <th className={head}>
            <span className="sr-only">{t('columnActions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={r.id} className="border-b border-slate-100" data-testid="owner-reservation">
            <td className={cell}>
              <div className="font-medium">{r.guestName}</div>
              {r.note ? <div className="text-xs text-slate-500">{r.note}</div> : null}
            </td>
            <td className={cell}>
              <WhenText reservation={r} />
            </td>
            <td className={cell}>{r.partySize}</td>
            <td className={cell}>
              <a className="block text-brand-700 underline" href={`tel:${r.phone.replace(/\s/g, '')}`}>
                {r.phone}
              </a>
              <a className="block text-xs text-slate-600 underline" href={`mailto:${r.email}`}>
                {r.email}
              </a>
            </td>
            <td className={cell}>
              <Badge tone={statusTone[r.status]}>{t(statusKeys[r.status])}</Badge>
            </td>
            <td className={cell}>
              {r.status === 'pending' ? (
                <Form
                  method="post"
                  action={paths.owner.reservations()}
                  className="flex justify-end gap-2"
                  onSubmit={(event) => {
                    // With scripts: the dialog (an optional message), then a request without a reload.
                    event.preventDefault();
                    const submitter = (event.nativeEvent as SubmitEvent).submitter;
                    const decision = submitter?.getAttribute('value');
                    if (decision === 'confirm' || decision === 'decline') onAnswer(r, decision);
                  }}
                >
                  <input type="hidden" name="restaurantId" value={restaurantId} />
                  <input type="hidden" name="reservationId" value={r.id} />
                  <Button type="submit" name="intent" value="confirm" size="sm">
                    <Check className="h-4 w-4" aria-hidden="true" />
                    {t('confirm')}
                  </Button>
                  <Button type="submit" name="intent" value="decline" size="sm" variant="outline">
                    <X className="h-4 w-4" aria-hidden="true" />
                    {t('decline')}
                  </Button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Confirm or decline with an optional message; the diner gets an e-mail either way. */
export function AnswerDialog({
  restaurantId,
  reservation,
  decision,
  onClose,
}: {
  restaurantId: string;
  reservation: Pick<OwnerReservation, 'id' | 'guestName'>;
  decision: 'confirm' | 'decline';
  onClose: () => void;
}) {
  const { t } = useTranslation('reservations');
  const answer = useAnswerReservation(restaurantId);
  const [message, setMessage] = useState('');
  const submit = () =>
    answer.mutate(
      { reservationId: reservation.id, decision, message: message.trim() || null },
      {
        onSuccess: () => {
          toast.success(decision === 'confirm' ? t('confirmedToast') : t('declinedToast'), {
            description: t('dinerEmailed'),
          });
          onClose();
        },
        onError: (failure) =>
          toast.error(t('answerFailed'), { description: translateReservationError(t, failure) }),
      },
    );
  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        title={
          decision === 'confirm'
            ? t('confirmTitle', { name: reservation.guestName })
            : t('declineTitle', { name: reservation.guestName })
        }
        description={t('answerDescription')}
      >
        <div className="flex flex-col gap-4">
          <FormField label={t('fieldMessage')}>
            <Textarea
              rows={3}
              maxLength={500}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormField>
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose} disabled={answer.isPending}>
              {t('cancel')}
            </Button>
            <Button
              variant={decision === 'confirm' ? 'primary' : 'destructive'}
              onClick={submit}
              disabled={answer.isPending}
            >
              {answer.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {decision === 'confirm' ? t('confirm') : t('decline')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The Manage tab's reservations table on the restaurant page (owner only): the real upcoming
 * requests in place of the former sample, confirm and decline on pending rows.
 */
export function ManageTabReservations({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('reservations');
  const list = useOwnerReservations(restaurantId, 'upcoming');
  const [answering, setAnswering] = useState<{
    reservation: OwnerReservation;
    decision: 'confirm' | 'decline';
  } | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requestsTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {list.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : list.isError ? (
          <p className="text-sm text-red-700">{translateReservationError(t, list.error)}</p>
        ) : list.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noRequests')}</p>
        ) : (
          <ReservationTable
            restaurantId={restaurantId}
            items={list.data.items}
            onAnswer={(reservation, decision) => setAnswering({ reservation, decision })}
          />
        )}
      </CardContent>
      {answering ? (
        <AnswerDialog
          restaurantId={restaurantId}
          reservation={answering.reservation}
          decision={answering.decision}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </Card>
  );
}

/**
 * A confirm or decline sent as a form (without the page's scripts) and refused: the refusal in the
 * interface language, as the dialog's toast says it.
 */
export function AnswerFailureAlert() {
  const { t } = useTranslation('reservations');
  const confirm = useActionFailure('confirm');
  const decline = useActionFailure('decline');
  const failure = confirm ?? decline;
  if (!failure) return null;
  return (
    <Alert>
      <strong className="font-semibold">{t('answerFailed')}</strong>{' '}
      {translateReservationError(t, toApiError(400, { error: failure.error }))}
    </Alert>
  );
}
