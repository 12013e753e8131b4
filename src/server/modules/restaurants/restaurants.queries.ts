import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { descNullsLast } from '../../db/order';
import type { SpecialHoursRow, ZonedNow } from '@/shared/domain/hours';
import type { PriceRange } from '@/shared/schemas/restaurant.schema';
import type { DbOrTx } from '../../db/client';
import {
  favourites,
  menuCategories,
  menuItems,
  restaurantSearchWords,
  restaurants,
} from '../../db/schema/index';
import { openHourBand, openNowCondition, openNowValues } from './open-now-sql';
import { searchNameRange } from './search-sql';
import { searchWordPlan } from './search-words';
import { limitInText, prepared, preparedWithLimit } from '../../db/prepared';

/** Columns every restaurant card needs; `isClaimed` stands in for the owner id. */
export const summaryColumns = {
  id: restaurants.id,
  name: restaurants.name,
  nameKm: restaurants.nameKm,
  cuisine: restaurants.cuisine,
  imageUrl: restaurants.imageUrl,
  averageRating: restaurants.averageRating,
  reviewCount: restaurants.reviewCount,
  speyPercentage: restaurants.speyPercentage,
  priceRange: restaurants.priceRange,
  location: restaurants.location,
  isClaimed: sql<boolean>`(${restaurants.ownerId} IS NOT NULL)`,
  // The row's copies of its hours (migrations 0008 and 0009): the open status needs no other query. The
  // weekly rows come as compact text (restaurants.service parseWeeklyHours), a fraction of the JSON's bytes.
  weeklyHoursText: restaurants.weeklyHoursText,
  specialHours: restaurants.specialHours,
};

export type SummaryRow = {
  id: string;
  name: string;
  nameKm: string | null;
  cuisine: string;
  imageUrl: string | null;
  averageRating: number;
  reviewCount: number;
  speyPercentage: number;
  priceRange: string;
  location: string | null;
  isClaimed: boolean;
  weeklyHoursText: string;
  specialHours: SpecialHoursRow[];
};

export interface RestaurantPageFilters {
  /** The normalised query, and it as a LIKE pattern over search_text. */
  search?: { term: string; pattern: string };
  cuisine?: string;
  priceRange?: PriceRange;
  openAt?: ZonedNow;
  /** Keyset: rows strictly after this (name, id). */
  after?: { name: string; id: string };
  limit: number;
}

/**
 * One page of the list, ordered by (name, id); fetches one extra row to know if more follow.
 *
 * A text search alone whose query one word of the vocabulary must hold reads that word's list, each
 * restaurant by primary key (buildSearchWordPage, decision 069). Any other text search alone reads the
 * page's ids in name order first (spey_search_page): from the lists of the
 * restaurants that have each word that can hold the query (decision 064), or, for a query under three
 * characters or one that many words contain, from the narrow copy restaurant_search (migration 0009,
 * decision 041) over the name range the query's three-character runs allow (decision 057), at most
 * SEARCH_WALK_CAP names before the rest comes from its trigram index if the planner expects that to be
 * cheaper (decision 060); then those restaurants by primary key. With other filters too, the search is one more condition on restaurants,
 * bounded by the same name range (search-sql.ts).
 */
export async function findRestaurantPage(db: DbOrTx, filters: RestaurantPageFilters): Promise<SummaryRow[]> {
  const { search, cuisine, priceRange, openAt, after } = filters;
  const values = {
    searchPattern: search?.pattern,
    searchTerm: search?.term,
    cuisine,
    priceRange,
    afterName: after?.name,
    afterId: after?.id,
    ...(openAt ? openNowValues(openAt) : {}),
  };
  // A text search alone is one call of spey_search_page (decision 060), whose walk is capped and falls back
  // to a statement planned for the word, so one plan serves every word: it is prepared, once per limit.
  if (search && !cuisine && !priceRange && !openAt) {
    // Most queries have one word of the vocabulary every match must have: the page is that word's list
    // (decision 069).
    const plan = await searchWordPlan(db, search.term);
    if (plan.kind === 'none') return [];
    if (plan.kind === 'word') {
      const shape = plan.tested ? 'restaurant_search_word_tested' : 'restaurant_search_word';
      return preparedWithLimit(db, shape, filters.limit + 1, (d, name, limit) =>
        buildSearchWordPage(d, name, limit, plan.tested),
      ).execute({
        word: plan.word,
        searchPattern: search.pattern,
        afterName: after?.name ?? '',
        afterId: after?.id ?? NIL_UUID,
      });
    }
    return preparedWithLimit(db, 'restaurant_search_page', filters.limit + 1, (d, name, limit) =>
      buildSearchPage(d, name, limit),
    ).execute({ ...values, afterName: after?.name ?? null, afterId: after?.id ?? null });
  }
  // With other filters too, the search is planned for its word (the name order or the trigram index,
  // decision 041), which a prepared statement's generic plan would not do: it is sent unnamed.
  if (search) return buildRestaurantPage(db, filters, '', limitInText(filters.limit + 1)).execute(values);
  // Each other combination of filters is one shape of statement, prepared once (decision 046). "Open
  // now" has one shape for the day and one per night band (decision 058), whose partial index the
  // statement's text names.
  const open = openAt ? `_open${openHourBand(openAt.minutes)?.from ?? 'day'}` : '';
  const shape = [cuisine, priceRange, after].map((v) => (v ? 1 : 0)).join('');
  return preparedWithLimit(db, `restaurant_page_${shape}${open}`, filters.limit + 1, (d, name, limit) =>
    buildRestaurantPage(d, filters, name, limit),
  ).execute(values);
}

