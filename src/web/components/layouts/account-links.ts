import { LayoutDashboard, MessageSquareText, Settings, Store, User, type LucideIcon } from 'lucide-react';
import type { Me } from '@/shared/schemas/auth.schema';
import { paths } from '@/web/lib/paths';

export interface AccountLink {
  to: string;
  labelKey: string;
  icon: LucideIcon;
}

/** The signed-in user's links, in the spec's order: dashboards by role, then Profile, My Reviews and Settings. */
export function getAccountLinks(me: Pick<Me, 'role'>): AccountLink[] {
  return [
    ...(me.role === 'admin'
      ? [{ to: paths.admin.dashboard(), labelKey: 'adminDashboard', icon: LayoutDashboard }]
      : []),
    ...(me.role === 'owner'
      ? [{ to: paths.owner.reservations(), labelKey: 'ownerDashboard', icon: Store }]
      : []),
    { to: paths.profile(), labelKey: 'profile', icon: User },
    { to: paths.myReviews(), labelKey: 'myReviews', icon: MessageSquareText },
    { to: paths.settings(), labelKey: 'settings', icon: Settings },
  ];
}
