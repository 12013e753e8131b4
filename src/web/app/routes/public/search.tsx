import { HydrationBoundary } from '@tanstack/react-query';
import { SearchX, UtensilsCrossed } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { useTranslation } from '@/web/i18n/use-translation';
import { useSearchRestaurants } from '@/web/features/search/api/search-restaurants';
import { useSearchReviews } from '@/web/features/search/api/search-reviews';
import { RestaurantResult } from '@/web/features/search/components/restaurant-result';
import { ResultGroup } from '@/web/features/search/components/result-group';
import { ReviewResult } from '@/web/features/search/components/review-result';
import { SearchBox } from '@/web/features/search/components/search-box';
import { useResultNavigation } from '@/web/features/search/use-result-navigation';
import { SEARCH_CURSOR_PARAMS, useSearchQuery } from '@/web/features/search/use-search-query';
import { paths } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { Route } from './+types/search';
import { getSearchData } from '../../lib/pages.server';
import { pageMeta } from '../../lib/page-meta';
import { revalidateOnlyForOtherPages } from '../../lib/revalidation';
import { paramsForLink } from '@/web/lib/link-params';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args, { keep: ['q'] });

/** The results for `?q=`, read on the server: the page arrives drawn, with scripts or without. */
export const loader = ({ request, context }: Route.LoaderArgs) => getSearchData(request, context);

/** Once the page runs, the search follows the box through its own queries; the loader serves first visits. */
export const shouldRevalidate = revalidateOnlyForOtherPages;

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page from={loaderData.from} refusedCursor={loaderData.refusedCursor} />
    </HydrationBoundary>
  );
}

/**
 * One box that searches restaurants and reviews at once (two requests in parallel), grouped results.
 * Without scripts the box is a GET form (`?q=`) and "show more" is a link to this page with the group's
 * next cursor (`?restaurantsAfter=` / `?reviewsAfter=`), which the loader reads; with them it loads the
 * next page in place.
 */
function Page({
  from,
  refusedCursor,
}: {
  /** Where each group starts, as the loader read it (null: its first results). */
  from: Record<keyof typeof SEARCH_CURSOR_PARAMS, string | null>;
  refusedCursor: boolean;
}) {
  const { t } = useTranslation('search');
  usePageTitle(t('pageTitle'));
  const { input, setInput, q, flush, clear } = useSearchQuery();
  const { containerRef, inputRef, onKeyDown } = useResultNavigation(clear);
  const restaurants = useSearchRestaurants(q);
  const reviews = useSearchReviews(q);
  const [params] = useSearchParams();
  /** This page with one group's cursor set (its next page) or removed (its first results). */
  const pageHref = (group: keyof typeof SEARCH_CURSOR_PARAMS, cursor: string | null | undefined) => {
    const next = paramsForLink(params);
    next.delete('index');
    if (cursor) next.set(SEARCH_CURSOR_PARAMS[group], cursor);
    else next.delete(SEARCH_CURSOR_PARAMS[group]);
    return `${paths.search()}?${next.toString()}`;
  };

  const restaurantItems = restaurants.data?.pages.flatMap((page) => page.items) ?? [];
  const reviewItems = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const isSettled =
    !restaurants.isPending &&
    !reviews.isPending &&
    !restaurants.isPlaceholderData &&
    !reviews.isPlaceholderData;
  const isNothingFound =
    isSettled &&
    !restaurants.isError &&
    !reviews.isError &&
    restaurantItems.length === 0 &&
    reviewItems.length === 0;
  const isSearching = Boolean(q) && (restaurants.isFetching || reviews.isFetching);

  return (
    <div
      ref={containerRef}
      onKeyDown={onKeyDown}
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 md:py-14"
    >
      <h1 className="text-3xl font-extrabold tracking-tight">{t('heading')}</h1>
      <SearchBox
        value={input}
        onChange={setInput}
        onSubmit={flush}
        onClear={() => {
          clear();
          inputRef.current?.focus();
        }}
        inputRef={inputRef}
        isSearching={isSearching}
        hintId="search-hint"
      />
      <p id="search-hint" className="-mt-3 hidden text-xs text-slate-500 sm:block">
        {t('keyboardHint')}
      </p>

      <p role="status" className="sr-only">
        {!q
          ? ''
          : isSearching
            ? t('searching')
            : t('resultsStatus', { restaurants: restaurantItems.length, reviews: reviewItems.length })}
      </p>

      {!q ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <UtensilsCrossed className="h-12 w-12 text-brand-600" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{t('emptyTitle')}</h2>
          <p className="max-w-md text-slate-600">{t('emptyBody')}</p>
        </div>
      ) : isNothingFound ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <SearchX className="h-12 w-12 text-slate-400" aria-hidden="true" />
          <h2 className="text-xl font-semibold break-all">{t('noResultsTitle', { q })}</h2>
          <p className="max-w-md text-slate-600">{t('noResultsBody')}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-8" aria-busy={isSearching}>
          {refusedCursor ? <Alert>{t('refusedCursor')}</Alert> : null}
          <ResultGroup
            id="restaurant-results"
            title={t('restaurants')}
            isLoading={restaurants.isPending}
            isError={restaurants.isError}
            onRetry={() => void restaurants.refetch()}
            errorText={t('restaurantsError')}
            emptyText={t('noRestaurants')}
            count={restaurantItems.length}
            hasMore={restaurants.hasNextPage}
            isLoadingMore={restaurants.isFetchingNextPage}
            onLoadMore={() => void restaurants.fetchNextPage()}
            moreText={t('showMoreRestaurants')}
            moreHref={pageHref('restaurants', restaurants.data?.pages.at(-1)?.nextCursor)}
            startHref={from.restaurants ? pageHref('restaurants', null) : null}
          >
            {restaurantItems.map((restaurant) => (
              <RestaurantResult key={restaurant.id} restaurant={restaurant} />
            ))}
          </ResultGroup>
          <ResultGroup
            id="review-results"
            title={t('reviews')}
            isLoading={reviews.isPending}
            isError={reviews.isError}
            onRetry={() => void reviews.refetch()}
            errorText={t('reviewsError')}
            emptyText={t('noReviews')}
            count={reviewItems.length}
            hasMore={reviews.hasNextPage}
            isLoadingMore={reviews.isFetchingNextPage}
            onLoadMore={() => void reviews.fetchNextPage()}
            moreText={t('showMoreReviews')}
            moreHref={pageHref('reviews', reviews.data?.pages.at(-1)?.nextCursor)}
            startHref={from.reviews ? pageHref('reviews', null) : null}
          >
            {reviewItems.map((review) => (
              <ReviewResult key={review.id} review={review} />
            ))}
          </ResultGroup>
        </div>
      )}
    </div>
  );
}
