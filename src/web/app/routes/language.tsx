import { redirect } from 'react-router';
import type { Route } from './+types/language';
import { switchLanguage } from '../lib/language.server';

/**
 * /language?to=en&returnTo=/restaurants: the language switch as a plain link, so it works before the
 * scripts arrive and without them (with them, the switch changes the language in place).
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { cookie, to } = await switchLanguage(request, context);
  return redirect(to, cookie ? { headers: { 'Set-Cookie': cookie } } : undefined);
};
