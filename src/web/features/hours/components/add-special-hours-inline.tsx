import { useId } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { SPECIAL_HOURS_REASON_MAX } from '@/shared/schemas/hours.schema';
import { Button } from '@/web/components/ui/button';
import { FieldError, Input, Label } from '@/web/components/ui/input';
import { useTranslation } from '@/web/i18n/use-translation';
import { useActionFailure } from '@/web/lib/action-result';
import { messageText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';

/** The address of /owner/hours with the special hours form drawn (a tap on "Add" without scripts). */
export const addSpecialAddress = () => `${paths.owner.hours()}?special=new#special-hours`;

/** Whether the page draws the form: its address, or a refused form sent without scripts. */
export function useAddSpecialShown() {
  const [params] = useSearchParams();
  const refused = useActionFailure('add-special');
  return params.get('special') === 'new' || refused !== null;
}

/**
 * "Add Special Hours" as /owner/hours draws it for `?special=new` (before or without scripts, which
 * open the dialog instead): a form sent to the page's action (intent `add-special`), whose refusal comes
 * back with what was typed and each field's message. Closed all day is a checkbox; the times are sent
 * only when it is off.
 */
export function AddSpecialHoursInline({ restaurantId, today }: { restaurantId: string; today: string }) {
  const { t } = useTranslation('owner-hours');
  const id = useId();
  const failure = useActionFailure('add-special');
  const sent = failure?.values;
  const fields = failure?.error.fields ?? {};
  const error = (name: string) => messageText(t, fields[name]);
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': error(name) ? `${id}-${name}-error` : undefined,
  });
  return (
    <Form
      method="post"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
      data-testid="special-hours-inline"
    >
      <h3 className="font-semibold">{t('addSpecialTitle')}</h3>
      <p className="text-sm text-slate-600">{t('addSpecialDescription')}</p>
      <input type="hidden" name="restaurantId" value={restaurantId} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-date`}>{t('date')}</Label>
        <Input type="date" min={today} defaultValue={sent?.date ?? ''} {...field('date')} />
        <FieldError id={`${id}-date-error`} message={error('date')} />
      </div>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name="isClosed"
          defaultChecked={sent ? sent.isClosed === 'true' : true}
          className="h-4 w-4 accent-brand-600"
        />
        {t('closedAllDay')}
      </label>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-openTime`}>{t('openTime')}</Label>
          <Input type="time" defaultValue={sent?.openTime ?? ''} {...field('openTime')} />
          <FieldError id={`${id}-openTime-error`} message={error('openTime')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-closeTime`}>{t('closeTime')}</Label>
          <Input type="time" defaultValue={sent?.closeTime ?? ''} {...field('closeTime')} />
          <FieldError id={`${id}-closeTime-error`} message={error('closeTime')} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-reason`}>{t('reason')}</Label>
        <Input
          maxLength={SPECIAL_HOURS_REASON_MAX}
          placeholder={t('reasonPlaceholder')}
          defaultValue={sent?.reason ?? ''}
          {...field('reason')}
        />
        <FieldError id={`${id}-reason-error`} message={error('reason')} />
      </div>
      <div className="flex justify-end gap-2">
        <Button asChild variant="ghost">
          <Link to={paths.owner.hours()}>{t('cancel')}</Link>
        </Button>
        <Button type="submit" name="intent" value="add-special">
          {t('add')}
        </Button>
      </div>
    </Form>
  );
}
