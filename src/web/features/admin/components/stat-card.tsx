import type { LucideIcon } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { formatCount } from '@/web/lib/format-number';

/** A platform total; with `to` the whole card is a link. */
export function StatCard({
  label,
  value,
  icon: Icon,
  to,
  hint,
  isLoading,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  to?: string;
  hint?: string;
  isLoading: boolean;
}) {
  const { i18n } = useTranslation();
  const body = (
    <Card
      className={cn(
        'flex h-full items-start justify-between gap-3 p-5',
        to && 'transition-shadow hover:shadow-md',
      )}
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {isLoading ? (
          <Skeleton className="h-8 w-16" />
        ) : (
          <p className="text-3xl font-bold text-slate-900 tabular-nums">
            {value === undefined ? '–' : formatCount(value, i18n.language)}
          </p>
        )}
        {hint ? <p className="text-xs text-brand-700">{hint}</p> : null}
      </div>
      <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50">
        <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
      </span>
    </Card>
  );
  return to ? (
    <Link to={to} className="block h-full rounded-xl" data-testid={`stat-${label}`}>
      {body}
    </Link>
  ) : (
    <div data-testid={`stat-${label}`}>{body}</div>
  );
}
