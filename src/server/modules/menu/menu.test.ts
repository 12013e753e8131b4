import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { menuMessages } from '@/shared/schemas/menu.schema';
import {
  createOwnersAndDiner,
  type SignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { menuCategories, menuItems, restaurants } from '../../db/schema/index';

type SignedIn = SignedInUser;

let ctx: TestContext;
let owner: SignedIn;
let otherOwner: SignedIn;
let diner: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, otherOwner, diner } = await createOwnersAndDiner(ctx));
});
afterAll(async () => {
  await ctx.close();
});

async function createRestaurant(ownerId: string | null, name = `Menu test ${randomUUID().slice(0, 8)}`) {
  const rows = await ctx.db
    .insert(restaurants)
    .values({ name, cuisine: 'Khmer', ownerId })
    .returning({ id: restaurants.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('restaurant not created');
  return id;
}

const menuUrl = (restaurantId: string, rest = '') => `/api/owner/restaurants/${restaurantId}/menu${rest}`;

async function post(url: string, payload: object, cookie = owner.cookie) {
  return request(ctx, { method: 'POST', url, payload, cookie });
}

async function snapshot(restaurantId: string) {
  const rows = await queryRows(
    ctx.db,
    sql`SELECT (SELECT json_agg(c ORDER BY c.id) FROM menu_categories c WHERE c.restaurant_id = ${restaurantId}) AS categories,
               (SELECT json_agg(i ORDER BY i.id) FROM menu_items i WHERE i.restaurant_id = ${restaurantId}) AS items`,
  );
  return rows[0];
}

describe('GET /api/owner/restaurants/:id/menu', () => {
  it('answers an empty menu with zero counters', async () => {
    const restaurantId = await createRestaurant(owner.id, 'Empty Menu');
    const response = await request(ctx, { method: 'GET', url: menuUrl(restaurantId), cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      restaurant: { id: restaurantId, name: 'Empty Menu' },
      categories: [],
      items: [],
      stats: {
        categoryCount: 0,
        itemCount: 0,
        featuredCount: 0,
        availableCount: 0,
        unavailableCount: 0,
        averagePrice: 0,
      },
    });
  });

  it('answers 401 signed out and 404 to anyone but the owner', async () => {
    const restaurantId = await createRestaurant(owner.id);
    expect((await request(ctx, { method: 'GET', url: menuUrl(restaurantId) })).statusCode).toBe(401);
    for (const cookie of [otherOwner.cookie, diner.cookie]) {
      const response = await request(ctx, { method: 'GET', url: menuUrl(restaurantId), cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(menuMessages.restaurantNotFound);
    }
    const bad = await request(ctx, { method: 'GET', url: menuUrl('nope'), cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
  });
});

describe('categories', () => {
  it('gives new categories display_order = highest + 1 (0 when none), with spec defaults', async () => {
    const restaurantId = await createRestaurant(owner.id);
    const first = await post(menuUrl(restaurantId, '/categories'), { name: ' Starters ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Starters',
      description: null,
      isActive: true,
      displayOrder: 0,
    });
    const second = await post(menuUrl(restaurantId, '/categories'), {
      name: 'Mains',
      description: 'Big plates',
      isActive: false,
    });
    expect(second.json()).toMatchObject({ displayOrder: 1, isActive: false, description: 'Big plates' });

    // A gap (or a higher order set elsewhere) is respected: the next is the highest + 1.
    await ctx.db
      .update(menuCategories)
      .set({ displayOrder: 10 })
      .where(eq(menuCategories.id, second.json().id));
    const third = await post(menuUrl(restaurantId, '/categories'), { name: 'Desserts' });
    expect(third.json().displayOrder).toBe(11);

    // Deleting the highest does not reuse numbers below the remaining highest.
    await request(ctx, {
      method: 'DELETE',
      url: menuUrl(restaurantId, `/categories/${third.json().id}`),
      cookie: owner.cookie,
    });
    const fourth = await post(menuUrl(restaurantId, '/categories'), { name: 'Drinks' });
    expect(fourth.json().displayOrder).toBe(11);

    // Another restaurant's categories do not count.
    const elsewhere = await createRestaurant(owner.id);
    expect((await post(menuUrl(elsewhere, '/categories'), { name: 'Only' })).json().displayOrder).toBe(0);

    const menu = (
      await request(ctx, { method: 'GET', url: menuUrl(restaurantId), cookie: owner.cookie })
    ).json();
    expect(menu.categories.map((c: { name: string }) => c.name)).toEqual(['Starters', 'Mains', 'Drinks']);
    expect(menu.stats.categoryCount).toBe(3);
  });

  it('assigns distinct orders to concurrent creates', async () => {
    const restaurantId = await createRestaurant(owner.id);
    const responses = await Promise.all(
      [0, 1, 2, 3, 4].map((n) => post(menuUrl(restaurantId, '/categories'), { name: `C${n}` })),
    );
    const orders = responses.map((r) => r.json().displayOrder).sort();
    expect(orders).toEqual([0, 1, 2, 3, 4]);
  });

  it('updates and deletes a category; items of a deleted category stay, uncategorised', async () => {
    const restaurantId = await createRestaurant(owner.id);
    const category = (await post(menuUrl(restaurantId, '/categories'), { name: 'Soups' })).json();
    const item = (
      await post(menuUrl(restaurantId, '/items'), { name: 'Samlor', price: 4, categoryId: category.id })
    ).json();
    expect(item.categoryName).toBe('Soups');

    const updated = await request(ctx, {
      method: 'PATCH',
      url: menuUrl(restaurantId, `/categories/${category.id}`),
      cookie: owner.cookie,
      payload: { name: 'Soups & Stews', isActive: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Soups & Stews', isActive: false, displayOrder: 0 });

    const deleted = await request(ctx, {
      method: 'DELETE',
      url: menuUrl(restaurantId, `/categories/${category.id}`),
      cookie: owner.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    const menu = (
      await request(ctx, { method: 'GET', url: menuUrl(restaurantId), cookie: owner.cookie })
    ).json();
    expect(menu.categories).toEqual([]);
    expect(menu.items).toHaveLength(1);
    expect(menu.items[0]).toMatchObject({ name: 'Samlor', categoryId: null, categoryName: null });

    const again = await request(ctx, {
      method: 'DELETE',
      url: menuUrl(restaurantId, `/categories/${category.id}`),
      cookie: owner.cookie,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(menuMessages.categoryNotFound);
  });

  it.each([
    [{ name: '' }, 'name', menuMessages.categoryNameRequired],
    [{ name: '   ' }, 'name', menuMessages.categoryNameRequired],
    [{}, 'name', menuMessages.categoryNameRequired],
    [{ name: 'x'.repeat(101) }, 'name', menuMessages.tooLong],
    [{ name: 'Ok', isActive: 'yes' }, 'isActive', undefined],
  ])('refuses category %j', async (payload, field, message) => {
    const restaurantId = await createRestaurant(owner.id);
    const response = await post(menuUrl(restaurantId, '/categories'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message ?? response.json().error.fields[field]);
    expect(await snapshot(restaurantId)).toEqual({ categories: null, items: null });
  });

  it('refuses an empty PATCH', async () => {
    const restaurantId = await createRestaurant(owner.id);
    const category = (await post(menuUrl(restaurantId, '/categories'), { name: 'A' })).json();
    const response = await request(ctx, {
      method: 'PATCH',
      url: menuUrl(restaurantId, `/categories/${category.id}`),
      cookie: owner.cookie,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('items', () => {
  it('creates items with defaults, max+1 ordering, category names and the counters', async () => {
    const restaurantId = await createRestaurant(owner.id);
    const category = (await post(menuUrl(restaurantId, '/categories'), { name: 'Mains' })).json();

    const first = await post(menuUrl(restaurantId, '/items'), {
      name: 'Fish Amok',
      price: 6.5,
      categoryId: category.id,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Fish Amok',
      price: 6.5,
      originalPrice: null,
      preparationTime: null,
      categoryId: category.id,
      categoryName: 'Mains',
      isAvailable: true,
      isFeatured: false,
      isSpicy: false,
      isVegetarian: false,
      isVegan: false,
      allergens: [],
      displayOrder: 0,
    });
    const second = await post(menuUrl(restaurantId, '/items'), {
      name: 'Lok Lak',
      price: 8.999,
      originalPrice: 10,
      preparationTime: 15,
      isFeatured: true,
      isSpicy: true,
    });
    expect(second.json()).toMatchObject({
      price: 9,
      originalPrice: 10,
      preparationTime: 15,
      categoryName: null,
      displayOrder: 1,
    });
    const third = await post(menuUrl(restaurantId, '/items'), {
      name: 'Green Mango Salad',
      price: 3.25,
      isAvailable: false,
      isVegetarian: true,
      isVegan: true,
      isFeatured: true,
    });
    expect(third.json().displayOrder).toBe(2);
    await ctx.db.update(menuItems).set({ displayOrder: 41 }).where(eq(menuItems.id, third.json().id));
    const fourth = await post(menuUrl(restaurantId, '/items'), { name: 'Water', price: 0 });
    expect(fourth.json().displayOrder).toBe(42);

    const menu = (
      await request(ctx, { method: 'GET', url: menuUrl(restaurantId), cookie: owner.cookie })
    ).json();
    expect(menu.items.map((i: { name: string }) => i.name)).toEqual([
      'Fish Amok',
      'Lok Lak',
      'Green Mango Salad',
      'Water',
    ]);
    expect(menu.stats).toEqual({
      categoryCount: 1,
      itemCount: 4,
      featuredCount: 2,
      availableCount: 3,
      unavailableCount: 1,
      // (6.5 + 9 + 3.25 + 0) / 4 = 4.6875
      averagePrice: 4.69,
    });
  });

  it('updates and deletes an item', async () => {
    const restaurantId = await createRestaurant(owner.id);
    const category = (await post(menuUrl(restaurantId, '/categories'), { name: 'Drinks' })).json();
    const item = (await post(menuUrl(restaurantId, '/items'), { name: 'Iced coffee', price: 2 })).json();
    const updated = await request(ctx, {
      method: 'PATCH',
      url: menuUrl(restaurantId, `/items/${item.id}`),
      cookie: owner.cookie,
      payload: { categoryId: category.id, isAvailable: false, description: 'With condensed milk' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Iced coffee',
      price: 2,
      categoryName: 'Drinks',
      isAvailable: false,
      description: 'With condensed milk',
    });
    const cleared = await request(ctx, {
      method: 'PATCH',
      url: menuUrl(restaurantId, `/items/${item.id}`),
      cookie: owner.cookie,
      payload: { categoryId: null, originalPrice: null },
    });
    expect(cleared.json()).toMatchObject({ categoryId: null, categoryName: null });

    const deleted = await request(ctx, {
      method: 'DELETE',
      url: menuUrl(restaurantId, `/items/${item.id}`),
      cookie: owner.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: item.id });
    expect(await snapshot(restaurantId)).toMatchObject({ items: null });
  });

  it.each([
    [{ name: '', price: 1 }, 'name', menuMessages.itemNameRequired],
    [{ name: 'A', price: -1 }, 'price', menuMessages.price],
    [{ name: 'A', price: 'abc' }, 'price', menuMessages.price],
    [{ name: 'A', price: 1e12 }, 'price', menuMessages.priceMax],
    [{ name: 'A', price: 1, originalPrice: -2 }, 'originalPrice', menuMessages.originalPrice],
    [{ name: 'A', price: 1, preparationTime: 2.5 }, 'preparationTime', menuMessages.preparationTime],
    [{ name: 'A', price: 1, preparationTime: -1 }, 'preparationTime', menuMessages.preparationTime],
    [{ name: 'A', price: 1, categoryId: 'x' }, 'categoryId', menuMessages.categoryNotFound],
  ])('refuses item %j', async (payload, field, message) => {
    const restaurantId = await createRestaurant(owner.id);
    const response = await post(menuUrl(restaurantId, '/items'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await snapshot(restaurantId)).toEqual({ categories: null, items: null });
  });
});

describe('cross-owner writes', () => {
  let mine: string;
  let theirs: string;
  let theirCategory: string;
  let theirItem: string;
  let myCategory: string;
  let myItem: string;

  beforeAll(async () => {
    mine = await createRestaurant(owner.id);
    theirs = await createRestaurant(otherOwner.id);
    theirCategory = (await post(menuUrl(theirs, '/categories'), { name: 'Theirs' }, otherOwner.cookie)).json()
      .id;
    theirItem = (
      await post(menuUrl(theirs, '/items'), { name: 'Their dish', price: 5 }, otherOwner.cookie)
    ).json().id;
    myCategory = (await post(menuUrl(mine, '/categories'), { name: 'Mine' })).json().id;
    myItem = (await post(menuUrl(mine, '/items'), { name: 'My dish', price: 5 })).json().id;
  });

  it('another owner or a diner cannot write to a restaurant they do not own (404, nothing changes)', async () => {
    const before = await snapshot(theirs);
    for (const cookie of [owner.cookie, diner.cookie]) {
      const attempts = await Promise.all([
        post(menuUrl(theirs, '/categories'), { name: 'Sneaky' }, cookie),
        post(menuUrl(theirs, '/items'), { name: 'Sneaky', price: 1 }, cookie),
        request(ctx, {
          method: 'PATCH',
          url: menuUrl(theirs, `/categories/${theirCategory}`),
          cookie,
          payload: { name: 'X' },
        }),
        request(ctx, { method: 'DELETE', url: menuUrl(theirs, `/categories/${theirCategory}`), cookie }),
        request(ctx, {
          method: 'PATCH',
          url: menuUrl(theirs, `/items/${theirItem}`),
          cookie,
          payload: { price: 0 },
        }),
        request(ctx, { method: 'DELETE', url: menuUrl(theirs, `/items/${theirItem}`), cookie }),
      ]);
      for (const response of attempts) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(menuMessages.restaurantNotFound);
      }
    }
    expect(await snapshot(theirs)).toEqual(before);
  });

  it('ids of another restaurant’s category or item under my restaurant → 404', async () => {
    const before = await snapshot(theirs);
    const attempts = await Promise.all([
      request(ctx, {
        method: 'PATCH',
        url: menuUrl(mine, `/categories/${theirCategory}`),
        cookie: owner.cookie,
        payload: { name: 'X' },
      }),
      request(ctx, {
        method: 'DELETE',
        url: menuUrl(mine, `/categories/${theirCategory}`),
        cookie: owner.cookie,
      }),
      request(ctx, {
        method: 'PATCH',
        url: menuUrl(mine, `/items/${theirItem}`),
        cookie: owner.cookie,
        payload: { price: 0 },
      }),
      request(ctx, { method: 'DELETE', url: menuUrl(mine, `/items/${theirItem}`), cookie: owner.cookie }),
    ]);
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(attempts[0]?.json().error.message).toBe(menuMessages.categoryNotFound);
    expect(attempts[2]?.json().error.message).toBe(menuMessages.itemNotFound);
    expect(await snapshot(theirs)).toEqual(before);
  });

  it('a category of another restaurant in an item body → 400', async () => {
    const before = await snapshot(mine);
    const created = await post(menuUrl(mine, '/items'), {
      name: 'Stray',
      price: 1,
      categoryId: theirCategory,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields.categoryId).toBe(menuMessages.foreignCategory);
    const moved = await request(ctx, {
      method: 'PATCH',
      url: menuUrl(mine, `/items/${myItem}`),
      cookie: owner.cookie,
      payload: { categoryId: theirCategory },
    });
    expect(moved.statusCode).toBe(400);
    expect(await snapshot(mine)).toEqual(before);
    expect(myCategory).toBeTruthy();
  });

  it('anonymous callers get 401 on writes', async () => {
    const responses = await Promise.all([
      request(ctx, { method: 'POST', url: menuUrl(mine, '/categories'), payload: { name: 'A' } }),
      request(ctx, { method: 'POST', url: menuUrl(mine, '/items'), payload: { name: 'A', price: 1 } }),
      request(ctx, { method: 'PATCH', url: menuUrl(mine, `/items/${myItem}`), payload: { price: 1 } }),
      request(ctx, { method: 'DELETE', url: menuUrl(mine, `/categories/${myCategory}`) }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
  });
});
