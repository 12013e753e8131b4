import type { QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminClaimListQuerySchema,
  adminClaimListSchema,
  adminStatsSchema,
  claimTabSchema,
  myClaimSchema,
} from '@/shared/schemas/claim.schema';
import { exchangeRateSchema } from '@/shared/schemas/exchange-rate.schema';
import { restaurantHoursResponseSchema } from '@/shared/schemas/hours.schema';
import { ownerMenuSchema } from '@/shared/schemas/menu.schema';
import {
  emailPreferencesSchema,
  integrityFlagsSchema,
  moderationLogPageSchema,
  moderationLogQuerySchema,
  moderationQueueQuerySchema,
  moderationQueueSchema,
  ownerReviewPageSchema,
  ownerReviewsQuerySchema,
} from '@/shared/schemas/moderation.schema';
import {
  ownerRestaurantListSchema,
  ownerRestaurantSchema,
  type OwnerRestaurantSummary,
} from '@/shared/schemas/owner-restaurant.schema';
import {
  adminRegistrationListQuerySchema,
  adminRegistrationListSchema,
  myRegistrationSchema,
} from '@/shared/schemas/registration.schema';
import { favouritesQuerySchema, favouritesResponseSchema } from '@/shared/schemas/restaurant.schema';
import { pageQuerySchema, reviewPageSchema } from '@/shared/schemas/review.schema';
import {
  myReservationsSchema,
  ownerReservationsSchema,
  reservationSettingsSchema,
  reservationSummarySchema,
} from '@/shared/schemas/reservation.schema';
import type { CurrentUser } from '@/server/plugins/auth';
import { getPlatformStats } from '@/server/modules/admin/admin.service';
import { getMyClaims, listClaimsForAdmin } from '@/server/modules/claims/claims.service';
import { listFavourites } from '@/server/modules/favourites/favourites.service';
import {
  getMyRegistrations,
  listRegistrationsForAdmin,
} from '@/server/modules/registrations/registrations.service';
import { listOwnReviews } from '@/server/modules/reviews/reviews.service';
import { getExchangeRate } from '@/server/modules/exchange-rate/exchange-rate.service';
import { getRestaurantHours } from '@/server/modules/hours/hours.service';
import { getOwnerMenu } from '@/server/modules/menu/menu.service';
import * as moderation from '@/server/modules/moderation/moderation.service';
import { getOwnerRestaurant, getOwnerRestaurants } from '@/server/modules/owner/owner.service';
import * as reservations from '@/server/modules/reservations/reservations.service';
import {
  adminClaimsQueryOptions,
  ADMIN_CLAIMS_PAGE_SIZE,
  recentClaimsQueryOptions,
  RECENT_CLAIMS_LIMIT,
} from '@/web/features/admin/api/get-admin-claims';
import { adminStatsQueryOptions } from '@/web/features/admin/api/get-admin-stats';
import {
  adminRegistrationsQueryOptions,
  ADMIN_REGISTRATIONS_PAGE_SIZE,
} from '@/web/features/admin/api/get-admin-registrations';
import { myClaimsQueryKey } from '@/web/features/claims/api/get-my-claims';
import { favouriteKeys } from '@/web/features/favourites/api/favourite-keys';
import { myRegistrationsQueryKey } from '@/web/features/registrations/api/get-my-registrations';
import { myReservationsQueryOptions } from '@/web/features/reservations/api/get-my-reservations';
import { reviewKeys } from '@/web/features/reviews/api/review-keys';
import { restaurantHoursQueryKey } from '@/web/features/hours/api/get-restaurant-hours';
import { exchangeRateQueryOptions } from '@/web/features/menu/api/exchange-rate';
import { ownerMenuQueryOptions } from '@/web/features/menu/api/get-owner-menu';
import { moderationKeys } from '@/web/features/moderation/api/moderation-keys';
import { readOwnerReviewFilter } from '@/web/features/moderation/lib/owner-review-filter';
import { readQueueView } from '@/web/features/moderation/lib/queue-filter';
import { readOwnerReservationFilter } from '@/web/features/reservations/lib/owner-reservation-filter';
import { readPageCursor } from '@/web/features/reviews/lib/review-filters';
import { ownerRestaurantQueryOptions } from '@/web/features/owner/api/get-owner-restaurant';
import { ownerRestaurantsQueryKey } from '@/web/features/owner/api/get-owner-restaurants';
import {
  ownerReservationsQueryOptions,
  reservationSettingsQueryOptions,
  reservationSummaryQueryOptions,
} from '@/web/features/reservations/api/owner-reservations';
import { getClock, getDb, type PageContext } from './load-context.server';
import { asSent, firstPage, pageFrom, seedQueries, unlessRefused } from './queries.server';

