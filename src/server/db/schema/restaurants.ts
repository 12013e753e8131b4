import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SpecialHoursRow, WeeklyHoursRow } from '@/shared/domain/hours';
import { profiles } from './profiles';

/** A set of minute ranges (PostgreSQL int4multirange), as its text form: written only by triggers. */
const minuteRanges = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4multirange',
});

/**
 * The night's hours, two at a time (migration 0013, decision 058): for each band, a partial index of the
 * restaurants ever open at some minute of its hours, in the list's order. By day most restaurants are open
 * and the list's own index finds a page of open ones in a few rows; at night it would walk hundreds.
 */
export const openHourBands = [22, 0, 2, 4, 6].map((from) => ({
  from,
  name: `restaurants_open_${String(from).padStart(2, '0')}_idx`,
  // Bits `from` and `from + 1`; written into the SQL text, as the index's predicate must be.
  mask: (1 << from) | (1 << (from + 1)),
}));

/**
 * "Open at some minute of the band's hours": the partial index's predicate, and the condition the list adds
 * at night so that the planner can prove it (open-now-sql.ts). One text for both, with the mask in it.
 */
export function openInBand(openHours: SQLWrapper, band: { mask: number }): SQL {
  return sql`(${openHours} & ${sql.raw(String(band.mask))}) <> 0`;
}

export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameKm: text('name_km'),
    description: text('description'),
    cuisine: text('cuisine').notNull(),
    location: text('location'),
    address: text('address'),
    phone: text('phone'),
    website: text('website'),
    googleMapLocation: text('google_map_location'),
    priceRange: text('price_range').notNull().default('$$'),
    imageUrl: text('image_url'),
    ownerId: uuid('owner_id').references(() => profiles.id, { onDelete: 'set null' }),
    featured: boolean('featured').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // Aggregates: kept exact by incrementing these in the same transaction as each review write.
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    speyCount: integer('spey_count').notNull().default(0),
    averageRating: doublePrecision('average_rating')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN review_count = 0 THEN 0 ELSE round(rating_sum::numeric / review_count, 2)::float8 END`,
      ),
    speyPercentage: doublePrecision('spey_percentage')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN review_count = 0 THEN 0 ELSE round(spey_count::numeric * 100 / review_count, 1)::float8 END`,
      ),
    // Normalised text for Khmer-aware substring search (see spey_normalize in the first migration).
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`spey_normalize(name || ' ' || coalesce(name_km, '') || ' ' || cuisine)`),
    // New reviews are refused until this time (an administrator paused them during unusual activity).
    reviewsPausedUntil: timestamp('reviews_paused_until', { withTimezone: true }),
    // Copies of the restaurant's weekly and special hours rows (the hours engine's shape), kept exact by
    // triggers on the two hours tables (migration 0008), so a list page reads its open statuses in one
    // statement. Written only by those triggers.
    weeklyHours: jsonb('weekly_hours')
      .$type<WeeklyHoursRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    specialHours: jsonb('special_hours')
      .$type<SpecialHoursRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The weekly hours again, as compact text for the cards (migration 0009: 'day,open,close,t|f' per
    // row, ';' between rows), which is what lists read; decoded by restaurants.service.
    weeklyHoursText: text('weekly_hours_text').notNull().default(''),
    // When the restaurant is open, precomputed by the same triggers (migration 0009, decision 041) for
    // the list's "open now" filter (modules/restaurants/open-now-sql.ts): the weekly windows as minutes
    // of the week, the local dates a special day decides, and those dates' windows as minutes since
    // 2000-01-01 local time.
    openWeekly: minuteRanges('open_weekly')
      .notNull()
      .default(sql`'{}'`),
    openDays: date('open_days')
      .array()
      .notNull()
      .default(sql`'{}'`),
    openSpecial: minuteRanges('open_special')
      .notNull()
      .default(sql`'{}'`),
    // The hours of the day at which any of those windows is open, bit h for hour h (migration 0013,
    // decision 058): what the night's partial indexes below are filtered on.
    openHours: integer('open_hours').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('restaurants_price_range_check', sql`${t.priceRange} IN ('$', '$$', '$$$', '$$$$', '$$$$$')`),
    check(
      'restaurants_aggregates_check',
      sql`review_count >= 0 AND spey_count >= 0 AND spey_count <= review_count AND rating_sum >= review_count AND rating_sum <= 5 * review_count`,
    ),
    check('restaurants_name_check', sql`length(btrim(${t.name})) > 0`),
    index('restaurants_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('restaurants_cuisine_idx').on(t.cuisine, t.name, t.id),
    index('restaurants_price_idx').on(t.priceRange, t.name, t.id),
    index('restaurants_cuisine_price_idx').on(t.cuisine, t.priceRange, t.name, t.id),
    index('restaurants_name_idx').on(t.name, t.id),
    index('restaurants_owner_idx').on(t.ownerId),
    index('restaurants_featured_idx')
      .on(t.featured)
      .where(sql`featured`),
    // The leaderboard's lists, each in its whole order over the restaurants with reviews (migration 0010).
    index('restaurants_top_rated_idx')
      .on(t.averageRating.desc(), t.reviewCount.desc(), t.name, t.id)
      .where(sql`review_count > 0`),
    index('restaurants_most_reviewed_idx')
      .on(t.reviewCount.desc(), t.averageRating.desc(), t.name, t.id)
      .where(sql`review_count > 0`),
    index('restaurants_spey_friendly_idx')
      .on(t.speyPercentage.desc(), t.reviewCount.desc(), t.name, t.id)
      .where(sql`review_count > 0`),
    ...openHourBands.map((band) => index(band.name).on(t.name, t.id).where(openInBand(t.openHours, band))),
  ],
);

