import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { CalendarDays, Clock } from 'lucide-react';
import {
  DEFAULT_RESTAURANT_TIME_ZONE,
  getHoursSummary,
  getOpeningStatus,
  getTodayInZone,
  getWeeklyLines,
  isClosedRow,
  type OpeningStatus,
} from '@/shared/domain/hours';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { useRestaurantHours } from '../api/get-restaurant-hours';
import {
  formatDetailBadge,
  formatNextOpening,
  formatStatusMessage,
  formatSummary,
  formatWeeklyLineParts,
} from '../format-hours';
import { formatCalendarDate, formatSpecialDayHours } from '../format-special-day';
import { getClockOffsetMs, useServerNow } from '../use-server-now';

/** The info card shows this many upcoming special days (spec). */
export const CARD_SPECIAL_HOURS_LIMIT = 3;

const badgeTones: Record<OpeningStatus, BadgeTone> = { open: 'success', closed: 'danger', unset: 'neutral' };

/**
 * The Opening Hours card on a restaurant's info tab: open/closed badge, next opening, the weekly
 * table with today marked, the next special days and a one-line summary. The status is recomputed
 * every minute from the rows (with the server's clock), so a page left open stays right.
 * A failed load is shown as "no hours" (spec) and only logged.
 */
export function OpeningHoursCard({ restaurantId }: { restaurantId: string }) {
  const { t, i18n } = useTranslation('hours');
  const query = useRestaurantHours(restaurantId);
  const { data, error, dataUpdatedAt } = query;

  useEffect(() => {
    if (error) console.warn('Failed to load opening hours', restaurantId, error);
  }, [error, restaurantId]);

  const nowMs = useServerNow(getClockOffsetMs(data?.serverTime, dataUpdatedAt));

  const view = useMemo(() => {
    const instant = new Date(nowMs);
    const timeZone = data?.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE;
    const weeklyHours = data?.weekly ?? [];
    const today = getTodayInZone(instant, timeZone);
    const special = (data?.special ?? []).filter((row) => row.date >= today);
    return {
      status: getOpeningStatus({ weeklyHours, specialHours: special, instant, timeZone }),
      lines: getWeeklyLines({ weeklyHours, instant, timeZone }),
      summary: getHoursSummary(weeklyHours),
      special: special.slice(0, CARD_SPECIAL_HOURS_LIMIT),
    };
  }, [data, nowMs]);

  const headingId = `opening-hours-${restaurantId}`;

  if (query.isPending) {
    return (
      <Card aria-busy="true" aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Clock className="size-5 text-brand-600" aria-hidden="true" />
            {t('cardTitle')}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <Skeleton className="h-6 w-28" />
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} className="h-4 w-full" />
          ))}
        </CardContent>
      </Card>
    );
  }

  const { status } = view;

  return (
    <Card aria-labelledby={headingId} data-testid="opening-hours-card">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Clock className="size-5 text-brand-600" aria-hidden="true" />
            {t('cardTitle')}
          </CardTitle>
          <Badge tone={badgeTones[status.status]} data-testid="opening-status-badge">
            {formatDetailBadge(status.status, t)}
          </Badge>
        </div>
        <p className="text-sm text-slate-700" data-testid="opening-status-message">
          {status.status === 'closed' && status.message.kind === 'closed' && status.nextOpening
            ? formatNextOpening(status.nextOpening, t)
            : formatStatusMessage(status.message, t)}
          {status.status === 'closed' && status.message.kind === 'closedReason' && status.nextOpening ? (
            <span className="block text-slate-600">{formatNextOpening(status.nextOpening, t)}</span>
          ) : null}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('weeklyHoursCaption')}</caption>
          <tbody>
            {view.lines.map((line) => {
              const parts = formatWeeklyLineParts(line, t);
              return (
                <tr
                  key={line.dayOfWeek}
                  aria-current={line.isToday ? 'date' : undefined}
                  className={cn(
                    'border-b border-slate-100 last:border-0',
                    line.isToday && 'font-semibold text-slate-900',
                  )}
                >
                  <th scope="row" className="py-1.5 pr-3 text-left font-[inherit]">
                    {parts.day}
                    {line.isToday ? (
                      <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">
                        {t('today')}
                      </span>
                    ) : null}
                  </th>
                  <td className={cn('py-1.5 text-right', line.kind !== 'hours' && 'text-slate-500')}>
                    {parts.hours}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>

        {view.special.length > 0 ? (
          <section aria-labelledby={`${headingId}-special`}>
            <h4 id={`${headingId}-special`} className="mb-2 flex items-center gap-2 text-sm font-semibold">
              <CalendarDays className="size-4 text-brand-600" aria-hidden="true" />
              {t('specialHoursTitle')}
            </h4>
            <ul className="space-y-2 text-sm" data-testid="special-hours-list">
              {view.special.map((row) => (
                <li key={row.id} className="rounded-md bg-slate-50 px-3 py-2">
                  <div className="flex flex-wrap justify-between gap-2">
                    <span className="font-medium">{formatCalendarDate(row.date, i18n.language)}</span>
                    <span className={cn(isClosedRow(row) && 'text-red-700')}>
                      {formatSpecialDayHours(row, t)}
                    </span>
                  </div>
                  {row.reason ? <p className="text-slate-600">{row.reason}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p className="text-sm text-slate-600" data-testid="opening-hours-summary">
          {formatSummary(view.summary, t, 'detail')}
        </p>
      </CardContent>
    </Card>
  );
}
