import { data, redirect } from 'react-router';
import { AppError } from '@/server/lib/app-error';
import { signInWithEmail, signUpWithEmail } from '@/server/modules/account/credentials.service';
import { authErrorOf } from '@/server/plugins/auth';
import type { AuthActionResult } from '@/web/features/auth/auth-action-result';
import { getSafeReturnTo } from '@/web/features/auth/auth-redirect';
import { VERIFIED_CALLBACK } from '@/web/features/auth/api/auth-actions';
import { paths } from '@/web/lib/paths';
import type { PageContext } from './load-context.server';

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
