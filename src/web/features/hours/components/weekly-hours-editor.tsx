import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import type { z } from 'zod';
import { getWeekdayOrder, parseTimeToMinutes } from '@/shared/domain/hours';
import { updateWeeklyHoursSchema, type WeeklyHoursRowDto } from '@/shared/schemas/hours.schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FieldError, Input, Label, NativeSelect } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { cn } from '@/web/lib/cn';
import { useUpdateWeeklyHours } from '../api/update-weekly-hours';
import { formatDayName } from '../format-hours';
import { messageText } from '@/web/lib/error-text';

type WeeklyFormInput = z.input<typeof updateWeeklyHoursSchema>;
type WeeklyFormOutput = z.output<typeof updateWeeklyHoursSchema>;
interface DayValues {
  dayOfWeek: number;
  openTime: string;
  closeTime: string;
  isClosed: boolean;
}

/** What a day without a stored row starts as in the editor. */
const NEW_DAY = { openTime: '09:00', closeTime: '21:00', isClosed: false } as const;

const DAYS = getWeekdayOrder(0);

/** Form values for the seven days (index = day of week, Sunday = 0) from the stored rows. */
function toFormValues(weekly: readonly WeeklyHoursRowDto[]): { days: DayValues[] } {
  return {
    days: DAYS.map((dayOfWeek) => {
      const row = weekly.find((r) => r.dayOfWeek === dayOfWeek);
      if (!row) return { dayOfWeek, ...NEW_DAY };
      return {
        dayOfWeek,
        openTime: row.openTime ?? '',
        closeTime: row.closeTime ?? '',
        isClosed: row.isClosed,
      };
    }),
  };
}

/** A note under a day whose window crosses midnight or lasts 24 hours. */
function getWindowNoteKey(day: WeeklyFormInput['days'][number] | undefined): string | null {
  if (!day || day.isClosed) return null;
  const open = parseTimeToMinutes(day.openTime);
  const close = parseTimeToMinutes(day.closeTime);
  if (open === null || close === null) return null;
  if (open === close) return 'open24Hours';
  return close < open && close !== 0 ? 'closesNextDay' : null;
}

/**
 * The seven-day editor of /owner/hours: open and close times, a closed switch per day and a helper
 * that copies one day to all others. Saving sends the whole week in one request.
 */
