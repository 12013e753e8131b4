import { z } from 'zod';
import {
  LEADERBOARD_DEFAULT_LIMIT,
  LEADERBOARD_MAX_LIMIT,
  RESTAURANT_PAGE_SIZE,
  RESTAURANT_PAGE_SIZE_MAX,
  SEARCH_MAX_LENGTH,
} from '../domain/restaurant-constants';
import { openingStatusSchema } from './hours.schema';
import { defineMessages } from '../messages';

export const priceRangeSchema = z.enum(['$', '$$', '$$$', '$$$$', '$$$$$']);
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const restaurantMessages = {
  notFound: 'Restaurant not found',
  manageForbidden: 'Only the owner of this restaurant can manage it',
  invalidId: 'Invalid restaurant id',
} as const;
/** The stable keys of these texts (src/shared/messages.ts): what the schemas and services speak. */
export const restaurantKeys = defineMessages('restaurant', restaurantMessages);

/** Restaurants the pickers of the review and claim forms get per answer (GET /api/restaurants/options). */
export const RESTAURANT_OPTIONS_LIMIT = 20;
export const RESTAURANT_OPTIONS_LIMIT_MAX = 50;

/* ---------------------------------------------------------------------------------------------
 * Requests
 * ------------------------------------------------------------------------------------------- */

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/restaurants — filters as they appear in the page URL, plus the keyset cursor. */
export const restaurantListQuerySchema = z.object({
  q: z.string().max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  cuisine: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  price: z.preprocess(emptyToUndefined, priceRangeSchema.optional()),
  open: z.preprocess(emptyToUndefined, z.enum(['1', '0', 'true', 'false']).optional()),
  cursor: z.preprocess(emptyToUndefined, z.string().max(600).optional()),
  limit: z.coerce.number().int().min(1).max(RESTAURANT_PAGE_SIZE_MAX).default(RESTAURANT_PAGE_SIZE),
});
export type RestaurantListQuery = z.input<typeof restaurantListQuerySchema>;

/**
 * GET /api/restaurants/options — q matches like the list's q; `id` narrows the answer to that one
 * restaurant (a form opened with a restaurant already chosen fetches its name).
 */
export const restaurantOptionsQuerySchema = z.object({
  q: z.string().max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  limit: z.coerce.number().int().min(1).max(RESTAURANT_OPTIONS_LIMIT_MAX).default(RESTAURANT_OPTIONS_LIMIT),
  id: z.preprocess(emptyToUndefined, z.uuid(restaurantKeys.invalidId).optional()),
});
export type RestaurantOptionsQuery = z.input<typeof restaurantOptionsQuerySchema>;

/**
 * Restaurant ids in paths are checked by the service (not by the schema) so that a malformed id
 * answers 404 'Restaurant not found' like an unknown one.
 */
export const restaurantPathSchema = z.object({ id: z.string().max(100) });
export const favouritePathSchema = z.object({ restaurantId: z.string().max(100) });

export const leaderboardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX_LIMIT).default(LEADERBOARD_DEFAULT_LIMIT),
});

export const favouritesQuerySchema = z.object({
  cursor: z.preprocess(emptyToUndefined, z.string().max(600).optional()),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/* ---------------------------------------------------------------------------------------------
 * Responses (camelCase; the owner id never leaves the server, only isClaimed)
 * ------------------------------------------------------------------------------------------- */

export const restaurantSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameKm: z.string().nullable(),
  cuisine: z.string(),
  imageUrl: z.string().nullable(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  speyPercentage: z.number(),
  priceRange: priceRangeSchema,
  location: z.string().nullable(),
  isClaimed: z.boolean(),
  /** Computed on the server at request time in the platform's restaurant time zone. */
  openStatus: openingStatusSchema,
});
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;
export type OpenStatus = z.infer<typeof openingStatusSchema>;

export const restaurantListResponseSchema = z.object({
  items: z.array(restaurantSummarySchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type RestaurantListResponse = z.infer<typeof restaurantListResponseSchema>;

export const featuredRestaurantsResponseSchema = z.object({ items: z.array(restaurantSummarySchema) });
export type FeaturedRestaurantsResponse = z.infer<typeof featuredRestaurantsResponseSchema>;

export const cuisinesResponseSchema = z.object({ cuisines: z.array(z.string()) });
export type CuisinesResponse = z.infer<typeof cuisinesResponseSchema>;

/** GET /api/restaurants/options — restaurants to pick from (review and claim forms), ordered by name. */
export const restaurantOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameKm: z.string().nullable(),
});
export type RestaurantOption = z.infer<typeof restaurantOptionSchema>;
export const restaurantOptionsResponseSchema = z.object({
  items: z.array(restaurantOptionSchema),
  /** More restaurants match than `limit`: the picker asks the user to keep typing. */
  hasMore: z.boolean(),
});
export type RestaurantOptionsResponse = z.infer<typeof restaurantOptionsResponseSchema>;

export const restaurantDetailSchema = restaurantSummarySchema.extend({
  description: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  googleMapLocation: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The signed-in caller saved it (false when signed out). */
  isFavourite: z.boolean(),
  /** The signed-in caller is its owner (shows the manage tab). */
  isOwner: z.boolean(),
  /** New reviews are refused until this time (unusual activity under review); null when open. */
  reviewsPausedUntil: z.string().nullable(),
});
export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;

/** Manage tab: the next tables still expected (pending or confirmed). */
export const manageReservationStatusSchema = z.enum(['confirmed', 'pending']);
export const manageReservationSchema = z.object({
  id: z.string(),
  guestName: z.string(),
  /** 'YYYY-MM-DD' */
  date: z.string(),
  /** 'HH:MM' */
  time: z.string(),
  partySize: z.number().int(),
  status: manageReservationStatusSchema,
});
export type ManageReservation = z.infer<typeof manageReservationSchema>;

export const manageMenuItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  categoryName: z.string().nullable(),
  price: z.number(),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
});
export type ManageMenuItem = z.infer<typeof manageMenuItemSchema>;

/** GET /api/restaurants/:id/manage — owner only. */
export const restaurantManageResponseSchema = z.object({
  /** The next pending and confirmed reservations, soonest first. */
  reservations: z.array(manageReservationSchema),
  menuItems: z.array(manageMenuItemSchema),
});
export type RestaurantManageResponse = z.infer<typeof restaurantManageResponseSchema>;

export const leaderboardEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameKm: z.string().nullable(),
  cuisine: z.string(),
  imageUrl: z.string().nullable(),
  location: z.string().nullable(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  speyPercentage: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  topRated: z.array(leaderboardEntrySchema),
  mostReviewed: z.array(leaderboardEntrySchema),
  mostSpeyFriendly: z.array(leaderboardEntrySchema),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const favouriteStateSchema = z.object({ restaurantId: z.uuid(), isFavourite: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

export const favouritesResponseSchema = z.object({
  items: z.array(restaurantSummarySchema),
  nextCursor: z.string().nullable(),
});
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;
