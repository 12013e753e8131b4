import { and, count, eq, sql } from 'drizzle-orm';
import { descNullsLast } from '../../db/order';
import type {
  AdminRegistration,
  CreateRegistrationValues,
  MyRegistration,
  RegistrationTab,
} from '@/shared/schemas/registration.schema';
import type { DbOrTx } from '../../db/client';
import { profiles, restaurantRegistrations, restaurants } from '../../db/schema/index';
import type { CreatedAtPosition } from '../../lib/cursor';

const reg = restaurantRegistrations;

export async function countPendingRegistrationsOfUser(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ n: count() })
    .from(reg)
    .where(and(eq(reg.userId, userId), eq(reg.status, 'pending')));
  return rows[0]?.n ?? 0;
}

export async function insertRegistration(db: DbOrTx, userId: string, values: CreateRegistrationValues) {
  const rows = await db
    .insert(reg)
    .values({ ...values, userId, status: 'pending' })
    .returning({ id: reg.id });
  return rows[0]!.id;
}

const myColumns = {
  id: reg.id,
  name: reg.name,
  cuisine: reg.cuisine,
  location: reg.location,
  status: reg.status,
  reviewNotes: reg.reviewNotes,
  reviewedAt: reg.reviewedAt,
  createdAt: reg.createdAt,
  restaurantId: reg.restaurantId,
};

type Dated<T> = Omit<T, 'reviewedAt' | 'createdAt'> & { reviewedAt: Date | null; createdAt: Date };

function withIsoDates<T extends { reviewedAt: Date | null; createdAt: Date }>(row: T) {
  return {
    ...row,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findRegistrationsByUser(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<MyRegistration[]> {
  const rows: Dated<MyRegistration>[] = await db
    .select(myColumns)
    .from(reg)
    .where(eq(reg.userId, userId))
    .orderBy(descNullsLast(reg.createdAt), descNullsLast(reg.id))
    .limit(limit);
  return rows.map(withIsoDates);
}

export async function findRegistrationOfUser(db: DbOrTx, id: string, userId: string) {
  const rows: Dated<MyRegistration>[] = await db
    .select(myColumns)
    .from(reg)
    .where(and(eq(reg.id, id), eq(reg.userId, userId)))
    .limit(1);
  return rows[0] ? withIsoDates(rows[0]) : undefined;
}

const adminColumns = {
  ...myColumns,
  description: reg.description,
  address: reg.address,
  priceRange: reg.priceRange,
  phone: reg.phone,
  website: reg.website,
  openingHours: reg.openingHours,
  requesterId: profiles.id,
  requesterUsername: profiles.username,
  cursorAt: sql<string>`${reg.createdAt}::text`,
};

type AdminRow = Dated<Omit<AdminRegistration, 'requester'>> & {
  requesterId: string | null;
  requesterUsername: string | null;
  cursorAt: string;
};

function toAdminRegistration(row: AdminRow): AdminRegistration {
  const { requesterId, requesterUsername, cursorAt: _cursorAt, ...rest } = row;
  return {
    ...withIsoDates(rest),
    requester:
      requesterId && requesterUsername !== null ? { id: requesterId, username: requesterUsername } : null,
  };
}

export async function findRegistrationsForAdmin(
  db: DbOrTx,
  options: { tab: RegistrationTab; limit: number; cursor?: CreatedAtPosition },
) {
  const { tab, limit, cursor } = options;
  const rows: AdminRow[] = await db
    .select(adminColumns)
    .from(reg)
    .leftJoin(profiles, eq(profiles.id, reg.userId))
    .where(
      and(
        tab === 'all' ? undefined : eq(reg.status, tab),
        cursor
          ? sql`(${reg.createdAt}, ${reg.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(descNullsLast(reg.createdAt), descNullsLast(reg.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next: CreatedAtPosition | null =
    rows.length > limit && last ? { createdAt: last.cursorAt, id: last.id } : null;
  return { items: page.map(toAdminRegistration), next };
}

export async function findRegistrationForAdmin(db: DbOrTx, id: string) {
  const rows: AdminRow[] = await db
    .select(adminColumns)
    .from(reg)
    .leftJoin(profiles, eq(profiles.id, reg.userId))
    .where(eq(reg.id, id))
    .limit(1);
  return rows[0] ? toAdminRegistration(rows[0]) : undefined;
}

export async function countPendingRegistrations(db: DbOrTx) {
  const rows = await db.select({ n: count() }).from(reg).where(eq(reg.status, 'pending'));
  return rows[0]?.n ?? 0;
}

export async function lockRegistration(db: DbOrTx, id: string) {
  const rows = await db.select().from(reg).where(eq(reg.id, id)).for('update');
  return rows[0];
}

export async function insertRestaurantFromRegistration(db: DbOrTx, registration: typeof reg.$inferSelect) {
  const rows = await db
    .insert(restaurants)
    .values({
      name: registration.name,
      description: registration.description,
      cuisine: registration.cuisine,
      address: registration.address,
      location: registration.location,
      priceRange: registration.priceRange,
      phone: registration.phone,
      website: registration.website,
      ownerId: registration.userId,
    })
    .returning({ id: restaurants.id });
  return rows[0]!.id;
}

export async function decideRegistration(
  db: DbOrTx,
  id: string,
  decision: { status: 'approved' | 'rejected'; adminId: string; notes: string; restaurantId?: string },
) {
  const rows = await db
    .update(reg)
    .set({
      status: decision.status,
      reviewedAt: new Date(),
      reviewedBy: decision.adminId,
      reviewNotes: decision.notes,
      restaurantId: decision.restaurantId ?? null,
    })
    .where(and(eq(reg.id, id), eq(reg.status, 'pending')))
    .returning({ id: reg.id });
  return rows.length > 0;
}