/**
 * How many names a search's walk reads before the rest of its page is taken from a statement planned for
 * the word (decision 060). At scale 1 the bench's words fill a page within 30–600 names; a rare word in
 * a wide range stops here instead of walking to the range's end.
 */
export const SEARCH_WALK_CAP = 2000;

/**
 * A text search's page with no other filter, as the statement's source `page (restaurant_id,
 * restaurant_name)`: spey_search_page (migrations 0014 and 0016) reads the word lists that can hold the
 * query, or walks restaurant_search's (name, id) index over the name range of the query's runs, at most
 * SEARCH_WALK_CAP names, and takes the rest of a short page from a statement planned for the word. The statement joins those restaurants by primary key, in `searchOrder`.
 * Its values are `searchTerm`, `searchPattern`, `afterName` and `afterId` (null for the first page).
 */
function searchPageSource(limit: Placeholder): SQL {
  return sql`spey_search_page(${sql.placeholder('searchTerm')}, ${sql.placeholder('searchPattern')},
    ${sql.placeholder('afterName')}, ${sql.placeholder('afterId')}::uuid, ${limit}, ${sql.raw(String(SEARCH_WALK_CAP))}) AS page`;
}
const searchPageJoin = sql`${restaurants.id} = page.restaurant_id`;
const searchOrder = [sql`page.restaurant_name`, sql`page.restaurant_id`];

function buildSearchPage(db: DbOrTx, name: string, limit: Placeholder) {
  return db
    .select(summaryColumns)
    .from(searchPageSource(limit))
    .innerJoin(restaurants, searchPageJoin)
    .orderBy(...searchOrder)
    .prepare(name);
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * A search's page from one word's list (decision 069): the rows of restaurant_search_words for `word` after
 * the cursor, in (name, id) order, each with its restaurant by primary key. The first page's cursor is
 * ('', the nil uuid), before every row. The values are InitPlans (`(SELECT $1)`), so no custom plan looks
 * cheaper than the generic one, which walks the list in order (decision 059). `tested`: each restaurant's
 * text must also hold `searchPattern`; the restaurant is read in a LATERAL subquery that the planner keeps
 * as it is (a `LIMIT 1`: it is one row by primary key), so the test runs as the list is walked, not by the text's trigram index.
 */
function buildSearchWordPage(db: DbOrTx, name: string, limit: Placeholder, tested: boolean) {
  const words = restaurantSearchWords;
  const inList = [
    sql`${words.word} = (SELECT ${sql.placeholder('word')}::text)`,
    sql`(${words.name}, ${words.id}) > ((SELECT ${sql.placeholder('afterName')}::text), (SELECT ${sql.placeholder('afterId')}::uuid))`,
  ];
  if (!tested) {
    return db
      .select(summaryColumns)
      .from(words)
      .innerJoin(restaurants, eq(restaurants.id, words.id))
      .where(and(...inList))
      .orderBy(asc(words.name), asc(words.id))
      .limit(limit)
      .prepare(name);
  }
  const { isClaimed, ...plain } = summaryColumns;
  const card = db
    .select({ ...plain, isClaimed: isClaimed.as('is_claimed'), searchText: restaurants.searchText })
    .from(restaurants)
    .where(sql`${restaurants.id} = ${words.id}`)
    .limit(limitInText(1))
    .as('card');
  return db
    .select({
      id: card.id,
      name: card.name,
      nameKm: card.nameKm,
      cuisine: card.cuisine,
      imageUrl: card.imageUrl,
      averageRating: card.averageRating,
      reviewCount: card.reviewCount,
      speyPercentage: card.speyPercentage,
      priceRange: card.priceRange,
      location: card.location,
      isClaimed: card.isClaimed,
      weeklyHoursText: card.weeklyHoursText,
      specialHours: card.specialHours,
    })
    .from(words)
    .innerJoinLateral(card, sql`true`)
    .where(and(...inList, sql`${card.searchText} LIKE (SELECT ${sql.placeholder('searchPattern')}::text)`))
    .orderBy(asc(words.name), asc(words.id))
    .limit(limit)
    .prepare(name);
}

/** The page's statement, `limit` rows (limitInText); an empty name sends it unnamed. */
function buildRestaurantPage(db: DbOrTx, filters: RestaurantPageFilters, name: string, limit: Placeholder) {
  const conditions: SQL[] = [];
  const afterCondition = (name: SQL, id: SQL) =>
    filters.after
      ? [sql`(${name}, ${id}) > (${sql.placeholder('afterName')}, ${sql.placeholder('afterId')}::uuid)`]
      : [];
  const { search } = filters;
  // search_text is generated by spey_normalize and has a trigram GIN index.
  if (search) {
    conditions.push(sql`${restaurants.searchText} LIKE ${sql.placeholder('searchPattern')}`);
    conditions.push(...searchNameRange(restaurants.name, search.term, sql.placeholder('searchTerm')));
  }
  if (filters.cuisine) conditions.push(sql`${restaurants.cuisine} = ${sql.placeholder('cuisine')}`);
  if (filters.priceRange) conditions.push(sql`${restaurants.priceRange} = ${sql.placeholder('priceRange')}`);
  if (filters.openAt) conditions.push(openNowCondition(filters.openAt, 'placeholders'));
  conditions.push(...afterCondition(sql`${restaurants.name}`, sql`${restaurants.id}`));
  return db
    .select(summaryColumns)
    .from(restaurants)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(restaurants.name), asc(restaurants.id))
    .limit(limit)
    .prepare(name);
}

