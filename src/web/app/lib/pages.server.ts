import { data, redirect } from 'react-router';
import { getTodayInZone } from '@/shared/domain/hours';
import { buildMenuJsonLd, type MenuJsonLd } from '@/shared/domain/menu-json-ld';
import { currencyFromCookie, type CurrencyChoice } from '@/shared/domain/money';
import { requestLanguage } from '@/shared/i18n/language';
import { restaurantHoursResponseSchema } from '@/shared/schemas/hours.schema';
import { publicMenuSchema } from '@/shared/schemas/public-menu.schema';
import { availabilityQuerySchema, availabilitySchema } from '@/shared/schemas/reservation.schema';
import { withNotice } from '@/web/lib/notices';
import { paths } from '@/web/lib/paths';
import {
  cuisinesResponseSchema,
  featuredRestaurantsResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  restaurantDetailSchema,
  restaurantListQuerySchema,
  restaurantListResponseSchema,
  restaurantOptionsQuerySchema,
  restaurantOptionsResponseSchema,
} from '@/shared/schemas/restaurant.schema';
import {
  latestReviewsQuerySchema,
  pageQuerySchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewPageSchema,
} from '@/shared/schemas/review.schema';
import { AppError } from '@/server/lib/app-error';
import { getRestaurantHours } from '@/server/modules/hours/hours.service';
import { getPublicMenu } from '@/server/modules/menu/menu.service';
import { getAvailability } from '@/server/modules/reservations/reservations.service';
import { pageText } from '@/server/modules/seo/page-text';
import * as restaurants from '@/server/modules/restaurants/restaurants.service';
import * as reviews from '@/server/modules/reviews/reviews.service';
import { restaurantHoursQueryKey } from '@/web/features/hours/api/get-restaurant-hours';
import {
  menuFilterQuery,
  publicMenuQueryOptions,
  readMenuFilters,
} from '@/web/features/menu/api/get-public-menu';
import { availabilityQueryOptions } from '@/web/features/reservations/api/get-availability';
import {
  RESTAURANT_SEARCH_PARAM,
  restaurantOptionQueryOptions,
  restaurantOptionsQueryOptions,
  toOptionsQuery,
} from '@/web/features/restaurants/api/get-restaurant-options';
import { restaurantKeys } from '@/web/features/restaurants/api/restaurant-keys';
import { claimRestaurantQueryOptions } from '@/web/features/claims/api/get-claim-restaurant';
import { parseFilters, toApiQuery } from '@/web/features/restaurants/lib/restaurant-filters';
import { reviewKeys } from '@/web/features/reviews/api/review-keys';
import {
  SEARCH_PAGE_SIZE,
  searchRestaurantsQueryOptions,
} from '@/web/features/search/api/search-restaurants';
import { searchReviewsQueryOptions } from '@/web/features/search/api/search-reviews';
import { readSearchCursor, readSearchQuery } from '@/web/features/search/use-search-query';
import { parseReviewFilters, readPageCursor } from '@/web/features/reviews/lib/review-filters';
import { getClock, getConfig, getDb, type PageContext } from './load-context.server';
import { asSent, firstPage, pageFrom, seedQueries, unlessRefused } from './queries.server';

/**
 * The first screen's data of the public pages, read through the services the API uses and checked by the
 * same response schemas, under the query keys the pages' hooks read (src/web/features/<area>/api).
 */

/**
 * The home page: the featured restaurants for the first screen, and the latest reviews as a promise the
 * loader does not wait for. The page draws them behind `<Suspense>`: the head, the hero and the featured
 * strip go out first, the reviews follow in the same response when their query answers.
 */
export async function getHomeData(context: PageContext) {
  const db = getDb(context);
  const viewer = await context.request.getCurrentUser();
  const latest = reviews
    .listLatestReviews(db, viewer, latestReviewsQuerySchema.parse({}).limit)
    .then((list) => seedQueries([[reviewKeys.latest(), asSent(reviewListSchema, list).items]]));
  // Awaited by the page (an error shows its error element); never left as an unhandled rejection.
  latest.catch(() => undefined);
  const featured = await restaurants.listFeaturedRestaurants(db, getClock(context));
  return {
    latestReviews: latest,
    queries: seedQueries([
      [restaurantKeys.featured(), asSent(featuredRestaurantsResponseSchema, featured).items],
    ]),
  };
}

/** The leaderboard: its three lists, as `GET /api/leaderboard` answers them. */
export async function getLeaderboardData(context: PageContext) {
  const board = await restaurants.getLeaderboard(getDb(context), leaderboardQuerySchema.parse({}).limit);
  return { queries: seedQueries([[restaurantKeys.leaderboard(), asSent(leaderboardResponseSchema, board)]]) };
}

