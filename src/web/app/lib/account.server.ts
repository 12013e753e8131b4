import { data, redirect } from 'react-router';
import type { Device } from '@/shared/schemas/account.schema';
import { isErrorBody } from '@/shared/errors';
import { paths } from '@/web/lib/paths';
import { withNotice } from '@/web/lib/notices';
import type { PageContext } from './load-context.server';

/** What an account form's action answers: done, or the API's refusal (code, message, fields). */
export type AccountActionResult =
  | { intent: string; ok: true; email?: string; signedOut?: number }
  | {
      intent: string;
      ok: false;
      code: string;
      message: string;
      key?: string;
      fields?: Record<string, string>;
    };

/**
 * Calls the account API for a page's action, as the visitor: their cookie, browser, address and
 * origin go along, so the API's rules, limits and origin check apply exactly as to a script.
 */
export async function callApi(
  context: PageContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const incoming = context.request;
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'origin', 'referer', 'host', 'user-agent', 'accept-language']) {
    const value = incoming.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await incoming.server.inject({
    method,
    url,
    headers,
    remoteAddress: incoming.ip,
    ...(payload ? { payload } : {}),
  });
  const raw = response.headers['set-cookie'];
  const cookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return { status: response.statusCode, body: response.body, cookies };
}

function toResult(intent: string, status: number, body: string): AccountActionResult {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    // not JSON: an unexpected failure
  }
  if (status < 400) {
    const extra = (parsed ?? {}) as { signedOut?: number };
    return {
      intent,
      ok: true,
      ...(typeof extra.signedOut === 'number' ? { signedOut: extra.signedOut } : {}),
    };
  }
  if (isErrorBody(parsed)) {
    // Each field's key where it has one (decision 022), in place of its English.
    const { code, message, key, fields, fieldKeys } = parsed.error;
    const merged = fields || fieldKeys ? { ...fields, ...fieldKeys } : undefined;
    return {
      intent,
      ok: false,
      code,
      message,
      ...(key ? { key } : {}),
      ...(merged ? { fields: merged } : {}),
    };
  }
  return { intent, ok: false, code: 'INTERNAL', message: 'Request failed' };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * /forgot-password's action: the reset form (intent `forgot`), or the offer on /auth to send the
 * verification link again (intent `resend`).
 */
export async function forgotPasswordAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const email = text(form, 'email');
  if (text(form, 'intent') === 'resend') {
    const response = await callApi(context, 'POST', '/api/account/resend-verification', { email });
    return toResult('resend', response.status, response.body);
  }
  const response = await callApi(context, 'POST', '/api/account/forgot-password', { email });
  const result = toResult('forgot', response.status, response.body);
  return result.ok ? { ...result, email: email.trim() } : result;
}

/** /reset-password's form: on success, to /auth with the "password changed" toast. */
export async function resetPasswordAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const response = await callApi(context, 'POST', '/api/account/reset-password', {
    token: text(form, 'token'),
    password: text(form, 'password'),
    confirmPassword: text(form, 'confirmPassword'),
  });
  const result = toResult('reset', response.status, response.body);
  if (result.ok) throw redirect(withNotice(paths.auth(), 'password-reset'));
  return result;
}

export async function loadDevices(context: PageContext): Promise<Device[]> {
  const response = await callApi(context, 'GET', '/api/me/devices');
  if (response.status !== 200) return [];
  return (JSON.parse(response.body) as { devices: Device[] }).devices;
}

/** /settings' forms, told apart by their `intent` (the e-mail switches: the route's action). */
export async function settingsAction(form: FormData, context: PageContext) {
  const intent = text(form, 'intent');
  switch (intent) {
    case 'password': {
      const response = await callApi(context, 'POST', '/api/me/password', {
        currentPassword: text(form, 'currentPassword'),
        password: text(form, 'password'),
        confirmPassword: text(form, 'confirmPassword'),
      });
      return toResult(intent, response.status, response.body);
    }
    case 'email': {
      const newEmail = text(form, 'newEmail');
      const response = await callApi(context, 'POST', '/api/me/email', { newEmail });
      const result = toResult(intent, response.status, response.body);
      return result.ok ? { ...result, email: newEmail.trim() } : result;
    }
    case 'sign-out-device': {
      const id = encodeURIComponent(text(form, 'deviceId'));
      const response = await callApi(context, 'POST', `/api/me/devices/${id}/sign-out`);
      return toResult(intent, response.status, response.body);
    }
    case 'sign-out-others': {
      const response = await callApi(context, 'POST', '/api/me/devices/sign-out-others');
      return toResult(intent, response.status, response.body);
    }
    case 'delete': {
      const response = await callApi(context, 'POST', '/api/me/delete', { username: text(form, 'username') });
      const result = toResult(intent, response.status, response.body);
      if (!result.ok) return result;
      const headers = new Headers();
      for (const cookie of response.cookies) headers.append('set-cookie', cookie);
      throw redirect(withNotice(paths.home(), 'account-deleted'), { headers });
    }
    default:
      return data(
        { intent, ok: false, code: 'BAD_REQUEST', message: 'Unknown form' } satisfies AccountActionResult,
        { status: 400 },
      );
  }
}
