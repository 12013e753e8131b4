import { useMe } from '@/web/lib/session';
import { useSelectedRestaurant } from './use-selected-restaurant';

export type OwnerAccess = 'loading' | 'signedOut' | 'denied' | 'allowed';

/**
 * Who may enter /owner: anyone with the owner role (even before they own a restaurant, so they see
 * the 'No restaurant found' guidance), and any other signed-in user — an administrator included —
 * who owns at least one restaurant. Everyone else is refused. The server does not rely on this:
 * every owner endpoint filters by owner_id.
 */
export function useOwnerAccess() {
  const me = useMe();
  const user = me.data ?? null;
  const selection = useSelectedRestaurant({ enabled: Boolean(user) });

  let access: OwnerAccess;
  if (me.isLoading) access = 'loading';
  else if (!user) access = 'signedOut';
  else if (user.role === 'owner') access = 'allowed';
  else if (selection.isLoading) access = 'loading';
  else access = selection.restaurants.length > 0 ? 'allowed' : 'denied';

  return { access, user, selection };
}
