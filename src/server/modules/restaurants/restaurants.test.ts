import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  RestaurantListResponse,
  RestaurantOptionsResponse,
  RestaurantSummary,
} from '@/shared/schemas/restaurant.schema';
import { getOpeningStatus } from '@/shared/domain/hours';
import {
  createOwnersAndDiner,
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { menuCategories, menuItems, operatingHours, restaurants, specialHours } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { parseWeeklyHours } from './restaurants.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type NewRestaurant = typeof restaurants.$inferInsert;

async function insertRestaurant(db: Db, values: Partial<NewRestaurant> & { name: string }) {
  const rows = await db
    .insert(restaurants)
    .values({ cuisine: 'Khmer', priceRange: '$$', ...values })
    .returning({ id: restaurants.id });
  return rows[0]!.id;
}

async function clearRestaurants() {
  await ctx.db.execute(sql`DELETE FROM restaurants`);
}

async function list(query: string, cookie?: string) {
  const response = await request(ctx, { method: 'GET', url: `/api/restaurants${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RestaurantListResponse;
}

const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);

async function options(query: string) {
  const response = await request(ctx, { method: 'GET', url: `/api/restaurants/options${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RestaurantOptionsResponse;
}

describe('GET /api/restaurants search and filters', () => {
  beforeAll(async () => {
    await clearRestaurants();
    await insertRestaurant(ctx.db, {
      name: "Mekong Mother's Kitchen",
      nameKm: 'ផ្ទះបាយម្ដាយមេគង្គ',
      cuisine: 'Khmer',
      priceRange: '$$',
    });
    await insertRestaurant(ctx.db, { name: 'Pho 7 Corner', cuisine: 'Vietnamese', priceRange: '$' });
    await insertRestaurant(ctx.db, { name: 'Bangkok Street', cuisine: 'Thai', priceRange: '$$' });
    await insertRestaurant(ctx.db, { name: 'Thai Orchid', cuisine: 'Thai', priceRange: '$$$' });
    await insertRestaurant(ctx.db, {
      name: 'Num Banh Chok Stall',
      nameKm: 'នំបញ្ចុក\u200Bហាង៩',
      cuisine: 'Street Food',
      priceRange: '$',
    });
    await insertRestaurant(ctx.db, { name: '100% Juice', cuisine: 'Cafe', priceRange: '$' });
  });

  it('lists everything ordered by name with open status and no owner id', async () => {
    const body = await list('');
    expect(names(body)).toEqual([
      '100% Juice',
      'Bangkok Street',
      "Mekong Mother's Kitchen",
      'Num Banh Chok Stall',
      'Pho 7 Corner',
      'Thai Orchid',
    ]);
    expect(body.nextCursor).toBeNull();
    const first = body.items[0]!;
    expect(first).toMatchObject({ isClaimed: false, openStatus: { status: 'unset' }, reviewCount: 0 });
    expect(Object.keys(first)).not.toContain('ownerId');
  });

  it.each([
    ['mekong', ["Mekong Mother's Kitchen"]],
    ['MEKONG', ["Mekong Mother's Kitchen"]],
    ['  KiTcHeN  ', ["Mekong Mother's Kitchen"]],
    ['viet', ['Pho 7 Corner']],
    ['thai', ['Bangkok Street', 'Thai Orchid']],
    ['street', ['Bangkok Street', 'Num Banh Chok Stall']],
  ])('matches Latin substrings of name or cuisine case-insensitively: %j', async (q, expected) => {
    expect(names(await list(`?q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it('matches Khmer substrings of the Khmer name', async () => {
    expect(names(await list(`?q=${encodeURIComponent('ម្ដាយ')}`))).toEqual(["Mekong Mother's Kitchen"]);
    expect(names(await list(`?q=${encodeURIComponent('នំបញ្ចុក')}`))).toEqual(['Num Banh Chok Stall']);
  });

  it('treats Khmer digits as ASCII digits, both in the query and in the data', async () => {
    expect(names(await list(`?q=${encodeURIComponent('៧')}`))).toEqual(['Pho 7 Corner']);
    expect(names(await list(`?q=${encodeURIComponent('pho ៧')}`))).toEqual(['Pho 7 Corner']);
    expect(names(await list(`?q=${encodeURIComponent('ហាង9')}`))).toEqual(['Num Banh Chok Stall']);
  });

  it('ignores zero-width spaces in the query and the data', async () => {
    expect(names(await list(`?q=${encodeURIComponent('ផ្ទះ\u200Bបាយ')}`))).toEqual([
      "Mekong Mother's Kitchen",
    ]);
    expect(names(await list(`?q=${encodeURIComponent('នំបញ្ចុកហាង')}`))).toEqual(['Num Banh Chok Stall']);
  });

  it('treats LIKE wildcards in the query literally', async () => {
    expect(names(await list(`?q=${encodeURIComponent('%')}`))).toEqual(['100% Juice']);
    expect(names(await list(`?q=${encodeURIComponent('_')}`))).toEqual([]);
    expect(names(await list(`?q=${encodeURIComponent('   ')}`))).toHaveLength(6);
  });

  it('filters by exact cuisine', async () => {
    expect(names(await list('?cuisine=Thai'))).toEqual(['Bangkok Street', 'Thai Orchid']);
    expect(names(await list('?cuisine=Tha'))).toEqual([]);
    expect(names(await list('?cuisine=thai'))).toEqual([]);
  });

  it('filters by exact price', async () => {
    expect(names(await list(`?price=${encodeURIComponent('$')}`))).toEqual([
      '100% Juice',
      'Num Banh Chok Stall',
      'Pho 7 Corner',
    ]);
    expect(names(await list(`?price=${encodeURIComponent('$$$')}`))).toEqual(['Thai Orchid']);
  });

  it('combines search, cuisine and price', async () => {
    expect(names(await list(`?q=thai&cuisine=Thai&price=${encodeURIComponent('$$')}`))).toEqual([
      'Bangkok Street',
    ]);
    expect(names(await list(`?q=orchid&cuisine=Thai&price=${encodeURIComponent('$$')}`))).toEqual([]);
  });

  it('lists the cuisines present in the data', async () => {
    const response = await request(ctx, { method: 'GET', url: '/api/restaurants/cuisines' });
    expect(response.json()).toEqual({ cuisines: ['Cafe', 'Khmer', 'Street Food', 'Thai', 'Vietnamese'] });
  });

  it('lists options (id, name and Khmer name) ordered by name', async () => {
    const body = await options('');
    expect(names(body)).toEqual(names(await list('')));
    expect(body.hasMore).toBe(false);
    expect(Object.keys(body.items[0]!).sort()).toEqual(['id', 'name', 'nameKm']);
    expect(body.items.find((item) => item.name === "Mekong Mother's Kitchen")?.nameKm).toBe(
      'ផ្ទះបាយម្ដាយមេគង្គ',
    );
  });

  it('searches options like the list: Latin case, Khmer name, zero-width spaces, Khmer digits, wildcards', async () => {
    expect(names(await options('?q=MEKONG'))).toEqual(["Mekong Mother's Kitchen"]);
    expect(names(await options('?q=thai'))).toEqual(['Bangkok Street', 'Thai Orchid']);
    expect(names(await options(`?q=${encodeURIComponent('ផ្ទះ\u200Bបាយ')}`))).toEqual([
      "Mekong Mother's Kitchen",
    ]);
    expect(names(await options(`?q=${encodeURIComponent('នំបញ្ចុកហាង')}`))).toEqual(['Num Banh Chok Stall']);
    expect(names(await options(`?q=${encodeURIComponent('pho ៧')}`))).toEqual(['Pho 7 Corner']);
    expect(names(await options(`?q=${encodeURIComponent('%')}`))).toEqual(['100% Juice']);
    expect(names(await options(`?q=${encodeURIComponent('_')}`))).toEqual([]);
    expect(names(await options(`?q=${encodeURIComponent('   ')}`))).toHaveLength(6);
  });

  it('bounds options by limit (default 20, at most 50) and says when more match', async () => {
    expect(await options('?limit=2')).toMatchObject({ hasMore: true });
    expect(names(await options('?limit=2'))).toEqual(['100% Juice', 'Bangkok Street']);
    expect(names(await options('?q=street&limit=1'))).toEqual(['Bangkok Street']);
    expect((await options('?q=street&limit=1')).hasMore).toBe(true);
    expect((await options('?q=street&limit=2')).hasMore).toBe(false);
    expect((await options('?limit=6')).hasMore).toBe(false);
    expect((await options('?limit=5')).hasMore).toBe(true);
    expect((await options('?limit=50')).items).toHaveLength(6);
  });

  it('returns only the restaurant asked for by id (a form opened with it chosen)', async () => {
    const [pho] = (await options('?q=pho')).items;
    expect(await options(`?id=${pho!.id}`)).toEqual({ items: [pho], hasMore: false });
    expect(await options(`?id=${pho!.id}&q=pho`)).toEqual({ items: [pho], hasMore: false });
    expect(await options(`?id=${pho!.id}&q=thai`)).toEqual({ items: [], hasMore: false });
    expect(await options('?id=00000000-0000-4000-8000-000000000000')).toEqual({ items: [], hasMore: false });
    expect(names(await options('?id='))).toHaveLength(6);
  });

  it.each([
    ['?limit=0'],
    ['?limit=51'],
    ['?limit=-1'],
    ['?limit=1.5'],
    ['?limit=abc'],
    ['?limit=99999999999999999999'],
    [`?q=${'a'.repeat(101)}`],
    ['?q=a&q=b'],
    ['?id=not-a-uuid'],
    [`?id=${encodeURIComponent("' OR 1=1 --")}`],
  ])('refuses bad options input %s with 400', async (query) => {
    const response = await request(ctx, { method: 'GET', url: `/api/restaurants/options${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });

  it.each([
    ['?price=cheap'],
    ['?limit=0'],
    ['?limit=1000'],
    ['?limit=99999999999999999999'],
    [`?q=${'a'.repeat(101)}`],
    ['?cursor=not-a-cursor'],
    [`?cursor=${Buffer.from(JSON.stringify(['a', 'not-a-uuid'])).toString('base64url')}`],
    ['?open=maybe'],
  ])('refuses bad input %s with 400', async (query) => {
    const response = await request(ctx, { method: 'GET', url: `/api/restaurants${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });
});

describe('keyset paging', () => {
  it('walks every restaurant exactly once, in (name, id) order, including duplicate names', async () => {
    await clearRestaurants();
    const inserted: string[] = [];
    for (let i = 0; i < 53; i += 1) {
      // Some names repeat so that the id tie-break matters.
      inserted.push(await insertRestaurant(ctx.db, { name: `Place ${String(i % 20).padStart(2, '0')}` }));
    }
    const seen: RestaurantSummary[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const body = await list(query);
      expect(body.items.length).toBeLessThanOrEqual(7);
      seen.push(...body.items);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBe(8);
    expect(seen).toHaveLength(53);
    expect(new Set(seen.map((r) => r.id)).size).toBe(53);
    expect(new Set(seen.map((r) => r.id))).toEqual(new Set(inserted));
    const sorted = [...seen].sort((a, b) =>
      a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1,
    );
    expect(seen.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
  });

  it('uses pages of 24 by default and keeps filters across pages', async () => {
    const first = await list('?q=place');
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`?q=place&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items).toHaveLength(24);
    const third = await list(`?q=place&cursor=${encodeURIComponent(second.nextCursor!)}`);
    expect(third.items).toHaveLength(5);
    expect(third.nextCursor).toBeNull();
  });

  it('answers options with 20 by default and at most limit, in (name, id) order', async () => {
    const page = await list('?limit=48');
    const rest = await list(`?limit=48&cursor=${encodeURIComponent(page.nextCursor!)}`);
    const all = [...page.items, ...rest.items].map((r) => r.id);
    expect(all).toHaveLength(53);
    const first = await options('');
    expect(first.items.map((r) => r.id)).toEqual(all.slice(0, 20));
    expect(first.hasMore).toBe(true);
    const max = await options('?limit=50');
    expect(max.items.map((r) => r.id)).toEqual(all.slice(0, 50));
    expect(max.hasMore).toBe(true);
    // 'Place 07' is the name of 3 restaurants (i = 7, 27, 47).
    expect(await options('?q=place%2007&limit=3')).toMatchObject({ hasMore: false });
    expect((await options('?q=place%2007&limit=2')).items).toHaveLength(2);
    expect((await options('?q=place%2007&limit=2')).hasMore).toBe(true);
  });
});

describe('open now', () => {
  // Saturday 2025-03-15 01:30 in Phnom Penh (UTC+7); yesterday was Friday 2025-03-14.
  const saturdayEarly = new Date('2025-03-14T18:30:00Z');
  // Saturday 2025-03-15 12:00 in Phnom Penh.
  const saturdayNoon = new Date('2025-03-15T05:00:00Z');
  const ids: Record<string, string> = {};

  async function weekly(
    id: string,
    open: string | null,
    close: string | null,
    isClosed = false,
    days = [0, 1, 2, 3, 4, 5, 6],
  ) {
    await ctx.db.insert(operatingHours).values(
      days.map((dayOfWeek) => ({
        restaurantId: id,
        dayOfWeek,
        openTime: open,
        closeTime: close,
        isClosed,
      })),
    );
  }

  beforeAll(async () => {
    await clearRestaurants();
    ids.lateNight = await insertRestaurant(ctx.db, { name: 'A Late Night Bar', cuisine: 'BBQ' });
    await weekly(ids.lateNight, '17:00', '02:00');
    ids.dayCafe = await insertRestaurant(ctx.db, { name: 'B Day Cafe', cuisine: 'Cafe' });
    await weekly(ids.dayCafe, '07:00', '21:00');
    ids.fridayClosed = await insertRestaurant(ctx.db, { name: 'C Friday Special Closed', cuisine: 'BBQ' });
    await weekly(ids.fridayClosed, '17:00', '02:00');
    await ctx.db.insert(specialHours).values({
      restaurantId: ids.fridayClosed,
      date: '2025-03-14',
      isClosed: true,
      reason: 'Private event',
    });
    ids.saturdayClosed = await insertRestaurant(ctx.db, {
      name: 'D Saturday Special Closed',
      cuisine: 'BBQ',
    });
    await weekly(ids.saturdayClosed, '17:00', '02:00');
    await ctx.db
      .insert(specialHours)
      .values({ restaurantId: ids.saturdayClosed, date: '2025-03-15', isClosed: true, reason: 'Holiday' });
    ids.specialOpen = await insertRestaurant(ctx.db, {
      name: 'E Special Night Market',
      cuisine: 'Street Food',
    });
    await weekly(ids.specialOpen, '09:00', '17:00');
    await ctx.db.insert(specialHours).values({
      restaurantId: ids.specialOpen,
      date: '2025-03-15',
      isClosed: false,
      openTime: '00:00',
      closeTime: '03:00',
    });
    ids.specialOnly = await insertRestaurant(ctx.db, { name: 'F Special Only', cuisine: 'Cafe' });
    await ctx.db.insert(specialHours).values({
      restaurantId: ids.specialOnly,
      date: '2025-03-15',
      isClosed: false,
      openTime: '00:00',
      closeTime: '23:00',
    });
    ids.allDay = await insertRestaurant(ctx.db, { name: 'G All Day', cuisine: 'Cafe' });
    await weekly(ids.allDay, '00:00', '00:00');
    ids.fridaySpecialLate = await insertRestaurant(ctx.db, { name: 'H Friday Special Late', cuisine: 'BBQ' });
    await weekly(ids.fridaySpecialLate, '10:00', '22:00');
    await ctx.db.insert(specialHours).values({
      restaurantId: ids.fridaySpecialLate,
      date: '2025-03-14',
      isClosed: false,
      openTime: '20:00',
      closeTime: '03:00',
    });
    ids.noHours = await insertRestaurant(ctx.db, { name: 'I No Hours', cuisine: 'Cafe' });
  });

  it('at 01:30 on Saturday: cross-midnight spill from Friday, Friday special replaces it, Saturday special does not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(saturdayEarly);
    const open = await list('?open=1');
    expect(names(open)).toEqual([
      'A Late Night Bar',
      'D Saturday Special Closed',
      'E Special Night Market',
      'G All Day',
      'H Friday Special Late',
    ]);
    expect(open.items.every((item) => item.openStatus.status === 'open')).toBe(true);

    const all = await list('');
    const byName = new Map(all.items.map((item) => [item.name, item.openStatus.status]));
    expect(byName.get('B Day Cafe')).toBe('closed');
    expect(byName.get('C Friday Special Closed')).toBe('closed');
    expect(byName.get('F Special Only')).toBe('unset');
    expect(byName.get('I No Hours')).toBe('unset');
  });

  it('at noon on Saturday: day hours apply and a closed special day shows its reason', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(saturdayNoon);
    expect(names(await list('?open=1'))).toEqual(['B Day Cafe', 'G All Day', 'H Friday Special Late']);
    expect(names(await list('?open=true&cuisine=Cafe'))).toEqual(['B Day Cafe', 'G All Day']);
    expect(names(await list('?open=1&q=b%20day'))).toEqual(['B Day Cafe']);
    expect(names(await list('?open=0'))).toHaveLength(9);

    const detail = await request(ctx, { method: 'GET', url: `/api/restaurants/${ids.saturdayClosed}` });
    expect(detail.json().openStatus).toEqual({
      status: 'closed',
      message: { kind: 'closedReason', reason: 'Holiday' },
      nextOpening: { kind: 'tomorrow', dayOfWeek: 0, date: '2025-03-16', time: '17:00', daysAhead: 1 },
    });
  });

  it("agrees with the engine for every restaurant's status in the list", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const instant of [saturdayEarly, saturdayNoon, new Date('2025-03-15T15:59:00Z')]) {
      vi.setSystemTime(instant);
      const all = await list('');
      const open = new Set((await list('?open=1')).items.map((item) => item.id));
      for (const item of all.items) {
        expect(open.has(item.id), item.name).toBe(item.openStatus.status === 'open');
      }
      const weeklyRows = await ctx.db.select().from(operatingHours);
      const specialRows = await ctx.db.select().from(specialHours);
      for (const item of all.items) {
        const expected = getOpeningStatus({
          weeklyHours: weeklyRows.filter((row) => row.restaurantId === item.id),
          specialHours: specialRows.filter((row) => row.restaurantId === item.id),
          instant,
          timeZone: 'Asia/Phnom_Penh',
        });
        expect(item.openStatus, item.name).toEqual(expected);
      }
    }
  });
});

describe('GET /api/restaurants/:id', () => {
  let restaurantId: string;
  beforeAll(async () => {
    await clearRestaurants();
    restaurantId = await insertRestaurant(ctx.db, {
      name: 'Detail Place',
      nameKm: 'កន្លែង',
      description: 'About text',
      phone: '+855 12 000 000',
      website: 'https://example.com',
      googleMapLocation: 'https://maps.google.com/?q=x',
      reviewCount: 4,
      ratingSum: 15,
      speyCount: 1,
    });
  });

  it('returns the restaurant with its aggregates', async () => {
    const response = await request(ctx, { method: 'GET', url: `/api/restaurants/${restaurantId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: restaurantId,
      name: 'Detail Place',
      nameKm: 'កន្លែង',
      averageRating: 3.75,
      reviewCount: 4,
      speyPercentage: 25,
      isClaimed: false,
      isFavourite: false,
      isOwner: false,
      phone: '+855 12 000 000',
    });
  });

  it.each([
    ['00000000-0000-4000-8000-000000000000'],
    ['not-a-uuid'],
    ['1'],
    ["'; DROP TABLE restaurants; --"],
  ])('answers 404 for unknown or malformed id %s', async (id) => {
    const response = await request(ctx, { method: 'GET', url: `/api/restaurants/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Restaurant not found' });
  });

  it('says claimed without revealing the owner, and isOwner only to the owner', async () => {
    const owner = await createSignedInUser(ctx, { isRestaurantOwner: true });
    const other = await createSignedInUser(ctx);
    await ctx.db.execute(sql`UPDATE restaurants SET owner_id = ${owner.id} WHERE id = ${restaurantId}`);
    const anonymous = await request(ctx, { method: 'GET', url: `/api/restaurants/${restaurantId}` });
    expect(anonymous.json()).toMatchObject({ isClaimed: true, isOwner: false });
    expect(anonymous.body).not.toContain(owner.id);
    const asOther = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants/${restaurantId}`,
      cookie: other.cookie,
    });
    expect(asOther.json()).toMatchObject({ isClaimed: true, isOwner: false });
    expect(asOther.body).not.toContain(owner.id);
    const asOwner = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants/${restaurantId}`,
      cookie: owner.cookie,
    });
    expect(asOwner.json()).toMatchObject({ isClaimed: true, isOwner: true });
  });
});

describe('GET /api/restaurants/:id/manage', () => {
  it('gives the owner the reservations still expected and the menu, and nobody else anything', async () => {
    await clearRestaurants();
    const { owner, otherOwner, diner } = await createOwnersAndDiner(ctx);
    const id = await insertRestaurant(ctx.db, { name: 'Managed', ownerId: owner.id });
    const [category] = await ctx.db
      .insert(menuCategories)
      .values({ restaurantId: id, name: 'Mains' })
      .returning({ id: menuCategories.id });
    await ctx.db.insert(menuItems).values([
      { restaurantId: id, categoryId: category!.id, name: 'Fish Amok', price: 6.5, displayOrder: 1 },
      { restaurantId: id, name: 'Iced Coffee', price: 1.75, displayOrder: 0, isFeatured: true },
    ]);
    await ctx.db.execute(sql`UPDATE profiles SET role = 'admin' WHERE id = ${diner.id}`);
    // Written behind the app's back: drop its cached sessions (decision 034).
    ctx.app.sessions.clear();

    const url = `/api/restaurants/${id}/manage`;
    expect((await request(ctx, { method: 'GET', url })).statusCode).toBe(401);
    for (const cookie of [otherOwner.cookie, diner.cookie]) {
      const refused = await request(ctx, { method: 'GET', url, cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Fish Amok');
    }
    const missing = await request(ctx, {
      method: 'GET',
      url: '/api/restaurants/nope/manage',
      cookie: owner.cookie,
    });
    expect(missing.statusCode).toBe(404);

    const response = await request(ctx, { method: 'GET', url, cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.menuItems).toEqual([
      expect.objectContaining({ name: 'Iced Coffee', categoryName: null, price: 1.75, isFeatured: true }),
      expect.objectContaining({ name: 'Fish Amok', categoryName: 'Mains', price: 6.5, isAvailable: true }),
    ]);
    // Real requests only (none yet); the reservations tests cover the rows themselves.
    expect(body.reservations).toEqual([]);
  });
});

describe('featured and leaderboard', () => {
  it('lists up to 6 featured restaurants', async () => {
    await clearRestaurants();
    for (let i = 0; i < 8; i += 1) {
      await insertRestaurant(ctx.db, { name: `Featured ${i}`, featured: i < 7 });
    }
    const response = await request(ctx, { method: 'GET', url: '/api/restaurants/featured' });
    const body = response.json() as { items: RestaurantSummary[] };
    expect(body.items).toHaveLength(6);
    expect(body.items.map((item) => item.name)).not.toContain('Featured 7');
  });

  it('orders each list deterministically, breaks ties by name then id, and leaves out unreviewed places', async () => {
    await clearRestaurants();
    const add = (name: string, reviewCount: number, ratingSum: number, speyCount: number) =>
      insertRestaurant(ctx.db, { name, reviewCount, ratingSum, speyCount });
    await add('Alpha', 2, 9, 1); // 4.5, 50%
    await add('Bravo', 4, 18, 2); // 4.5, 50%
    await add('Charlie', 1, 5, 0); // 5.0, 0%
    await add('Delta', 4, 18, 3); // 4.5, 75%
    await add('Echo', 0, 0, 0); // no reviews
    const foxtrots = [await add('Foxtrot', 1, 1, 1), await add('Foxtrot', 1, 1, 1)].sort();

    const full = await request(ctx, { method: 'GET', url: '/api/leaderboard?limit=20' });
    const body = full.json() as Record<
      'topRated' | 'mostReviewed' | 'mostSpeyFriendly',
      Array<{ id: string; name: string }>
    >;
    expect(body.topRated.map((r) => r.name)).toEqual([
      'Charlie',
      'Bravo',
      'Delta',
      'Alpha',
      'Foxtrot',
      'Foxtrot',
    ]);
    expect(body.topRated.slice(4).map((r) => r.id)).toEqual(foxtrots);
    expect(body.mostReviewed.map((r) => r.name)).toEqual([
      'Bravo',
      'Delta',
      'Alpha',
      'Charlie',
      'Foxtrot',
      'Foxtrot',
    ]);
    expect(body.mostSpeyFriendly.map((r) => r.name)).toEqual([
      'Foxtrot',
      'Foxtrot',
      'Delta',
      'Bravo',
      'Alpha',
      'Charlie',
    ]);
    expect(body.mostSpeyFriendly.slice(0, 2).map((r) => r.id)).toEqual(foxtrots);

    const top3 = await request(ctx, { method: 'GET', url: '/api/leaderboard' });
    const short = top3.json() as typeof body;
    expect(short.topRated.map((r) => r.name)).toEqual(['Charlie', 'Bravo', 'Delta']);
    expect(short.mostReviewed).toHaveLength(3);
    expect(short.mostSpeyFriendly).toHaveLength(3);
    expect((await request(ctx, { method: 'GET', url: '/api/leaderboard?limit=21' })).statusCode).toBe(400);
  });
});

describe('the weekly hours a row carries as text', () => {
  it('reads them once per text: restaurants with the same hours share one frozen copy', () => {
    const text = '1,08:00:00,22:00:00,f;2,,,t;0,10:30:00,02:00:00,f';
    const rows = parseWeeklyHours(text);
    expect(rows).toEqual([
      { dayOfWeek: 1, openTime: '08:00:00', closeTime: '22:00:00', isClosed: false },
      { dayOfWeek: 2, openTime: null, closeTime: null, isClosed: true },
      { dayOfWeek: 0, openTime: '10:30:00', closeTime: '02:00:00', isClosed: false },
    ]);
    expect(parseWeeklyHours(`${text}`)).toBe(rows);
    expect(Object.isFrozen(rows) && rows.every((row) => Object.isFrozen(row))).toBe(true);
    expect(parseWeeklyHours('1,09:00:00,21:00:00,f')).not.toBe(rows);
    expect(parseWeeklyHours('')).toEqual([]);
  });
});
