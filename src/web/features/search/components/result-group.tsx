import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/web/i18n/use-translation';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useHasMounted } from '@/web/lib/use-has-mounted';

/** One titled group of results with its loading, error, empty and "more" states. */
export function ResultGroup({
  id,
  title,
  isLoading,
  isError,
  onRetry,
  errorText,
  emptyText,
  count,
  hasMore,
  isLoadingMore,
  onLoadMore,
  moreText,
  moreHref,
  startHref = null,
  children,
}: {
  id: string;
  title: string;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  errorText: string;
  emptyText: string;
  count: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  moreText: string;
  /** Before (or without) the scripts, "more" is a link to this page with the group's next cursor. */
  moreHref: string;
  /** Drawn from a cursor (without scripts): a link back to the group's first results. */
  startHref?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('search');
  const hasMounted = useHasMounted();
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      {isLoading ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-16 w-full" />
          ))}
        </div>
      ) : isError ? (
        <Alert className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorText}</span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Alert>
      ) : count === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-1">{children}</ul>
          {!hasMounted && (hasMore || startHref) ? (
            <div className="flex flex-wrap gap-2">
              {startHref ? (
                <Button asChild variant="ghost" size="sm">
                  <Link to={startHref}>{t('firstResults')}</Link>
                </Button>
              ) : null}
              {hasMore ? (
                <Button asChild variant="ghost" size="sm">
                  <Link to={moreHref}>{moreText}</Link>
                </Button>
              ) : null}
            </div>
          ) : hasMore ? (
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={onLoadMore}
              disabled={isLoadingMore}
            >
              {isLoadingMore ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {moreText}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

export const resultLinkClass =
  'flex items-start gap-3 rounded-lg p-3 transition-colors hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';