/**
 * The first screen of the owner and admin dashboards, read through the services the API uses, with the
 * same permission checks (every owner read has the caller's id in its query; the admin reads run only
 * for an administrator) and checked by the endpoints' response schemas, under the query keys the pages'
 * hooks read. The layouts' guards redirect anyone else; these loaders run beside them and read nothing
 * for a visitor the guard turns away.
 */

type Seeds = Array<readonly [QueryKey, unknown]>;

/**
 * The signed-in user's restaurants and the one the dashboard works on. The browser remembers a choice
 * (features/owner/use-selected-restaurant.ts) that the server cannot see, so the server draws the first,
 * which is also what the browser shows until it has read its choice.
 */
async function ownerSelection(context: PageContext) {
  const user = await context.request.getCurrentUser();
  if (!user) return null;
  const { restaurants } = asSent(ownerRestaurantListSchema, {
    restaurants: await getOwnerRestaurants(getDb(context), user),
  });
  const selected: OwnerRestaurantSummary | null = restaurants[0] ?? null;
  return { user, restaurants, selected };
}

/** An owner page's loader: the restaurants, and the selected restaurant's data from `read`. */
async function ownerPage(
  context: PageContext,
  read: (restaurantId: string, user: CurrentUser) => Promise<Seeds>,
) {
  const selection = await ownerSelection(context);
  if (!selection) return { queries: seedQueries([]), restaurantName: null };
  const seeds: Seeds = [[ownerRestaurantsQueryKey, selection.restaurants]];
  if (selection.selected) seeds.push(...(await read(selection.selected.id, selection.user)));
  return { queries: seedQueries(seeds), restaurantName: selection.selected?.name ?? null };
}

/** /owner/* layout: the restaurant selector's list. */
export const getOwnerLayoutData = (context: PageContext) => ownerPage(context, () => Promise.resolve([]));

/** /owner/reservations: counts, next arrivals, the requests of the address's filter and the settings. */
export const getOwnerReservationsData = (request: Request, context: PageContext) =>
  ownerPage(context, async (id, user) => {
    const db = getDb(context);
    const clock = getClock(context);
    const filter = readOwnerReservationFilter(new URL(request.url).searchParams);
    const [summary, list, settings] = await Promise.all([
      reservations.getOwnerSummary(db, user, id, clock),
      reservations.listOwnerReservations(db, user, id, filter, clock),
      reservations.getOwnerSettings(db, user, id),
    ]);
    return [
      [reservationSummaryQueryOptions(id).queryKey, asSent(reservationSummarySchema, summary)],
      [ownerReservationsQueryOptions(id, filter).queryKey, asSent(ownerReservationsSchema, list)],
      [reservationSettingsQueryOptions(id).queryKey, asSent(reservationSettingsSchema, settings)],
    ];
  });

/**
 * /owner/reviews: the restaurant's reviews with their replies, for the address's filter
 * (`?filter=without-reply`), from the first page or from the page `?cursor=` names (the "Load more" link
 * without scripts; a cursor the list refuses is returned as `refusedCursor` and the first page drawn).
 */
export async function getOwnerReviewsData(request: Request, context: PageContext) {
  const params = new URL(request.url).searchParams;
  const filter = readOwnerReviewFilter(params);
  let refusedCursor: string | null = null;
  const data = await ownerPage(context, async (id, user) => {
    const read = (cursor: string | undefined) => {
      const query = ownerReviewsQuerySchema.safeParse({ filter, cursor });
      return query.success
        ? unlessRefused(moderation.listOwnerReviews(getDb(context), user, id, query.data))
        : Promise.resolve(null);
    };
    const list = await pageFrom(read, readPageCursor(params));
    refusedCursor = list.refusedCursor;
    return list.page
      ? [
          [
            moderationKeys.ownerReviewsFrom(id, filter, list.from),
            firstPage(asSent(ownerReviewPageSchema, list.page), list.from),
          ],
        ]
      : [];
  });
  return { ...data, refusedCursor };
}

/** /owner/details: every editable field of the restaurant. */
export const getOwnerDetailsData = (context: PageContext) =>
  ownerPage(context, async (id, user) => [
    [
      ownerRestaurantQueryOptions(id).queryKey,
      asSent(ownerRestaurantSchema, await getOwnerRestaurant(getDb(context), user, id)),
    ],
  ]);

