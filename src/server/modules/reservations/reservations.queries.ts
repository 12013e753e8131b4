import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, reservationSettings, reservations, restaurants, user } from '../../db/schema/index';
import { queryRows } from '../../db/client';
import type { ReservationStatus, ReservationSettingsValues } from '@/shared/domain/reservations';
import { OWNER_RESERVATIONS_LIMIT, type OwnerReservationFilter } from '@/shared/schemas/reservation.schema';

const settingsColumns = {
  isEnabled: reservationSettings.isEnabled,
  partySizeMin: reservationSettings.partySizeMin,
  partySizeMax: reservationSettings.partySizeMax,
  maxDaysAhead: reservationSettings.maxDaysAhead,
  minNoticeMinutes: reservationSettings.minNoticeMinutes,
  slotMinutes: reservationSettings.slotMinutes,
  capacityPerSlot: reservationSettings.capacityPerSlot,
};

export async function findRestaurant(db: DbOrTx, restaurantId: string) {
  const rows = await db
    .select({ id: restaurants.id, name: restaurants.name, ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return rows[0];
}

export async function findOwnedRestaurant(db: DbOrTx, restaurantId: string, ownerId: string) {
  const rows = await db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.ownerId, ownerId)))
    .limit(1);
  return rows[0];
}

export async function findSettings(db: DbOrTx, restaurantId: string) {
  const rows = await db
    .select(settingsColumns)
    .from(reservationSettings)
    .where(eq(reservationSettings.restaurantId, restaurantId))
    .limit(1);
  return rows[0];
}

/**
 * Locks the restaurant's settings row for the rest of the transaction: requests for one restaurant
 * then run one after another, so the seats they count are the seats there are.
 */
export async function lockSettings(db: DbOrTx, restaurantId: string) {
  const rows = await db
    .select(settingsColumns)
    .from(reservationSettings)
    .where(eq(reservationSettings.restaurantId, restaurantId))
    .for('update');
  return rows[0];
}

/** Locks the diner's profile row: one diner's requests (all restaurants) are counted one at a time. */
export async function lockProfile(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  return rows[0];
}

export async function upsertSettings(db: DbOrTx, restaurantId: string, values: ReservationSettingsValues) {
  const rows = await db
    .insert(reservationSettings)
    .values({ restaurantId, ...values })
    .onConflictDoUpdate({
      target: reservationSettings.restaurantId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning(settingsColumns);
  return rows[0];
}

const active = inArray(reservations.status, ['pending', 'confirmed']);

/** Guests holding seats (pending or confirmed) at one instant of one restaurant. */
export async function countSeatsAt(db: DbOrTx, restaurantId: string, startsAt: Date) {
  const rows = await db
    .select({ seats: sql<number>`coalesce(sum(${reservations.partySize}), 0)::int` })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.startsAt, startsAt), active));
  return rows[0]?.seats ?? 0;
}

/** Seats held per time ('HH:MM') on one restaurant-time date. */
export async function findSeatsByTime(db: DbOrTx, restaurantId: string, date: string) {
  const rows = await db
    .select({
      time: sql<string>`to_char(${reservations.time}, 'HH24:MI')`,
      seats: sql<number>`sum(${reservations.partySize})::int`,
    })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.date, date), active))
    .groupBy(reservations.time);
  return new Map(rows.map((row) => [row.time, row.seats]));
}

/** The diner's pending requests at a restaurant that are still ahead. */
export async function countPendingAt(db: DbOrTx, userId: string, restaurantId: string, now: Date) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.restaurantId, restaurantId),
        eq(reservations.status, 'pending'),
        gt(reservations.startsAt, now),
      ),
    );
  return rows[0]?.n ?? 0;
}

/** The diner's requests sent since `since` (all restaurants). */
export async function countRequestsSince(db: DbOrTx, userId: string, since: Date) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), gte(reservations.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function insertReservation(
  db: DbOrTx,
  values: {
    restaurantId: string;
    userId: string;
    date: string;
    time: string;
    startsAt: Date;
    partySize: number;
    guestName: string;
    phone: string;
    email: string;
    note: string | null;
  },
) {
  const rows = await db.insert(reservations).values(values).returning({ id: reservations.id });
  return rows[0];
}

const timeText = sql<string>`to_char(${reservations.time}, 'HH24:MI')`;

const ownerColumns = {
  id: reservations.id,
  date: reservations.date,
  time: timeText,
  startsAt: reservations.startsAt,
  partySize: reservations.partySize,
  guestName: reservations.guestName,
  phone: reservations.phone,
  email: reservations.email,
  note: reservations.note,
  status: reservations.status,
  ownerMessage: reservations.ownerMessage,
  createdAt: reservations.createdAt,
};

/** The owner's list: ahead of now by time (one status, or every status), or the past, latest first. */
export async function findOwnerReservations(
  db: DbOrTx,
  restaurantId: string,
  filter: OwnerReservationFilter,
  now: Date,
  limit = OWNER_RESERVATIONS_LIMIT,
) {
  const conditions: SQL[] = [eq(reservations.restaurantId, restaurantId)];
  if (filter === 'past') conditions.push(lt(reservations.startsAt, now));
  else conditions.push(gte(reservations.startsAt, now));
  if (filter === 'pending' || filter === 'confirmed' || filter === 'declined') {
    conditions.push(eq(reservations.status, filter));
  }
  return db
    .select(ownerColumns)
    .from(reservations)
    .where(and(...conditions))
    .orderBy(
      filter === 'past' ? desc(reservations.startsAt) : asc(reservations.startsAt),
      asc(reservations.createdAt),
      asc(reservations.id),
    )
    .limit(limit);
}

/** The next pending or confirmed tables from now, earliest first. */
export async function findNextArrivals(db: DbOrTx, restaurantId: string, now: Date, limit: number) {
  return db
    .select(ownerColumns)
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), gte(reservations.startsAt, now), active))
    .orderBy(asc(reservations.startsAt), asc(reservations.createdAt))
    .limit(limit);
}

