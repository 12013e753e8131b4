import { Check, Clock, Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { toast } from '@/web/lib/toast';
import type { ManageReservation } from '@/shared/schemas/restaurant.schema';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { errorMessage } from '@/web/lib/error-text';
import { formatCalendarDate } from '@/web/lib/format-date';
import { formatUsd } from '@/web/lib/format-number';
import { paths } from '@/web/lib/paths';
import { useAnswerReservation } from '@/web/features/reservations/api/owner-reservations';
import { useErrorText } from '@/web/lib/use-error-text';
import { useRestaurantManage } from '../api/get-restaurant-manage';

const tableClass = 'w-full min-w-[36rem] text-left text-sm';
const headClass = 'border-b border-slate-200 px-3 py-2 font-semibold text-slate-700';
const cellClass = 'border-b border-slate-100 px-3 py-2 align-middle';

/**
 * Owner-only tab: the sample reservations, the menu and a placeholder for hours. `formatTime` shows
 * a reservation's 'HH:MM' in the interface language (the page passes the hours formatter).
 */
export function RestaurantManage({
  restaurantId,
  formatTime,
  pending,
}: {
  restaurantId: string;
  formatTime: (time: string) => string;
  /** Shown while the tab's data loads (the page's, which it also shows while this code loads). */
  pending: ReactNode;
}) {
  const { t, i18n } = useTranslation('restaurants');
  const query = useRestaurantManage(restaurantId, true);
  const errorText = useErrorText();

  const answerMutation = useAnswerReservation(restaurantId);
  const answer = (reservation: ManageReservation, isConfirmed: boolean) => {
    answerMutation.mutate(
      { reservationId: reservation.id, decision: isConfirmed ? 'confirm' : 'decline', message: null },
      {
        onSuccess: () => {
          if (isConfirmed) {
            toast.success(t('reservationConfirmedTitle'), {
              description: t('reservationConfirmedDescription', { name: reservation.guestName }),
            });
          } else {
            toast.success(t('reservationDeclinedTitle'), {
              description: t('reservationDeclinedDescription', { name: reservation.guestName }),
            });
          }
        },
        onError: (error) => toast.error(errorText(error, t('reservationAnswerFailed'))),
      },
    );
  };

  if (query.isPending) return pending;
  if (query.isError) return <Alert>{errorMessage(t, query.error) ?? t('manageLoadFailed')}</Alert>;

  const { reservations, menuItems } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('reservationsTitle')}</CardTitle>
          <CardDescription>{t('reservationsSample')}</CardDescription>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr>
                <th className={headClass}>{t('guest')}</th>
                <th className={headClass}>{t('date')}</th>
                <th className={headClass}>{t('time')}</th>
                <th className={headClass}>{t('partySize')}</th>
                <th className={headClass}>{t('status')}</th>
                <th className={headClass}>
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {reservations.map((reservation) => (
                <tr key={reservation.id}>
                  <td className={cellClass}>{reservation.guestName}</td>
                  <td className={cellClass}>{formatCalendarDate(reservation.date, i18n.language)}</td>
                  <td className={cellClass}>{formatTime(reservation.time)}</td>
                  <td className={cellClass}>{reservation.partySize}</td>
                  <td className={cellClass}>
                    <Badge tone={reservation.status === 'confirmed' ? 'success' : 'warning'}>
                      {reservation.status === 'confirmed' ? t('statusConfirmed') : t('statusPending')}
                    </Badge>
                  </td>
                  <td className={cellClass}>
                    {reservation.status === 'pending' ? (
                      <div className="flex justify-end gap-2">
                        <Button
                          size="sm"
                          disabled={answerMutation.isPending}
                          onClick={() => answer(reservation, true)}
                        >
                          <Check className="h-4 w-4" aria-hidden="true" />
                          {t('confirm')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={answerMutation.isPending}
                          onClick={() => answer(reservation, false)}
                        >
                          <X className="h-4 w-4" aria-hidden="true" />
                          {t('decline')}
                        </Button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle>{t('menuTitle')}</CardTitle>
            <CardDescription>{t('menuCount', { count: menuItems.length })}</CardDescription>
          </div>
          <Button
            size="sm"
            onClick={() =>
              toast(t('featureInDevelopment'), { description: t('featureInDevelopmentDescription') })
            }
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('addMenuItem')}
          </Button>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {menuItems.length === 0 ? (
            <p className="py-6 text-center text-slate-600">{t('noMenuItems')}</p>
          ) : (
            <table className={tableClass}>
              <thead>
                <tr>
                  <th className={headClass}>{t('menuItem')}</th>
                  <th className={headClass}>{t('category')}</th>
                  <th className={headClass}>{t('price')}</th>
                  <th className={headClass}>{t('availability')}</th>
                </tr>
              </thead>
              <tbody>
                {menuItems.map((item) => (
                  <tr key={item.id}>
                    <td className={cellClass}>
                      {item.name}
                      {item.isFeatured ? (
                        <Badge tone="brand" className="ml-2">
                          {t('featuredItem')}
                        </Badge>
                      ) : null}
                    </td>
                    <td className={cellClass}>{item.categoryName ?? t('noCategory')}</td>
                    <td className={cellClass}>{formatUsd(item.price)}</td>
                    <td className={cellClass}>
                      <Badge tone={item.isAvailable ? 'success' : 'neutral'}>
                        {item.isAvailable ? t('available') : t('unavailable')}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Clock className="h-5 w-5 text-brand-600" aria-hidden="true" />
            {t('operatingHoursTitle')}
          </CardTitle>
          <CardDescription>{t('operatingHoursPlaceholder')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.owner.hours()}>{t('manageHours')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
