import { data } from 'react-router';
import type { ErrorCode } from '@/shared/errors';
import { COVER_FORM_MAX_BYTES, ownerRestaurantKeys } from '@/shared/schemas/owner-restaurant.schema';
import type { ActionFailure } from '@/web/lib/action-result';
import { answer, requireSession } from './dashboard-actions.server';
import type { PageContext } from './load-context.server';

/** Whether a page's form was sent as multipart (a file in it): the cover form of /owner/details. */
export function isMultipartForm(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
}

function refused(code: ErrorCode, key: string, status: number) {
  return data(
    { intent: 'cover', error: { code, message: key, key, fields: { file: key } } } satisfies ActionFailure,
    { status },
  );
}

/**
 * /owner/details: the cover image sent as a form (without the page's scripts). The form reaches the action
 * cut off past COVER_FORM_MAX_BYTES (the pages plugin); the image then goes, as the visitor, to
 * POST /api/owner/restaurants/:id/cover in-process, so the ownership check, the rate limit, the size
 * limit, the check of the image's content and its re-encoding are the API's own. Back to the page with
 * the `cover-updated` notice, or the refusal as the action's data.
 */
export async function ownerCoverAction(request: Request, context: PageContext) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Cut off at the limit (declared too large, or a body without a length that grew past it), or not
    // a readable form at all.
    const length = Number(request.headers.get('content-length') ?? Number.NaN);
    return Number.isNaN(length) || length > COVER_FORM_MAX_BYTES
      ? refused('PAYLOAD_TOO_LARGE', ownerRestaurantKeys.imageSize, 413)
      : refused('BAD_REQUEST', ownerRestaurantKeys.imageMissing, 400);
  }
  await requireSession(request, context);
  const restaurantId = form.get('restaurantId');
  const file = form.get('file');
  const upload = new FormData();
  // A form sent without a chosen file has an empty file part: the API answers that no image came.
  if (file instanceof File && (file.size > 0 || file.name)) upload.append('file', file, file.name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: upload });

  const incoming = context.request;
  const headers: Record<string, string> = {
    'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
  for (const name of ['cookie', 'origin', 'referer', 'host', 'user-agent', 'accept-language']) {
    const value = incoming.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await incoming.server.inject({
    method: 'POST',
    url: `/api/owner/restaurants/${encodeURIComponent(typeof restaurantId === 'string' ? restaurantId : '')}/cover`,
    headers,
    remoteAddress: incoming.ip,
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return answer(request, 'cover', { status: response.statusCode, body: response.body }, 'cover-updated');
}