/** /owner/hours: the weekly schedule and special hours (the public hours the panel edits). */
export const getOwnerHoursData = (context: PageContext) =>
  ownerPage(context, async (id) => [
    [
      restaurantHoursQueryKey(id),
      asSent(restaurantHoursResponseSchema, await getRestaurantHours(getDb(context), id, getClock(context))),
    ],
  ]);

/** /owner/menu: categories and items as the owner edits them. */
export const getOwnerMenuData = (context: PageContext) =>
  ownerPage(context, async (id, user) => [
    [
      ownerMenuQueryOptions(id).queryKey,
      asSent(ownerMenuSchema, await getOwnerMenu(getDb(context), user, id)),
    ],
  ]);

/** An admin page's loader: `read` runs only for an administrator (the layout's guard sends others away). */
async function adminPage(context: PageContext, read: () => Promise<Seeds>) {
  const user = await context.request.getCurrentUser();
  if (user?.role !== 'admin') return { queries: seedQueries([]) };
  return { queries: seedQueries(await read()) };
}

/** /admin/dashboard: the platform totals, the latest claim requests and the integrity signals. */
export const getAdminDashboardData = (context: PageContext) =>
  adminPage(context, async () => {
    const db = getDb(context);
    const [stats, recent, flags] = await Promise.all([
      getPlatformStats(db),
      listClaimsForAdmin(db, { tab: 'all', limit: RECENT_CLAIMS_LIMIT }),
      moderation.getIntegrityFlags(db),
    ]);
    return [
      [adminStatsQueryOptions().queryKey, asSent(adminStatsSchema, stats)],
      [recentClaimsQueryOptions().queryKey, asSent(adminClaimListSchema, recent)],
      [moderationKeys.integrity(), asSent(integrityFlagsSchema, flags)],
    ];
  });

/**
 * /admin/claim-requests?tab=&q=&cursor=: the totals and a page of the tab's claims, or of the pending
 * registrations on the registrations tab, from the page `?cursor=` names ("Load more" without scripts; a
 * refused cursor: the first page, and `refusedCursor` for the page's message). A search the API would
 * refuse is left to the page.
 */
export async function getAdminClaimsData(request: Request, context: PageContext) {
  let refusedCursor: string | null = null;
  const data = await adminPage(context, async () => {
    const db = getDb(context);
    const params = new URL(request.url).searchParams;
    // As the page reads it: the registrations tab, a claims tab, or pending for anything else.
    const isRegistrations = params.get('tab') === 'registrations';
    const status = claimTabSchema.catch('pending').parse(params.get('tab'));
    const q = (params.get('q') ?? '').trim();
    const cursor = readPageCursor(params);
    const readClaims = (after: string | undefined) => {
      const query = adminClaimListQuerySchema.safeParse({
        status,
        q: q || undefined,
        limit: ADMIN_CLAIMS_PAGE_SIZE,
        cursor: after,
      });
      return query.success
        ? unlessRefused(
            listClaimsForAdmin(db, {
              tab: query.data.status,
              search: query.data.q,
              limit: ADMIN_CLAIMS_PAGE_SIZE,
              cursor: query.data.cursor,
            }),
          )
        : Promise.resolve(null);
    };
    const readRegistrations = (after: string | undefined) => {
      const query = adminRegistrationListQuerySchema.safeParse({
        status: 'pending',
        limit: ADMIN_REGISTRATIONS_PAGE_SIZE,
        cursor: after,
      });
      return query.success
        ? unlessRefused(listRegistrationsForAdmin(db, { ...query.data, tab: query.data.status }))
        : Promise.resolve(null);
    };
    const [stats, list] = await Promise.all([
      getPlatformStats(db),
      isRegistrations ? pageFrom(readRegistrations, cursor) : pageFrom(readClaims, cursor),
    ]);
    refusedCursor = list.refusedCursor;
    const seeds: Seeds = [[adminStatsQueryOptions().queryKey, asSent(adminStatsSchema, stats)]];
    if (list.page && isRegistrations) {
      seeds.push([
        adminRegistrationsQueryOptions({ status: 'pending' }, list.from).queryKey,
        firstPage(asSent(adminRegistrationListSchema, list.page), list.from),
      ]);
    } else if (list.page) {
      seeds.push([
        adminClaimsQueryOptions({ status, q }, list.from).queryKey,
        firstPage(asSent(adminClaimListSchema, list.page), list.from),
      ]);
    }
    return seeds;
  });
  return { ...data, refusedCursor };
}

