import { data, redirect } from 'react-router';
import { ZodError } from 'zod';
import { errorCodes, type ErrorCode } from '@/shared/errors';
import { favouritePathSchema } from '@/shared/schemas/restaurant.schema';
import { createClaimSchema } from '@/shared/schemas/claim.schema';
import { createReviewSchema, reviewIdParamsSchema, setReactionSchema } from '@/shared/schemas/review.schema';
import { fieldsFromIssues } from '@/server/lib/app-error';
import { rateLimitPolicies, type RateLimitName } from '@/server/plugins/rate-limit';
import { createClaim } from '@/server/modules/claims/claims.service';
import { addFavourite, removeFavourite } from '@/server/modules/favourites/favourites.service';
import { pressReaction } from '@/server/modules/reactions/reactions.service';
import { createReview } from '@/server/modules/reviews/reviews.service';
import { paths } from '@/web/lib/paths';
import { withNotice, type NoticeCode } from '@/web/lib/notices';
import type { ActionFailure } from '@/web/lib/action-result';
import { reportAction, reservationAction } from './dashboard-actions.server';
import { getConfig, getDb, type PageContext } from './load-context.server';

/**
 * What the pages' forms do when they are sent as forms: before the page's scripts have arrived, or in a
 * browser without them (progressive enhancement, decision 021). Each action calls the same services
 * as the API route it stands for, behind the same sign-in check, validation schema and rate limit,
 * then sends the visitor back to the page (post/redirect/get) with the toast to show in `?notice=`.
 * Refusals come back as the action's data with the API's status and error body.
 */

type Intent = 'favourite' | 'reaction' | 'report' | 'reserve';

