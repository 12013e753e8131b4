import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registrationMessages } from '@/shared/schemas/registration.schema';
import {
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { createAdmin, getRole } from '../claims/claims.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const valid = {
  name: 'Mango Tree Num Pang',
  description: 'Fresh num pang sandwiches with grilled pork and pickled papaya.',
  cuisine: 'Street Food',
  address: '#10 Street 130, Phsar Chas, Phnom Penh',
  location: 'Phnom Penh',
  priceRange: '$',
  phone: '+855 12 130 010',
  website: 'mangotree.example.com',
  openingHours: 'Mon-Sat 06:30-15:00, closed Sunday',
};

function submit(cookie: string | undefined, patch: Record<string, unknown> = {}) {
  return request(ctx, { method: 'POST', url: '/api/registrations', payload: { ...valid, ...patch }, cookie });
}

describe('POST /api/registrations', () => {
  it('needs a signed-in user', async () => {
    expect((await submit(undefined)).statusCode).toBe(401);
  });

  it.each([
    [{ name: 'ab' }, 'name', registrationMessages.name],
    [{ name: '  ab  ' }, 'name', registrationMessages.name],
    [{ description: 'Too short' }, 'description', registrationMessages.description],
    [{ cuisine: '' }, 'cuisine', registrationMessages.cuisine],
    [{ cuisine: 'Martian' }, 'cuisine', registrationMessages.cuisine],
    [{ address: 'St 1' }, 'address', registrationMessages.address],
    [{ location: 'P' }, 'location', registrationMessages.location],
    [{ priceRange: '$$$$$' }, 'priceRange', registrationMessages.priceRange],
    [{ priceRange: undefined }, 'priceRange', registrationMessages.priceRange],
    [{ phone: '012 345' }, 'phone', registrationMessages.phone],
    [{ website: 'not a url' }, 'website', registrationMessages.website],
    [{ openingHours: '   ' }, 'openingHours', registrationMessages.openingHours],
    [{ openingHours: undefined }, 'openingHours', registrationMessages.openingHours],
  ])('refuses %j with 400 and the message for %s', async (patch, field, message) => {
    const user = await createSignedInUser(ctx);
    const response = await submit(user.cookie, patch);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('stores a pending registration visible to its author only; at most 3 pending at once (409)', async () => {
    const user = await createSignedInUser(ctx);
    const other = await createSignedInUser(ctx);
    const first = await submit(user.cookie, { website: '' });
    expect(first.statusCode).toBe(201);
    expect(first.json().registration).toMatchObject({
      name: valid.name,
      status: 'pending',
      restaurantId: null,
    });
    const stored = await queryRows(
      ctx.db,
      sql`SELECT website, opening_hours, price_range FROM restaurant_registrations WHERE id = ${first.json().registration.id}`,
    );
    expect(stored).toEqual([{ website: null, opening_hours: valid.openingHours, price_range: '$' }]);

    expect((await submit(user.cookie)).statusCode).toBe(201);
    expect((await submit(user.cookie)).statusCode).toBe(201);
    const fourth = await submit(user.cookie);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.code).toBe('CONFLICT');

    const mine = await request(ctx, { method: 'GET', url: '/api/me/registrations', cookie: user.cookie });
    expect(mine.json().items).toHaveLength(3);
    const theirs = await request(ctx, { method: 'GET', url: '/api/me/registrations', cookie: other.cookie });
    expect(theirs.json().items).toEqual([]);
  });
});

describe('admin registration review', () => {
  it('is for administrators only (401, 403)', async () => {
    const diner = await createSignedInUser(ctx);
    const created = await submit(diner.cookie);
    const id = created.json().registration.id;
    for (const call of [
      { method: 'GET' as const, url: '/api/admin/registrations' },
      { method: 'POST' as const, url: `/api/admin/registrations/${id}/approve` },
      { method: 'POST' as const, url: `/api/admin/registrations/${id}/reject` },
    ]) {
      expect((await request(ctx, call)).statusCode).toBe(401);
      expect((await request(ctx, { ...call, cookie: diner.cookie })).statusCode).toBe(403);
    }
  });

  it('approve creates the restaurant owned by the requester and makes them an owner, once', async () => {
    const admin = await createAdmin(ctx);
    const requester = await createSignedInUser(ctx);
    const id = (await submit(requester.cookie)).json().registration.id;

    const list = await request(ctx, { method: 'GET', url: '/api/admin/registrations', cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    const listed = list.json().items.find((r: { id: string }) => r.id === id);
    expect(listed).toMatchObject({
      openingHours: valid.openingHours,
      phone: valid.phone,
      website: 'https://mangotree.example.com',
      requester: { id: requester.id, username: requester.username },
    });

    const response = await request(ctx, {
      method: 'POST',
      url: `/api/admin/registrations/${id}/approve`,
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    const { registration } = response.json();
    expect(registration).toMatchObject({ status: 'approved', reviewNotes: 'Approved by admin' });
    const restaurants = await queryRows(
      ctx.db,
      sql`SELECT name, description, cuisine, address, location, price_range, phone, website, owner_id
          FROM restaurants WHERE id = ${registration.restaurantId}`,
    );
    expect(restaurants).toEqual([
      {
        name: valid.name,
        description: valid.description,
        cuisine: valid.cuisine,
        address: valid.address,
        location: valid.location,
        price_range: '$',
        phone: valid.phone,
        website: 'https://mangotree.example.com',
        owner_id: requester.id,
      },
    ]);
    expect(await getRole(ctx, requester.id)).toBe('owner');

    const again = await request(ctx, {
      method: 'POST',
      url: `/api/admin/registrations/${id}/approve`,
      cookie: admin.cookie,
    });
    expect(again.statusCode).toBe(409);
    const count = await queryRows(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM restaurants WHERE name = ${valid.name}`,
    );
    expect(count[0]!.n).toBe(1);

    const mine = await request(ctx, {
      method: 'GET',
      url: '/api/me/registrations',
      cookie: requester.cookie,
    });
    expect(mine.json().items[0]).toMatchObject({
      id,
      status: 'approved',
      restaurantId: registration.restaurantId,
    });
  });

  it('reject records the decision and creates nothing; an administrator requester stays admin on approval', async () => {
    const admin = await createAdmin(ctx);
    const requester = await createSignedInUser(ctx);
    const id = (await submit(requester.cookie, { name: 'Rejected Place' })).json().registration.id;
    const response = await request(ctx, {
      method: 'POST',
      url: `/api/admin/registrations/${id}/reject`,
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().registration).toMatchObject({
      status: 'rejected',
      reviewNotes: 'Rejected by admin',
    });
    const count = await queryRows(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM restaurants WHERE name = 'Rejected Place'`,
    );
    expect(count[0]!.n).toBe(0);
    expect(await getRole(ctx, requester.id)).toBe('user');
    const mine = await request(ctx, {
      method: 'GET',
      url: '/api/me/registrations',
      cookie: requester.cookie,
    });
    expect(mine.json().items[0]).toMatchObject({ id, status: 'rejected', reviewNotes: 'Rejected by admin' });

    const ownId = (await submit(admin.cookie, { name: 'Admin Diner' })).json().registration.id;
    await request(ctx, {
      method: 'POST',
      url: `/api/admin/registrations/${ownId}/approve`,
      cookie: admin.cookie,
    });
    expect(await getRole(ctx, admin.id)).toBe('admin');
  });

  it('pages the list with a cursor and refuses a forged one', async () => {
    const admin = await createAdmin(ctx);
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: { statusCode: number; json(): { items: { id: string }[]; nextCursor: string | null } } =
        await request(ctx, {
          method: 'GET',
          url: `/api/admin/registrations?status=all&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          cookie: admin.cookie,
        });
      expect(page.statusCode).toBe(200);
      for (const item of page.json().items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
      }
      cursor = page.json().nextCursor;
    } while (cursor);
    const total = await queryRows(ctx.db, sql`SELECT count(*)::int AS n FROM restaurant_registrations`);
    expect(seen.size).toBe(total[0]!.n);

    const forged = await request(ctx, {
      method: 'GET',
      url: '/api/admin/registrations?cursor=bm9wZQ',
      cookie: admin.cookie,
    });
    expect(forged.statusCode).toBe(400);
  });
});