/** /admin/settings: the riel exchange rate. */
export const getAdminSettingsData = (context: PageContext) =>
  adminPage(context, async () => [
    [exchangeRateQueryOptions().queryKey, asSent(exchangeRateSchema, await getExchangeRate(getDb(context)))],
  ]);

/** /admin/reports: the open reports, newest first, and the first page of the audit log. */
export const getAdminReportsData = (request: Request, context: PageContext) =>
  adminPage(context, async () => {
    const db = getDb(context);
    const view = readQueueView(new URL(request.url).searchParams);
    const [queue, log] = await Promise.all([
      moderation.getQueue(db, moderationQueueQuerySchema.parse(view)),
      moderation.getLog(db, moderationLogQuerySchema.parse({})),
    ]);
    return [
      [moderationKeys.queue(view.status, view.sort), asSent(moderationQueueSchema, queue)],
      [moderationKeys.log(), firstPage(asSent(moderationLogPageSchema, log))],
    ];
  });

/** A signed-in visitor's own page: `read` runs only with a session (anyone else sees no data). */
async function ownPage(context: PageContext, read: (user: CurrentUser) => Promise<Seeds>) {
  const user = await context.request.getCurrentUser();
  return { queries: seedQueries(user ? await read(user) : []) };
}

/**
 * /profile: saved restaurants (from the page `?cursor=` names: the favourites' "Load more" without
 * scripts; a refused cursor: the first page and a message), claims, registrations, reservations and
 * e-mail preferences.
 */
export async function getProfileData(request: Request, context: PageContext) {
  let refusedCursor: string | null = null;
  const data = await ownPage(context, async (user) => {
    const db = getDb(context);
    const readFavourites = (cursor: string | undefined) => {
      const page = favouritesQuerySchema.safeParse({ cursor });
      return page.success
        ? unlessRefused(listFavourites(db, user, page.data, getClock(context)))
        : Promise.resolve(null);
    };
    const [favourites, claims, registrations, mine, preferences] = await Promise.all([
      pageFrom(readFavourites, readPageCursor(new URL(request.url).searchParams)),
      getMyClaims(db, user),
      getMyRegistrations(db, user),
      reservations.listMyReservations(db, user, getClock(context)),
      moderation.getEmailPreferences(db, user),
    ]);
    refusedCursor = favourites.refusedCursor;
    return [
      ...(favourites.page
        ? [
            [
              favouriteKeys.list(favourites.from),
              firstPage(asSent(favouritesResponseSchema, favourites.page), favourites.from),
            ] as const,
          ]
        : []),
      [myClaimsQueryKey, asSent(z.array(myClaimSchema), claims)],
      [myRegistrationsQueryKey, asSent(z.array(myRegistrationSchema), registrations)],
      [myReservationsQueryOptions().queryKey, asSent(myReservationsSchema, mine)],
      [moderationKeys.emailPreferences(), asSent(emailPreferencesSchema, preferences)],
    ];
  });
  return { ...data, refusedCursor };
}

/**
 * /my-reviews: the visitor's own reviews, Spey ones included, from the first page or from the page
 * `?cursor=` names (the "Load more" link without scripts; a refused cursor: the first page and a message).
 */
export async function getMyReviewsData(request: Request, context: PageContext) {
  let refusedCursor: string | null = null;
  const data = await ownPage(context, async (user) => {
    const read = (cursor: string | undefined) => {
      const page = pageQuerySchema.safeParse({ cursor });
      return page.success
        ? unlessRefused(listOwnReviews(getDb(context), user, page.data))
        : Promise.resolve(null);
    };
    const list = await pageFrom(read, readPageCursor(new URL(request.url).searchParams));
    refusedCursor = list.refusedCursor;
    return list.page
      ? [[reviewKeys.mineFrom(list.from), firstPage(asSent(reviewPageSchema, list.page), list.from)]]
      : [];
  });
  return { ...data, refusedCursor };
}

/** /settings: the e-mail preferences (the devices come from the page's own loader). */
export const getSettingsData = (context: PageContext) =>
  ownPage(context, async (user) => [
    [
      moderationKeys.emailPreferences(),
      asSent(emailPreferencesSchema, await moderation.getEmailPreferences(getDb(context), user)),
    ],
  ]);
