import {
  CLAIMS_PER_DAY,
  claimReviewNotes,
  type AdminClaimList,
  type ClaimTab,
  type CreateClaimValues,
  claimErrorKeys,
} from '@/shared/schemas/claim.schema';
import type { Db } from '../../db/client';
import { AppError, conflict, getDatabaseErrorCode, notFound } from '../../lib/app-error';
import { forgetSessionsOf } from '../../lib/session-cache';
import type { CurrentUser } from '../../plugins/auth';
import * as queries from './claims.queries';
import { decodeCreatedAtCursor, encodeCreatedAtCursor } from '../../lib/cursor';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A user's own claim list is short (5 a day at most); this bounds it anyway. */
const MY_CLAIMS_LIMIT = 100;

/** POST /api/claims: a pending claim on a restaurant that has no owner. */
export async function createClaim(db: Db, user: CurrentUser, input: CreateClaimValues) {
  try {
    const claimId = await db.transaction(async (tx) => {
      await queries.lockProfileForWrite(tx, user.id);
      const restaurant = await queries.findRestaurantForClaim(tx, input.restaurantId);
      if (!restaurant) throw notFound(claimErrorKeys.restaurantNotFound);
      if (restaurant.ownerId) throw conflict(claimErrorKeys.alreadyClaimed);
      if (await queries.hasPendingClaim(tx, restaurant.id, user.id))
        throw conflict(claimErrorKeys.duplicatePending);
      const recent = await queries.countClaimsSince(tx, user.id, new Date(Date.now() - DAY_MS));
      if (recent >= CLAIMS_PER_DAY) throw new AppError('RATE_LIMITED', claimErrorKeys.dailyLimit);
      return queries.insertClaim(tx, {
        restaurantId: restaurant.id,
        userId: user.id,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone,
        evidence: input.evidence,
      });
    });
    const claim = await queries.findClaimOfUser(db, claimId, user.id);
    if (!claim) throw notFound(claimErrorKeys.claimNotFound);
    return claim;
  } catch (error) {
    // The partial unique index is the last word on "one pending claim per user and restaurant".
    if (getDatabaseErrorCode(error) === '23505') throw conflict(claimErrorKeys.duplicatePending);
    throw error;
  }
}

export function getMyClaims(db: Db, user: CurrentUser) {
  return queries.findClaimsByUser(db, user.id, MY_CLAIMS_LIMIT);
}

export async function listClaimsForAdmin(
  db: Db,
  options: { tab: ClaimTab; search?: string; limit: number; cursor?: string },
): Promise<AdminClaimList> {
  const search = options.search?.trim() || undefined;
  const [page, counts] = await Promise.all([
    queries.findClaimsForAdmin(db, {
      tab: options.tab,
      search,
      limit: options.limit,
      cursor: decodeCreatedAtCursor(options.cursor),
    }),
    queries.countClaimsByStatus(db, search),
  ]);
  return { items: page.items, nextCursor: page.next ? encodeCreatedAtCursor(page.next) : null, counts };
}

/**
 * Approves a pending claim in one transaction: the restaurant row is locked first and the claim
 * second (the same order everywhere), so of two approvals racing for one restaurant exactly one
 * wins and the other finds the owner already set.
 */
export async function approveClaim(db: Db, admin: CurrentUser, claimId: string) {
  const claimantId = await db.transaction(async (tx) => {
    const restaurantId = await queries.findClaimRestaurantId(tx, claimId);
    if (!restaurantId) throw notFound(claimErrorKeys.claimNotFound);
    const restaurant = await queries.lockRestaurant(tx, restaurantId);
    const claim = await queries.lockClaim(tx, claimId);
    if (!restaurant || !claim) throw notFound(claimErrorKeys.claimNotFound);
    if (claim.status !== 'pending') throw conflict(claimErrorKeys.alreadyReviewed);
    if (restaurant.ownerId) throw conflict(claimErrorKeys.alreadyClaimed);

    if (!(await queries.setRestaurantOwner(tx, restaurant.id, claim.userId)))
      throw conflict(claimErrorKeys.alreadyClaimed);
    await queries.decideClaim(tx, claim.id, {
      status: 'approved',
      adminId: admin.id,
      notes: claimReviewNotes.approved,
    });
    await queries.promoteToOwner(tx, claim.userId);
    await queries.rejectOtherPendingClaims(tx, restaurant.id, claim.id, {
      adminId: admin.id,
      notes: claimReviewNotes.claimedByAnother,
    });
    return claim.userId;
  });
  // The claimant may now be an owner: their next request sees it (decision 034).
  forgetSessionsOf(claimantId);
  return getDecidedClaim(db, claimId);
}

export async function rejectClaim(db: Db, admin: CurrentUser, claimId: string) {
  await db.transaction(async (tx) => {
    const claim = await queries.lockClaim(tx, claimId);
    if (!claim) throw notFound(claimErrorKeys.claimNotFound);
    if (claim.status !== 'pending') throw conflict(claimErrorKeys.alreadyReviewed);
    await queries.decideClaim(tx, claim.id, {
      status: 'rejected',
      adminId: admin.id,
      notes: claimReviewNotes.rejected,
    });
  });
  return getDecidedClaim(db, claimId);
}

async function getDecidedClaim(db: Db, claimId: string) {
  const claim = await queries.findClaimForAdmin(db, claimId);
  if (!claim) throw notFound(claimErrorKeys.claimNotFound);
  return claim;
}

/** The English texts of this module's refusals, for tests and API clients (keys: claimErrorKeys). */
export { claimErrors } from '@/shared/schemas/claim.schema';
