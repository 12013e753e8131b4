import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { restaurants } from '../../db/schema/index';

let ctx: TestContext;
let alice: Awaited<ReturnType<typeof createSignedInUser>>;
let bob: Awaited<ReturnType<typeof createSignedInUser>>;
const ids: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createSignedInUser(ctx);
  bob = await createSignedInUser(ctx);
  for (const name of ['Amok House', 'Bai Sach Chrouk', 'Cafe Kampot']) {
    const [row] = await ctx.db
      .insert(restaurants)
      .values({ name, cuisine: 'Khmer' })
      .returning({ id: restaurants.id });
    ids.push(row!.id);
  }
});
afterAll(async () => {
  await ctx.close();
});

const favouritesOf = async (cookie: string, query = '') => {
  const response = await request(ctx, { method: 'GET', url: `/api/me/favourites${query}`, cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Array<{ id: string; name: string }>; nextCursor: string | null };
};

describe('favourites', () => {
  it('requires sign-in for every route', async () => {
    expect((await request(ctx, { method: 'GET', url: '/api/me/favourites' })).statusCode).toBe(401);
    expect((await request(ctx, { method: 'PUT', url: `/api/me/favourites/${ids[0]}` })).statusCode).toBe(401);
    expect((await request(ctx, { method: 'DELETE', url: `/api/me/favourites/${ids[0]}` })).statusCode).toBe(
      401,
    );
  });

  it('saves, lists newest first, survives repeats and shows on the detail response', async () => {
    const save = await request(ctx, {
      method: 'PUT',
      url: `/api/me/favourites/${ids[0]}`,
      cookie: alice.cookie,
    });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toEqual({ restaurantId: ids[0], isFavourite: true });
    await request(ctx, { method: 'PUT', url: `/api/me/favourites/${ids[0]}`, cookie: alice.cookie });
    await request(ctx, { method: 'PUT', url: `/api/me/favourites/${ids[2]}`, cookie: alice.cookie });

    const list = await favouritesOf(alice.cookie);
    expect(list.items.map((item) => item.name)).toEqual(['Cafe Kampot', 'Amok House']);
    expect(list.nextCursor).toBeNull();

    const detail = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants/${ids[0]}`,
      cookie: alice.cookie,
    });
    expect(detail.json().isFavourite).toBe(true);
    const other = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants/${ids[1]}`,
      cookie: alice.cookie,
    });
    expect(other.json().isFavourite).toBe(false);
    const anonymous = await request(ctx, { method: 'GET', url: `/api/restaurants/${ids[0]}` });
    expect(anonymous.json().isFavourite).toBe(false);
  });

  it("keeps each user's list private: B neither sees nor changes A's", async () => {
    expect((await favouritesOf(bob.cookie)).items).toEqual([]);
    const bobDetail = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants/${ids[0]}`,
      cookie: bob.cookie,
    });
    expect(bobDetail.json().isFavourite).toBe(false);

    // Bob deleting the same restaurant only touches Bob's (empty) list.
    const removal = await request(ctx, {
      method: 'DELETE',
      url: `/api/me/favourites/${ids[0]}`,
      cookie: bob.cookie,
    });
    expect(removal.statusCode).toBe(200);
    expect((await favouritesOf(alice.cookie)).items).toHaveLength(2);

    await request(ctx, { method: 'PUT', url: `/api/me/favourites/${ids[1]}`, cookie: bob.cookie });
    expect((await favouritesOf(bob.cookie)).items.map((item) => item.name)).toEqual(['Bai Sach Chrouk']);
    expect((await favouritesOf(alice.cookie)).items.map((item) => item.name)).toEqual([
      'Cafe Kampot',
      'Amok House',
    ]);

    const rows = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM favourites`);
    expect(rows[0]!.n).toBe(3);
  });

  it('removes a favourite (idempotently)', async () => {
    const removal = await request(ctx, {
      method: 'DELETE',
      url: `/api/me/favourites/${ids[2]}`,
      cookie: alice.cookie,
    });
    expect(removal.json()).toEqual({ restaurantId: ids[2], isFavourite: false });
    const again = await request(ctx, {
      method: 'DELETE',
      url: `/api/me/favourites/${ids[2]}`,
      cookie: alice.cookie,
    });
    expect(again.statusCode).toBe(200);
    expect((await favouritesOf(alice.cookie)).items.map((item) => item.name)).toEqual(['Amok House']);
  });

  it('answers 404 for unknown or malformed restaurant ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await request(ctx, {
        method: 'PUT',
        url: `/api/me/favourites/${id}`,
        cookie: alice.cookie,
      });
      expect(response.statusCode).toBe(404);
    }
    const malformedDelete = await request(ctx, {
      method: 'DELETE',
      url: '/api/me/favourites/nope',
      cookie: alice.cookie,
    });
    expect(malformedDelete.statusCode).toBe(404);
  });

  it('pages with a cursor', async () => {
    for (const id of ids)
      await request(ctx, { method: 'PUT', url: `/api/me/favourites/${id}`, cookie: bob.cookie });
    const first = await favouritesOf(bob.cookie, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await favouritesOf(bob.cookie, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((item) => item.id))).toEqual(new Set(ids));
    const bad = await request(ctx, {
      method: 'GET',
      url: '/api/me/favourites?cursor=zzz',
      cookie: bob.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});
