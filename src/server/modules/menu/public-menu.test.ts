import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildMenuJsonLd } from '@/shared/domain/menu-json-ld';
import type { PublicMenu } from '@/shared/schemas/public-menu.schema';
import {
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { menuCategories, menuItems, restaurants } from '../../db/schema/index';

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

let ctx: TestContext;
let owner: SignedIn;
let admin: SignedIn;
let restaurantId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, admin] = await Promise.all([
    createSignedInUser(ctx, { isRestaurantOwner: true }),
    createSignedInUser(ctx),
  ]);
  await ctx.db.execute(sql`UPDATE profiles SET role = 'admin' WHERE id = ${admin.id}`);
  // Written behind the app's back: drop its cached sessions (decision 034).
  ctx.app.sessions.clear();
  restaurantId = await createRestaurant(owner.id);
  const [soups, hidden, drinks] = await ctx.db
    .insert(menuCategories)
    .values([
      { restaurantId, name: 'Soups', displayOrder: 1 },
      { restaurantId, name: 'Hidden', displayOrder: 0, isActive: false },
      { restaurantId, name: 'Drinks', displayOrder: 0, description: 'Cold and hot' },
    ])
    .returning({ id: menuCategories.id });
  await ctx.db.insert(menuItems).values([
    {
      restaurantId,
      categoryId: soups!.id,
      name: 'Samlor Korko',
      description: 'Stirred soup',
      price: 4.5,
      originalPrice: 5,
      preparationTime: 20,
      isSpicy: true,
      isFeatured: true,
      allergens: ['fish'],
      displayOrder: 0,
    },
    {
      restaurantId,
      categoryId: soups!.id,
      name: 'Vegetable soup',
      price: 3,
      priceKhr: 12000,
      isVegan: true,
      displayOrder: 1,
    },
    { restaurantId, categoryId: hidden!.id, name: 'Secret dish', price: 9 },
    { restaurantId, categoryId: drinks!.id, name: 'Iced coffee', price: 1.25, isVegetarian: true },
    { restaurantId, categoryId: null, name: 'Rice', price: 0.5, isVegan: true, isAvailable: false },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

async function createRestaurant(ownerId: string | null) {
  const rows = await ctx.db
    .insert(restaurants)
    .values({ name: `Public menu ${randomUUID().slice(0, 8)}`, cuisine: 'Khmer', ownerId })
    .returning({ id: restaurants.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('restaurant not created');
  return id;
}

async function getMenu(id: string, query = '') {
  const response = await request(ctx, { method: 'GET', url: `/api/restaurants/${id}/menu${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PublicMenu;
}

const names = (menu: PublicMenu) => menu.sections.map((s) => [s.name, s.items.map((i) => i.name)]);

describe('GET /api/restaurants/:id/menu', () => {
  it('shows only active categories, in display order, then the items without a category', async () => {
    const menu = await getMenu(restaurantId);
    expect(names(menu)).toEqual([
      ['Drinks', ['Iced coffee']],
      ['Soups', ['Samlor Korko', 'Vegetable soup']],
      [null, ['Rice']],
    ]);
    expect(menu.hasMenu).toBe(true);
    expect(menu.khrPerUsd).toBe(4100);
    expect(menu.sections[0]?.description).toBe('Cold and hot');
    expect(menu.sections[1]?.items[0]).toEqual({
      id: expect.any(String),
      name: 'Samlor Korko',
      description: 'Stirred soup',
      price: 4.5,
      originalPrice: 5,
      priceKhr: null,
      preparationTime: 20,
      isAvailable: true,
      isFeatured: true,
      isSpicy: true,
      isVegetarian: false,
      isVegan: false,
      allergens: ['fish'],
    });
    expect(menu.sections[1]?.items[1]?.priceKhr).toBe(12000);
    expect(menu.sections[2]?.items[0]?.isAvailable).toBe(false);
    expect(JSON.stringify(menu)).not.toContain('Secret dish');
  });

  it('filters: vegetarian (vegan included), vegan, not spicy', async () => {
    expect(names(await getMenu(restaurantId, '?vegetarian=1'))).toEqual([
      ['Drinks', ['Iced coffee']],
      ['Soups', ['Vegetable soup']],
      [null, ['Rice']],
    ]);
    expect(names(await getMenu(restaurantId, '?vegan=true'))).toEqual([
      ['Soups', ['Vegetable soup']],
      [null, ['Rice']],
    ]);
    expect(names(await getMenu(restaurantId, '?notSpicy=1&vegan=0'))).toEqual([
      ['Drinks', ['Iced coffee']],
      ['Soups', ['Vegetable soup']],
      [null, ['Rice']],
    ]);
    const none = await getMenu(restaurantId, '?vegan=1&vegetarian=1&notSpicy=1');
    expect(none.hasMenu).toBe(true);
  });

  it('an empty menu, an unknown restaurant and a bad filter', async () => {
    const empty = await getMenu(await createRestaurant(null));
    expect([empty.hasMenu, empty.sections]).toEqual([false, []]);
    const missing = await request(ctx, { method: 'GET', url: `/api/restaurants/${randomUUID()}/menu` });
    expect(missing.statusCode).toBe(404);
    const bad = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants/${restaurantId}/menu?vegan=maybe`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('builds the JSON-LD of the page from the same answer', async () => {
    const ld = buildMenuJsonLd(await getMenu(restaurantId));
    expect(ld.hasMenuSection.map((s) => s.name)).toEqual(['Drinks', 'Soups', 'Other']);
    expect(ld.hasMenuSection[1]?.hasMenuItem[1]?.offers.map((o) => [o.priceCurrency, o.price])).toEqual([
      ['USD', '3.00'],
      ['KHR', '12000'],
    ]);
  });
});

describe('the riel price of an item (owner)', () => {
  it('is saved as entered, cleared with null, and refused when not whole', async () => {
    const url = `/api/owner/restaurants/${restaurantId}/menu/items`;
    const created = await request(ctx, {
      method: 'POST',
      url,
      cookie: owner.cookie,
      payload: { name: 'Num pang', price: 1.5, priceKhr: 6000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as { id: string; priceKhr: number | null };
    expect(item.priceKhr).toBe(6000);
    const cleared = await request(ctx, {
      method: 'PATCH',
      url: `${url}/${item.id}`,
      cookie: owner.cookie,
      payload: { priceKhr: null },
    });
    expect((cleared.json() as { priceKhr: number | null }).priceKhr).toBeNull();
    for (const priceKhr of [12.5, -100, 'lots', 2e9]) {
      const refused = await request(ctx, {
        method: 'PATCH',
        url: `${url}/${item.id}`,
        cookie: owner.cookie,
        payload: { priceKhr },
      });
      expect(refused.statusCode, String(priceKhr)).toBe(400);
    }
  });
});

describe('the exchange rate', () => {
  const adminUrl = '/api/admin/settings/exchange-rate';

  it('is 4,100 by default and public through /api/config', async () => {
    const config = await request(ctx, { method: 'GET', url: '/api/config' });
    expect((config.json() as { exchangeRate: unknown }).exchangeRate).toEqual({
      khrPerUsd: 4100,
      setAt: null,
    });
  });

  it('an administrator sets it, dated now; menus follow; bad rates are refused', async () => {
    const before = Date.now();
    const put = await request(ctx, {
      method: 'PUT',
      url: adminUrl,
      cookie: admin.cookie,
      payload: { khrPerUsd: 4000 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const body = put.json() as { khrPerUsd: number; setAt: string };
    expect(body.khrPerUsd).toBe(4000);
    expect(Date.parse(body.setAt)).toBeGreaterThanOrEqual(before - 1000);
    const get = await request(ctx, { method: 'GET', url: adminUrl, cookie: admin.cookie });
    expect(get.json()).toEqual(body);
    expect((await getMenu(restaurantId)).khrPerUsd).toBe(4000);
    for (const khrPerUsd of [0, 999, 10001, 4100.5, '4100', null]) {
      const refused = await request(ctx, {
        method: 'PUT',
        url: adminUrl,
        cookie: admin.cookie,
        payload: { khrPerUsd },
      });
      expect(refused.statusCode, String(khrPerUsd)).toBe(400);
    }
    const owners = await request(ctx, {
      method: 'PUT',
      url: adminUrl,
      cookie: owner.cookie,
      payload: { khrPerUsd: 1 },
    });
    expect(owners.statusCode).toBe(403);
    const config = await request(ctx, { method: 'GET', url: '/api/config' });
    expect((config.json() as { exchangeRate: { khrPerUsd: number } }).exchangeRate.khrPerUsd).toBe(4000);
  });
});
