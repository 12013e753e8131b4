import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Dialog as SheetPrimitive, Tooltip as TooltipPrimitive } from 'radix-ui';
import { LogOut, PanelLeft, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { cn } from '@/web/lib/cn';

/**
 * The dashboard layout shared by the owner and admin areas (spec: sidebar 16rem wide, 18rem as an
 * off-canvas sheet below 768px, 3rem when collapsed to icons; state kept 7 days in the `sidebar_state`
 * cookie; Ctrl/Cmd+B toggles it).
 */

export interface SidebarNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export interface SidebarLayoutProps {
  /** Shown at the top of the sidebar (e.g. 'Owner Dashboard'). */
  title: string;
  navItems: SidebarNavItem[];
  /** Extra content under the title, e.g. a restaurant selector; hidden while collapsed. */
  header?: ReactNode;
  /** Extra content above the sign-out button; hidden while collapsed. */
  footer?: ReactNode;
  onSignOut: () => void;
  isSigningOut?: boolean;
  /** Page content; defaults to the router's <Outlet/>. */
  children?: ReactNode;
}

export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const MOBILE_QUERY = '(max-width: 767px)';
const WIDTH = '16rem';
const WIDTH_MOBILE = '18rem';
const WIDTH_COLLAPSED = '3rem';

function writeSidebarCookie(isOpen: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${isOpen}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

function subscribeMobile(onChange: () => void) {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function useIsMobile() {
  return useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

export function SidebarLayout({
  title,
  navItems,
  header,
  footer,
  onSignOut,
  isSigningOut = false,
  children,
}: SidebarLayoutProps) {
  const { t } = useTranslation('layout-sidebar');
  const isMobile = useIsMobile();
  const location = useLocation();
  // The server read the cookie (src/web/app/lib/root.server.ts), so the drawn page and the browser agree.
  const root = useRouteLoaderData('root') as { isSidebarOpen?: boolean } | undefined;
  const [isOpen, setIsOpen] = useState(root?.isSidebarOpen ?? true);
  const [isSheetOpen, setIsSheetOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setIsSheetOpen((open) => !open);
      return;
    }
    setIsOpen((open) => {
      writeSidebarCookie(!open);
      return !open;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Following a link inside the mobile sheet closes it.
  const [sheetPath, setSheetPath] = useState(location.pathname);
  if (sheetPath !== location.pathname) {
    setSheetPath(location.pathname);
    if (isSheetOpen) setIsSheetOpen(false);
  }

  const activeItem = navItems.find((item) => isActivePath(location.pathname, item.to));
  const isCollapsed = !isMobile && !isOpen;

  const panel = (collapsed: boolean) => (
    <SidebarPanel
      title={title}
      navItems={navItems}
      header={header}
      footer={footer}
      onSignOut={onSignOut}
      isSigningOut={isSigningOut}
      isCollapsed={collapsed}
    />
  );

  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <div className="flex min-h-screen bg-slate-50">
        {isMobile ? (
          <SheetPrimitive.Root open={isSheetOpen} onOpenChange={setIsSheetOpen}>
            <SheetPrimitive.Portal>
              <SheetPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
              <SheetPrimitive.Content
                className="fixed inset-y-0 left-0 z-50 flex max-w-[85vw] flex-col bg-white shadow-xl"
                style={{ width: WIDTH_MOBILE }}
                aria-describedby={undefined}
              >
                <SheetPrimitive.Title className="sr-only">{title}</SheetPrimitive.Title>
                {panel(false)}
                <SheetPrimitive.Close
                  className="absolute top-3 right-3 rounded-md p-1 text-slate-500 hover:bg-slate-100"
                  aria-label={t('closeSidebar')}
                >
                  <X className="h-5 w-5" aria-hidden="true" />
                </SheetPrimitive.Close>
              </SheetPrimitive.Content>
            </SheetPrimitive.Portal>
          </SheetPrimitive.Root>
        ) : (
          <aside
            className="sticky top-0 flex h-screen shrink-0 flex-col overflow-hidden border-r border-slate-200 bg-white transition-[width] duration-200"
            style={{ width: isCollapsed ? WIDTH_COLLAPSED : WIDTH }}
            data-state={isCollapsed ? 'collapsed' : 'expanded'}
            aria-label={title}
          >
            {panel(isCollapsed)}
          </aside>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur">
            <button
              type="button"
              onClick={toggle}
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
              aria-label={t('toggleSidebar')}
              aria-expanded={isMobile ? isSheetOpen : !isCollapsed}
              title={t('toggleSidebarShortcut')}
            >
              <PanelLeft className="h-5 w-5" aria-hidden="true" />
            </button>
            <span className="truncate text-sm font-medium text-slate-700">{activeItem?.label ?? title}</span>
          </header>
          <main className="flex-1 p-4 md:p-6">{children ?? <Outlet />}</main>
        </div>
      </div>
    </TooltipPrimitive.Provider>
  );
}

function SidebarPanel({
  title,
  navItems,
  header,
  footer,
  onSignOut,
  isSigningOut,
  isCollapsed,
}: Omit<SidebarLayoutProps, 'children'> & { isCollapsed: boolean }) {
  const { t } = useTranslation('layout-sidebar');
  const { pathname } = useLocation();
  return (
    <>
      <div
        className={cn(
          'flex h-14 shrink-0 items-center border-b border-slate-200',
          isCollapsed ? 'justify-center' : 'px-4',
        )}
      >
        {isCollapsed ? (
          <span
            className="flex h-8 w-8 items-center justify-center rounded-md bg-brand-600 text-sm font-bold text-white"
            aria-label={title}
          >
            {title.slice(0, 1)}
          </span>
        ) : (
          <span className="truncate text-base font-semibold text-slate-900">{title}</span>
        )}
      </div>
      {header && !isCollapsed ? <div className="border-b border-slate-200 p-3">{header}</div> : null}
      <nav className="flex-1 overflow-y-auto p-2" aria-label={t('navigation')}>
        <ul className="flex flex-col gap-1">
          {navItems.map((item) => (
            <li key={item.to}>
              <WithTooltip label={item.label} isEnabled={isCollapsed}>
                <Link
                  to={item.to}
                  aria-label={isCollapsed ? item.label : undefined}
                  aria-current={isActivePath(pathname, item.to) ? 'page' : undefined}
                  className={cn(
                    'flex h-9 items-center gap-3 rounded-md text-sm font-medium transition-colors',
                    isCollapsed ? 'justify-center px-0' : 'px-3',
                    isActivePath(pathname, item.to)
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  <item.icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {isCollapsed ? null : <span className="truncate">{item.label}</span>}
                </Link>
              </WithTooltip>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shrink-0 border-t border-slate-200 p-2">
        {footer && !isCollapsed ? <div className="mb-2">{footer}</div> : null}
        <WithTooltip label={t('signOut')} isEnabled={isCollapsed}>
          <button
            type="button"
            onClick={onSignOut}
            disabled={isSigningOut}
            aria-label={isCollapsed ? t('signOut') : undefined}
            className={cn(
              'flex h-9 w-full items-center gap-3 rounded-md text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60',
              isCollapsed ? 'justify-center' : 'px-3',
            )}
          >
            <LogOut className="h-4 w-4 shrink-0" aria-hidden="true" />
            {isCollapsed ? null : <span>{isSigningOut ? t('signingOut') : t('signOut')}</span>}
          </button>
        </WithTooltip>
      </div>
    </>
  );
}

/** A nav item is current on its own path and below it (static classes: Radix Slot cannot merge a className function). */
function isActivePath(pathname: string, to: string) {
  return pathname === to || pathname.startsWith(`${to}/`);
}

function WithTooltip({
  label,
  isEnabled,
  children,
}: {
  label: string;
  isEnabled: boolean;
  children: ReactNode;
}) {
  if (!isEnabled) return <>{children}</>;
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side="right"
          sideOffset={8}
          className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow"
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
