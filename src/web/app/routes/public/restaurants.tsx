import { useCallback, useEffect } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import type { OpeningStatus } from '@/shared/domain/hours';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { formatListBadge } from '@/web/features/hours/format-hours';
import { useCuisines } from '@/web/features/restaurants/api/get-cuisines';
import { useRestaurants } from '@/web/features/restaurants/api/get-restaurants';
import { RestaurantFiltersBar } from '@/web/features/restaurants/components/restaurant-filters';
import {
  RestaurantGrid,
  RestaurantGridSkeleton,
} from '@/web/features/restaurants/components/restaurant-grid';
import { useLoadMoreOnScroll } from '@/web/features/restaurants/lib/use-load-more-on-scroll';
import { useRestaurantFilters } from '@/web/features/restaurants/lib/use-restaurant-filters';
import { usePageTitle } from '@/web/lib/use-page-title';
import { PageLinks } from '@/web/components/page-links';
import { paths } from '@/web/lib/paths';
import { readPageCursor, startOfList } from '@/web/features/reviews/lib/review-filters';
import { useSearchParams } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/restaurants';
import { getRestaurantsData } from '../../lib/pages.server';
import { pageMeta } from '../../lib/page-meta';
import { restaurantListJsonLd } from '@/shared/seo/page-meta';
import { RESTAURANT_PAGE_PARAMS } from '@/web/features/restaurants/lib/restaurant-filters';
import { listAddress } from '@/web/lib/link-params';

export const loader = ({ request, context }: Route.LoaderArgs) => getRestaurantsData(request, context);

/** The list's head: its filters stay in the canonical address; the restaurants shown as an ItemList. */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    keep: RESTAURANT_PAGE_PARAMS,
    jsonLd: ({ publicUrl }, url) =>
      args.data?.listed.length ? [restaurantListJsonLd(args.data.listed, publicUrl, url)] : [],
  });

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page refusedCursor={loaderData.refusedCursor} />
    </HydrationBoundary>
  );
}

/** `refusedCursor`: the address's cursor, when the list refused it (the loader drew the first page). */
function Page({ refusedCursor }: { refusedCursor: string | null }) {
  const { t } = useTranslation('restaurants');
  const { t: tHours } = useTranslation('hours');
  usePageTitle(t('title'));

  const { filters, setFilters, searchText, setSearchText } = useRestaurantFilters();
  const cuisines = useCuisines();
  const [params] = useSearchParams();
  const { from, refused } = startOfList(readPageCursor(params), refusedCursor);
  const list = useRestaurants(filters, from);
  const getOpenBadgeLabel = useCallback((status: OpeningStatus) => formatListBadge(status, tHours), [tHours]);

  useEffect(() => {
    // The spec: a failed list load is logged; the page offers a retry instead of an empty grid.
    if (list.error) console.warn('Failed to load restaurants', list.error);
  }, [list.error]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinelRef = useLoadMoreOnScroll<HTMLDivElement>(loadMore, Boolean(hasNextPage) && !list.isError);

  const restaurants = list.data?.pages.flatMap((page) => page.items) ?? [];
  // "Load more" is a link to the next page's address (`?cursor=`), so it works without scripts; with
  // them it appends the next page here instead.
  const pageHref = (cursor: string | null) => listAddress(paths.restaurants(), params, cursor);

  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-slate-600">{t('subtitle')}</p>
      </header>

      <>
        <RestaurantFiltersBar
          filters={filters}
          searchText={searchText}
          onSearchTextChange={setSearchText}
          onChange={(patch) => setFilters(patch)}
          cuisines={cuisines.data ?? []}
        />
      </>

      <div aria-live="polite" className="sr-only">
        {list.isSuccess ? t('resultsAnnouncement', { count: restaurants.length }) : ''}
      </div>

      {refused ? <Alert>{t('refusedCursor')}</Alert> : null}
      {list.isPending ? (
        <RestaurantGridSkeleton count={6} />
      ) : list.isError && restaurants.length === 0 ? (
        <Alert className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('loadFailed')}</span>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : restaurants.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center text-slate-600">
          {t('noResults')}
        </p>
      ) : (
        <>
          <RestaurantGrid restaurants={restaurants} getOpenBadgeLabel={getOpenBadgeLabel} headingLevel="h2" />
          {isFetchingNextPage ? <RestaurantGridSkeleton count={3} /> : null}
          <div ref={sentinelRef} className="flex flex-wrap justify-center gap-3">
            <PageLinks
              list={list}
              from={from}
              pageHref={pageHref}
              labels={{ first: t('firstPage'), next: isFetchingNextPage ? t('loadingMore') : t('loadMore') }}
            />
          </div>
        </>
      )}
    </section>
  );
}
