import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form, useActionData } from 'react-router';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import type { z } from 'zod';
import { getWeekdayOrder, parseTimeToMinutes } from '@/shared/domain/hours';
import { updateWeeklyHoursSchema, type WeeklyHoursRowDto } from '@/shared/schemas/hours.schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FieldError, Input, Label, NativeSelect } from '@/web/components/ui/input';
import { CheckboxSwitch } from '@/web/components/ui/switch';
import { useActionFailure } from '@/web/lib/action-result';
import { cn } from '@/web/lib/cn';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { useUpdateWeeklyHours } from '../api/update-weekly-hours';
import { formatDayName } from '../format-hours';
import { messageText } from '@/web/lib/error-text';

type WeeklyFormInput = z.input<typeof updateWeeklyHoursSchema>;
type WeeklyFormOutput = z.output<typeof updateWeeklyHoursSchema>;
export interface DayValues {
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

/** What "Copy to all days" answers without scripts: the week to draw, and the day it came from. */
export interface CopiedWeek {
  intent: 'copy-hours';
  copiedFrom: number;
  days: DayValues[];
}

function isCopiedWeek(value: unknown): value is CopiedWeek {
  if (typeof value !== 'object' || value === null) return false;
  const { intent, copiedFrom, days } = value as Partial<Record<keyof CopiedWeek, unknown>>;
  return (
    intent === 'copy-hours' && typeof copiedFrom === 'number' && Array.isArray(days) && days.length === 7
  );
}

/** The week a form sent without scripts comes back with: copied to all days, or refused. */
function useSentWeek(): { values: { days: DayValues[] } | null; copiedFrom: number | null } {
  const answer: unknown = useActionData();
  const refused = useActionFailure('weekly-hours');
  if (refused?.values) {
    const sent = refused.values;
    return {
      values: {
        days: DAYS.map((dayOfWeek) => ({
          dayOfWeek,
          openTime: sent[`days.${dayOfWeek}.openTime`] ?? '',
          closeTime: sent[`days.${dayOfWeek}.closeTime`] ?? '',
          isClosed: sent[`days.${dayOfWeek}.isClosed`] === 'true',
        })),
      },
      copiedFrom: null,
    };
  }
  if (isCopiedWeek(answer)) return { values: { days: answer.days }, copiedFrom: answer.copiedFrom };
  return { values: null, copiedFrom: null };
}

/**
 * The seven-day editor of /owner/hours: open and close times, a closed switch per day and a helper
 * that copies one day to all others. Saving sends the whole week in one request. A form sent to the
 * page's action before or without scripts (app/lib/owner-hours-actions.server.ts): the closed switches
 * are checkboxes, "Copy to all days" is a submit button that draws the copied week (not yet saved), and
 * a refusal comes back with each field's message and what was typed.
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
  const hasMounted = useHasMounted();
  const update = useUpdateWeeklyHours(restaurantId);
  const sent = useSentWeek();
  const refused = useActionFailure('weekly-hours');
  const [copySource, setCopySource] = useState(sent.copiedFrom ?? 1);
  const [copyNotice, setCopyNotice] = useState<string | null>(
    sent.copiedFrom === null ? null : t('copiedToAll', { day: formatDayName(sent.copiedFrom, tHours) }),
  );
  const isIncomplete = DAYS.some((day) => !weekly.some((row) => row.dayOfWeek === day));

  const form = useForm<WeeklyFormInput, unknown, WeeklyFormOutput>({
    resolver: zodResolver(updateWeeklyHoursSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: sent.values ?? toFormValues(weekly),
  });
  const initial = sent.values ?? toFormValues(weekly);
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
        <Form
          method="post"
          id={formId}
          onSubmit={onSubmit}
          noValidate
          aria-busy={isPending}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="restaurantId" value={restaurantId} />
          {isIncomplete ? <Alert tone="info">{t('notSetNotice')}</Alert> : null}
          <fieldset disabled={isPending} className="flex flex-col divide-y divide-slate-100">
            <legend className="sr-only">{t('weeklyTitle')}</legend>
            {DAYS.map((dayOfWeek) => {
              const dayName = formatDayName(dayOfWeek, tHours);
              const day = days[dayOfWeek];
              const isClosed = day?.isClosed ?? false;
              const dayErrors = errors.days?.[dayOfWeek];
              // The server's message for a week sent without scripts, until the form is sent again.
              const sentError = (field: 'openTime' | 'closeTime') =>
                isSubmitted ? undefined : refused?.error.fields?.[`days.${dayOfWeek}.${field}`];
              const openError = messageText(t, dayErrors?.openTime?.message ?? sentError('openTime'));
              const closeError = messageText(t, dayErrors?.closeTime?.message ?? sentError('closeTime'));
              const drawn = initial.days[dayOfWeek];
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
                    {/* A native checkbox drawn as a switch, so it is sent with the form without scripts. */}
                    <CheckboxSwitch
                      defaultChecked={drawn?.isClosed}
                      aria-label={t('closedFor', { day: dayName })}
                      {...form.register(`days.${dayOfWeek}.isClosed`)}
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
                      // Without scripts a closed day's times stay editable (nothing would enable them).
                      disabled={hasMounted && isClosed}
                      defaultValue={drawn?.openTime}
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
                      disabled={hasMounted && isClosed}
                      defaultValue={drawn?.closeTime}
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
                  name="copySource"
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
              <Button
                type="submit"
                name="intent"
                value="copy-hours"
                variant="outline"
                onClick={(event) => {
                  event.preventDefault();
                  copyToAllDays();
                }}
                disabled={isPending}
              >
                <Copy className="h-4 w-4" aria-hidden="true" />
                {t('copyToAll')}
              </Button>
            </div>
            <Button
              type="submit"
              name="intent"
              value="weekly-hours"
              // Enabled until the page has mounted: the form also works without scripts.
              disabled={hasMounted && (isPending || !(isDirty || isIncomplete || sent.values !== null))}
            >
              {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {isPending ? t('saving') : t('save')}
            </Button>
          </div>
          {copyNotice ? (
            <p role="status" className="text-sm text-slate-600">
              {copyNotice}
            </p>
          ) : null}
        </Form>
      </CardContent>
    </Card>
  );
}
