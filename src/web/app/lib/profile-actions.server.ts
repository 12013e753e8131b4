import { callApi } from './account.server';
import { answer, requireSession, unknownForm } from './dashboard-actions.server';
import type { PageContext } from './load-context.server';

/**
 * The forms of /profile (and the e-mail switches of /settings) when they are sent as forms, before or
 * without the page's scripts: each calls its API route in-process as the visitor (decision 036), so the
 * route's schema, checks and limits apply as they do for the scripts' requests; then back to the page
 * with the toast in `?notice=`, or the refusal as the action's data (what was typed, the API's error).
 */

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const segment = (value: string) => encodeURIComponent(value);

const EMAIL_PREFERENCES = ['ownerReplies', 'moderation'] as const;

/**
 * One e-mail switch (intent `email-preferences`): the switch is the form's submit button, and the form
 * names the preference and the value it turns to.
 */
export async function emailPreferenceIntent(request: Request, form: FormData, context: PageContext) {
  await requireSession(request, context);
  const key = text(form, 'preference');
  const value = text(form, 'value') === 'true';
  const payload = (EMAIL_PREFERENCES as readonly string[]).includes(key) ? { [key]: value } : {};
  const response = await callApi(context, 'PUT', '/api/me/email-preferences', payload);
  return answer(request, 'email-preferences', response, 'email-preferences-saved', { preference: key });
}

/** /profile: the username, the role, a favourite's removal, a reservation's cancellation, an e-mail switch. */
export async function profileAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'email-preferences') return emailPreferenceIntent(request, form, context);
  await requireSession(request, context);
  switch (intent) {
    case 'username': {
      const username = text(form, 'username');
      const response = await callApi(context, 'PATCH', '/api/me/username', { username });
      return answer(request, intent, response, 'username-updated', { username });
    }
    case 'role': {
      const role = text(form, 'role');
      const response = await callApi(context, 'PATCH', '/api/me/role', { role });
      return answer(request, intent, response, 'role-updated', { role });
    }
    case 'remove-favourite': {
      const restaurantId = text(form, 'restaurantId');
      const response = await callApi(context, 'DELETE', `/api/me/favourites/${segment(restaurantId)}`);
      return answer(request, intent, response, 'favourite-removed', { restaurantId });
    }
    case 'cancel-reservation': {
      const reservationId = text(form, 'reservationId');
      const response = await callApi(
        context,
        'POST',
        `/api/me/reservations/${segment(reservationId)}/cancel`,
      );
      return answer(request, intent, response, 'reservation-cancelled', { reservationId });
    }
    default:
      return unknownForm(intent);
  }
}
