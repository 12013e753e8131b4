import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { operatingHours, restaurants, specialHours } from '../../db/schema/index';

const weeklyColumns = {
  id: operatingHours.id,
  dayOfWeek: operatingHours.dayOfWeek,
  openTime: operatingHours.openTime,
  closeTime: operatingHours.closeTime,
  isClosed: operatingHours.isClosed,
};

const specialColumns = {
  id: specialHours.id,
  date: specialHours.date,
  isClosed: specialHours.isClosed,
  reason: specialHours.reason,
  openTime: specialHours.openTime,
  closeTime: specialHours.closeTime,
};

export async function isRestaurantExisting(db: DbOrTx, restaurantId: string) {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return rows.length > 0;
}

/** The restaurant's id when `ownerId` owns it; nothing for anyone else. */
export async function findOwnedRestaurantId(db: DbOrTx, restaurantId: string, ownerId: string) {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.ownerId, ownerId)))
    .limit(1);
  return rows[0]?.id;
}

export function findWeeklyHours(db: DbOrTx, restaurantId: string) {
  return db
    .select(weeklyColumns)
    .from(operatingHours)
    .where(eq(operatingHours.restaurantId, restaurantId))
    .orderBy(asc(operatingHours.dayOfWeek));
}

/** Special days dated `fromDate` ('YYYY-MM-DD') or later, ordered by date. */
export function findSpecialHoursFrom(db: DbOrTx, restaurantId: string, fromDate: string) {
  return db
    .select(specialColumns)
    .from(specialHours)
    .where(and(eq(specialHours.restaurantId, restaurantId), gte(specialHours.date, fromDate)))
    .orderBy(asc(specialHours.date));
}

export interface WeeklyHoursValues {
  dayOfWeek: number;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}

/** Writes the whole week in one statement: one row per (restaurant_id, day_of_week), updated in place. */
export function upsertWeeklyHours(db: DbOrTx, restaurantId: string, days: readonly WeeklyHoursValues[]) {
  return db
    .insert(operatingHours)
    .values(days.map((day) => ({ restaurantId, ...day })))
    .onConflictDoUpdate({
      target: [operatingHours.restaurantId, operatingHours.dayOfWeek],
      set: {
        openTime: sql`excluded.open_time`,
        closeTime: sql`excluded.close_time`,
        isClosed: sql`excluded.is_closed`,
      },
    })
    .returning(weeklyColumns);
}

export interface SpecialHoursValues {
  date: string;
  isClosed: boolean;
  reason: string | null;
  openTime: string | null;
  closeTime: string | null;
}

/** Inserts a special day; returns nothing when the restaurant already has one for that date. */
export async function insertSpecialHours(db: DbOrTx, restaurantId: string, values: SpecialHoursValues) {
  const rows = await db
    .insert(specialHours)
    .values({ restaurantId, ...values })
    .onConflictDoNothing({ target: [specialHours.restaurantId, specialHours.date] })
    .returning(specialColumns);
  return rows[0];
}

/** Deletes one special day of a restaurant that `ownerId` owns; returns nothing for anyone else. */
export async function deleteOwnedSpecialHours(
  db: DbOrTx,
  restaurantId: string,
  specialId: string,
  ownerId: string,
) {
  const owned = db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.ownerId, ownerId)));
  const rows = await db
    .delete(specialHours)
    .where(
      and(
        eq(specialHours.id, specialId),
        eq(specialHours.restaurantId, restaurantId),
        inArray(specialHours.restaurantId, owned),
      ),
    )
    .returning({ id: specialHours.id });
  return rows[0]?.id;
}
