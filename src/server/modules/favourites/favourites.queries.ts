import { and, eq, sql } from 'drizzle-orm';
import { descNullsLast } from '../../db/order';
import type { DbOrTx } from '../../db/client';
import { favourites, restaurants } from '../../db/schema/index';
import { summaryColumns, type SummaryRow } from '../restaurants/restaurants.queries';

/** Saves a favourite for the user; saving twice is harmless. */
export async function insertFavourite(db: DbOrTx, userId: string, restaurantId: string) {
  await db.insert(favourites).values({ userId, restaurantId }).onConflictDoNothing();
}

/** Removes the user's own favourite (the user id is in the where, so nobody else's can go). */
export async function deleteFavourite(db: DbOrTx, userId: string, restaurantId: string) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.restaurantId, restaurantId)));
}

export type FavouriteRow = SummaryRow & { savedAt: string };

/** The user's favourites, newest first, after an optional (savedAt, restaurantId) keyset. */
export async function findFavouritesPage(
  db: DbOrTx,
  userId: string,
  options: { after?: { savedAt: string; restaurantId: string }; limit: number },
): Promise<FavouriteRow[]> {
  const after = options.after;
  return db
    .select({ ...summaryColumns, savedAt: sql<string>`${favourites.createdAt}::text` })
    .from(favourites)
    .innerJoin(restaurants, eq(restaurants.id, favourites.restaurantId))
    .where(
      and(
        eq(favourites.userId, userId),
        after
          ? sql`(${favourites.createdAt}, ${favourites.restaurantId}) < (${after.savedAt}::timestamptz, ${after.restaurantId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(descNullsLast(favourites.createdAt), descNullsLast(favourites.restaurantId))
    .limit(options.limit + 1);
}
