import { data, redirect } from 'react-router';
import { errorCodes, isErrorBody, type ErrorCode } from '@/shared/errors';
import { updateOwnerRestaurantSchema } from '@/shared/schemas/owner-restaurant.schema';
import { createRegistrationSchema } from '@/shared/schemas/registration.schema';
import { paths } from '@/web/lib/paths';
import { withNotice, type NoticeCode } from '@/web/lib/notices';
import type { ActionFailure } from '@/web/lib/action-result';
import { callApi } from './account.server';
import type { PageContext } from './load-context.server';

/**
 * The forms of the owner and admin pages when they are sent as forms (before or without the page's
 * scripts, decision 021): the owner's reply to a review, the answer to a reservation request, and the
 * administrator's hide, restore or dismiss. Each calls its API route in-process as the visitor (their
 * cookie, address and origin, decision 036), so the route's own checks, rules, rate limit and e-mails
 * apply unchanged; then back to the page (post/redirect/get) with the toast in `?notice=`. A refusal is
 * the action's data: the API's status and error body, and what was typed.
 */

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const segment = (value: string) => encodeURIComponent(value);

/** The page the form was sent from, without React Router's `index` marker or an old notice. */
export function pageAddress(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('index');
  url.searchParams.delete('notice');
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/** Signed out (the session ended meanwhile): to /auth, back to the page afterwards. */
export async function requireSession(request: Request, context: PageContext) {
  if (await context.request.getCurrentUser()) return;
  const params = new URLSearchParams({ returnTo: pageAddress(request) });
  throw redirect(`${paths.auth()}?${params.toString()}`);
}

/** The API's answer: on to the page with the notice, or the refusal as the action's data. */
export function answer(
  request: Request,
  intent: string,
  response: { status: number; body: string },
  notice: NoticeCode,
  values?: Record<string, string>,
  /** Where a success goes: the page the form was sent from unless told. */
  back = pageAddress(request),
) {
  if (response.status < 400) return redirect(withNotice(back, notice));
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    // not JSON: reported below as the status's own code
  }
  const error: ActionFailure['error'] = isErrorBody(parsed)
    ? {
        code: parsed.error.code,
        message: parsed.error.message,
        ...(parsed.error.key ? { key: parsed.error.key } : {}),
        // Each field's key where it has one (decision 022), as the API client reads an error body.
        ...(parsed.error.fields || parsed.error.fieldKeys
          ? { fields: { ...parsed.error.fields, ...parsed.error.fieldKeys } }
          : {}),
      }
    : { code: codeFor(response.status), message: 'Request failed' };
  return data({ intent, error, values } satisfies ActionFailure, { status: response.status });
}

function codeFor(status: number): ErrorCode {
  const match = (Object.entries(errorCodes) as Array<[ErrorCode, number]>).find(([, s]) => s === status);
  return match?.[0] ?? 'INTERNAL';
}

export function unknownForm(intent: string) {
  return data({ intent, error: { code: 'BAD_REQUEST', message: 'Unknown action' } } satisfies ActionFailure, {
    status: 400,
  });
}

/** /owner/reviews: write or edit the reply to a review (intent `reply`), or delete it (`delete-reply`). */
export async function ownerReviewsAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const reviewId = text(form, 'reviewId');
  await requireSession(request, context);
  const url = `/api/owner/reviews/${segment(reviewId)}/reply`;
  if (intent === 'reply') {
    const content = text(form, 'content');
    const existed = text(form, 'hasReply') === 'true';
    const response = await callApi(context, 'PUT', url, { content });
    const notice = response.status === 201 || !existed ? 'reply-posted' : 'reply-updated';
    return answer(request, intent, response, notice, { reviewId, content });
  }
  if (intent === 'delete-reply') {
    const response = await callApi(context, 'DELETE', url);
    return answer(request, intent, response, 'reply-deleted', { reviewId });
  }
  return unknownForm(intent);
}

/**
 * /owner/details: the restaurant profile form (intent `details`), through PATCH
 * /api/owner/restaurants/:id, so the shared schema, the ownership check and the service apply as they
 * do for the form sent by the page's scripts. A refusal comes back with each field's key and what was typed.
 */
export async function ownerDetailsAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent !== 'details') return unknownForm(intent);
  await requireSession(request, context);
  const restaurantId = text(form, 'restaurantId');
  const fields = updateOwnerRestaurantSchema.keyof().options;
  const values = Object.fromEntries(fields.map((name) => [name, text(form, name)]));
  const response = await callApi(context, 'PATCH', `/api/owner/restaurants/${segment(restaurantId)}`, values);
  return answer(request, intent, response, 'restaurant-updated', values);
}

/** A whole number typed in a form, or none (blank); the schema refuses what is not one. */
const wholeOrNone = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * /owner/reservations: confirm or decline a pending request, with the optional message to the diner; or
 * save the restaurant's reservation settings (intent `reservation-settings`).
 */