/**
 * What the list's text search reads, copied from restaurants by triggers (migration 0009, decision 041):
 * narrow rows whose (name, id) index carries the normalised text, and a trigram index.
 */
export const restaurantSearch = pgTable(
  'restaurant_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('restaurant_search_name_idx').on(t.name, t.id),
    index('restaurant_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * For each run of three characters in any restaurant's search text, the first and last name (in the list's
 * order) of the restaurants whose text has it: where a search's name walk starts and stops (migration 0012,
 * decision 057). Widened by a trigger on restaurant_search; never narrowed.
 */
export const restaurantSearchGrams = pgTable('restaurant_search_grams', {
  gram: text('gram').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
});

/**
 * For each word of each restaurant's search text, a row in (word, name, id) order: a search's page reads
 * the lists of the words that can hold the query (migration 0016, decision 064). Kept by triggers on
 * restaurant_search (written, renamed, deleted with the restaurant).
 */
export const restaurantSearchWords = pgTable(
  'restaurant_search_words',
  {
    word: text('word').notNull(),
    name: text('name').notNull(),
    id: uuid('id').notNull(),
  },
  (t) => [primaryKey({ name: 'restaurant_search_words_pkey', columns: [t.word, t.name, t.id] })],
);

/** Every word any restaurant's search text has had, once (migration 0016); never narrowed. */
export const restaurantSearchVocabulary = pgTable(
  'restaurant_search_vocabulary',
  { word: text('word').primaryKey() },
  (t) => [index('restaurant_search_vocabulary_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const operatingHours = pgTable(
  'restaurant_operating_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    openTime: time('open_time'),
    closeTime: time('close_time'),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (t) => [
    check('operating_hours_day_check', sql`${t.dayOfWeek} BETWEEN 0 AND 6`),
    uniqueIndex('operating_hours_restaurant_day_key').on(t.restaurantId, t.dayOfWeek),
    index('operating_hours_day_idx').on(t.dayOfWeek, t.restaurantId),
  ],
);

export const specialHours = pgTable(
  'restaurant_special_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    reason: text('reason'),
    openTime: time('open_time'),
    closeTime: time('close_time'),
  },
  (t) => [
    uniqueIndex('special_hours_restaurant_date_key').on(t.restaurantId, t.date),
    index('special_hours_date_idx').on(t.date, t.restaurantId),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.restaurantId] }),
    index('favourites_restaurant_idx').on(t.restaurantId),
  ],
);
