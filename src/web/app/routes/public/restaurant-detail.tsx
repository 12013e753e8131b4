import { useQueryClient } from '@tanstack/react-query';
import { Flag, PenLine, Share2 } from 'lucide-react';
import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link, useLoaderData, useLocation, useParams, useSearchParams } from 'react-router';
import { toast } from '@/web/lib/toast';
import type { RestaurantDetail } from '@/shared/schemas/restaurant.schema';
import { Button } from '@/web/components/ui/button';
import { Tabs, TabsContent, TabsList } from '@/web/components/ui/tabs';
import { FavouriteButton } from '@/web/features/favourites/components/favourite-button';
import { OpeningHoursCard } from '@/web/features/hours/components/opening-hours-card';
import { formatTime12 } from '@/web/features/hours/format-hours';
import { restaurantQueryOptions, useRestaurant } from '@/web/features/restaurants/api/get-restaurant';
import { RestaurantBanner } from '@/web/features/restaurants/components/restaurant-banner';
import {
  RestaurantDetailSkeleton,
  RestaurantLoadError,
  RestaurantManageSkeleton,
  RestaurantNotFound,
} from '@/web/features/restaurants/components/restaurant-detail-states';
import { RestaurantInfo } from '@/web/features/restaurants/components/restaurant-info';
import { PublicMenuTab } from '@/web/features/menu/components/public-menu';
import { readMenuFilters } from '@/web/features/menu/api/get-public-menu';
import { ReserveTableButton } from '@/web/features/reservations/components/reserve-table-button';
import { ReserveTableInline } from '@/web/features/reservations/components/reserve-table-inline';
import { useActionFailure } from '@/web/lib/action-result';
import { useShareRestaurant } from '@/web/features/restaurants/lib/use-share-restaurant';
import { RestaurantReviews } from '@/web/features/reviews/components/restaurant-reviews';
import { ReviewsPausedNotice } from '@/web/features/reviews/components/reviews-paused-notice';
import { readPageCursor } from '@/web/features/reviews/lib/review-filters';
import { ApiError } from '@/web/lib/api-client';
import { paths } from '@/web/lib/paths';
import { useAuthGate } from '@/web/lib/session';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useErrorText } from '@/web/lib/use-error-text';
import { TabLink, useTabNavigation } from '@/web/components/link-tabs';
import { ActionFailureAlert, CARD_INTENTS } from '@/web/lib/action-result';
import { HydrationBoundary } from '@tanstack/react-query';
import type { Route } from './+types/restaurant-detail';
import { cardAction } from '../../lib/actions.server';
import { getRestaurantData } from '../../lib/pages.server';
import { pageMeta } from '../../lib/page-meta';
import { revalidateOnlyForOtherPages } from '../../lib/revalidation';
import { listAddress } from '@/web/lib/link-params';

const TABS = ['info', 'menu', 'reviews', 'manage'] as const;
type Tab = (typeof TABS)[number];

// The owner's Manage tab (its reservations and their mutations) loads when an owner opens it: a visitor's
// first paint of the page waits on none of its code. It fetches its data in the browser in any case.
const RestaurantManage = lazy(() =>
  import('@/web/features/restaurants/components/restaurant-manage').then((module) => ({
    default: module.RestaurantManage,
  })),
);

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  getRestaurantData(request, params.id, context);

// A change of tab, or of the reviews tab's page, is a change of the query string: the loader drew the
// first visit, and with scripts each tab's hooks fetch what they show (the menu, the next reviews).
export const shouldRevalidate = revalidateOnlyForOtherPages;

/**
 * The restaurant's head (src/server/modules/seo: its Restaurant JSON-LD), the tab in the canonical
 * address, and the menu as schema.org JSON-LD when there is one.
 */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { keep: ['tab'], jsonLd: () => [args.data?.menuJsonLd] });

/** Save to Favorites, like, dislike, report and "Reserve a table" sent as forms (before or without scripts). */
export const action = ({ request, context }: Route.ActionArgs) => cardAction(request, context);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page notFound={loaderData.notFound} refusedCursor={loaderData.refusedCursor} />
    </HydrationBoundary>
  );
}

/**
 * `notFound`: the loader found no restaurant with this id (the page answered 404). `refusedCursor`: the
 * address's cursor, when the reviews tab refused it (the loader drew the newest reviews).
 */