export async function ownerReservationsAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'reservation-settings') return reservationSettingsIntent(request, form, context);
  if (intent !== 'confirm' && intent !== 'decline') return unknownForm(intent);
  await requireSession(request, context);
  const restaurantId = text(form, 'restaurantId');
  const reservationId = text(form, 'reservationId');
  const message = text(form, 'message').trim();
  const response = await callApi(
    context,
    'POST',
    `/api/owner/restaurants/${segment(restaurantId)}/reservations/${segment(reservationId)}/${intent}`,
    { message: message || null },
  );
  return answer(
    request,
    intent,
    response,
    intent === 'confirm' ? 'reservation-confirmed' : 'reservation-declined',
    { reservationId, message },
  );
}

/** PUT /api/owner/restaurants/:id/reservation-settings with the form's values (a checked box is "on"). */
async function reservationSettingsIntent(request: Request, form: FormData, context: PageContext) {
  await requireSession(request, context);
  const restaurantId = text(form, 'restaurantId');
  const numbers = [
    'partySizeMin',
    'partySizeMax',
    'maxDaysAhead',
    'minNoticeMinutes',
    'slotMinutes',
    'capacityPerSlot',
  ] as const;
  const values = {
    isEnabled: form.has('isEnabled') ? 'true' : '',
    ...Object.fromEntries(numbers.map((name) => [name, text(form, name)])),
  };
  const response = await callApi(
    context,
    'PUT',
    `/api/owner/restaurants/${segment(restaurantId)}/reservation-settings`,
    {
      isEnabled: values.isEnabled === 'true',
      ...Object.fromEntries(numbers.map((name) => [name, wholeOrNone(text(form, name))])),
    },
  );
  return answer(request, 'reservation-settings', response, 'reservation-settings-saved', values);
}

/** /admin/settings: the riel-per-dollar rate (intent `exchange-rate`), PUT /api/admin/settings/exchange-rate. */
export async function adminSettingsAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent !== 'exchange-rate') return unknownForm(intent);
  await requireSession(request, context);
  const khrPerUsd = text(form, 'khrPerUsd');
  const response = await callApi(context, 'PUT', '/api/admin/settings/exchange-rate', {
    khrPerUsd: wholeOrNone(khrPerUsd),
  });
  return answer(request, intent, response, 'exchange-rate-saved', { khrPerUsd });
}

const moderationNotices = {
  hide: 'moderation-hidden',
  restore: 'moderation-restored',
  dismiss: 'moderation-dismissed',
} as const satisfies Record<string, NoticeCode>;

/** /admin/reports: hide, restore or dismiss the reports of a review or a reply. */
export async function adminReportsAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent !== 'moderate') return unknownForm(intent);
  await requireSession(request, context);
  const target = text(form, 'target') === 'reply' ? 'replies' : 'reviews';
  const id = text(form, 'id');
  const action = text(form, 'action');
  const note = text(form, 'note').trim();
  const response = await callApi(context, 'POST', `/api/admin/moderation/${target}/${segment(id)}`, {
    action,
    ...(note ? { note } : {}),
  });
  const notice =
    action in moderationNotices ? moderationNotices[action as keyof typeof moderationNotices] : null;
  return answer(request, intent, response, notice ?? 'moderation-dismissed', { id, note });
}

const decisionNotices = {
  'claim-decision': { approve: 'claim-approved', reject: 'claim-rejected' },
  'registration-decision': { approve: 'registration-approved', reject: 'registration-rejected' },
} as const satisfies Record<string, Record<'approve' | 'reject', NoticeCode>>;

/**
 * /admin/claim-requests: approve or reject a claim (intent `claim-decision`) or a registration
 * (`registration-decision`), through POST /api/admin/claims/:id/<decision> or /api/admin/registrations/
 * :id/<decision>, so the atomic approval and its refusals (decided already, restaurant owned) apply. Done:
 * back to the same tab and search, the details closed (without `?view=`).
 */
export async function adminClaimRequestsAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const decision = text(form, 'decision');
  if (
    (intent !== 'claim-decision' && intent !== 'registration-decision') ||
    (decision !== 'approve' && decision !== 'reject')
  )
    return unknownForm(intent);
  await requireSession(request, context);
  const id = text(form, 'id');
  const list = intent === 'claim-decision' ? 'claims' : 'registrations';
  const response = await callApi(context, 'POST', `/api/admin/${list}/${segment(id)}/${decision}`, {});
  const back = new URL(pageAddress(request), 'http://page');
  back.searchParams.delete('view');
  return answer(
    request,
    intent,
    response,
    decisionNotices[intent][decision],
    { id, decision },
    `${back.pathname}${back.search}`,
  );
}

