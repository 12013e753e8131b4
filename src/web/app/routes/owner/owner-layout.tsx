import { useEffect, useRef } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import {
  BarChart3,
  CalendarCheck,
  Clock,
  ExternalLink,
  Loader2,
  MessageSquare,
  Store,
  UtensilsCrossed,
} from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';
import { SidebarLayout } from '@/web/components/layouts/sidebar-layout';
import { useSignOut } from '@/web/features/auth/api/auth-actions';
import { RestaurantSelector } from '@/web/features/owner/components/restaurant-selector';
import { useOwnerAccess } from '@/web/features/owner/use-owner-access';
import { paths, type AuthNavigationState } from '@/web/lib/paths';
import type { Route } from './+types/owner-layout';
import { getOwnerLayoutData } from '../../lib/dashboard-pages.server';
import { requireOwnerArea } from '../../lib/guards.server';

/**
 * /owner/*: the owner dashboard. Access rule (decided here, see useOwnerAccess): the owner role, or
 * any signed-in user who owns a restaurant (e.g. an administrator whose claim was approved).
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireOwnerArea(request, context);
  return getOwnerLayoutData(context);
};

/** The layout drawn with the restaurant selector's list already in the query cache. */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <OwnerLayout />
    </HydrationBoundary>
  );
}

function OwnerLayout() {
  const { t } = useTranslation('owner');
  const { t: tModeration } = useTranslation('moderation');
  const navigate = useNavigate();
  const { access, selection } = useOwnerAccess();
  const signOut = useSignOut();
  const isLeaving = useRef(false);

  useEffect(() => {
    if (isLeaving.current) return;
    if (access === 'signedOut') {
      isLeaving.current = true;
      toast.error(t('authRequiredTitle'), { description: t('authRequiredDescription') });
      const state: AuthNavigationState = { returnTo: paths.owner.reservations() };
      void navigate(paths.auth(), { replace: true, state });
    } else if (access === 'denied') {
      isLeaving.current = true;
      toast.error(t('accessDeniedTitle'), { description: t('accessDeniedDescription') });
      void navigate(paths.home(), { replace: true });
    }
  }, [access, navigate, t]);

  const handleSignOut = () => {
    // Signing out empties the session; the guard above must not answer it with 'Authentication required'.
    isLeaving.current = true;
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('signedOutTitle'), { description: t('signedOutDescription') });
        void navigate(paths.home(), { replace: true });
      },
      onError: () => {
        isLeaving.current = false;
        toast.error(t('signOutFailedTitle'), { description: t('signOutFailedDescription') });
      },
    });
  };

  if (access !== 'allowed') {
    return (
      <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
        <Loader2 className="h-8 w-8 animate-spin text-brand-600" aria-hidden="true" />
        <span className="sr-only">{t('checkingAccess')}</span>
      </div>
    );
  }

  const navItems = [
    { to: paths.owner.reservations(), label: t('navReservations'), icon: CalendarCheck },
    { to: paths.owner.details(), label: t('navDetails'), icon: Store },
    { to: paths.owner.hours(), label: t('navHours'), icon: Clock },
    { to: paths.owner.menu(), label: t('navMenu'), icon: UtensilsCrossed },
    { to: paths.owner.reviews(), label: tModeration('navReviews'), icon: MessageSquare },
    { to: paths.owner.analytics(), label: t('navAnalytics'), icon: BarChart3 },
  ];

  return (
    <SidebarLayout
      title={t('dashboardTitle')}
      navItems={navItems}
      header={
        <RestaurantSelector
          restaurants={selection.restaurants}
          selected={selection.selected}
          select={selection.select}
        />
      }
      footer={
        selection.selected ? (
          <Link
            to={paths.restaurant(selection.selected.id)}
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {t('viewPublicPage')}
          </Link>
        ) : null
      }
      onSignOut={handleSignOut}
      isSigningOut={signOut.isPending}
    />
  );
}
