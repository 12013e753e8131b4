import { Flame, MessageSquare, Star } from 'lucide-react';
import { useEffect } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from '@/web/i18n/use-translation';
import { formatSpeyPercentage } from '@/shared/domain/spey-badge';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { useLeaderboard } from '@/web/features/restaurants/api/get-leaderboard';
import {
  LeaderboardCard,
  LeaderboardCardSkeleton,
} from '@/web/features/restaurants/components/leaderboard-card';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { Route } from './+types/leaderboard';
import { pageMeta } from '../../lib/page-meta';
import { getLeaderboardData } from '../../lib/pages.server';

/** The three lists, read through the service the API uses: the page arrives drawn with them. */
export const loader = ({ context }: Route.LoaderArgs) => getLeaderboardData(context);

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Leaderboard />
    </HydrationBoundary>
  );
}

function Leaderboard() {
  const { t } = useTranslation('restaurants');
  usePageTitle(t('leaderboardTitle'));
  const query = useLeaderboard();

  useEffect(() => {
    if (query.error) console.warn('Failed to load the leaderboard', query.error);
  }, [query.error]);

  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('leaderboardTitle')}</h1>
        <p className="text-slate-600">{t('leaderboardSubtitle')}</p>
      </header>
      {query.isPending ? (
        <div className="grid gap-6 md:grid-cols-3" role="status" aria-busy="true">
          <span className="sr-only">{t('loading')}</span>
          <LeaderboardCardSkeleton />
          <LeaderboardCardSkeleton />
          <LeaderboardCardSkeleton />
        </div>
      ) : query.isError ? (
        <Alert className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('leaderboardLoadFailed')}</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <div className="grid gap-6 md:grid-cols-3">
          <LeaderboardCard
            title={t('topRated')}
            icon={Star}
            entries={query.data.topRated}
            getMetric={(entry) => t('ratingMetric', { rating: entry.averageRating.toFixed(1) })}
          />
          <LeaderboardCard
            title={t('mostReviewed')}
            icon={MessageSquare}
            entries={query.data.mostReviewed}
            getMetric={(entry) => t('reviewCount', { count: entry.reviewCount })}
          />
          <LeaderboardCard
            title={t('mostSpeyFriendly')}
            icon={Flame}
            entries={query.data.mostSpeyFriendly}
            getMetric={(entry) => t('speyBadge', { percentage: formatSpeyPercentage(entry.speyPercentage) })}
          />
        </div>
      )}
    </section>
  );
}
