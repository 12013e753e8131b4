import { LogIn, LogOut, Menu, Search, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
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

/** The slide-in menu below 768px: the navbar's links, the account links, search and language. */
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
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={cn(
          'inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100',
          className,
        )}
        aria-label={t('openMenu')}
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-4 shadow-xl transition-transform duration-200 ease-out starting:translate-x-full"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-xl font-extrabold text-brand-600">{t('appName')}</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
              aria-label={t('close')}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
