import {
  addDays,
  getOpeningStatus,
  getWeeklyWindows,
  getZonedNow,
  NEXT_OPENING_LOOKAHEAD_DAYS,
  type WeeklyHoursRow,
  type WeeklyWindows,
} from '@/shared/domain/hours';
import { normalizeSearchText, toLikePattern } from '@/shared/domain/search-normalize';
import {
  priceRangeSchema,
  restaurantKeys,
  type PriceRange,
  type RestaurantDetail,
  type RestaurantManageResponse,
  type RestaurantSummary,
} from '@/shared/schemas/restaurant.schema';
import { FEATURED_LIMIT } from '@/shared/domain/restaurant-constants';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound, unauthenticated } from '../../lib/app-error';
import { keysetCursor } from '../../lib/cursor';
import { isUuid } from '../../lib/uuid';
import type { CurrentUser } from '../../plugins/auth';
import { listManageReservations } from '../reservations/reservations.service';
import * as queries from './restaurants.queries';

export interface Clock {
  timeZone: string;
  now: Date;
}

const priceRanges: ReadonlySet<string> = new Set(priceRangeSchema.options);

function toPriceRange(value: string): PriceRange {
  return priceRanges.has(value) ? (value as PriceRange) : '$$';
}

/**
 * The weekly rows from their compact copy (restaurants.weekly_hours_text, migration 0009):
 * 'day,open,close,t|f' per row, ';' between rows, a missing time empty. The times are PostgreSQL's
 * own text, as the hours engine reads them from the hours table.
 */
export function parseWeeklyHours(text: string): readonly WeeklyHoursRow[] {
  return knownWeeklyHours(text).rows;
}

interface KnownWeeklyHours {
  /** Frozen: shared by every restaurant with these hours. */
  rows: readonly WeeklyHoursRow[];
  windows: WeeklyWindows;
}

const KNOWN_WEEKLY_HOURS_MAX = 2_000;
const knownWeeklyHoursByText = new Map<string, KnownWeeklyHours>();

/**
 * The rows of a weekly_hours_text and their weekday windows, worked out once per text: many restaurants
 * keep the same hours, so a list page mostly finds its cards' hours here. Bounded.
 */
function knownWeeklyHours(text: string): KnownWeeklyHours {
  let known = knownWeeklyHoursByText.get(text);
  if (known === undefined) {
    const rows = Object.freeze(readWeeklyHours(text).map((row) => Object.freeze(row)));
    known = { rows, windows: getWeeklyWindows(rows) };
    if (knownWeeklyHoursByText.size >= KNOWN_WEEKLY_HOURS_MAX) knownWeeklyHoursByText.clear();
    knownWeeklyHoursByText.set(text, known);
  }
  return known;
}

function readWeeklyHours(text: string): WeeklyHoursRow[] {
  if (text === '') return [];
  const rows: WeeklyHoursRow[] = [];
  for (const row of text.split(';')) {
    const [day = '', openTime = '', closeTime = '', closed = ''] = row.split(',');
    rows.push({
      dayOfWeek: Number(day),
      openTime: openTime === '' ? null : openTime,
      closeTime: closeTime === '' ? null : closeTime,
      isClosed: closed === 't',
    });
  }
  return rows;
}

/**
 * Rows from the database with their open status, in the API's shape. The rows carry their own hours
 * (restaurants.weekly_hours_text / special_hours, kept by triggers), so this sends no query; the special
 * days are cut to the window getOpenStatuses reads (yesterday to the last look-ahead day).
 */
export function toSummaries(rows: queries.SummaryRow[], clock: Clock): RestaurantSummary[] {
  const zoned = getZonedNow(clock.now, clock.timeZone);
  const lastDay = addDays(zoned.date, NEXT_OPENING_LOOKAHEAD_DAYS);
  // Field by field: a rest pattern (`{ weeklyHoursText, ...row }`) copies each row on V8's slow path.
  return rows.map((row) => {
    const hours = knownWeeklyHours(row.weeklyHoursText);
    return {
      id: row.id,
      name: row.name,
      nameKm: row.nameKm,
      cuisine: row.cuisine,
      imageUrl: row.imageUrl,
      averageRating: row.averageRating,
      reviewCount: row.reviewCount,
      speyPercentage: row.speyPercentage,
      priceRange: toPriceRange(row.priceRange),
      location: row.location,
      isClaimed: row.isClaimed,
      openStatus: getOpeningStatus({
        weeklyHours: hours.rows,
        weeklyWindows: hours.windows,
        specialHours:
          row.specialHours.length === 0
            ? row.specialHours
            : row.specialHours.filter((s) => s.date >= zoned.yesterdayDate && s.date <= lastDay),
        instant: clock.now,
        timeZone: clock.timeZone,
      }),
    };
  });
}