/**
 * /restaurants: the list for the filters in the address, from its first page or from the page
 * `?cursor=` names (the "Load more" link without scripts), and the cuisines of the filter.
 */
export async function getRestaurantsData(request: Request, context: PageContext) {
  const db = getDb(context);
  const params = new URL(request.url).searchParams;
  const filters = parseFilters(params);
  // Filters the API would refuse are left to the page, which shows the API's own message.
  const readPage = (cursor: string | undefined) => {
    const query = restaurantListQuerySchema.safeParse({ ...toApiQuery(filters), cursor });
    return query.success
      ? unlessRefused(restaurants.listRestaurants(db, query.data, getClock(context)))
      : Promise.resolve(null);
  };
  const [list, cuisines] = await Promise.all([
    pageFrom(readPage, readPageCursor(params)),
    restaurants.listCuisines(db),
  ]);
  const sent = list.page ? asSent(restaurantListResponseSchema, list.page) : null;
  return {
    /** The restaurants on the page, for its ItemList JSON-LD. */
    listed: sent?.items.map(({ id, name }) => ({ id, name })) ?? [],
    /** The address's cursor when the list refused it: the page shows the first results and says so. */
    refusedCursor: list.refusedCursor,
    queries: seedQueries([
      ...(sent ? [[restaurantKeys.listFrom(filters, list.from), firstPage(sent, list.from)] as const] : []),
      [restaurantKeys.cuisines(), asSent(cuisinesResponseSchema, cuisines).cuisines],
    ]),
  };
}

/** What the restaurant page needs beyond its queries (the same shape when the restaurant is unknown). */
export interface RestaurantPageExtras {
  /** The menu as schema.org JSON-LD for the page's head; null without a menu. */
  menuJsonLd: MenuJsonLd | null;
  /** The diner's USD/KHR/both choice from the request's cookie, so both sides draw the same prices. */
  currency: CurrencyChoice;
  /** Today in restaurant time when the restaurant takes reservations ("Reserve a table"); else null. */
  reservationDate: string | null;
}

/**
 * A restaurant's page: the restaurant, its first reviews, its hours, its menu (in the head's JSON-LD on
 * every visit, and in the query cache when the Menu tab is open) and today's reservation times.
 */
