import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { claimMessages } from '@/shared/schemas/claim.schema';
import {
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import {
  createAdmin,
  getClaimRow,
  getOwnerId,
  getRole,
  insertClaim,
  insertRestaurant,
} from './claims.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const claimBody = (restaurantId: string, patch: Record<string, unknown> = {}) => ({
  restaurantId,
  contactEmail: 'Owner@Example.com',
  contactPhone: '+855 12 345 678',
  evidence: 'I have the business licence and can show it.',
  ...patch,
});

describe('POST /api/claims', () => {
  it('needs a signed-in user, even with a broken body', async () => {
    const restaurant = await insertRestaurant(ctx);
    const anonymous = await request(ctx, {
      method: 'POST',
      url: '/api/claims',
      payload: claimBody(restaurant.id),
    });
    expect(anonymous.statusCode).toBe(401);
    const broken = await request(ctx, { method: 'POST', url: '/api/claims', payload: { restaurantId: 'x' } });
    expect(broken.statusCode).toBe(401);
  });

  it('creates a pending claim and lists it in /api/me/claims for its author only', async () => {
    const user = await createSignedInUser(ctx);
    const other = await createSignedInUser(ctx);
    const restaurant = await insertRestaurant(ctx, { name: 'Lotus Noodle House' });
    const response = await request(ctx, {
      method: 'POST',
      url: '/api/claims',
      payload: claimBody(restaurant.id, { contactPhone: '' }),
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(201);
    const { claim } = response.json();
    expect(claim).toMatchObject({
      restaurantId: restaurant.id,
      restaurantName: 'Lotus Noodle House',
      status: 'pending',
    });
    const stored = await queryRows(
      ctx.db,
      sql`SELECT contact_email, contact_phone, user_id FROM restaurant_claim_requests WHERE id = ${claim.id}`,
    );
    expect(stored).toEqual([{ contact_email: 'owner@example.com', contact_phone: null, user_id: user.id }]);

    const mine = await request(ctx, { method: 'GET', url: '/api/me/claims', cookie: user.cookie });
    expect(mine.json().items.map((c: { id: string }) => c.id)).toEqual([claim.id]);
    const theirs = await request(ctx, { method: 'GET', url: '/api/me/claims', cookie: other.cookie });
    expect(theirs.json().items).toEqual([]);
    expect((await request(ctx, { method: 'GET', url: '/api/me/claims' })).statusCode).toBe(401);
  });

  it.each([
    [{ contactEmail: 'nope' }, 'contactEmail', claimMessages.email],
    [{ evidence: 'too short' }, 'evidence', claimMessages.evidence],
    [{ evidence: '          x         ' }, 'evidence', claimMessages.evidence],
    [{ restaurantId: '' }, 'restaurantId', claimMessages.noRestaurant],
    [{ restaurantId: 'not-a-uuid' }, 'restaurantId', claimMessages.invalidRestaurant],
  ])('refuses %j with 400 and the message for %s', async (patch, field, message) => {
    const user = await createSignedInUser(ctx);
    const restaurant = await insertRestaurant(ctx);
    const response = await request(ctx, {
      method: 'POST',
      url: '/api/claims',
      payload: claimBody(restaurant.id, patch),
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('answers 404 for a restaurant that does not exist', async () => {
    const user = await createSignedInUser(ctx);
    const response = await request(ctx, {
      method: 'POST',
      url: '/api/claims',
      payload: claimBody('00000000-0000-4000-8000-000000000000'),
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a restaurant that already has an owner with 409', async () => {
    const owner = await createSignedInUser(ctx, { isRestaurantOwner: true });
    const user = await createSignedInUser(ctx);
    const restaurant = await insertRestaurant(ctx, { ownerId: owner.id });
    const response = await request(ctx, {
      method: 'POST',
      url: '/api/claims',
      payload: claimBody(restaurant.id),
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This restaurant has already been claimed');
  });

  it('allows one pending claim per user and restaurant (409), and a new one after a rejection', async () => {
    const user = await createSignedInUser(ctx);
    const restaurant = await insertRestaurant(ctx);
    const send = () =>
      request(ctx, {
        method: 'POST',
        url: '/api/claims',
        payload: claimBody(restaurant.id),
        cookie: user.cookie,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const second = await send();
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('You already have a pending claim request for this restaurant');

    await ctx.db.execute(
      sql`UPDATE restaurant_claim_requests SET status = 'rejected', reviewed_at = now() WHERE id = ${first.json().claim.id}`,
    );
    expect((await send()).statusCode).toBe(201);
  });

  it('the database index also refuses a second pending claim for the same pair', async () => {
    const user = await createSignedInUser(ctx);
    const restaurant = await insertRestaurant(ctx);
    await insertClaim(ctx, { restaurantId: restaurant.id, userId: user.id });
    await expect(insertClaim(ctx, { restaurantId: restaurant.id, userId: user.id })).rejects.toThrow();
  });

  it('allows at most 5 claims in 24 hours per user (429), counting older ones out', async () => {
    const user = await createSignedInUser(ctx);
    const old = await insertRestaurant(ctx);
    await insertClaim(ctx, {
      restaurantId: old.id,
      userId: user.id,
      status: 'rejected',
      createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
    });
    for (let i = 0; i < 5; i += 1) {
      const restaurant = await insertRestaurant(ctx);
      const response = await request(ctx, {
        method: 'POST',
        url: '/api/claims',
        payload: claimBody(restaurant.id),
        cookie: user.cookie,
      });
      expect(response.statusCode).toBe(201);
    }
    const restaurant = await insertRestaurant(ctx);
    const sixth = await request(ctx, {
      method: 'POST',
      url: '/api/claims',
      payload: claimBody(restaurant.id),
      cookie: user.cookie,
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('admin claim endpoints', () => {
  it('answer 401 to anonymous callers and 403 to diners and owners, before validating input', async () => {
    const diner = await createSignedInUser(ctx);
    const owner = await createSignedInUser(ctx, { isRestaurantOwner: true });
    const restaurant = await insertRestaurant(ctx);
    const claimId = await insertClaim(ctx, { restaurantId: restaurant.id, userId: diner.id });
    const calls = [
      { method: 'GET' as const, url: '/api/admin/claims' },
      { method: 'GET' as const, url: '/api/admin/claims?status=bogus' },
      { method: 'GET' as const, url: '/api/admin/stats' },
      { method: 'POST' as const, url: `/api/admin/claims/${claimId}/approve` },
      { method: 'POST' as const, url: `/api/admin/claims/${claimId}/reject` },
      { method: 'POST' as const, url: '/api/admin/claims/not-a-uuid/approve' },
    ];
    for (const call of calls) {
      expect((await request(ctx, call)).statusCode, `${call.method} ${call.url} anonymous`).toBe(401);
      expect((await request(ctx, { ...call, cookie: diner.cookie })).statusCode, `${call.url} diner`).toBe(
        403,
      );
      expect((await request(ctx, { ...call, cookie: owner.cookie })).statusCode, `${call.url} owner`).toBe(
        403,
      );
    }
    expect((await getClaimRow(ctx, claimId))?.status).toBe('pending');
    expect(await getOwnerId(ctx, restaurant.id)).toBeNull();
  });

  it('approve: owner set, claimant becomes owner, other pending claims rejected, reviewer recorded', async () => {
    const admin = await createAdmin(ctx);
    const claimant = await createSignedInUser(ctx);
    const rival = await createSignedInUser(ctx);
    const restaurant = await insertRestaurant(ctx, { name: 'Kampot Pepper House' });
    const elsewhere = await insertRestaurant(ctx);
    const claimId = await insertClaim(ctx, { restaurantId: restaurant.id, userId: claimant.id });
    const rivalClaim = await insertClaim(ctx, { restaurantId: restaurant.id, userId: rival.id });
    const rivalElsewhere = await insertClaim(ctx, { restaurantId: elsewhere.id, userId: rival.id });

    const response = await request(ctx, {
      method: 'POST',
      url: `/api/admin/claims/${claimId}/approve`,
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    const { claim } = response.json();
    expect(claim).toMatchObject({
      id: claimId,
      status: 'approved',
      reviewNotes: 'Approved by admin',
      restaurant: { id: restaurant.id, name: 'Kampot Pepper House' },
      claimant: { id: claimant.id, username: claimant.username },
    });
    expect(claim.reviewedAt).toEqual(expect.any(String));

    expect(await getOwnerId(ctx, restaurant.id)).toBe(claimant.id);
    expect(await getRole(ctx, claimant.id)).toBe('owner');
    expect(await getClaimRow(ctx, claimId)).toMatchObject({ status: 'approved', reviewed_by: admin.id });
    expect(await getClaimRow(ctx, rivalClaim)).toMatchObject({
      status: 'rejected',
      review_notes: 'Restaurant was claimed by another user',
      reviewed_by: admin.id,
    });
    expect((await getClaimRow(ctx, rivalElsewhere))?.status).toBe('pending');

    // The claimant sees the decision.
    const mine = await request(ctx, { method: 'GET', url: '/api/me/claims', cookie: claimant.cookie });
    expect(mine.json().items[0]).toMatchObject({
      id: claimId,
      status: 'approved',
      reviewNotes: 'Approved by admin',
    });
  });

  it('approve keeps an administrator an administrator', async () => {
    const admin = await createAdmin(ctx);
    const otherAdmin = await createAdmin(ctx);
    const restaurant = await insertRestaurant(ctx);
    const claimId = await insertClaim(ctx, { restaurantId: restaurant.id, userId: otherAdmin.id });
    const response = await request(ctx, {
      method: 'POST',
      url: `/api/admin/claims/${claimId}/approve`,
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(await getRole(ctx, otherAdmin.id)).toBe('admin');
    expect(await getOwnerId(ctx, restaurant.id)).toBe(otherAdmin.id);
  });

  it('approve on a restaurant that already has an owner: 409 and nothing changes', async () => {
    const admin = await createAdmin(ctx);
    const owner = await createSignedInUser(ctx, { isRestaurantOwner: true });
    const claimant = await createSignedInUser(ctx);
    const restaurant = await insertRestaurant(ctx);
    const claimId = await insertClaim(ctx, { restaurantId: restaurant.id, userId: claimant.id });
    await ctx.db.execute(sql`UPDATE restaurants SET owner_id = ${owner.id} WHERE id = ${restaurant.id}`);

    const response = await request(ctx, {
      method: 'POST',
      url: `/api/admin/claims/${claimId}/approve`,
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This restaurant has already been claimed');
    expect(await getOwnerId(ctx, restaurant.id)).toBe(owner.id);
    expect(await getRole(ctx, claimant.id)).toBe('user');
    expect(await getClaimRow(ctx, claimId)).toMatchObject({ status: 'pending', reviewed_at: null });
  });

  it('approve or reject a claim that is not pending: 409', async () => {
    const admin = await createAdmin(ctx);
    const claimant = await createSignedInUser(ctx);
    const restaurant = await insertRestaurant(ctx);
    const rejected = await insertClaim(ctx, {
      restaurantId: restaurant.id,
      userId: claimant.id,
      status: 'rejected',
    });
    for (const action of ['approve', 'reject']) {
      const response = await request(ctx, {
        method: 'POST',
        url: `/api/admin/claims/${rejected}/${action}`,
        cookie: admin.cookie,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('This claim request has already been reviewed');
    }
    expect(await getOwnerId(ctx, restaurant.id)).toBeNull();
    expect((await getClaimRow(ctx, rejected))?.review_notes).toBe('Rejected by admin');
  });

  it('reject: pending becomes rejected with the note and the reviewer, the restaurant stays unowned', async () => {
    const admin = await createAdmin(ctx);
    const claimant = await createSignedInUser(ctx);
    const restaurant = await insertRestaurant(ctx);
    const claimId = await insertClaim(ctx, { restaurantId: restaurant.id, userId: claimant.id });
    const response = await request(ctx, {
      method: 'POST',
      url: `/api/admin/claims/${claimId}/reject`,
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().claim).toMatchObject({ status: 'rejected', reviewNotes: 'Rejected by admin' });
    expect(await getClaimRow(ctx, claimId)).toMatchObject({ status: 'rejected', reviewed_by: admin.id });
    expect(await getOwnerId(ctx, restaurant.id)).toBeNull();
    expect(await getRole(ctx, claimant.id)).toBe('user');
  });

  it('unknown or malformed claim ids: 404 and 400', async () => {
    const admin = await createAdmin(ctx);
    const missing = await request(ctx, {
      method: 'POST',
      url: '/api/admin/claims/00000000-0000-4000-8000-000000000000/approve',
      cookie: admin.cookie,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await request(ctx, {
      method: 'POST',
      url: '/api/admin/claims/123/reject',
      cookie: admin.cookie,
    });
    expect(malformed.statusCode).toBe(400);
  });
});
