import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useTranslation } from '@/web/i18n/use-translation';
import { formatCount } from '@/web/lib/format-number';

/** Admin dashboard: the number of items waiting in the moderation queue; the card links to it. */
export function OpenReportsCard({
  value,
  isLoading,
  to,
}: {
  value: number | undefined;
  isLoading: boolean;
  to: string;
}) {
  const { t, i18n } = useTranslation('moderation');
  return (
    <Link to={to} className="block h-full rounded-xl" data-testid="stat-Open Reports">
      <Card className="flex h-full items-start justify-between gap-3 p-5 transition-shadow hover:shadow-md">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-600">{t('openReports')}</p>
          {isLoading ? (
            <Skeleton className="h-8 w-16" />
          ) : (
            <p className="text-3xl font-bold text-slate-900 tabular-nums">
              {value === undefined ? '–' : formatCount(value, i18n.language)}
            </p>
          )}
          <p className="text-xs text-brand-700">{t('openReportsHint')}</p>
        </div>
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50">
          <Flag className="h-5 w-5 text-brand-600" aria-hidden="true" />
        </span>
      </Card>
    </Link>
  );
}
