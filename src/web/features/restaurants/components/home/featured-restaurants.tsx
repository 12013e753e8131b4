import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { toast } from '@/web/lib/toast';
import { Alert } from '@/web/components/ui/alert';
import { paths } from '@/web/lib/paths';
import { useFeaturedRestaurants } from '../../api/get-featured-restaurants';
import type { OpenBadgeLabel } from '../restaurant-card';
import { RestaurantGrid, RestaurantGridSkeleton } from '../restaurant-grid';

/** Up to 6 featured restaurants; a failure gives the spec's toast and inline alert. */
export function FeaturedRestaurants({ getOpenBadgeLabel }: { getOpenBadgeLabel: OpenBadgeLabel }) {
  const { t } = useTranslation('home');
  const query = useFeaturedRestaurants();

  useEffect(() => {
    if (query.error) toast.error(t('featuredErrorTitle'), { description: t('featuredErrorDescription') });
  }, [query.error, t]);

  return (
    <section
      aria-labelledby="featured-title"
      className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="featured-title" className="text-3xl font-bold tracking-tight">
            {t('featuredTitle')}
          </h2>
          <p className="text-slate-600">{t('featuredSubtitle')}</p>
        </div>
        <Link
          to={paths.restaurants()}
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          {t('viewAllRestaurants')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      {query.isPending ? (
        <RestaurantGridSkeleton count={3} />
      ) : query.isError ? (
        <Alert>{t('featuredErrorInline')}</Alert>
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">
          {t('featuredEmpty')}
        </p>
      ) : (
        <RestaurantGrid
          restaurants={query.data}
          getOpenBadgeLabel={getOpenBadgeLabel}
          // The hero photo is the home page's main image: the cards do not compete with it.
          leadsPage={false}
        />
      )}
    </section>
  );
}
