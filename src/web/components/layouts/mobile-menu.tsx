import { LogIn, LogOut, Menu, Search, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, NavLink } from 'react-router';
import type { Me } from '@/shared/schemas/auth.schema';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { getAccountLinks } from './account-links';
import { LanguageSwitch } from './language-switch';
import { mainNavItems } from './nav-items';
import { UserAvatar } from './user-avatar';

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';

const MENU_ID = 'mobile-menu';

/**
 * The slide-in menu below 768px: the navbar's links, the account links, search and language. It is the
 * browser's own popover (`popover`, `popovertarget`), so it opens, closes on Escape or a tap outside, and
 * its links work before the scripts arrive and without them.
 */
export function MobileMenu({
  me,
  onSignOut,
  isSigningOut,
  className,
}: {
  me: Me | null | undefined;
  onSignOut: () => void;
  isSigningOut: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const menu = useRef<HTMLDivElement>(null);
  // A link followed inside the page (no reload) leaves the menu open unless it is closed here.
  const close = () => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  };

  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className={cn(
          'inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100',
          className,
        )}
        aria-label={t('openMenu')}
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      <div
        id={MENU_ID}
        ref={menu}
        popover="auto"
        role="dialog"
        aria-label={t('appName')}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(20rem,85vw)] flex-col overflow-y-auto border-0 bg-white p-4 shadow-xl backdrop:bg-black/40 open:flex"
      >
        <div className="mb-4 flex items-center justify-between">
          <p className="text-xl font-extrabold text-brand-600">{t('appName')}</p>
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
            aria-label={t('close')}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>

        {me ? (
          <div className="mb-3 flex items-center gap-3 rounded-lg bg-slate-50 p-3">
            <UserAvatar name={me.username || me.email} src={me.avatarUrl} />
            <span className="truncate font-semibold">{me.username || me.email}</span>
          </div>
        ) : null}

        <nav aria-label={t('mainNavigation')} className="flex flex-col gap-0.5">
          {mainNavItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              onClick={close}
              className={({ isActive }) => cn(linkClass, isActive && 'bg-brand-50 text-brand-700')}
            >
              {t(item.labelKey)}
            </NavLink>
          ))}
          <Link to={paths.search()} onClick={close} className={linkClass}>
            <Search className="h-5 w-5 text-slate-500" aria-hidden="true" />
            {t('search')}
          </Link>
        </nav>

        <div className="my-3 h-px bg-slate-200" />

        <div className="flex flex-col gap-0.5">
          {me ? (
            <>
              {getAccountLinks(me).map(({ to, labelKey, icon: Icon }) => (
                <Link key={to} to={to} onClick={close} className={linkClass}>
                  <Icon className="h-5 w-5 text-slate-500" aria-hidden="true" />
                  {t(labelKey)}
                </Link>
              ))}
              <button
                type="button"
                className={cn(linkClass, 'w-full text-left')}
                disabled={isSigningOut}
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                <LogOut className="h-5 w-5 text-slate-500" aria-hidden="true" />
                {t('signOut')}
              </button>
            </>
          ) : (
            <Link to={paths.auth()} onClick={close} className={linkClass}>
              <LogIn className="h-5 w-5 text-slate-500" aria-hidden="true" />
              {t('signIn')}
            </Link>
          )}
        </div>

        <div className="mt-auto pt-4">
          <LanguageSwitch />
        </div>
      </div>
    </>
  );
}
