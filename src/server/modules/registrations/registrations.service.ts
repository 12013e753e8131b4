import {
  PENDING_REGISTRATIONS_MAX,
  registrationReviewNotes,
  type AdminRegistrationList,
  type CreateRegistrationValues,
  type RegistrationTab,
  registrationErrorKeys,
} from '@/shared/schemas/registration.schema';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { forgetSessionsOf } from '../../lib/session-cache';
import type { CurrentUser } from '../../plugins/auth';
import { lockProfileForWrite, promoteToOwner } from '../claims/claims.queries';
import { decodeCreatedAtCursor, encodeCreatedAtCursor } from '../../lib/cursor';
import * as queries from './registrations.queries';
import { forgetSearchWords } from '../restaurants/search-words';

const MY_REGISTRATIONS_LIMIT = 100;

/** POST /api/registrations: stored as pending for an administrator to review. */
export async function createRegistration(db: Db, user: CurrentUser, input: CreateRegistrationValues) {
  const id = await db.transaction(async (tx) => {
    // One write at a time per account, so parallel requests cannot pass the pending limit.
    await lockProfileForWrite(tx, user.id);
    if ((await queries.countPendingRegistrationsOfUser(tx, user.id)) >= PENDING_REGISTRATIONS_MAX) {
      throw conflict(registrationErrorKeys.tooManyPending);
    }
    return queries.insertRegistration(tx, user.id, input);
  });
  const registration = await queries.findRegistrationOfUser(db, id, user.id);
  if (!registration) throw notFound(registrationErrorKeys.notFound);
  return registration;
}

export function getMyRegistrations(db: Db, user: CurrentUser) {
  return queries.findRegistrationsByUser(db, user.id, MY_REGISTRATIONS_LIMIT);
}

export async function listRegistrationsForAdmin(
  db: Db,
  options: { tab: RegistrationTab; limit: number; cursor?: string },
): Promise<AdminRegistrationList> {
  const [page, pendingCount] = await Promise.all([
    queries.findRegistrationsForAdmin(db, {
      tab: options.tab,
      limit: options.limit,
      cursor: decodeCreatedAtCursor(options.cursor),
    }),
    queries.countPendingRegistrations(db),
  ]);
  return { items: page.items, nextCursor: page.next ? encodeCreatedAtCursor(page.next) : null, pendingCount };
}

/**
 * Approval creates the restaurant owned by the requester and makes the requester an owner, in one
 * transaction. The free-text opening hours stay on the registration (shown to the administrator and
 * the owner); the owner then sets the structured weekly hours in /owner/hours.
 */
export async function approveRegistration(db: Db, admin: CurrentUser, id: string) {
  const requesterId = await db.transaction(async (tx) => {
    const registration = await queries.lockRegistration(tx, id);
    if (!registration) throw notFound(registrationErrorKeys.notFound);
    if (registration.status !== 'pending') throw conflict(registrationErrorKeys.alreadyReviewed);
    const restaurantId = await queries.insertRestaurantFromRegistration(tx, registration);
    await queries.decideRegistration(tx, id, {
      status: 'approved',
      adminId: admin.id,
      notes: registrationReviewNotes.approved,
      restaurantId,
    });
    await promoteToOwner(tx, registration.userId);
    return registration.userId;
  });
  // The requester may now be an owner: their next request sees it (decision 034).
  forgetSessionsOf(requesterId);
  // The new restaurant's words are searchable here at once (decision 069).
  forgetSearchWords();
  return getDecided(db, id);
}

export async function rejectRegistration(db: Db, admin: CurrentUser, id: string) {
  await db.transaction(async (tx) => {
    const registration = await queries.lockRegistration(tx, id);
    if (!registration) throw notFound(registrationErrorKeys.notFound);
    if (registration.status !== 'pending') throw conflict(registrationErrorKeys.alreadyReviewed);
    await queries.decideRegistration(tx, id, {
      status: 'rejected',
      adminId: admin.id,
      notes: registrationReviewNotes.rejected,
    });
  });
  return getDecided(db, id);
}

async function getDecided(db: Db, id: string) {
  const registration = await queries.findRegistrationForAdmin(db, id);
  if (!registration) throw notFound(registrationErrorKeys.notFound);
  return registration;
}

/** The English texts of this module's refusals, for tests and API clients (keys: registrationErrorKeys). */
export { registrationErrors } from '@/shared/schemas/registration.schema';