function Page({ notFound, refusedCursor }: { notFound: boolean; refusedCursor: string | null }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('restaurants');
  const errorText = useErrorText();
  const query = useRestaurant(id, { enabled: !notFound });
  usePageTitle(query.data?.name);

  const isMissing = notFound || (query.error instanceof ApiError && query.error.status === 404);
  useEffect(() => {
    if (query.error && !isMissing) {
      toast.error(t('loadErrorTitle'), { description: errorText(query.error, t('loadErrorFallback')) });
    }
  }, [query.error, isMissing, t, errorText]);

  if (isMissing) return <RestaurantNotFound />;
  if (query.isPending) return <RestaurantDetailSkeleton />;
  if (query.isError) {
    return (
      <RestaurantLoadError
        message={errorText(query.error, t('loadErrorFallback'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <RestaurantPage restaurant={query.data} refusedCursor={refusedCursor} />;
}

/** The address of this page with `tab` open (the Info tab has none), and the reviews tab from `cursor`. */
function tabHref(params: URLSearchParams, tab: Tab, cursor: string | null = null): string {
  return listAddress('', params, cursor, { tab: tab === 'info' ? null : tab }) || '?';
}

function RestaurantPage({
  restaurant,
  refusedCursor,
}: {
  restaurant: RestaurantDetail;
  refusedCursor: string | null;
}) {
  const { t } = useTranslation('restaurants');
  const { t: tHours } = useTranslation('hours');
  const [params] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const gate = useAuthGate();
  const share = useShareRestaurant();
  const { currency, reservationDate } = useLoaderData<typeof loader>();
  // `?reserve` (or the form refused): the reservation form drawn on the page.
  const reserveFailure = useActionFailure('reserve');
  const isReserving = params.has('reserve') || reserveFailure !== null;

  const requested = params.get('tab');
  const tab: Tab =
    requested === 'reviews'
      ? 'reviews'
      : requested === 'menu'
        ? 'menu'
        : requested === 'manage' && restaurant.isOwner
          ? 'manage'
          : 'info';
  const here = location.pathname + location.search;

  // The reviews tab keeps the page of reviews the address names; the other tabs drop it.
  const hrefOf = (value: Tab) => tabHref(params, value, value === 'reviews' ? params.get('cursor') : null);
  const selectTab = useTabNavigation((value) => {
    const tab = TABS.find((known) => known === value);
    return tab ? hrefOf(tab) : null;
  });
  const tabLink = (value: Tab, label: string) => (
    <TabLink value={value} to={hrefOf(value)}>
      {label}
    </TabLink>
  );

  // Links, so they work before and without the page's scripts (the pages they open guard themselves);
  // with scripts, a signed-out visitor gets the toast and goes to /auth from here.
  const addReview = (event: MouseEvent) => {
    if (!gate({ description: t('authReviewDescription'), returnTo: here })) event.preventDefault();
  };
  const claim = (event: MouseEvent) => {
    const target = paths.becomeAPartner(restaurant.id);
    if (!gate({ description: t('authClaimDescription'), returnTo: target })) event.preventDefault();
  };
  const setFavourite = (isFavourite: boolean) => {
    queryClient.setQueryData(restaurantQueryOptions(restaurant.id).queryKey, (old) =>
      old ? { ...old, isFavourite } : old,
    );
  };

  return (
    <article className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <>
        <RestaurantBanner restaurant={restaurant} />
        <ReviewsPausedNotice pausedUntil={restaurant.reviewsPausedUntil} />
        <ActionFailureAlert fallback={t('favouriteErrorFallback')} intents={CARD_INTENTS} />
      </>

      <>
        <div className="flex flex-wrap gap-3">
          {restaurant.reviewsPausedUntil ? null : (
            <Button asChild>
              <Link to={paths.submit(restaurant.id)} onClick={addReview}>
                <PenLine className="h-4 w-4" aria-hidden="true" />
                {t('addReview')}
              </Link>
            </Button>
          )}
          {reservationDate ? (
            <ReserveTableButton restaurantId={restaurant.id} today={reservationDate} />
          ) : null}
          <FavouriteButton
            restaurantId={restaurant.id}
            isFavourite={restaurant.isFavourite}
            returnTo={here}
            onChange={setFavourite}
          />
          <Button variant="outline" onClick={() => void share(restaurant)}>
            <Share2 className="h-4 w-4" aria-hidden="true" />
            {t('share')}
          </Button>
          {restaurant.isClaimed ? null : (
            <Button asChild variant="outline">
              <Link to={paths.becomeAPartner(restaurant.id)} onClick={claim}>
                <Flag className="h-4 w-4" aria-hidden="true" />
                {t('claimRestaurant')}
              </Link>
            </Button>
          )}
        </div>
        {reservationDate && isReserving ? (
          <ReserveTableInline restaurantId={restaurant.id} today={reservationDate} />
        ) : null}
      </>

      <>
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label={t('tabsLabel')}>
            {tabLink('info', t('tabInfo'))}
            {tabLink('menu', t('tabMenu'))}
            {tabLink('reviews', t('tabReviews'))}
            {restaurant.isOwner ? tabLink('manage', t('tabManage')) : null}
          </TabsList>
          <TabsContent value="info">
            <>
              <RestaurantInfo
                restaurant={restaurant}
                hoursCard={
                  <>
                    <OpeningHoursCard restaurantId={restaurant.id} />
                  </>
                }
              />
            </>
          </TabsContent>
          <TabsContent value="menu">
            {tab === 'menu' ? (
              <PublicMenuTab
                restaurantId={restaurant.id}
                isOwner={restaurant.isOwner}
                initialFilters={readMenuFilters(params)}
                initialCurrency={currency}
              />
            ) : null}
          </TabsContent>
          <TabsContent value="reviews" className="flex flex-col gap-4">
            <div id="reviews" className="flex scroll-mt-4 flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-semibold">
                {t('reviewsHeading', { count: restaurant.reviewCount })}
              </h2>
              {restaurant.reviewsPausedUntil ? null : (
                <Button asChild>
                  <Link to={paths.submit(restaurant.id)} onClick={addReview}>
                    <PenLine className="h-4 w-4" aria-hidden="true" />
                    {t('addReview')}
                  </Link>
                </Button>
              )}
            </div>
            <RestaurantReviews
              restaurantId={restaurant.id}
              restaurantName={restaurant.name}
              cursor={readPageCursor(params)}
              refusedCursor={refusedCursor}
              pageHref={(cursor) => `${tabHref(params, 'reviews', cursor)}#reviews`}
            />
          </TabsContent>
          {restaurant.isOwner ? (
            <TabsContent value="manage">
              <Suspense fallback={<RestaurantManageSkeleton />}>
                <RestaurantManage
                  restaurantId={restaurant.id}
                  formatTime={(time) => formatTime12(time, tHours)}
                  pending={<RestaurantManageSkeleton />}
                />
              </Suspense>
            </TabsContent>
          ) : null}
        </Tabs>
      </>
    </article>
  );
}
