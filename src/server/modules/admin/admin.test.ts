import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminClaim } from '@/shared/schemas/claim.schema';
import {
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { reviews } from '../../db/schema/index';
import { createAdmin, insertClaim, insertRestaurant } from '../claims/claims.fixtures';

// A database of its own, so every count below is exact.
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  const sokha = await createSignedInUser(ctx, { username: 'sokha_eats', email: 'sokha@example.com' });
  const dara = await createSignedInUser(ctx, { username: 'dara_cooks', email: 'dara@example.com' });
  const lotus = await insertRestaurant(ctx, {
    name: 'Green Lotus Vegetarian',
    cuisine: 'Vegetarian',
    location: 'BKK1',
  });
  const pepper = await insertRestaurant(ctx, {
    name: 'Kampot Pepper House',
    cuisine: 'Khmer',
    location: 'Kampot',
  });
  const durian = await insertRestaurant(ctx, {
    name: 'Riverside Durian Cafe',
    cuisine: 'Cafe',
    location: 'Kampot',
  });
  await insertRestaurant(ctx, { name: 'Owned Grill', ownerId: dara.id });
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  ids.lotusSokha = await insertClaim(ctx, {
    restaurantId: lotus.id,
    userId: sokha.id,
    contactEmail: 'family@lotus.example',
    createdAt: new Date(now - 1 * day),
  });
  ids.pepperDara = await insertClaim(ctx, {
    restaurantId: pepper.id,
    userId: dara.id,
    contactEmail: 'dara@pepper.example',
    createdAt: new Date(now - 2 * day),
  });
  ids.durianSokha = await insertClaim(ctx, {
    restaurantId: durian.id,
    userId: sokha.id,
    contactEmail: 'cafe@durian.example',
    status: 'rejected',
    createdAt: new Date(now - 3 * day),
  });
  ids.lotusDara = await insertClaim(ctx, {
    restaurantId: lotus.id,
    userId: dara.id,
    contactEmail: 'dara@lotus.example',
    status: 'approved',
    createdAt: new Date(now - 4 * day),
  });
  await ctx.db.insert(reviews).values([
    { restaurantId: lotus.id, userId: sokha.id, rating: 5, comment: 'Lovely tofu amok.' },
    { restaurantId: pepper.id, userId: dara.id, rating: 4, comment: 'Great crab.' },
    { restaurantId: pepper.id, userId: null, rating: 3, comment: 'Fine.' },
  ]);
  await ctx.db.execute(
    sql`INSERT INTO restaurant_registrations (user_id, name, description, cuisine, address, location, price_range, phone, opening_hours)
        VALUES (${sokha.id}, 'New Place', 'A new place to eat.', 'Khmer', 'Street 1, Phnom Penh', 'Phnom Penh', '$', '012345678901', 'Daily 8-22')`,
  );
});
afterAll(async () => {
  await ctx.close();
});

function listClaims(query = '') {
  return request(ctx, { method: 'GET', url: `/api/admin/claims${query}`, cookie: admin.cookie });
}

describe('GET /api/admin/stats', () => {
  it('gives exact totals', async () => {
    const response = await request(ctx, { method: 'GET', url: '/api/admin/stats', cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalRestaurants: 4,
      totalUsers: 3,
      pendingClaims: 2,
      totalReviews: 3,
      pendingRegistrations: 1,
      openReports: 0,
    });
  });
});

describe('GET /api/admin/claims', () => {
  const names = (items: AdminClaim[]) => items.map((c) => c.id);

  it('defaults to pending, newest first, with counts per tab and the joined details', async () => {
    const response = await listClaims();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body.items)).toEqual([ids.lotusSokha, ids.pepperDara]);
    expect(body.counts).toEqual({ pending: 2, approved: 1, rejected: 1, all: 4 });
    expect(body.nextCursor).toBeNull();
    expect(body.items[0]).toMatchObject({
      status: 'pending',
      contactEmail: 'family@lotus.example',
      restaurant: { name: 'Green Lotus Vegetarian', cuisine: 'Vegetarian', location: 'BKK1' },
      claimant: { username: 'sokha_eats' },
      evidence: expect.any(String),
      reviewedAt: null,
    });
  });

  it.each([
    ['approved', ['lotusDara']],
    ['rejected', ['durianSokha']],
    ['all', ['lotusSokha', 'pepperDara', 'durianSokha', 'lotusDara']],
  ])('tab %s', async (status, expected) => {
    const body = (await listClaims(`?status=${status}`)).json();
    expect(names(body.items)).toEqual(expected.map((key) => ids[key]));
  });

  it.each([
    ['LOTUS', 'all', ['lotusSokha', 'lotusDara']],
    ['sokha', 'all', ['lotusSokha', 'durianSokha']],
    ['PEPPER.EXAMPLE', 'all', ['pepperDara']],
    ['kampot pepper', 'pending', ['pepperDara']],
    ['lotus', 'approved', ['lotusDara']],
    ['100%', 'all', []],
    ['s_kha', 'all', []],
  ])(
    'search %s in tab %s (restaurant name, username or contact e-mail, any case)',
    async (q, status, expected) => {
      const body = (await listClaims(`?status=${status}&q=${encodeURIComponent(q)}`)).json();
      expect(names(body.items)).toEqual(expected.map((key) => ids[key]));
    },
  );

  it('counts follow the search text', async () => {
    const body = (await listClaims('?q=dara')).json();
    expect(body.counts).toEqual({ pending: 1, approved: 1, rejected: 0, all: 2 });
  });

  it('pages with a cursor without gaps or repeats', async () => {
    const first = (await listClaims('?status=all&limit=3')).json();
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await listClaims(`?status=all&limit=3&cursor=${first.nextCursor}`)).json();
    expect(names([...first.items, ...second.items])).toEqual(
      ['lotusSokha', 'pepperDara', 'durianSokha', 'lotusDara'].map((key) => ids[key]),
    );
    expect(second.nextCursor).toBeNull();
  });

  it('refuses bad input with 400', async () => {
    expect((await listClaims('?status=bogus')).statusCode).toBe(400);
    expect((await listClaims('?limit=100000')).statusCode).toBe(400);
    expect((await listClaims(`?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await listClaims('?cursor=%%%')).statusCode).toBe(400);
  });
});