export async function getRestaurantData(request: Request, id: string, context: PageContext) {
  const db = getDb(context);
  const clock = getClock(context);
  const viewer = await context.request.getCurrentUser();
  const headers = context.request.headers;
  const currency = currencyFromCookie(headers.cookie);
  const params = new URL(request.url).searchParams;
  // The reviews tab's "Load more" without scripts is a link to this page with the next page's `?cursor=`.
  const readReviews = (cursor: string | undefined) => {
    const page = pageQuerySchema.safeParse({ cursor });
    return page.success
      ? unlessRefused(reviews.listRestaurantReviews(db, viewer, id, page.data))
      : Promise.resolve(null);
  };
  try {
    // The detail refuses a malformed id before any query runs, so the 404 below is the first refusal.
    // "Reserve a table" before or without scripts: `?reserve` draws the form, for `?date=` (else today).
    const reserving = params.has('reserve');
    if (reserving && !viewer) {
      const back = new URLSearchParams({ returnTo: `/restaurants/${id}?reserve=1` });
      throw redirect(withNotice(`${paths.auth()}?${back.toString()}`, 'reservation-auth-required'));
    }
    const today = getTodayInZone(clock.now, clock.timeZone);
    const asked = availabilityQuerySchema.safeParse({ date: params.get('date') });
    const reserveDate = reserving && asked.success ? asked.data.date : today;
    // The Menu tab's filters without scripts (`?tab=menu&vegetarian=1`); the JSON-LD is the whole menu.
    const menuOpen = params.get('tab') === 'menu';
    const menuFilters = readMenuFilters(params);
    const filtered = menuOpen && menuFilterQuery(menuFilters) !== '';
    const [detail, reviewPage, hours, menu, filteredMenu, availability, reserveAvailability] =
      await Promise.all([
        restaurants.getRestaurantDetail(db, id, viewer, clock),
        pageFrom(readReviews, readPageCursor(params)),
        getRestaurantHours(db, id, clock),
        getPublicMenu(db, id, { vegetarian: false, vegan: false, notSpicy: false }),
        filtered ? getPublicMenu(db, id, menuFilters) : null,
        getAvailability(db, id, today, clock),
        reserveDate === today ? null : getAvailability(db, id, reserveDate, clock),
      ]);
    const menuSent = asSent(publicMenuSchema, menu);
    const language = requestLanguage({ cookie: headers.cookie, acceptLanguage: headers['accept-language'] });
    const extras: RestaurantPageExtras = {
      menuJsonLd: menuSent.hasMenu
        ? buildMenuJsonLd(menuSent, {
            url: new URL(`/restaurants/${id}?tab=menu`, getConfig(context).publicUrl).toString(),
            uncategorisedName: pageText(language, 'restaurants:menuOtherSection'),
          })
        : null,
      currency,
      reservationDate: availability.isEnabled ? availability.today : null,
    };
    return {
      ...extras,
      notFound: false,
      /** The address's cursor when the reviews tab refused it: the tab shows the newest reviews and says so. */
      refusedCursor: reviewPage.refusedCursor,
      queries: seedQueries([
        [restaurantKeys.detail(id), asSent(restaurantDetailSchema, detail)],
        ...(reviewPage.page
          ? [
              [
                reviewKeys.restaurantFrom(id, reviewPage.from),
                firstPage(asSent(reviewPageSchema, reviewPage.page), reviewPage.from),
              ] as const,
            ]
          : []),
        [restaurantHoursQueryKey(id), asSent(restaurantHoursResponseSchema, hours)],
        ...(menuOpen ? [[publicMenuQueryOptions(id, {}).queryKey, menuSent] as const] : []),
        ...(filteredMenu
          ? [
              [
                publicMenuQueryOptions(id, menuFilters).queryKey,
                asSent(publicMenuSchema, filteredMenu),
              ] as const,
            ]
          : []),
        ...(availability.isEnabled
          ? [
              [
                availabilityQueryOptions(id, availability.today).queryKey,
                asSent(availabilitySchema, availability),
              ] as const,
            ]
          : []),
        ...(reserveAvailability?.isEnabled
          ? [
              [
                availabilityQueryOptions(id, reserveDate).queryKey,
                asSent(availabilitySchema, reserveAvailability),
              ] as const,
            ]
          : []),
      ]),
    };
  } catch (error) {
    // An unknown restaurant answers 404, and the page shows the spec's "Restaurant not found" as it is
    // drawn: it asks the API nothing more.
    if (error instanceof AppError && error.statusCode === 404) {
      const extras: RestaurantPageExtras = { menuJsonLd: null, currency, reservationDate: null };
      return data(
        { ...extras, notFound: true, refusedCursor: null, queries: seedQueries([]) },
        { status: 404 },
      );
    }
    throw error;
  }
}

/**
 * /reviews: the reviews for the filters in the address as `GET /api/reviews` answers them, from the first
 * page or from the page `?cursor=` names (the "Load more" link without scripts).
 */
export async function getReviewsData(request: Request, context: PageContext) {
  const params = new URL(request.url).searchParams;
  const filters = parseReviewFilters(params);
  const viewer = await context.request.getCurrentUser();
  // Filters the API would refuse (a search too long) are left to the page, which shows the API's message.
  const readPage = (cursor: string | undefined) => {
    const query = reviewListQuerySchema.safeParse({ ...filters, q: filters.q?.trim() || undefined, cursor });
    return query.success
      ? unlessRefused(reviews.listReviews(getDb(context), viewer, query.data))
      : Promise.resolve(null);
  };
  const list = await pageFrom(readPage, readPageCursor(params));
  return {
    /** The address's cursor when the list refused it: the page shows the first reviews and says so. */
    refusedCursor: list.refusedCursor,
    queries: seedQueries(
      list.page
        ? [
            [
              reviewKeys.listFrom(filters, list.from),
              firstPage(asSent(reviewPageSchema, list.page), list.from),
            ],
          ]
        : [],
    ),
  };
}

/**
 * /search?q=: both groups' results under the keys the page's infinite queries read. Without scripts
 * "more" is a link to this page with the group's next cursor (`?restaurantsAfter=`, `?reviewsAfter=`),
 * so each group is drawn from where that cursor points; the other group keeps its own.
 */
