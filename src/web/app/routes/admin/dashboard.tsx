import { HydrationBoundary } from '@tanstack/react-query';
import {
  ArrowRight,
  FileCheck2,
  MessageSquare,
  RotateCw,
  Settings,
  Store,
  UserCheck,
  Users,
} from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useRecentClaims } from '@/web/features/admin/api/get-admin-claims';
import { useAdminStats } from '@/web/features/admin/api/get-admin-stats';
import { StatCard } from '@/web/features/admin/components/stat-card';
import { StatusBadge } from '@/web/features/admin/components/status-badge';
import { useFormatDate } from '@/web/features/admin/use-format-date';
import { IntegrityFlagsCard } from '@/web/features/moderation/components/integrity-flags-card';
import { OpenReportsCard } from '@/web/features/moderation/components/open-reports-card';
import { paths } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';
import { getAdminDashboardData } from '../../lib/dashboard-pages.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import type { Route } from './+types/dashboard';

export const loader = async ({ context }: Route.LoaderArgs) => ({
  ...(await getAdminDashboardData(context)),
  head: privateHead(context, 'admin:dashboardTitle', 'admin:dashboardSubtitle'),
});

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page />
    </HydrationBoundary>
  );
}

function Page() {
  const { t } = useTranslation('admin');
  usePageTitle(t('dashboardTitle'));
  const stats = useAdminStats();
  const recent = useRecentClaims();
  const formatDate = useFormatDate();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">{t('dashboardTitle')}</h1>
        <p className="text-slate-600">{t('dashboardSubtitle')}</p>
      </header>

      {stats.isError ? (
        <Alert className="flex flex-wrap items-center justify-between gap-2">
          <span>{t('statsLoadError')}</span>
          <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            {t('retry')}
          </Button>
        </Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t('totalRestaurants')}
          value={stats.data?.totalRestaurants}
          icon={Store}
          isLoading={stats.isPending}
        />
        <StatCard
          label={t('totalUsers')}
          value={stats.data?.totalUsers}
          icon={Users}
          isLoading={stats.isPending}
        />
        <StatCard
          label={t('pendingClaims')}
          value={stats.data?.pendingClaims}
          icon={FileCheck2}
          to={paths.admin.claimRequests()}
          hint={t('pendingClaimsHint')}
          isLoading={stats.isPending}
        />
        <StatCard
          label={t('totalReviews')}
          value={stats.data?.totalReviews}
          icon={MessageSquare}
          isLoading={stats.isPending}
        />
        <OpenReportsCard
          value={stats.data?.openReports}
          isLoading={stats.isPending}
          to={paths.admin.reports()}
        />
      </div>

      <IntegrityFlagsCard />

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="flex-row items-center justify-between gap-2">
            <CardTitle>{t('recentClaimRequests')}</CardTitle>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.admin.claimRequests()}>
                {t('viewAllClaims')}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </Button>
          </CardHeader>
          <CardContent>
            {recent.isPending ? (
              <div className="flex flex-col gap-3" aria-busy="true">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-12 w-full" />
                ))}
              </div>
            ) : recent.isError ? (
              <Alert className="flex flex-wrap items-center justify-between gap-2">
                <span>{t('loadError')}</span>
                <Button variant="outline" size="sm" onClick={() => void recent.refetch()}>
                  <RotateCw className="h-4 w-4" aria-hidden="true" />
                  {t('retry')}
                </Button>
              </Alert>
            ) : recent.data.items.length === 0 ? (
              <p className="py-6 text-center text-slate-600">{t('noRecentClaims')}</p>
            ) : (
              <ul className="divide-y divide-slate-100" data-testid="recent-claims">
                {recent.data.items.map((claim) => (
                  <li key={claim.id} className="flex items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium">
                        {claim.restaurant?.name ?? t('unknownRestaurant')}
                      </p>
                      <p className="truncate text-sm text-slate-600">
                        {t('byUser', { username: claim.claimant?.username ?? t('unknownUser') })} ·{' '}
                        {formatDate(claim.createdAt)}
                      </p>
                    </div>
                    <StatusBadge status={claim.status} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('quickActions')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <Button asChild variant="outline" className="justify-start">
              <Link to={paths.admin.claimRequests()}>
                <FileCheck2 className="h-4 w-4" aria-hidden="true" />
                {t('reviewClaimRequests')}
              </Link>
            </Button>
            <Button asChild variant="outline" className="justify-start">
              <Link to={`${paths.admin.claimRequests()}?tab=registrations`}>
                <UserCheck className="h-4 w-4" aria-hidden="true" />
                {stats.data && stats.data.pendingRegistrations > 0
                  ? t('reviewRegistrationsCount', { n: stats.data.pendingRegistrations })
                  : t('reviewRegistrations')}
              </Link>
            </Button>
            <Button asChild variant="outline" className="justify-start">
              <Link to={paths.admin.users()}>
                <Users className="h-4 w-4" aria-hidden="true" />
                {t('manageUsers')}
              </Link>
            </Button>
            <Button asChild variant="outline" className="justify-start">
              <Link to={paths.admin.settings()}>
                <Settings className="h-4 w-4" aria-hidden="true" />
                {t('platformSettings')}
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
