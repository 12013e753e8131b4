import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, request, type TestContext } from '../support/test-app';
import {
  createAdmin,
  getClaimRow,
  getOwnerId,
  getRole,
  insertClaim,
  insertRestaurant,
} from '../../src/server/modules/claims/claims.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('two administrators approving rival claims on one restaurant at the same moment', () => {
  it.each([1, 2, 3, 4, 5])('exactly one wins (round %i)', async () => {
    const [firstAdmin, secondAdmin, alice, bob] = await Promise.all([
      createAdmin(ctx),
      createAdmin(ctx),
      createSignedInUser(ctx),
      createSignedInUser(ctx),
    ]);
    const restaurant = await insertRestaurant(ctx);
    const aliceClaim = await insertClaim(ctx, { restaurantId: restaurant.id, userId: alice.id });
    const bobClaim = await insertClaim(ctx, { restaurantId: restaurant.id, userId: bob.id });

    const responses = await Promise.all([
      request(ctx, {
        method: 'POST',
        url: `/api/admin/claims/${aliceClaim}/approve`,
        cookie: firstAdmin.cookie,
      }),
      request(ctx, {
        method: 'POST',
        url: `/api/admin/claims/${bobClaim}/approve`,
        cookie: secondAdmin.cookie,
      }),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);

    const winnerIndex = responses[0]!.statusCode === 200 ? 0 : 1;
    const [winner, loser] = winnerIndex === 0 ? [alice, bob] : [bob, alice];
    const [winnerClaim, loserClaim] = winnerIndex === 0 ? [aliceClaim, bobClaim] : [bobClaim, aliceClaim];

    expect(await getOwnerId(ctx, restaurant.id)).toBe(winner.id);
    expect(await getRole(ctx, winner.id)).toBe('owner');
    expect(await getRole(ctx, loser.id)).toBe('user');
    expect((await getClaimRow(ctx, winnerClaim))?.status).toBe('approved');
    expect(await getClaimRow(ctx, loserClaim)).toMatchObject({
      status: 'rejected',
      review_notes: 'Restaurant was claimed by another user',
    });
  });

  it('an approval racing a new claim on the same restaurant never leaves a pending claim on an owned restaurant', async () => {
    const admin = await createAdmin(ctx);
    const [alice, bob] = await Promise.all([createSignedInUser(ctx), createSignedInUser(ctx)]);
    const restaurant = await insertRestaurant(ctx);
    const aliceClaim = await insertClaim(ctx, { restaurantId: restaurant.id, userId: alice.id });
    const [approve, create] = await Promise.all([
      request(ctx, { method: 'POST', url: `/api/admin/claims/${aliceClaim}/approve`, cookie: admin.cookie }),
      request(ctx, {
        method: 'POST',
        url: '/api/claims',
        cookie: bob.cookie,
        payload: {
          restaurantId: restaurant.id,
          contactEmail: 'bob@example.com',
          evidence: 'I manage this place daily.',
        },
      }),
    ]);
    expect(approve.statusCode).toBe(200);
    if (create.statusCode === 201) {
      // The claim committed first, so the approval rejected it.
      expect((await getClaimRow(ctx, create.json().claim.id))?.status).toBe('rejected');
    } else {
      expect(create.statusCode).toBe(409);
    }
  });
});
