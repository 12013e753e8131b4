import { data } from 'react-router';
import { getWeekdayOrder } from '@/shared/domain/hours';
import type {
  CopiedWeek,
  DayValues as WeekDayForm,
} from '@/web/features/hours/components/weekly-hours-editor';
import { paths } from '@/web/lib/paths';
import { callApi } from './account.server';
import { answer, requireSession, unknownForm } from './dashboard-actions.server';
import type { PageContext } from './load-context.server';

/**
 * /owner/hours' forms when they are sent as forms (before or without the page's scripts): the weekly
 * schedule (intent `weekly-hours`, PUT /api/owner/restaurants/:id/hours), "Copy to all days"
 * (`copy-hours`: the week drawn again with one day's hours on every day, not yet saved, as the script's
 * copy does), and the special hours (`add-special`, `delete-special`). Each calls its API route in-process
 * as the visitor (decision 036), so the ownership check and the shared schema apply; then back to the
 * page with the notice, or the refusal with what was typed.
 */

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const segment = (value: string) => encodeURIComponent(value);

const DAYS = getWeekdayOrder(0);

/** The week as the form sends it (`days.<dayOfWeek>.openTime`, …; a checked box is "on"). */
function readWeek(form: FormData): WeekDayForm[] {
  return DAYS.map((dayOfWeek) => ({
    dayOfWeek,
    openTime: text(form, `days.${dayOfWeek}.openTime`),
    closeTime: text(form, `days.${dayOfWeek}.closeTime`),
    isClosed: form.has(`days.${dayOfWeek}.isClosed`),
  }));
}

/** The week as flat form values, for a refusal to draw what was typed. */
function flatWeek(days: WeekDayForm[]): Record<string, string> {
  return Object.fromEntries(
    days.flatMap((day) => [
      [`days.${day.dayOfWeek}.openTime`, day.openTime],
      [`days.${day.dayOfWeek}.closeTime`, day.closeTime],
      [`days.${day.dayOfWeek}.isClosed`, day.isClosed ? 'true' : ''],
    ]),
  );
}

export async function ownerHoursAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  await requireSession(request, context);
  const restaurantId = text(form, 'restaurantId');
  const base = `/api/owner/restaurants/${segment(restaurantId)}`;
  const back = paths.owner.hours();
  switch (intent) {
    case 'copy-hours': {
      const days = readWeek(form);
      const copiedFrom = Number(text(form, 'copySource'));
      const source = days.find((day) => day.dayOfWeek === copiedFrom);
      if (!source) return unknownForm(intent);
      return data<CopiedWeek>({
        intent,
        copiedFrom,
        days: days.map((day) => ({ ...source, dayOfWeek: day.dayOfWeek })),
      });
    }
    case 'weekly-hours': {
      const days = readWeek(form);
      const response = await callApi(context, 'PUT', `${base}/hours`, { days });
      return answer(request, intent, response, 'hours-updated', flatWeek(days), back);
    }
    case 'add-special': {
      const values = {
        date: text(form, 'date'),
        isClosed: form.has('isClosed') ? 'true' : '',
        openTime: text(form, 'openTime'),
        closeTime: text(form, 'closeTime'),
        reason: text(form, 'reason'),
      };
      const isClosed = values.isClosed === 'true';
      const response = await callApi(context, 'POST', `${base}/special-hours`, {
        date: values.date,
        isClosed,
        // Closed all day: the times are not sent, as the dialog leaves them out.
        openTime: isClosed ? null : values.openTime,
        closeTime: isClosed ? null : values.closeTime,
        reason: values.reason,
      });
      return answer(request, intent, response, 'special-hours-added', values, back);
    }
    case 'delete-special': {
      const specialId = text(form, 'specialId');
      const response = await callApi(context, 'DELETE', `${base}/special-hours/${segment(specialId)}`);
      return answer(request, intent, response, 'special-hours-deleted', { specialId }, back);
    }
    default:
      return unknownForm(intent);
  }
}
