import { redirect } from 'react-router';
import type { Me } from '@/shared/schemas/auth.schema';
import { getOwnerRestaurants } from '@/server/modules/owner/owner.service';
import { getHomeForRole, getSafeReturnTo } from '@/web/features/auth/auth-redirect';
import { paths } from '@/web/lib/paths';
import { withNotice, type NoticeCode } from '@/web/lib/notices';
import { getDb, getVisitor, type PageContext } from './load-context.server';

/** /auth with where to come back to and the toast to show there (the spec's "Authentication required"). */
function toSignIn(request: Request, notice?: NoticeCode, returnTo?: string): never {
  const url = new URL(request.url);
  const params = new URLSearchParams({ returnTo: returnTo ?? `${url.pathname}${url.search}` });
  throw redirect(withNotice(`${paths.auth()}?${params.toString()}`, notice));
}

/**
 * The owner area (/owner/*): the owner role, or any signed-in user who owns a restaurant (an
 * administrator whose claim was approved). Signed out: to /auth, back to the reservations afterwards;
 * anyone else: home, with the spec's "Access denied".
 */
export async function requireOwnerArea(request: Request, context: PageContext): Promise<Me> {
  const me = await getVisitor(context);
  if (!me) toSignIn(request, 'owner-auth-required', paths.owner.reservations());
  if (me.role === 'owner') return me;
  const user = await context.request.getCurrentUser();
  const owned = user ? await getOwnerRestaurants(getDb(context), user) : [];
  if (owned.length === 0) throw redirect(withNotice(paths.home(), 'owner-access-denied'));
  return me;
}

/** Any signed-in visitor's own pages (/settings): signed out, to /auth and back here afterwards. */
export async function requireSignedIn(request: Request, context: PageContext): Promise<Me> {
  const me = await getVisitor(context);
  if (!me) toSignIn(request);
  return me;
}

/** The admin area (/admin/*): administrators only; everyone else goes to /auth, as the spec says. */
export async function requireAdmin(request: Request, context: PageContext): Promise<Me> {
  const me = await getVisitor(context);
  if (!me) toSignIn(request);
  // A signed-in non-admin would come straight back here after signing in: no return address.
  if (me.role !== 'admin') throw redirect(paths.auth());
  return me;
}

/**
 * /auth for someone already signed in: on to where they were going, or their role's home. A Google
 * sign-up coming back to switch a diner to the owner role stays, so the page can make the switch first.
 */
export async function redirectSignedIn(request: Request, context: PageContext): Promise<null> {
  const url = new URL(request.url);
  const me = await getVisitor(context);
  if (!me) return null;
  if (url.searchParams.get('is_restaurant_owner') === 'true' && me.role === 'user') return null;
  throw redirect(getSafeReturnTo(url.searchParams.get('returnTo')) ?? getHomeForRole(me.role));
}

/**
 * A page that needs an account (/submit): signed out, to /auth in sign-up mode with the toast the page
 * names, coming back here afterwards.
 */
export async function requireAccount(request: Request, context: PageContext, notice: NoticeCode) {
  const me = await getVisitor(context);
  if (me) return me;
  const url = new URL(request.url);
  const params = new URLSearchParams({ signup: 'true', returnTo: `${url.pathname}${url.search}` });
  throw redirect(withNotice(`${paths.auth()}?${params.toString()}`, notice));
}
