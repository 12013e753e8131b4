import { and, count, eq, gte, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { descNullsLast } from '../../db/order';
import type {
  AdminClaim,
  ClaimCounts,
  ClaimTab,
  MyClaim,
  RequestStatus,
} from '@/shared/schemas/claim.schema';
import type { DbOrTx } from '../../db/client';
import { claimRequests, profiles, restaurants } from '../../db/schema/index';
import { toLikePattern } from '@/shared/domain/search-normalize';
import type { CreatedAtPosition } from '../../lib/cursor';

/** Serialises one account's claim writes, so the daily limit cannot be passed by parallel requests. */
export async function lockProfileForWrite(db: DbOrTx, userId: string) {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('no key update');
}

/**
 * The restaurant a claim is for, held with a KEY SHARE lock: an approval (FOR UPDATE) waits for
 * this transaction, and this one sees an owner set by an approval that committed first.
 */
export async function findRestaurantForClaim(db: DbOrTx, restaurantId: string) {
  const rows = await db
    .select({ id: restaurants.id, ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('key share');
  return rows[0];
}

export async function hasPendingClaim(db: DbOrTx, restaurantId: string, userId: string) {
  const rows = await db
    .select({ id: claimRequests.id })
    .from(claimRequests)
    .where(
      and(
        eq(claimRequests.restaurantId, restaurantId),
        eq(claimRequests.userId, userId),
        eq(claimRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function countClaimsSince(db: DbOrTx, userId: string, since: Date) {
  const rows = await db
    .select({ n: count() })
    .from(claimRequests)
    .where(and(eq(claimRequests.userId, userId), gte(claimRequests.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function insertClaim(
  db: DbOrTx,
  values: {
    restaurantId: string;
    userId: string;
    contactEmail: string;
    contactPhone: string | null;
    evidence: string;
  },
) {
  const rows = await db
    .insert(claimRequests)
    .values({ ...values, status: 'pending' })
    .returning({ id: claimRequests.id });
  return rows[0]!.id;
}

const myClaimColumns = {
  id: claimRequests.id,
  restaurantId: claimRequests.restaurantId,
  restaurantName: restaurants.name,
  status: claimRequests.status,
  reviewNotes: claimRequests.reviewNotes,
  reviewedAt: claimRequests.reviewedAt,
  createdAt: claimRequests.createdAt,
};

type MyClaimRow = { reviewedAt: Date | null; createdAt: Date } & Omit<MyClaim, 'reviewedAt' | 'createdAt'>;

function toMyClaim(row: MyClaimRow): MyClaim {
  return {
    ...row,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's own claims, newest first (bounded: the daily limit keeps this list short). */
export async function findClaimsByUser(db: DbOrTx, userId: string, limit: number) {
  const rows = await db
    .select(myClaimColumns)
    .from(claimRequests)
    .innerJoin(restaurants, eq(restaurants.id, claimRequests.restaurantId))
    .where(eq(claimRequests.userId, userId))
    .orderBy(descNullsLast(claimRequests.createdAt), descNullsLast(claimRequests.id))
    .limit(limit);
  return rows.map(toMyClaim);
}

export async function findClaimOfUser(db: DbOrTx, claimId: string, userId: string) {
  const rows = await db
    .select(myClaimColumns)
    .from(claimRequests)
    .innerJoin(restaurants, eq(restaurants.id, claimRequests.restaurantId))
    .where(and(eq(claimRequests.id, claimId), eq(claimRequests.userId, userId)))
    .limit(1);
  return rows[0] ? toMyClaim(rows[0]) : undefined;
}

const adminClaimColumns = {
  id: claimRequests.id,
  status: claimRequests.status,
  contactEmail: claimRequests.contactEmail,
  contactPhone: claimRequests.contactPhone,
  evidence: claimRequests.evidence,
  reviewNotes: claimRequests.reviewNotes,
  reviewedAt: claimRequests.reviewedAt,
  createdAt: claimRequests.createdAt,
  cursorAt: sql<string>`${claimRequests.createdAt}::text`,
  restaurantId: restaurants.id,
  restaurantName: restaurants.name,
  restaurantCuisine: restaurants.cuisine,
  restaurantLocation: restaurants.location,
  claimantId: profiles.id,
  claimantUsername: profiles.username,
};

interface AdminClaimRow {
  id: string;
  status: RequestStatus;
  contactEmail: string;
  contactPhone: string | null;
  evidence: string;
  reviewNotes: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
  cursorAt: string;
  restaurantId: string | null;
  restaurantName: string | null;
  restaurantCuisine: string | null;
  restaurantLocation: string | null;
  claimantId: string | null;
  claimantUsername: string | null;
}

function toAdminClaim(row: AdminClaimRow): AdminClaim {
  return {
    id: row.id,
    status: row.status,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    evidence: row.evidence,
    reviewNotes: row.reviewNotes,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    restaurant:
      row.restaurantId && row.restaurantName !== null && row.restaurantCuisine !== null
        ? {
            id: row.restaurantId,
            name: row.restaurantName,
            cuisine: row.restaurantCuisine,
            location: row.restaurantLocation,
          }
        : null,
    claimant:
      row.claimantId && row.claimantUsername !== null
        ? { id: row.claimantId, username: row.claimantUsername }
        : null,
  };
}

/** Case-insensitive match on restaurant name (Latin or Khmer), claimant username or contact e-mail. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = toLikePattern(search);
  return or(
    ilike(restaurants.name, pattern),
    ilike(restaurants.nameKm, pattern),
    ilike(profiles.username, pattern),
    ilike(claimRequests.contactEmail, pattern),
  );
}

export async function findClaimsForAdmin(
  db: DbOrTx,
  options: { tab: ClaimTab; search?: string; limit: number; cursor?: CreatedAtPosition },
) {
  const { tab, search, limit, cursor } = options;
  const rows = await db
    .select(adminClaimColumns)
    .from(claimRequests)
    .leftJoin(restaurants, eq(restaurants.id, claimRequests.restaurantId))
    .leftJoin(profiles, eq(profiles.id, claimRequests.userId))
    .where(
      and(
        tab === 'all' ? undefined : eq(claimRequests.status, tab),
        searchCondition(search),
        cursor
          ? sql`(${claimRequests.createdAt}, ${claimRequests.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(descNullsLast(claimRequests.createdAt), descNullsLast(claimRequests.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next: CreatedAtPosition | null =
    rows.length > limit && last ? { createdAt: last.cursorAt, id: last.id } : null;
  return { items: page.map(toAdminClaim), next };
}

/** Claims per status; with search text the same joins and match as the list. */
export async function countClaimsByStatus(db: DbOrTx, search?: string): Promise<ClaimCounts> {
  const condition = searchCondition(search);
  const base = db.select({ status: claimRequests.status, n: count() }).from(claimRequests).$dynamic();
  const rows = condition
    ? await base
        .leftJoin(restaurants, eq(restaurants.id, claimRequests.restaurantId))
        .leftJoin(profiles, eq(profiles.id, claimRequests.userId))
        .where(condition)
        .groupBy(claimRequests.status)
    : await base.groupBy(claimRequests.status);
  const counts: ClaimCounts = { pending: 0, approved: 0, rejected: 0, all: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

export async function findClaimForAdmin(db: DbOrTx, claimId: string) {
  const rows = await db
    .select(adminClaimColumns)
    .from(claimRequests)
    .leftJoin(restaurants, eq(restaurants.id, claimRequests.restaurantId))
    .leftJoin(profiles, eq(profiles.id, claimRequests.userId))
    .where(eq(claimRequests.id, claimId))
    .limit(1);
  return rows[0] ? toAdminClaim(rows[0]) : undefined;
}

/** The restaurant a claim points at (it never changes, so no lock is needed to learn it). */
export async function findClaimRestaurantId(db: DbOrTx, claimId: string) {
  const rows = await db
    .select({ restaurantId: claimRequests.restaurantId })
    .from(claimRequests)
    .where(eq(claimRequests.id, claimId))
    .limit(1);
  return rows[0]?.restaurantId;
}

export async function lockRestaurant(db: DbOrTx, restaurantId: string) {
  const rows = await db
    .select({ id: restaurants.id, ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('update');
  return rows[0];
}

export async function lockClaim(db: DbOrTx, claimId: string) {
  const rows = await db
    .select({
      id: claimRequests.id,
      restaurantId: claimRequests.restaurantId,
      userId: claimRequests.userId,
      status: claimRequests.status,
    })
    .from(claimRequests)
    .where(eq(claimRequests.id, claimId))
    .for('update');
  return rows[0];
}

/** Sets the owner only while the restaurant has none. */
export async function setRestaurantOwner(db: DbOrTx, restaurantId: string, ownerId: string) {
  const rows = await db
    .update(restaurants)
    .set({ ownerId, updatedAt: new Date() })
    .where(and(eq(restaurants.id, restaurantId), sql`${restaurants.ownerId} IS NULL`))
    .returning({ id: restaurants.id });
  return rows.length > 0;
}

/** Decides one pending claim; answers false when it was not pending any more. */
export async function decideClaim(
  db: DbOrTx,
  claimId: string,
  decision: { status: 'approved' | 'rejected'; adminId: string; notes: string },
) {
  const rows = await db
    .update(claimRequests)
    .set({
      status: decision.status,
      reviewedAt: new Date(),
      reviewedBy: decision.adminId,
      reviewNotes: decision.notes,
    })
    .where(and(eq(claimRequests.id, claimId), eq(claimRequests.status, 'pending')))
    .returning({ id: claimRequests.id });
  return rows.length > 0;
}

export async function rejectOtherPendingClaims(
  db: DbOrTx,
  restaurantId: string,
  exceptClaimId: string,
  decision: { adminId: string; notes: string },
) {
  await db
    .update(claimRequests)
    .set({
      status: 'rejected',
      reviewedAt: new Date(),
      reviewedBy: decision.adminId,
      reviewNotes: decision.notes,
    })
    .where(
      and(
        eq(claimRequests.restaurantId, restaurantId),
        eq(claimRequests.status, 'pending'),
        ne(claimRequests.id, exceptClaimId),
      ),
    );
}

/** A plain user becomes an owner; owners and administrators keep their role. */
export async function promoteToOwner(db: DbOrTx, userId: string) {
  await db
    .update(profiles)
    .set({ role: 'owner', updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), eq(profiles.role, 'user')));
}
