import { isLanguage, LANGUAGE_COOKIE } from '@/shared/i18n/language';
import { updateUserLocale } from '@/server/modules/account/account.queries';
import { getSafeReturnTo } from '@/web/features/auth/auth-redirect';
import { getConfig, getDb, type PageContext } from './load-context.server';

/** The language cookie for `?to=`, kept on a signed-in account too (the language of its e-mails). */
export async function switchLanguage(request: Request, context: PageContext) {
  const url = new URL(request.url);
  const to = getSafeReturnTo(url.searchParams.get('returnTo')) ?? '/';
  const language = url.searchParams.get('to');
  if (!isLanguage(language)) return { to, cookie: null };
  const user = await context.request.getCurrentUser();
  if (user) await updateUserLocale(getDb(context), user.id, language);
  const secure = getConfig(context).publicUrl.startsWith('https:') ? '; Secure' : '';
  return { to, cookie: `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}` };
}