export async function findFeaturedRestaurants(db: DbOrTx, limit: number): Promise<SummaryRow[]> {
  return preparedWithLimit(db, 'restaurants_featured', limit, (d, name, rows) =>
    d
      .select(summaryColumns)
      .from(restaurants)
      // In the text, as the partial index restaurants_featured_idx says it: a value would hide it from
      // the generic plan.
      .where(sql`${restaurants.featured}`)
      .orderBy(
        descNullsLast(restaurants.averageRating),
        descNullsLast(restaurants.reviewCount),
        asc(restaurants.name),
        asc(restaurants.id),
      )
      .limit(rows)
      .prepare(name),
  ).execute();
}

export async function findCuisines(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ cuisine: restaurants.cuisine })
    .from(restaurants)
    .orderBy(asc(restaurants.cuisine));
  return rows.map((row) => row.cuisine);
}

export interface RestaurantOptionFilters {
  /** The normalised query, and it as a LIKE pattern over search_text. */
  search?: { term: string; pattern: string };
  /** Only this restaurant. */
  id?: string;
  limit: number;
}

/** Restaurants for the pickers, ordered by (name, id); fetches one extra row to know if more follow. */
export async function findRestaurantOptions(db: DbOrTx, filters: RestaurantOptionFilters) {
  const columns = { id: restaurants.id, name: restaurants.name, nameKm: restaurants.nameKm };
  const { search } = filters;
  // A search alone is the list's search page (decision 060), prepared once per limit.
  if (search && !filters.id) {
    return preparedWithLimit(db, 'restaurant_search_options', filters.limit + 1, (d, name, limit) =>
      d
        .select(columns)
        .from(searchPageSource(limit))
        .innerJoin(restaurants, searchPageJoin)
        .orderBy(...searchOrder)
        .prepare(name),
    ).execute({ searchTerm: search.term, searchPattern: search.pattern, afterName: null, afterId: null });
  }
  const conditions: SQL[] = [];
  // With the one restaurant `id`, the same match and name range as the list with other filters.
  if (search) {
    conditions.push(sql`${restaurants.searchText} LIKE ${search.pattern}`);
    conditions.push(...searchNameRange(restaurants.name, search.term, search.term));
  }
  if (filters.id) conditions.push(eq(restaurants.id, filters.id));
  return db
    .select(columns)
    .from(restaurants)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(restaurants.name), asc(restaurants.id))
    .limit(filters.limit + 1);
}

