import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import type { z } from 'zod';
import { createSpecialHoursSchema, hoursKeys, SPECIAL_HOURS_REASON_MAX } from '@/shared/schemas/hours.schema';
import { Button } from '@/web/components/ui/button';
import { Link } from 'react-router';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { FieldError, Input, Label } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { ApiError } from '@/web/lib/api-client';
import { useCreateSpecialHours } from '../api/create-special-hours';
import { messageText } from '@/web/lib/error-text';
import { addSpecialAddress } from './add-special-hours-inline';

type SpecialFormInput = z.input<typeof createSpecialHoursSchema>;
type SpecialFormOutput = z.output<typeof createSpecialHoursSchema>;

const EMPTY: SpecialFormInput = { date: '', isClosed: true, openTime: '', closeTime: '', reason: '' };
const FORM_FIELDS = ['date', 'isClosed', 'openTime', 'closeTime', 'reason'] as const;

function isFormField(key: string): key is (typeof FORM_FIELDS)[number] {
  return (FORM_FIELDS as readonly string[]).includes(key);
}

/**
 * The 'Add Special Hours' dialog: a date (today or later, in the restaurant's zone), closed all day
 * (times are then not sent) or open and close times, and an optional reason. Its button is a link to
 * the page's `?special=new`, which draws the form on the page before or without scripts
 * (AddSpecialHoursInline); with scripts the tap opens the dialog.
 */
export function AddSpecialHoursDialog({ restaurantId, today }: { restaurantId: string; today: string }) {
  const { t } = useTranslation('owner-hours');
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const create = useCreateSpecialHours(restaurantId);

  // The shared contract plus the one rule that needs today's date (the server checks it too).
  const schema = useMemo(
    () =>
      createSpecialHoursSchema.refine((value) => value.date >= today, {
        path: ['date'],
        message: hoursKeys.datePast,
      }),
    [today],
  );
  const form = useForm<SpecialFormInput, unknown, SpecialFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const isClosed = useWatch({ control: form.control, name: 'isClosed' });

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) form.reset(EMPTY);
  };

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('specialAddedTitle'), { description: t('specialAddedDescription') });
        onOpenChange(false);
      },
      onError: (error) => {
        // Show the server's field messages (e.g. a date that already has special hours) in place.
        if (error instanceof ApiError && error.fields) {
          for (const [key, message] of Object.entries(error.fields)) {
            if (isFormField(key)) form.setError(key as Path<SpecialFormInput>, { message });
          }
        }
        toast.error(t('errorTitle'), { description: t('addFailed') });
      },
    });
  });

  const dateError = messageText(t, errors.date?.message);
  const openError = messageText(t, errors.openTime?.message);
  const closeError = messageText(t, errors.closeTime?.message);
  const reasonError = messageText(t, errors.reason?.message);
  const isPending = create.isPending;

  return (
    <>
      <Button asChild variant="outline">
        <Link
          to={addSpecialAddress()}
          aria-haspopup="dialog"
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            onOpenChange(true);
          }}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('addSpecial')}
        </Link>
      </Button>
      <Dialog open={isOpen} onOpenChange={onOpenChange}>
        <DialogContent title={t('addSpecialTitle')} description={t('addSpecialDescription')}>
          <form onSubmit={onSubmit} noValidate aria-busy={isPending}>
            <fieldset disabled={isPending} className="flex flex-col gap-4">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-date`}>{t('date')}</Label>
                <Input
                  id={`${id}-date`}
                  type="date"
                  min={today}
                  aria-invalid={dateError ? true : undefined}
                  aria-describedby={dateError ? `${id}-date-error` : undefined}
                  {...form.register('date')}
                />
                <FieldError id={`${id}-date-error`} message={dateError} />
              </div>

              <div className="flex items-center gap-3">
                <Controller
                  control={form.control}
                  name="isClosed"
                  render={({ field }) => (
                    <Switch
                      id={`${id}-closed`}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                    />
                  )}
                />
                <Label htmlFor={`${id}-closed`}>{t('closedAllDay')}</Label>
              </div>

              {isClosed ? null : (
                <div className="grid grid-cols-2 gap-3">
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${id}-open`}>{t('openTime')}</Label>
                    <Input
                      id={`${id}-open`}
                      type="time"
                      aria-invalid={openError ? true : undefined}
                      aria-describedby={openError ? `${id}-open-error` : undefined}
                      {...form.register('openTime')}
                    />
                    <FieldError id={`${id}-open-error`} message={openError} />
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${id}-close`}>{t('closeTime')}</Label>
                    <Input
                      id={`${id}-close`}
                      type="time"
                      aria-invalid={closeError ? true : undefined}
                      aria-describedby={closeError ? `${id}-close-error` : undefined}
                      {...form.register('closeTime')}
                    />
                    <FieldError id={`${id}-close-error`} message={closeError} />
                  </div>
                </div>
              )}

              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-reason`}>{t('reason')}</Label>
                <Input
                  id={`${id}-reason`}
                  maxLength={SPECIAL_HOURS_REASON_MAX}
                  placeholder={t('reasonPlaceholder')}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? `${id}-reason-error` : undefined}
                  {...form.register('reason')}
                />
                <FieldError id={`${id}-reason-error`} message={reasonError} />
              </div>

              <div className="flex justify-end gap-2 pt-2">
                <DialogClose asChild>
                  <Button variant="ghost">{t('cancel')}</Button>
                </DialogClose>
                <Button type="submit">
                  {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                  {isPending ? t('adding') : t('add')}
                </Button>
              </div>
            </fieldset>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