/** Keyset position in the list: the last row's (name, id), opaque to clients. */
const listCursor = keysetCursor('text', 'uuid');

/* ---------------------------------------------------------------------------------------------
 * Use cases
 * ------------------------------------------------------------------------------------------- */

export interface ListInput {
  q?: string;
  cuisine?: string;
  price?: PriceRange;
  open?: '1' | '0' | 'true' | 'false';
  cursor?: string;
  limit: number;
}

function decodeAfter(cursor: string | undefined) {
  const position = listCursor.decode(cursor);
  return position && { name: position[0], id: position[1] };
}

export async function listRestaurants(db: DbOrTx, input: ListInput, clock: Clock) {
  const search = input.q ? normalizeSearchText(input.q) : '';
  const isOpenFilter = input.open === '1' || input.open === 'true';
  const rows = await queries.findRestaurantPage(db, {
    search: search ? { term: search, pattern: toLikePattern(search) } : undefined,
    cuisine: input.cuisine || undefined,
    priceRange: input.price,
    openAt: isOpenFilter ? getZonedNow(clock.now, clock.timeZone) : undefined,
    after: decodeAfter(input.cursor),
    limit: input.limit,
  });
  const hasMore = rows.length > input.limit;
  const page = hasMore ? rows.slice(0, input.limit) : rows;
  const last = page[page.length - 1];
  return {
    items: toSummaries(page, clock),
    nextCursor: hasMore && last ? listCursor.encode([last.name, last.id]) : null,
  };
}

export async function listFeaturedRestaurants(db: DbOrTx, clock: Clock) {
  const rows = await queries.findFeaturedRestaurants(db, FEATURED_LIMIT);
  return { items: toSummaries(rows, clock) };
}

export async function getRestaurantDetail(
  db: DbOrTx,
  id: string,
  viewer: CurrentUser | null,
  clock: Clock,
): Promise<RestaurantDetail> {
  if (!isUuid(id)) throw notFound(restaurantKeys.notFound);
  const row = await queries.findRestaurantDetail(db, id, viewer?.id ?? null);
  if (!row) throw notFound(restaurantKeys.notFound);
  const { ownerId, reviewsPausedUntil, ...rest } = row;
  const [summary] = toSummaries([rest], clock);
  return {
    ...summary,
    description: rest.description,
    address: rest.address,
    phone: rest.phone,
    website: rest.website,
    googleMapLocation: rest.googleMapLocation,
    latitude: rest.latitude,
    longitude: rest.longitude,
    isFavourite: viewer ? rest.isFavourite : false,
    isOwner: viewer !== null && ownerId === viewer.id,
    reviewsPausedUntil: reviewsPausedUntil ? new Date(reviewsPausedUntil).toISOString() : null,
  };
}

/** Manage-tab data: only the restaurant's owner (owner_id) may read it. */
export async function getRestaurantManage(
  db: DbOrTx,
  id: string,
  viewer: CurrentUser | null,
  clock: Clock,
): Promise<RestaurantManageResponse> {
  if (!viewer) throw unauthenticated();
  if (!isUuid(id)) throw notFound(restaurantKeys.notFound);
  const restaurant = await queries.findRestaurantOwner(db, id);
  if (!restaurant) throw notFound(restaurantKeys.notFound);
  if (restaurant.ownerId !== viewer.id) throw forbidden(restaurantKeys.manageForbidden);
  const menuItems = await queries.findMenuItemsForManage(db, id);
  return { reservations: await listManageReservations(db, id, clock), menuItems };
}

export async function getLeaderboard(db: DbOrTx, limit: number) {
  return queries.findLeaderboard(db, limit);
}

export async function listCuisines(db: DbOrTx) {
  return { cuisines: await queries.findCuisines(db) };
}

export interface OptionsInput {
  q?: string;
  id?: string;
  limit: number;
}

/**
 * Restaurants for the review and claim pickers: the first `limit` by name whose name, Khmer name or
 * cuisine contains q (Khmer-aware, like the list), or the one restaurant `id`; `hasMore` tells the
 * picker to ask for more typing.
 */
export async function listRestaurantOptions(db: DbOrTx, input: OptionsInput) {
  const search = input.q ? normalizeSearchText(input.q) : '';
  const rows = await queries.findRestaurantOptions(db, {
    search: search ? { term: search, pattern: toLikePattern(search) } : undefined,
    id: input.id,
    limit: input.limit,
  });
  const hasMore = rows.length > input.limit;
  return { items: hasMore ? rows.slice(0, input.limit) : rows, hasMore };
}
