import { Award, Medal, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import type { LeaderboardEntry } from '@/shared/schemas/restaurant.schema';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { useCuisineLabel } from '@/web/lib/use-cuisine-label';

const rankIcons: Array<{ icon: LucideIcon; className: string }> = [
  { icon: Trophy, className: 'text-amber-500' },
  { icon: Medal, className: 'text-slate-400' },
  { icon: Award, className: 'text-orange-700' },
];

export interface LeaderboardCardProps {
  title: string;
  icon: LucideIcon;
  entries: LeaderboardEntry[];
  /** The figure the list is ranked by, e.g. '4.8' or '120 reviews'. */
  getMetric: (entry: LeaderboardEntry) => string;
}

/** One leaderboard list: the top 3 with Trophy / Medal / Award, each linking to the restaurant. */
export function LeaderboardCard({ title, icon: Icon, entries, getMetric }: LeaderboardCardProps) {
  const { t } = useTranslation('restaurants');
  const cuisineLabel = useCuisineLabel();
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{t('leaderboardEmpty')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {entries.map((entry, index) => {
              const rank = rankIcons[index];
              const RankIcon = rank?.icon;
              return (
                <li key={entry.id}>
                  <Link
                    to={paths.restaurant(entry.id)}
                    className="flex items-center gap-3 rounded-lg p-2 transition-colors hover:bg-slate-50"
                  >
                    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-100">
                      {RankIcon ? (
                        <RankIcon
                          role="img"
                          aria-label={t('rank', { rank: index + 1 })}
                          className={cn('h-5 w-5', rank.className)}
                        />
                      ) : (
                        <span className="text-sm font-semibold">{index + 1}</span>
                      )}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900">{entry.name}</span>
                      <span className="block truncate text-xs text-slate-600">
                        {cuisineLabel(entry.cuisine)}
                        {entry.location ? ` · ${entry.location}` : ''}
                      </span>
                    </span>
                    <span className="shrink-0 text-sm font-semibold text-slate-800">{getMetric(entry)}</span>
                  </Link>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function LeaderboardCardSkeleton() {
  return (
    <Card>
      <CardHeader>
        <Skeleton className="h-6 w-40" />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="h-9 w-9 rounded-full" />
            <Skeleton className="h-5 flex-1" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
