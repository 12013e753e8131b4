// Test-only helpers shared by the claims, registrations, admin and concurrency suites.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { claimRequests, restaurants } from '../../db/schema/index';
import { createSignedInUser, type TestContext } from '../../../../tests/support/test-app';

let sequence = 0;

export async function insertRestaurant(
  ctx: TestContext,
  values: { name?: string; cuisine?: string; location?: string; ownerId?: string | null } = {},
) {
  sequence += 1;
  const rows = await ctx.db
    .insert(restaurants)
    .values({
      name: values.name ?? `Test Kitchen ${sequence}`,
      cuisine: values.cuisine ?? 'Khmer',
      location: values.location ?? 'Phnom Penh',
      ownerId: values.ownerId ?? null,
    })
    .returning({ id: restaurants.id, name: restaurants.name });
  return rows[0]!;
}

export async function createAdmin(ctx: TestContext) {
  const admin = await createSignedInUser(ctx);
  await ctx.db.execute(sql`UPDATE profiles SET role = 'admin' WHERE id = ${admin.id}`);
  // Written behind the app's back: drop its cached sessions (decision 034).
  ctx.app.sessions.clear();
  return { ...admin, role: 'admin' as const };
}

/** A claim written straight to the table (bypasses the daily limit), pending unless told. */
export async function insertClaim(
  ctx: TestContext,
  values: {
    restaurantId: string;
    userId: string;
    contactEmail?: string;
    status?: 'pending' | 'approved' | 'rejected';
    createdAt?: Date;
  },
) {
  const decided = values.status && values.status !== 'pending';
  const rows = await ctx.db
    .insert(claimRequests)
    .values({
      restaurantId: values.restaurantId,
      userId: values.userId,
      contactEmail: values.contactEmail ?? 'owner@example.com',
      evidence: 'I run this restaurant every day.',
      status: values.status ?? 'pending',
      reviewedAt: decided ? new Date() : null,
      reviewNotes: decided
        ? values.status === 'approved'
          ? 'Approved by admin'
          : 'Rejected by admin'
        : null,
      createdAt: values.createdAt ?? new Date(),
    })
    .returning({ id: claimRequests.id });
  return rows[0]!.id;
}

export async function getRole(ctx: TestContext, userId: string) {
  const rows = await queryRows<{ role: string }>(ctx.db, sql`SELECT role FROM profiles WHERE id = ${userId}`);
  return rows[0]?.role;
}

export async function getOwnerId(ctx: TestContext, restaurantId: string) {
  const rows = await queryRows<{ owner_id: string | null }>(
    ctx.db,
    sql`SELECT owner_id FROM restaurants WHERE id = ${restaurantId}`,
  );
  return rows[0]?.owner_id ?? null;
}

export async function getClaimRow(ctx: TestContext, claimId: string) {
  const rows = await queryRows<{
    status: string;
    review_notes: string | null;
    reviewed_by: string | null;
    reviewed_at: unknown;
  }>(
    ctx.db,
    sql`SELECT status, review_notes, reviewed_by, reviewed_at FROM restaurant_claim_requests WHERE id = ${claimId}`,
  );
  return rows[0];
}
