import { useState } from 'react';
import { FileCheck2, Flag, LayoutDashboard, Loader2, Settings, Users } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';
import { SidebarLayout } from '@/web/components/layouts/sidebar-layout';
import { useErrorText } from '@/web/lib/use-error-text';
import { useSignOut } from '@/web/features/auth/api/auth-actions';
import { paths, type AuthNavigationState } from '@/web/lib/paths';
import { useMe } from '@/web/lib/session';
import type { Route } from './+types/admin-layout';
import { requireAdmin } from '../../lib/guards.server';

/**
 * /admin/*: the administrator area. Spec guard: after the loading state, no user, no profile or a
 * role other than admin goes to /auth, replacing history. The API refuses non-admins on its own.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireAdmin(request, context);
  return null;
};

export default function Component() {
  const { t } = useTranslation('admin');
  const { t: tModeration } = useTranslation('moderation');
  const { data: me, isLoading } = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const errorText = useErrorText();
  const [isSigningOut, setIsSigningOut] = useState(false);

  if (isLoading || isSigningOut) {
    return (
      <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
        <Loader2 className="h-8 w-8 animate-spin text-brand-600" aria-hidden="true" />
        <span className="sr-only">{t('checkingAccess')}</span>
      </div>
    );
  }

  if (!me || me.role !== 'admin') {
    // Only a signed-out visitor comes back here after signing in; a signed-in non-admin would loop.
    const state: AuthNavigationState | undefined = me
      ? undefined
      : { returnTo: `${location.pathname}${location.search}` };
    return <Navigate to={paths.auth()} replace state={state} />;
  }

  const handleSignOut = () => {
    // While signing out the session empties; the guard must not send the admin to /auth meanwhile.
    setIsSigningOut(true);
    signOut.mutate(undefined, {
      onSuccess: () => void navigate(paths.home(), { replace: true }),
      onError: (error) => {
        setIsSigningOut(false);
        toast.error(t('signOutFailedTitle'), {
          description: errorText(error, t('signOutFailedDescription')),
        });
      },
    });
  };

  const navItems = [
    { to: paths.admin.dashboard(), label: t('navDashboard'), icon: LayoutDashboard },
    { to: paths.admin.claimRequests(), label: t('navClaimRequests'), icon: FileCheck2 },
    { to: paths.admin.reports(), label: tModeration('navReports'), icon: Flag },
    { to: paths.admin.users(), label: t('navUsers'), icon: Users },
    { to: paths.admin.settings(), label: t('navSettings'), icon: Settings },
  ];

  return (
    <SidebarLayout
      title={t('panelTitle')}
      navItems={navItems}
      onSignOut={handleSignOut}
      isSigningOut={signOut.isPending}
    />
  );
}