export function WeeklyHoursEditor({
  restaurantId,
  weekly,
}: {
  restaurantId: string;
  weekly: WeeklyHoursRowDto[];
}) {
  const { t } = useTranslation('owner-hours');
  const { t: tHours } = useTranslation('hours');
  const formId = useId();
  const update = useUpdateWeeklyHours(restaurantId);
  const [copySource, setCopySource] = useState(1);
  const [copyNotice, setCopyNotice] = useState<string | null>(null);
  const isIncomplete = DAYS.some((day) => !weekly.some((row) => row.dayOfWeek === day));

  const form = useForm<WeeklyFormInput, unknown, WeeklyFormOutput>({
    resolver: zodResolver(updateWeeklyHoursSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: toFormValues(weekly),
  });
  const { errors, isDirty, isSubmitted } = form.formState;
  const days = useWatch({ control: form.control, name: 'days' });

  const copyToAllDays = () => {
    const source = form.getValues(`days.${copySource}`);
    for (const day of DAYS) {
      if (day === copySource) continue;
      form.setValue(`days.${day}.openTime`, source.openTime ?? '', {
        shouldDirty: true,
        shouldValidate: isSubmitted,
      });
      form.setValue(`days.${day}.closeTime`, source.closeTime ?? '', {
        shouldDirty: true,
        shouldValidate: isSubmitted,
      });
      form.setValue(`days.${day}.isClosed`, source.isClosed, {
        shouldDirty: true,
        shouldValidate: isSubmitted,
      });
    }
    setCopyNotice(t('copiedToAll', { day: formatDayName(copySource, tHours) }));
  };

  const onSubmit = form.handleSubmit((values) => {
    setCopyNotice(null);
    update.mutate(values, {
      onSuccess: (result) => {
        form.reset(toFormValues(result.weekly));
        toast.success(t('hoursUpdatedTitle'), { description: t('hoursUpdatedDescription') });
      },
      onError: () => {
        toast.error(t('errorTitle'), { description: t('updateFailed') });
      },
    });
  });

  const isPending = update.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('weeklyTitle')}</CardTitle>
        <CardDescription>{t('weeklyDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          id={formId}
          onSubmit={onSubmit}
          noValidate
          aria-busy={isPending}
          className="flex flex-col gap-4"
        >
          {isIncomplete ? <Alert tone="info">{t('notSetNotice')}</Alert> : null}
          <fieldset disabled={isPending} className="flex flex-col divide-y divide-slate-100">
            <legend className="sr-only">{t('weeklyTitle')}</legend>
            {DAYS.map((dayOfWeek) => {
              const dayName = formatDayName(dayOfWeek, tHours);
              const day = days[dayOfWeek];
              const isClosed = day?.isClosed ?? false;
              const dayErrors = errors.days?.[dayOfWeek];
              const openError = messageText(t, dayErrors?.openTime?.message);
              const closeError = messageText(t, dayErrors?.closeTime?.message);
              const noteKey = getWindowNoteKey(day);
              const rowId = `${formId}-day-${dayOfWeek}`;
              return (
                <div
                  key={dayOfWeek}
                  role="group"
                  aria-labelledby={`${rowId}-name`}
                  data-testid={`hours-day-${dayOfWeek}`}
                  className="grid grid-cols-1 items-start gap-3 py-3 sm:grid-cols-[8rem_8rem_1fr_1fr]"
                >
                  <span id={`${rowId}-name`} className="pt-2 font-medium">
                    {dayName}
                  </span>
                  <div className="flex items-center gap-2 pt-1.5">
                    <Controller
                      control={form.control}
                      name={`days.${dayOfWeek}.isClosed`}
                      render={({ field }) => (
                        <Switch
                          checked={field.value}
                          onCheckedChange={field.onChange}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          aria-label={t('closedFor', { day: dayName })}
                        />
                      )}
                    />
                    <span
                      className={cn('text-sm', isClosed ? 'text-red-700' : 'text-green-700')}
                      aria-hidden="true"
                    >
                      {isClosed ? t('closedLabel') : t('openLabel')}
                    </span>
                  </div>
                  <div className="flex flex-col gap-1">
                    <Label
                      id={`${rowId}-open-label`}
                      htmlFor={`${rowId}-open`}
                      className="text-xs text-slate-600"
                    >
                      {t('openTime')}
                    </Label>
                    <Input
                      id={`${rowId}-open`}
                      type="time"
                      aria-labelledby={`${rowId}-name ${rowId}-open-label`}
                      aria-invalid={openError ? true : undefined}
                      aria-describedby={openError ? `${rowId}-open-error` : undefined}
                      disabled={isClosed}
                      {...form.register(`days.${dayOfWeek}.openTime`)}
                    />
                    <FieldError id={`${rowId}-open-error`} message={openError} />
                  </div>
                  <div className="flex flex-col gap-1">
                    <Label
                      id={`${rowId}-close-label`}
                      htmlFor={`${rowId}-close`}
                      className="text-xs text-slate-600"
                    >
                      {t('closeTime')}
                    </Label>
                    <Input
                      id={`${rowId}-close`}
                      type="time"
                      aria-labelledby={`${rowId}-name ${rowId}-close-label`}
                      aria-invalid={closeError ? true : undefined}
                      aria-describedby={closeError ? `${rowId}-close-error` : undefined}
                      disabled={isClosed}
                      {...form.register(`days.${dayOfWeek}.closeTime`)}
                    />
                    <FieldError id={`${rowId}-close-error`} message={closeError} />
                    {noteKey ? <p className="text-xs text-slate-600">{t(noteKey)}</p> : null}
                  </div>
                </div>
              );
            })}
          </fieldset>

          <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex flex-col gap-1">
                <Label htmlFor={`${formId}-copy-source`}>{t('copyFrom')}</Label>
                <NativeSelect
                  id={`${formId}-copy-source`}
                  value={copySource}
                  onChange={(event) => setCopySource(Number(event.target.value))}
                  className="w-44"
                  disabled={isPending}
                >
                  {DAYS.map((day) => (
                    <option key={day} value={day}>
                      {formatDayName(day, tHours)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button type="button" variant="outline" onClick={copyToAllDays} disabled={isPending}>
                <Copy className="h-4 w-4" aria-hidden="true" />
                {t('copyToAll')}
              </Button>
            </div>
            <Button type="submit" disabled={isPending || !(isDirty || isIncomplete)}>
              {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {isPending ? t('saving') : t('save')}
            </Button>
          </div>
          {copyNotice ? (
            <p role="status" className="text-sm text-slate-600">
              {copyNotice}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
