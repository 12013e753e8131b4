import { SearchX } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';

export function RestaurantDetailSkeleton() {
  const { t } = useTranslation('restaurants');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6" role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="aspect-[4/3] max-h-[420px] w-full rounded-2xl sm:aspect-[12/5]" />
      <div className="flex flex-wrap gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10 w-36" />
        ))}
      </div>
      <Skeleton className="h-10 w-72" />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}

/** The owner's Manage tab while its data (or, on the first open, its code) is on the way. */
export function RestaurantManageSkeleton() {
  const { t } = useTranslation('restaurants');
  return (
    <div className="flex flex-col gap-4" role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

export function RestaurantNotFound() {
  const { t } = useTranslation('restaurants');
  usePageTitle(t('notFoundTitle'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <SearchX className="h-12 w-12 text-brand-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p className="text-slate-600">{t('notFoundDescription')}</p>
      <Button asChild>
        <Link to={paths.restaurants()}>{t('backToRestaurants')}</Link>
      </Button>
    </section>
  );
}

export function RestaurantLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('restaurants');
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <Alert>{message}</Alert>
      <div className="flex gap-3">
        <Button onClick={onRetry}>{t('retry')}</Button>
        <Button asChild variant="outline">
          <Link to={paths.restaurants()}>{t('backToRestaurants')}</Link>
        </Button>
      </div>
    </section>
  );
}
