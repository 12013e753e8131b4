import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import type { Me } from '@/shared/schemas/auth.schema';
import { getAccountLinks } from './account-links';
import { UserAvatar } from './user-avatar';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-50';

/**
 * The avatar button and its menu: name, dashboards by role, Profile, My Reviews, Sign Out. Sign-out is
 * handled by the navbar, which stays mounted when this menu disappears with the session.
 */
export function UserMenu({
  me,
  onSignOut,
  isSigningOut,
}: {
  me: Me;
  onSignOut: () => void;
  isSigningOut: boolean;
}) {
  const { t } = useTranslation('common');
  const displayName = me.username || me.email;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-label={t('accountMenu')}
      >
        <UserAvatar name={displayName} src={me.avatarUrl} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-2 py-1.5 text-sm font-semibold text-slate-900">
            {displayName}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {getAccountLinks(me).map(({ to, labelKey, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>
                <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
                {t(labelKey)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} disabled={isSigningOut} onSelect={onSignOut}>
            <LogOut className="h-4 w-4 text-slate-500" aria-hidden="true" />
            {t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