/** The page the form was sent from, without React Router's `index` marker or an old notice. */
function pageAddress(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('index');
  url.searchParams.delete('notice');
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/** Signed out: to /auth with the page to come back to and the spec's "Authentication required" toast. */
function toSignIn(notice: NoticeCode, returnTo: string, signUp: boolean): never {
  const params = new URLSearchParams(signUp ? { signup: 'true', returnTo } : { returnTo });
  throw redirect(withNotice(`${paths.auth()}?${params.toString()}`, notice));
}

/** The API route's rate limit, counted under the same keys (per account and per address). */
async function limit(context: PageContext, name: RateLimitName) {
  await context.request.server.consumeRateLimit(context.request, null, name, rateLimitPolicies[name]);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * A refusal from a service. The rate limiter is the running server's own module, not this build's copy,
 * so its errors are recognised by their name and code rather than by their class.
 */
function asRefusal(
  error: unknown,
): { code: ErrorCode; message: string; key?: string; fields?: Record<string, string> } | null {
  if (!(error instanceof Error) || error.name !== 'AppError') return null;
  const { code, key, fields, fieldKeys } = error as Error & {
    code?: unknown;
    key?: string;
    fields?: Record<string, string>;
    fieldKeys?: Record<string, string>;
  };
  // Each field's key where it has one (decision 022), as the API client reads an error body.
  const merged = fields || fieldKeys ? { ...fields, ...fieldKeys } : undefined;
  return typeof code === 'string' && code in errorCodes
    ? { code: code as ErrorCode, message: error.message, key, fields: merged }
    : null;
}

/** An error the API would answer with 4xx, as the action's data; anything else is the server's fault. */
function failure(intent: string, error: unknown, values?: Record<string, string>) {
  const refusal = asRefusal(error);
  if (refusal) {
    const body: ActionFailure = {
      intent,
      error: { code: refusal.code, message: refusal.message, key: refusal.key, fields: refusal.fields },
      values,
    };
    return data(body, { status: errorCodes[refusal.code] });
  }
  if (error instanceof ZodError) {
    const fields = fieldsFromIssues(error.issues);
    const body: ActionFailure = {
      intent,
      error: { code: 'VALIDATION', message: Object.values(fields)[0] ?? 'Invalid request', fields },
      values,
    };
    return data(body, { status: 400 });
  }
  throw error;
}

/**
 * Save to Favorites, like/dislike and report, on the pages that show them (a restaurant, /reviews,
 * home), and a restaurant's "Reserve a table": the button's form names its intent.
 */
export async function cardAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent') as Intent;
  const back = pageAddress(request);
  try {
    if (intent === 'favourite') return await favourite(form, context, back);
    if (intent === 'reaction') return await reaction(form, context, back);
    if (intent === 'report') return await reportAction(request, form, context);
    if (intent === 'reserve') return await reservationAction(request, form, context);
  } catch (error) {
    if (error instanceof Response) throw error;
    return failure(intent, error);
  }
  return data({ intent, error: { code: 'BAD_REQUEST', message: 'Unknown action' } } satisfies ActionFailure, {
    status: 400,
  });
}

async function favourite(form: FormData, context: PageContext, back: string) {
  const user = await context.request.getCurrentUser();
  if (!user) toSignIn('favourite-auth-required', back, true);
  const { restaurantId } = favouritePathSchema.parse({ restaurantId: text(form, 'restaurantId') });
  const isFavourite = text(form, 'isFavourite') === 'true';
  const db = getDb(context);
  if (isFavourite) await addFavourite(db, user, restaurantId);
  else await removeFavourite(db, user, restaurantId);
  return redirect(withNotice(back, isFavourite ? 'favourite-saved' : 'favourite-removed'));
}

async function reaction(form: FormData, context: PageContext, back: string) {
  // As PUT /api/reviews/:id/reaction: the input, then the limit, then the session.
  const { id } = reviewIdParamsSchema.parse({ id: text(form, 'reviewId') });
  const { type } = setReactionSchema.parse({ type: text(form, 'type') });
  await limit(context, 'reaction');
  const user = await context.request.getCurrentUser();
  if (!user) toSignIn('react-auth-required', back, false);
  const result = await pressReaction(getDb(context), user, id, type);
  const notice: NoticeCode =
    result.userReaction === null
      ? type === 'like'
        ? 'like-removed'
        : 'dislike-removed'
      : result.userReaction === 'like'
        ? 'review-liked'
        : 'review-disliked';
  return redirect(withNotice(back, notice));
}

/** /submit: POST /api/reviews, then the restaurant's reviews, as the script does. */
export async function submitReviewAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const values = {
    restaurantId: text(form, 'restaurantId'),
    rating: text(form, 'rating'),
    content: text(form, 'content'),
    isSpey: form.has('isSpey') ? 'true' : '',
    visitDate: text(form, 'visitDate'),
  };
  const user = await context.request.getCurrentUser();
  if (!user) toSignIn('review-auth-required', pageAddress(request), true);
  try {
    // As POST /api/reviews: the input is checked first; only a valid review counts against the limit.
    const input = createReviewSchema.parse({
      restaurantId: values.restaurantId,
      rating: values.rating === '' ? 5 : Number(values.rating),
      content: values.content,
      isSpey: values.isSpey === 'true',
      visitDate: values.visitDate || null,
    });
    await limit(context, 'review');
    const review = await createReview(getDb(context), user, input, getConfig(context).timeZone);
    return redirect(
      withNotice(
        paths.restaurant(review.restaurant?.id ?? input.restaurantId, 'reviews'),
        'review-submitted',
      ),
    );
  } catch (error) {
    return failure('review', error, values);
  }
}

/** /become-a-partner: POST /api/claims; the page shows "Claim submitted" from the answer. */
export async function submitClaimAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const values = {
    restaurantId: text(form, 'restaurantId'),
    contactEmail: text(form, 'contactEmail'),
    contactPhone: text(form, 'contactPhone'),
    evidence: text(form, 'evidence'),
  };
  const user = await context.request.getCurrentUser();
  if (!user) toSignIn('claim-auth-required', pageAddress(request), false);
  try {
    const input = createClaimSchema.parse(values);
    await limit(context, 'claim');
    const claim = await createClaim(getDb(context), user, input);
    return { intent: 'claim', claim: { restaurantName: claim.restaurantName } } as const;
  } catch (error) {
    return failure('claim', error, values);
  }
}
