import { CalendarDays, LoaderCircle, Trash2 } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import { isClosedRow } from '@/shared/domain/hours';
import type { SpecialHoursRowDto } from '@/shared/schemas/hours.schema';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { useDeleteSpecialHours } from '../api/delete-special-hours';
import { formatCalendarDate, formatSpecialDayHours } from '../format-special-day';
import { Form } from 'react-router';
import { ActionFailureAlert } from '@/web/lib/action-result';
import { AddSpecialHoursDialog } from './add-special-hours-dialog';
import { AddSpecialHoursInline, useAddSpecialShown } from './add-special-hours-inline';

/**
 * Special hours of /owner/hours: the days from today on (by date), an add dialog (a form drawn on the
 * page before or without scripts) and delete buttons (forms sent to the page's action, `delete-special`).
 */
export function SpecialHoursManager({
  restaurantId,
  special,
  today,
}: {
  restaurantId: string;
  special: SpecialHoursRowDto[];
  today: string;
}) {
  const { t } = useTranslation('owner-hours');
  const { t: tHours, i18n } = useTranslation('hours');
  const remove = useDeleteSpecialHours(restaurantId);
  const upcoming = special.filter((row) => row.date >= today);
  const isAdding = useAddSpecialShown();

  const onDelete = (row: SpecialHoursRowDto) => {
    remove.mutate(row.id, {
      onSuccess: () =>
        toast.success(t('specialDeletedTitle'), { description: t('specialDeletedDescription') }),
      onError: () => toast.error(t('errorTitle'), { description: t('deleteFailed') }),
    });
  };

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle>{t('specialTitle')}</CardTitle>
          <CardDescription>{t('specialDescription')}</CardDescription>
        </div>
        <AddSpecialHoursDialog restaurantId={restaurantId} today={today} />
      </CardHeader>
      <CardContent id="special-hours" className="flex scroll-mt-4 flex-col gap-4">
        <ActionFailureAlert fallback={t('deleteFailed')} intents={['delete-special']} />
        {isAdding ? <AddSpecialHoursInline restaurantId={restaurantId} today={today} /> : null}
        {upcoming.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noSpecial')}</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="owner-special-hours">
            {upcoming.map((row) => {
              const date = formatCalendarDate(row.date, i18n.language);
              const isDeleting = remove.isPending && remove.variables === row.id;
              return (
                <li key={row.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="flex min-w-0 items-start gap-3">
                    <CalendarDays className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                    <div className="min-w-0">
                      <p className="font-medium">{date}</p>
                      <p className={cn('text-sm', isClosedRow(row) ? 'text-red-700' : 'text-slate-700')}>
                        {formatSpecialDayHours(row, tHours)}
                      </p>
                      {row.reason ? <p className="text-sm break-words text-slate-600">{row.reason}</p> : null}
                    </div>
                  </div>
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      event.preventDefault();
                      onDelete(row);
                    }}
                  >
                    <input type="hidden" name="restaurantId" value={restaurantId} />
                    <input type="hidden" name="specialId" value={row.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="delete-special"
                      variant="ghost"
                      size="icon"
                      disabled={isDeleting}
                      aria-label={t('deleteSpecialFor', { date })}
                    >
                      {isDeleting ? (
                        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                      ) : (
                        <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
                      )}
                    </Button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