/** Pending and confirmed requests and their guests on the dates from..to (restaurant time). */
export async function countBetween(db: DbOrTx, restaurantId: string, from: string, to: string) {
  const rows = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${reservations.status} = 'pending')::int`,
      confirmed: sql<number>`count(*) FILTER (WHERE ${reservations.status} = 'confirmed')::int`,
      covers: sql<number>`coalesce(sum(${reservations.partySize}), 0)::int`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.restaurantId, restaurantId),
        gte(reservations.date, from),
        lte(reservations.date, to),
        active,
      ),
    );
  return rows[0] ?? { pending: 0, confirmed: 0, covers: 0 };
}

const lockedColumns = {
  id: reservations.id,
  restaurantId: reservations.restaurantId,
  userId: reservations.userId,
  date: reservations.date,
  time: timeText,
  startsAt: reservations.startsAt,
  partySize: reservations.partySize,
  guestName: reservations.guestName,
  email: reservations.email,
  status: reservations.status,
};

/** A reservation of a restaurant the caller owns, locked; nothing for anyone else's. */
export async function lockOwnerReservation(
  db: DbOrTx,
  restaurantId: string,
  reservationId: string,
  ownerId: string,
) {
  const rows = await db
    .select(lockedColumns)
    .from(reservations)
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
    .where(
      and(
        eq(reservations.id, reservationId),
        eq(reservations.restaurantId, restaurantId),
        eq(restaurants.ownerId, ownerId),
      ),
    )
    .for('update', { of: reservations });
  return rows[0];
}

/** The caller's own reservation, locked; nothing for anyone else's. */
export async function lockMyReservation(db: DbOrTx, reservationId: string, userId: string) {
  const rows = await db
    .select(lockedColumns)
    .from(reservations)
    .where(and(eq(reservations.id, reservationId), eq(reservations.userId, userId)))
    .for('update');
  return rows[0];
}

export async function setAnswer(
  db: DbOrTx,
  reservationId: string,
  status: Extract<ReservationStatus, 'confirmed' | 'declined'>,
  message: string | null,
) {
  await db
    .update(reservations)
    .set({ status, ownerMessage: message, answeredAt: new Date() })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'pending')));
}

export async function setCancelled(db: DbOrTx, reservationId: string) {
  await db
    .update(reservations)
    .set({ status: 'cancelled', cancelledAt: new Date(), answeredAt: null })
    .where(and(eq(reservations.id, reservationId), active));
}

/** The diner's reservations: those ahead first (soonest first), then the past (latest first). */
export async function findMyReservations(db: DbOrTx, userId: string, now: Date, limit = 100) {
  const nowText = now.toISOString();
  return queryRows<{
    id: string;
    restaurant_id: string;
    restaurant_name: string;
    date: string;
    time: string;
    starts_at: string | Date;
    party_size: number;
    status: ReservationStatus;
    owner_message: string | null;
    note: string | null;
    created_at: string | Date;
    min_notice_minutes: number | null;
  }>(
    db,
    sql`SELECT r.id, r.restaurant_id, rs.name AS restaurant_name, to_char(r.date, 'YYYY-MM-DD') AS date,
               to_char(r.time, 'HH24:MI') AS time, r.starts_at, r.party_size, r.status, r.owner_message,
               r.note, r.created_at, s.min_notice_minutes
        FROM reservations r
        JOIN restaurants rs ON rs.id = r.restaurant_id
        LEFT JOIN reservation_settings s ON s.restaurant_id = r.restaurant_id
        WHERE r.user_id = ${userId}
        ORDER BY (r.starts_at < ${nowText}::timestamptz) ASC,
                 CASE WHEN r.starts_at >= ${nowText}::timestamptz THEN r.starts_at END ASC,
                 r.starts_at DESC
        LIMIT ${limit}`,
  );
}

/** Where to write to a person, and in which language (server-side only; never in a response). */
export async function findMailContact(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0];
}
