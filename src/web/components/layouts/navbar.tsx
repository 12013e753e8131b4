import { Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, NavLink } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { useMe } from '@/web/lib/session';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { mainNavItems } from './nav-items';
import { useIsScrolled } from './use-is-scrolled';
import { useSignOutAction } from './use-sign-out-action';

// The account menu uses Radix popper code: it is drawn on the server and its code loads on its own, so a
// visitor without a session never downloads it. The mobile menu is the browser's popover (no library).
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** Spec: the navbar turns opaque after 10px of scrolling. */
const OPAQUE_AFTER_PX = 10;

export function Navbar() {
  const { t } = useTranslation('common');
  const { data: me, isLoading } = useMe();
  const isScrolled = useIsScrolled(OPAQUE_AFTER_PX);
  const { signOut, isPending: isSigningOut } = useSignOutAction();

  return (
    <header
      data-scrolled={isScrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200',
        isScrolled ? 'bg-white shadow-md' : 'bg-transparent',
      )}
    >
      <nav aria-label={t('mainNavigation')} className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link
          to={paths.home()}
          className="mr-2 shrink-0 text-2xl font-extrabold tracking-tight text-brand-600"
          aria-label={t('homeLinkLabel')}
        >
          {t('appName')}
        </Link>

        <ul className="hidden min-w-0 items-center gap-0.5 md:flex">
          {mainNavItems.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3',
                    isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700',
                  )
                }
              >
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto flex items-center gap-2">
          <Button asChild variant="ghost" size="icon">
            <Link to={paths.search()} aria-label={t('search')}>
              <Search className="h-5 w-5" aria-hidden="true" />
            </Link>
          </Button>
          <LanguageSwitch className="hidden md:inline-flex" />
          <div className="hidden md:block">
            {isLoading ? (
              <Skeleton className="h-9 w-9 rounded-full" />
            ) : me ? (
              <Suspense fallback={<Skeleton className="h-9 w-9 rounded-full" />}>
                <UserMenu me={me} onSignOut={signOut} isSigningOut={isSigningOut} />
              </Suspense>
            ) : (
              <Button asChild size="sm">
                <Link to={paths.auth()}>{t('signIn')}</Link>
              </Button>
            )}
          </div>
          <MobileMenu me={me} onSignOut={signOut} isSigningOut={isSigningOut} className="md:hidden" />
        </div>
      </nav>
    </header>
  );
}
