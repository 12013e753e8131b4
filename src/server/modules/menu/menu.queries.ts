import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuCategories, menuItems, restaurants } from '../../db/schema/index';
import {
  MENU_CATEGORIES_MAX,
  MENU_ITEMS_MAX,
  type CreateMenuCategory,
  type CreateMenuItem,
  type UpdateMenuCategory,
  type UpdateMenuItem,
} from '@/shared/schemas/menu.schema';

// Writes are always scoped to one restaurant id that the service has checked belongs to the caller;
// a category or item id of another restaurant finds nothing.

export async function findOwnedRestaurant(db: DbOrTx, restaurantId: string, ownerId: string) {
  const rows = await db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.ownerId, ownerId)))
    .limit(1);
  return rows[0];
}

/** Locks the owned restaurant's row so that menu writes of one restaurant run one after another. */
export async function lockOwnedRestaurant(db: DbOrTx, restaurantId: string, ownerId: string) {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.ownerId, ownerId)))
    .for('update');
  return rows[0];
}

const categoryColumns = {
  id: menuCategories.id,
  name: menuCategories.name,
  description: menuCategories.description,
  isActive: menuCategories.isActive,
  displayOrder: menuCategories.displayOrder,
};

export async function findCategories(db: DbOrTx, restaurantId: string) {
  return db
    .select(categoryColumns)
    .from(menuCategories)
    .where(eq(menuCategories.restaurantId, restaurantId))
    .orderBy(asc(menuCategories.displayOrder), asc(menuCategories.createdAt), asc(menuCategories.id))
    .limit(MENU_CATEGORIES_MAX);
}

const itemColumns = {
  id: menuItems.id,
  categoryId: menuItems.categoryId,
  name: menuItems.name,
  description: menuItems.description,
  price: menuItems.price,
  originalPrice: menuItems.originalPrice,
  priceKhr: menuItems.priceKhr,
  preparationTime: menuItems.preparationTime,
  isAvailable: menuItems.isAvailable,
  isFeatured: menuItems.isFeatured,
  isSpicy: menuItems.isSpicy,
  isVegetarian: menuItems.isVegetarian,
  isVegan: menuItems.isVegan,
  allergens: menuItems.allergens,
  displayOrder: menuItems.displayOrder,
  createdAt: menuItems.createdAt,
};

export async function findItems(db: DbOrTx, restaurantId: string) {
  return db
    .select({ ...itemColumns, categoryName: menuCategories.name })
    .from(menuItems)
    .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(eq(menuItems.restaurantId, restaurantId))
    .orderBy(asc(menuItems.displayOrder), asc(menuItems.createdAt), asc(menuItems.id))
    .limit(MENU_ITEMS_MAX);
}

/** How many rows the restaurant has and the display_order a new one gets (highest + 1, or 0). */
async function getNextOrder(
  db: DbOrTx,
  table: typeof menuCategories | typeof menuItems,
  restaurantId: string,
) {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${table.displayOrder}) + 1, 0)::int`,
    })
    .from(table)
    .where(eq(table.restaurantId, restaurantId));
  return rows[0] ?? { count: 0, next: 0 };
}

export const getNextCategoryOrder = (db: DbOrTx, restaurantId: string) =>
  getNextOrder(db, menuCategories, restaurantId);
export const getNextItemOrder = (db: DbOrTx, restaurantId: string) =>
  getNextOrder(db, menuItems, restaurantId);

export async function insertCategory(
  db: DbOrTx,
  restaurantId: string,
  displayOrder: number,
  values: CreateMenuCategory,
) {
  const rows = await db
    .insert(menuCategories)
    .values({ ...values, restaurantId, displayOrder })
    .returning(categoryColumns);
  return rows[0];
}

export async function updateCategory(
  db: DbOrTx,
  restaurantId: string,
  categoryId: string,
  values: UpdateMenuCategory,
) {
  const rows = await db
    .update(menuCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.restaurantId, restaurantId)))
    .returning(categoryColumns);
  return rows[0];
}

export async function deleteCategory(db: DbOrTx, restaurantId: string, categoryId: string) {
  const rows = await db
    .delete(menuCategories)
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.restaurantId, restaurantId)))
    .returning({ id: menuCategories.id });
  return rows[0];
}

export async function findCategoryName(db: DbOrTx, restaurantId: string, categoryId: string) {
  const rows = await db
    .select({ name: menuCategories.name })
    .from(menuCategories)
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.restaurantId, restaurantId)))
    .limit(1);
  return rows[0]?.name;
}

export async function insertItem(
  db: DbOrTx,
  restaurantId: string,
  displayOrder: number,
  values: CreateMenuItem,
) {
  const rows = await db
    .insert(menuItems)
    .values({ ...values, restaurantId, displayOrder })
    .returning(itemColumns);
  return rows[0];
}

export async function updateItem(db: DbOrTx, restaurantId: string, itemId: string, values: UpdateMenuItem) {
  const rows = await db
    .update(menuItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(menuItems.id, itemId), eq(menuItems.restaurantId, restaurantId)))
    .returning(itemColumns);
  return rows[0];
}

export async function deleteItem(db: DbOrTx, restaurantId: string, itemId: string) {
  const rows = await db
    .delete(menuItems)
    .where(and(eq(menuItems.id, itemId), eq(menuItems.restaurantId, restaurantId)))
    .returning({ id: menuItems.id });
  return rows[0];
}

/* ---------------------------------------------------------------------------------------------
 * The public menu
 * ------------------------------------------------------------------------------------------- */

export async function findRestaurantName(db: DbOrTx, restaurantId: string) {
  const rows = await db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return rows[0];
}

export async function findActiveCategories(db: DbOrTx, restaurantId: string) {
  return db
    .select({ id: menuCategories.id, name: menuCategories.name, description: menuCategories.description })
    .from(menuCategories)
    .where(and(eq(menuCategories.restaurantId, restaurantId), eq(menuCategories.isActive, true)))
    .orderBy(asc(menuCategories.displayOrder), asc(menuCategories.createdAt), asc(menuCategories.id))
    .limit(MENU_CATEGORIES_MAX);
}

/** Items diners may see: in an active category, or in none. */
export async function findPublicItems(db: DbOrTx, restaurantId: string) {
  return db
    .select({
      id: menuItems.id,
      categoryId: menuItems.categoryId,
      name: menuItems.name,
      description: menuItems.description,
      price: menuItems.price,
      originalPrice: menuItems.originalPrice,
      priceKhr: menuItems.priceKhr,
      preparationTime: menuItems.preparationTime,
      isAvailable: menuItems.isAvailable,
      isFeatured: menuItems.isFeatured,
      isSpicy: menuItems.isSpicy,
      isVegetarian: menuItems.isVegetarian,
      isVegan: menuItems.isVegan,
      allergens: menuItems.allergens,
    })
    .from(menuItems)
    .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(
      and(
        eq(menuItems.restaurantId, restaurantId),
        or(isNull(menuItems.categoryId), eq(menuCategories.isActive, true)),
      ),
    )
    .orderBy(asc(menuItems.displayOrder), asc(menuItems.createdAt), asc(menuItems.id))
    .limit(MENU_ITEMS_MAX);
}
