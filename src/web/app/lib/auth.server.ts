import { data, redirect } from 'react-router';
import { AppError } from '@/server/lib/app-error';
import { signInWithEmail, signUpWithEmail } from '@/server/modules/account/credentials.service';
import { authErrorOf } from '@/server/plugins/auth';
import type { AuthActionResult } from '@/web/features/auth/auth-action-result';
import { getHomeForRole, getSafeReturnTo } from '@/web/features/auth/auth-redirect';
import {
  GOOGLE_ERROR_CALLBACK,
  googleSignInBody,
  VERIFIED_CALLBACK,
} from '@/web/features/auth/api/auth-actions';
import { withNotice } from '@/web/lib/notices';
import { paths } from '@/web/lib/paths';
import { callApi } from './account.server';
import { getConfig, type PageContext } from './load-context.server';

/**
 * The /auth page's action: e-mail sign-in and sign-up posted as plain forms (before or without
 * scripts). The same services as the API (server/modules/account/credentials.service.ts), so the same
 * limits, challenge and messages apply. A sign-in ends in a redirect carrying better-auth's session
 * cookies; the page's loader then sends the person on, as after a sign-in with scripts.
 */
export async function authAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  if (text('intent') === 'google') return googleAction(context, text('isRestaurantOwner') === 'true');
  if (text('intent') === 'owner-role') return ownerRoleAction(context);
  const intent: AuthActionResult['intent'] = text('intent') === 'signup' ? 'signup' : 'signin';
  const echo = { intent, email: text('email').slice(0, 254), username: text('username').slice(0, 40) };
  const failed = (status: number, error: NonNullable<AuthActionResult['error']>) =>
    data<AuthActionResult>({ ...echo, error }, { status });

  try {
    if (intent === 'signin') {
      const { response, retryAfterSec } = await signInWithEmail(context.request, {
        email: text('email'),
        password: text('password'),
        callbackURL: VERIFIED_CALLBACK,
        ...(text('altcha') ? { altcha: text('altcha') } : {}),
      });
      const error = await authErrorOf(response);
      if (error) return failed(response.status, { ...error, retryAfterSec });
      const headers = new Headers();
      for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
      const returnTo = getSafeReturnTo(new URL(request.url).searchParams.get('returnTo'));
      const next = returnTo
        ? `${paths.auth()}?${new URLSearchParams({ returnTo }).toString()}`
        : paths.auth();
      return redirect(next, { headers });
    }

    const { response } = await signUpWithEmail(context.request, {
      username: text('username'),
      email: text('email'),
      password: text('password'),
      confirmPassword: text('confirmPassword'),
      isRestaurantOwner: text('isRestaurantOwner') === 'true',
      locale: text('locale') === 'en' ? 'en' : 'km',
    });
    const error = await authErrorOf(response);
    if (error) return failed(response.status, error);
    return data<AuthActionResult>({ intent, ok: true });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return failed(error.statusCode, {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.retryAfterSec ? { retryAfterSec: error.retryAfterSec } : {}),
    });
  }
}

/**
 * "Continue with Google" sent as a form: better-auth's social sign-in in-process, as the button's
 * script calls it, then on to Google with better-auth's state cookie. Without Google keys the page
 * comes back saying so; a refusal comes back as a failed Google sign-in does.
 */
async function googleAction(context: PageContext, isRestaurantOwner: boolean): Promise<Response> {
  if (!getConfig(context).google) return redirect(withNotice(paths.auth(), 'google-not-configured'));
  const response = await callApi(
    context,
    'POST',
    '/api/auth/sign-in/social',
    googleSignInBody(isRestaurantOwner),
  );
  let url: unknown = null;
  try {
    url = (JSON.parse(response.body) as { url?: unknown }).url;
  } catch {
    // not JSON: a refusal, reported below
  }
  if (response.status >= 400 || typeof url !== 'string') return redirect(GOOGLE_ERROR_CALLBACK);
  const headers = new Headers();
  for (const cookie of response.cookies) headers.append('Set-Cookie', cookie);
  return redirect(url, { headers });
}

/**
 * A Google sign-up that asked for the owner role comes back to /auth?is_restaurant_owner=true; with
 * scripts the page switches the role, without them it offers this form. On to the owner area after.
 */
async function ownerRoleAction(context: PageContext): Promise<Response> {
  const response = await callApi(context, 'PATCH', '/api/me/role', { role: 'owner' });
  if (response.status === 401) return redirect(paths.auth());
  if (response.status >= 400) return redirect(withNotice(paths.auth(), 'role-update-failed'));
  return redirect(withNotice(getHomeForRole('owner'), 'role-updated'));
}
