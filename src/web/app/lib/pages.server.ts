import { data } from 'react-router';
import { restaurantHoursResponseSchema } from '@/shared/schemas/hours.schema';
import {
  cuisinesResponseSchema,
  featuredRestaurantsResponseSchema,
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
import * as restaurants from '@/server/modules/restaurants/restaurants.service';
import * as reviews from '@/server/modules/reviews/reviews.service';
import { restaurantHoursQueryKey } from '@/web/features/hours/api/get-restaurant-hours';
import {
  restaurantOptionQueryOptions,
  restaurantOptionsQueryOptions,
} from '@/web/features/restaurants/api/get-restaurant-options';
import { restaurantKeys } from '@/web/features/restaurants/api/restaurant-keys';
import { claimRestaurantQueryOptions } from '@/web/features/claims/api/get-claim-restaurant';
import { parseFilters, toApiQuery } from '@/web/features/restaurants/lib/restaurant-filters';
import { reviewKeys } from '@/web/features/reviews/api/review-keys';
import { parseReviewFilters } from '@/web/features/reviews/lib/review-filters';
import { getClock, getDb, type PageContext } from './load-context.server';
import { asSent, firstPage, seedQueries } from './queries.server';

/**
 * The first screen's data of the public pages, read through the services the API uses and checked by the
 * same response schemas, under the query keys the pages' hooks read (src/web/features/<area>/api).
 */

export async function getHomeData(context: PageContext) {
  const db = getDb(context);
  const viewer = await context.request.getCurrentUser();
  const [featured, latest] = await Promise.all([
    restaurants.listFeaturedRestaurants(db, getClock(context)),
    reviews.listLatestReviews(db, viewer, latestReviewsQuerySchema.parse({}).limit),
  ]);
  return {
    queries: seedQueries([
      [restaurantKeys.featured(), asSent(featuredRestaurantsResponseSchema, featured).items],
      [reviewKeys.latest(), asSent(reviewListSchema, latest).items],
    ]),
  };
}

export async function getRestaurantsData(request: Request, context: PageContext) {
  const db = getDb(context);
  const filters = parseFilters(new URL(request.url).searchParams);
  const query = restaurantListQuerySchema.safeParse(toApiQuery(filters));
  // Filters the API would refuse are left to the page, which shows the API's own message.
  const [list, cuisines] = await Promise.all([
    query.success ? restaurants.listRestaurants(db, query.data, getClock(context)) : null,
    restaurants.listCuisines(db),
  ]);
  return {
    queries: seedQueries([
      ...(list
        ? [[restaurantKeys.list(filters), firstPage(asSent(restaurantListResponseSchema, list))] as const]
        : []),
      [restaurantKeys.cuisines(), asSent(cuisinesResponseSchema, cuisines).cuisines],
    ]),
  };
}

export async function getRestaurantData(id: string, context: PageContext) {
  const db = getDb(context);
  const viewer = await context.request.getCurrentUser();
  try {
    const [detail, firstReviews, hours] = await Promise.all([
      restaurants.getRestaurantDetail(db, id, viewer, getClock(context)),
      reviews.listRestaurantReviews(db, viewer, id, pageQuerySchema.parse({})),
      getRestaurantHours(db, id, getClock(context)),
    ]);
    return {
      queries: seedQueries([
        [restaurantKeys.detail(id), asSent(restaurantDetailSchema, detail)],
        [reviewKeys.restaurant(id), firstPage(asSent(reviewPageSchema, firstReviews))],
        [restaurantHoursQueryKey(id), asSent(restaurantHoursResponseSchema, hours)],
      ]),
    };
  } catch (error) {
    // An unknown restaurant answers 404, and the page shows the spec's "Restaurant not found".
    if (error instanceof AppError && error.statusCode === 404)
      return data({ queries: seedQueries([]) }, { status: 404 });
    throw error;
  }
}

/** /reviews: the first page of reviews for the filters in the address, as `GET /api/reviews` answers it. */
export async function getReviewsData(request: Request, context: PageContext) {
  const filters = parseReviewFilters(new URL(request.url).searchParams);
  const query = reviewListQuerySchema.safeParse({ ...filters, q: filters.q?.trim() || undefined });
  // Filters the API would refuse (a search too long) are left to the page, which shows the API's message.
  if (!query.success) return { queries: seedQueries([]) };
  const viewer = await context.request.getCurrentUser();
  const page = await reviews.listReviews(getDb(context), viewer, query.data);
  return { queries: seedQueries([[reviewKeys.list(filters), firstPage(asSent(reviewPageSchema, page))]]) };
}

/**
 * The restaurant picker's first screen (/submit): the first restaurants by name and the one the
 * address names (`?restaurantId=`), as `GET /api/restaurants/options` answers them.
 */
export async function getRestaurantPickerData(request: Request, context: PageContext) {
  const db = getDb(context);
  const id = new URL(request.url).searchParams.get('restaurantId') ?? '';
  const preset = id ? restaurantOptionsQuerySchema.safeParse({ id }) : null;
  const [first, named] = await Promise.all([
    restaurants.listRestaurantOptions(db, restaurantOptionsQuerySchema.parse({})),
    preset?.success ? restaurants.listRestaurantOptions(db, preset.data) : null,
  ]);
  return {
    queries: seedQueries([
      [restaurantOptionsQueryOptions('').queryKey, asSent(restaurantOptionsResponseSchema, first)],
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
  const id = new URL(request.url).searchParams.get('restaurantId');
  if (!id) return { queries: seedQueries([]) };
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