/** The detail row, with whether `viewerId` saved it; the owner id stays on the server. */
export async function findRestaurantDetail(db: DbOrTx, id: string, viewerId: string | null) {
  const rows = await prepared(db, 'restaurant_detail', (d, name) =>
    d
      .select({
        ...summaryColumns,
        description: restaurants.description,
        address: restaurants.address,
        phone: restaurants.phone,
        website: restaurants.website,
        googleMapLocation: restaurants.googleMapLocation,
        latitude: restaurants.latitude,
        longitude: restaurants.longitude,
        ownerId: restaurants.ownerId,
        reviewsPausedUntil: sql<
          Date | string | null
        >`CASE WHEN ${restaurants.reviewsPausedUntil} > now() THEN ${restaurants.reviewsPausedUntil} END`,
        // No viewer (null): no favourite row matches.
        isFavourite: sql<boolean>`EXISTS (SELECT 1 FROM ${favourites} WHERE ${favourites.restaurantId} = ${restaurants.id} AND ${favourites.userId} = ${sql.placeholder('viewerId')}::uuid)`,
      })
      .from(restaurants)
      .where(sql`${restaurants.id} = ${sql.placeholder('id')}::uuid`)
      .limit(1)
      .prepare(name),
  ).execute({ id, viewerId });
  return rows[0];
}

export async function findRestaurantOwner(db: DbOrTx, id: string) {
  const rows = await db
    .select({ id: restaurants.id, ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(eq(restaurants.id, id))
    .limit(1);
  return rows[0];
}

export async function findMenuItemsForManage(db: DbOrTx, restaurantId: string) {
  return db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      categoryName: menuCategories.name,
      price: menuItems.price,
      isAvailable: menuItems.isAvailable,
      isFeatured: menuItems.isFeatured,
    })
    .from(menuItems)
    .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(eq(menuItems.restaurantId, restaurantId))
    .orderBy(asc(menuItems.displayOrder), asc(menuItems.name), asc(menuItems.id))
    .limit(500);
}

type LeaderboardRow = {
  id: string;
  name: string;
  nameKm: string | null;
  cuisine: string;
  imageUrl: string | null;
  location: string | null;
  averageRating: number;
  reviewCount: number;
  speyPercentage: number;
};

const LEADERBOARD_ORDERS = {
  topRated: sql`average_rating DESC NULLS LAST, review_count DESC NULLS LAST, name, id`,
  mostReviewed: sql`review_count DESC NULLS LAST, average_rating DESC NULLS LAST, name, id`,
  mostSpeyFriendly: sql`spey_percentage DESC NULLS LAST, review_count DESC NULLS LAST, name, id`,
} as const;
type LeaderboardList = keyof typeof LEADERBOARD_ORDERS;

/**
 * The three leaderboard lists, each with a total, deterministic order (ties broken by name, then
 * id). Restaurants without reviews have no rating or Spey share yet, so no list shows them. One
 * statement: each list walks its own partial index in its whole order (restaurants_top_rated_idx,
 * _most_reviewed_idx, _spey_friendly_idx, migration 0010), with no sort, and stops after `limit` rows;
 * the rank column keeps each list's order through the UNION ALL.
 */
export async function findLeaderboard(db: DbOrTx, limit: number) {
  // Planning the three branches costs more than running them (decision 049): prepared once (decision 046).
  const rows = await preparedWithLimit(db, 'restaurants_leaderboard', limit, (d, name, rowsEach) => {
    const part = (list: LeaderboardList) =>
      d
        .select({
          list: sql<LeaderboardList>`${sql.raw(`'${list}'`)}`.as('list'),
          rank: sql<number>`row_number() OVER (ORDER BY ${LEADERBOARD_ORDERS[list]})`.as('rank'),
          id: restaurants.id,
          name: restaurants.name,
          nameKm: restaurants.nameKm,
          cuisine: restaurants.cuisine,
          imageUrl: restaurants.imageUrl,
          location: restaurants.location,
          averageRating: restaurants.averageRating,
          reviewCount: restaurants.reviewCount,
          speyPercentage: restaurants.speyPercentage,
        })
        .from(restaurants)
        .where(sql`${restaurants.reviewCount} > 0`)
        .orderBy(LEADERBOARD_ORDERS[list])
        .limit(rowsEach);
    return unionAll(part('topRated'), part('mostReviewed'), part('mostSpeyFriendly'))
      .orderBy(sql`list`, sql`rank`)
      .prepare(name);
  }).execute();
  const lists: Record<LeaderboardList, LeaderboardRow[]> = {
    topRated: [],
    mostReviewed: [],
    mostSpeyFriendly: [],
  };
  for (const { list, rank: _rank, ...row } of rows) {
    lists[list].push({
      ...row,
      averageRating: Number(row.averageRating),
      reviewCount: Number(row.reviewCount),
      speyPercentage: Number(row.speyPercentage),
    });
  }
  return lists;
}

/** Whether a restaurant with this id exists. */
export async function restaurantExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, id))
    .limit(1);
  return rows.length > 0;
}
