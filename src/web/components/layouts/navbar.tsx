import { Menu, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, NavLink } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { useMe } from '@/web/lib/session';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { LanguageSwitch } from './language-switch';
import { mainNavItems } from './nav-items';
import { useIsScrolled } from './use-is-scrolled';
import { useSignOutAction } from './use-sign-out-action';

// The menus use Radix popper and dialog code; they load after the first paint so the first page stays small.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** Spec: the navbar turns opaque after 10px of scrolling. */
const OPAQUE_AFTER_PX = 10;

export function Navbar() {
  const { t } = useTranslation('common');
  const { data: me, isLoading } = useMe();
  const isScrolled = useIsScrolled(OPAQUE_AFTER_PX);
  const { signOut, isPending: isSigningOut } = useSignOutAction();
  // The menus' code loads after the first paint; a page rendered on the server and its hydration both
  // show the placeholders until then.
  const hasMounted = useHasMounted();
  const menuButton = (
    <span
      className="inline-flex h-10 w-10 items-center justify-center text-slate-800 md:hidden"
      aria-hidden="true"
    >
      <Menu className="h-6 w-6" />
    </span>
  );

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
            {isLoading || (me && !hasMounted) ? (
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
          {hasMounted ? (
            <Suspense fallback={menuButton}>
              <MobileMenu me={me} onSignOut={signOut} isSigningOut={isSigningOut} className="md:hidden" />
            </Suspense>
          ) : (
            menuButton
          )}
        </div>
      </nav>
    </header>
  );
}