export async function getSearchData(request: Request, context: PageContext) {
  const params = new URL(request.url).searchParams;
  const q = readSearchQuery(params);
  if (!q)
    return { queries: seedQueries([]), from: { restaurants: null, reviews: null }, refusedCursor: false };
  const db = getDb(context);
  const viewer = await context.request.getCurrentUser();
  const readRestaurants = (cursor: string | undefined) => {
    const query = restaurantListQuerySchema.safeParse({ q, cursor, limit: SEARCH_PAGE_SIZE });
    return query.success
      ? unlessRefused(restaurants.listRestaurants(db, query.data, getClock(context)))
      : Promise.resolve(null);
  };
  const readReviews = (cursor: string | undefined) => {
    const query = reviewListQuerySchema.safeParse({ q, cursor, limit: SEARCH_PAGE_SIZE });
    return query.success ? unlessRefused(reviews.listReviews(db, viewer, query.data)) : Promise.resolve(null);
  };
  const [restaurantPage, reviewPage] = await Promise.all([
    pageFrom(readRestaurants, readSearchCursor(params, 'restaurants')),
    pageFrom(readReviews, readSearchCursor(params, 'reviews')),
  ]);
  return {
    queries: seedQueries([
      ...(restaurantPage.page
        ? [
            [
              searchRestaurantsQueryOptions(q).queryKey,
              firstPage(asSent(restaurantListResponseSchema, restaurantPage.page), restaurantPage.from),
            ] as const,
          ]
        : []),
      ...(reviewPage.page
        ? [
            [
              searchReviewsQueryOptions(q).queryKey,
              firstPage(asSent(reviewPageSchema, reviewPage.page), reviewPage.from),
            ] as const,
          ]
        : []),
    ]),
    /** Where each group starts (null: its first results). */
    from: { restaurants: restaurantPage.from, reviews: reviewPage.from },
    /** A cursor in the address was refused: the page says so above its first results. */
    refusedCursor: restaurantPage.refusedCursor !== null || reviewPage.refusedCursor !== null,
  };
}

/**
 * A restaurant picker's matches for the search in the address (`?restaurantSearch=`; the first
 * restaurants by name without one), as `GET /api/restaurants/options` answers them, under the key the
 * picker reads: before and without the page's scripts the search is a GET form the page draws again.
 */
async function searchedOptions(params: URLSearchParams, context: PageContext) {
  const q = toOptionsQuery(params.get(RESTAURANT_SEARCH_PARAM) ?? '');
  const options = await restaurants.listRestaurantOptions(
    getDb(context),
    restaurantOptionsQuerySchema.parse({ q: q || undefined }),
  );
  return [
    restaurantOptionsQueryOptions(q).queryKey,
    asSent(restaurantOptionsResponseSchema, options),
  ] as const;
}

/**
 * The restaurant picker's first screen (/submit): the restaurants matching the picker's search (the
 * first by name without one) and the one the address names (`?restaurantId=`).
 */
export async function getRestaurantPickerData(request: Request, context: PageContext) {
  const params = new URL(request.url).searchParams;
  const id = params.get('restaurantId') ?? '';
  const preset = id ? restaurantOptionsQuerySchema.safeParse({ id }) : null;
  const [searched, named] = await Promise.all([
    searchedOptions(params, context),
    preset?.success ? restaurants.listRestaurantOptions(getDb(context), preset.data) : null,
  ]);
  return {
    queries: seedQueries([
      searched,
      ...(id
        ? [
            [
              restaurantOptionQueryOptions(id).queryKey,
              named ? (asSent(restaurantOptionsResponseSchema, named).items[0] ?? null) : null,
            ] as const,
          ]
        : []),
    ]),
  };
}

/**
 * /become-a-partner?restaurantId=…: the restaurant to claim (its name, and whether someone owns it), as
 * the claim form reads it from `GET /api/restaurants/:id`. An unknown id is left to the form's message.
 */
export async function getClaimData(request: Request, context: PageContext) {
  const params = new URL(request.url).searchParams;
  const id = params.get('restaurantId');
  if (!id) return getClaimSearchData(params, context);
  const viewer = await context.request.getCurrentUser();
  try {
    const detail = asSent(
      restaurantDetailSchema,
      await restaurants.getRestaurantDetail(getDb(context), id, viewer, getClock(context)),
    );
    const { name, cuisine, location, isClaimed, isOwner } = detail;
    return {
      queries: seedQueries([
        [
          claimRestaurantQueryOptions(id).queryKey,
          { id: detail.id, name, cuisine, location, isClaimed, isOwner },
        ],
      ]),
    };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return { queries: seedQueries([]) };
    throw error;
  }
}

/**
 * /become-a-partner without a restaurant: the picker's matches for `?restaurantSearch=`, so the picker
 * works as a GET form and a list of links before and without the page's scripts.
 */
async function getClaimSearchData(params: URLSearchParams, context: PageContext) {
  return { queries: seedQueries([await searchedOptions(params, context)]) };
}
