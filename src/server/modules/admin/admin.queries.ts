import { sql } from 'drizzle-orm';
import type { AdminStats } from '@/shared/schemas/claim.schema';
import { queryRows, type DbOrTx } from '../../db/client';

/** The spec's exact platform counts, in one round trip. */
export async function findPlatformStats(db: DbOrTx): Promise<AdminStats> {
  const rows = await queryRows<{
    total_restaurants: number;
    total_users: number;
    pending_claims: number;
    total_reviews: number;
    pending_registrations: number;
    open_reports: number;
  }>(
    db,
    sql`SELECT
          (SELECT count(*) FROM restaurants)::int AS total_restaurants,
          (SELECT count(*) FROM profiles)::int AS total_users,
          (SELECT count(*) FROM restaurant_claim_requests WHERE status = 'pending')::int AS pending_claims,
          (SELECT count(*) FROM reviews)::int AS total_reviews,
          (SELECT count(*) FROM restaurant_registrations WHERE status = 'pending')::int AS pending_registrations,
          (SELECT count(DISTINCT coalesce(review_id, reply_id)) FROM content_reports
            WHERE resolved_at IS NULL)::int AS open_reports`,
  );
  const row = rows[0];
  return {
    totalRestaurants: row?.total_restaurants ?? 0,
    totalUsers: row?.total_users ?? 0,
    pendingClaims: row?.pending_claims ?? 0,
    totalReviews: row?.total_reviews ?? 0,
    pendingRegistrations: row?.pending_registrations ?? 0,
    openReports: row?.open_reports ?? 0,
  };
}
