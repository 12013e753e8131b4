import { redirect } from 'react-router';
import { CURRENCY_COOKIE, isCurrencyChoice } from '@/shared/domain/money';
import { getSafeReturnTo } from '@/web/features/auth/auth-redirect';
import { getConfig } from '../lib/load-context.server';
import type { Route } from './+types/currency';

/**
 * /currency?to=khr&returnTo=/restaurants/…?tab=menu: the menu's currency choice (dollars, riel or both)
 * as a plain link, so it works before the scripts arrive and without them (with them, the choice changes
 * the prices in place). The same year-long cookie the page's script writes; an unknown choice changes
 * nothing, and the return address must be one of the site's own.
 */
export const loader = ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const to = getSafeReturnTo(url.searchParams.get('returnTo')) ?? '/';
  const choice = url.searchParams.get('to');
  if (!isCurrencyChoice(choice)) return redirect(to);
  const secure = getConfig(context).publicUrl.startsWith('https:') ? '; Secure' : '';
  return redirect(to, {
    headers: {
      'Set-Cookie': `${CURRENCY_COOKIE}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`,
    },
  });
};