/**
 * /my-reviews: save an edit of one of the visitor's reviews (intent `edit-review`) or delete it
 * (`delete-review`), through PATCH or DELETE /api/reviews/:id, so the shared schema, the author check and
 * the aggregates' update apply as for the page's dialogs. Done: back to the same page of the list, the
 * form closed (without `?edit=` or `?delete=`).
 */
export async function myReviewsAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent !== 'edit-review' && intent !== 'delete-review') return unknownForm(intent);
  await requireSession(request, context);
  const reviewId = text(form, 'reviewId');
  const url = `/api/reviews/${segment(reviewId)}`;
  const back = new URL(pageAddress(request), 'http://page');
  back.searchParams.delete('edit');
  back.searchParams.delete('delete');
  const to = `${back.pathname}${back.search}`;
  if (intent === 'delete-review') {
    const response = await callApi(context, 'DELETE', url);
    return answer(request, intent, response, 'review-deleted', { reviewId }, to);
  }
  const values = {
    reviewId,
    rating: text(form, 'rating'),
    content: text(form, 'content'),
    isSpey: form.has('isSpey') ? 'true' : '',
    visitDate: text(form, 'visitDate'),
  };
  const response = await callApi(context, 'PATCH', url, {
    // A rating left unset is sent as none, so the shared schema refuses it with its message.
    rating: values.rating === '' ? null : Number(values.rating),
    content: values.content,
    isSpey: values.isSpey === 'true',
    visitDate: values.visitDate || null,
  });
  return answer(request, intent, response, 'review-updated', values, to);
}

/**
 * "Report" under a review or an owner's reply, sent as a form from a page that shows review cards (the
 * cards' action, `cardAction`): POST /api/reviews/:id/report or /api/replies/:id/report, behind the
 * route's rate limit. Signed out: to /auth with the spec's toast, back to the page afterwards.
 */
export async function reportAction(request: Request, form: FormData, context: PageContext) {
  if (!(await context.request.getCurrentUser())) {
    const params = new URLSearchParams({ returnTo: pageAddress(request) });
    throw redirect(withNotice(`${paths.auth()}?${params.toString()}`, 'report-auth-required'));
  }
  const target = text(form, 'target') === 'reply' ? 'replies' : 'reviews';
  const id = text(form, 'id');
  const reason = text(form, 'reason');
  const note = text(form, 'note').trim();
  const response = await callApi(context, 'POST', `/api/${target}/${segment(id)}/report`, {
    ...(reason ? { reason } : {}),
    ...(note ? { note } : {}),
  });
  // Sent: back to the page without the form its address asked for (`?report=`).
  const back = new URL(pageAddress(request), 'http://page');
  back.searchParams.delete('report');
  return answer(
    request,
    'report',
    response,
    'report-sent',
    { id, reason, note },
    `${back.pathname}${back.search}`,
  );
}

/**
 * "Reserve a table" sent as a form from a restaurant's page (`?reserve`, drawn by its loader): POST
 * /api/restaurants/:id/reservations as the visitor, behind the route's limits and rules, which e-mail
 * the owner. Signed out: to /auth with the spec's toast, back to the form afterwards. Sent: back to the
 * restaurant's page without the form, with "Request sent"; refused: the form again with what was typed.
 */
export async function reservationAction(request: Request, form: FormData, context: PageContext) {
  const restaurantId = text(form, 'restaurantId');
  if (!(await context.request.getCurrentUser())) {
    const params = new URLSearchParams({ returnTo: `${paths.restaurant(restaurantId)}?reserve=1` });
    throw redirect(withNotice(`${paths.auth()}?${params.toString()}`, 'reservation-auth-required'));
  }
  const values = {
    restaurantId,
    date: text(form, 'date'),
    time: text(form, 'time'),
    partySize: text(form, 'partySize'),
    name: text(form, 'name'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    note: text(form, 'note'),
  };
  const { date, time, name, phone, email, note } = values;
  const response = await callApi(context, 'POST', `/api/restaurants/${segment(restaurantId)}/reservations`, {
    date,
    time,
    // As the form's script sends it: a number, or nothing the schema would take.
    partySize: values.partySize.trim() === '' ? null : Number(values.partySize),
    name,
    phone,
    email,
    note,
  });
  return answer(
    request,
    'reserve',
    response,
    'reservation-requested',
    values,
    paths.restaurant(restaurantId),
  );
}

/**
 * /register-restaurant: the registration sent as a form, through POST /api/registrations as the visitor
 * (the shared schema, the pending limit and the rate limit apply). Done: on to /restaurants with
 * "Registration submitted", as the page's script goes there; refused: the form with each field's message.
 */
export async function registerRestaurantAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent !== 'registration') return unknownForm(intent);
  await requireSession(request, context);
  const fields = createRegistrationSchema.keyof().options;
  const values = Object.fromEntries(fields.map((name) => [name, text(form, name)]));
  const response = await callApi(context, 'POST', '/api/registrations', values);
  return answer(request, intent, response, 'registration-submitted', values, paths.restaurants());
}
