import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import {
  getMenuStats,
  MENU_CATEGORIES_MAX,
  MENU_ITEMS_MAX,
  menuKeys,
  type CreateMenuCategory,
  type CreateMenuItem,
  type MenuItem,
  type UpdateMenuCategory,
  type UpdateMenuItem,
} from '@/shared/schemas/menu.schema';
import {
  matchesMenuFilters,
  type MenuFilters,
  type PublicMenu,
  type PublicMenuSection,
} from '@/shared/schemas/public-menu.schema';
import { getExchangeRate } from '../exchange-rate/exchange-rate.service';
import * as queries from './menu.queries';

const restaurantNotFound = () => notFound(menuKeys.restaurantNotFound);
const categoryNotFound = () => notFound(menuKeys.categoryNotFound);
const itemNotFound = () => notFound(menuKeys.itemNotFound);

type ItemRow = Omit<MenuItem, 'createdAt' | 'categoryName'> & { createdAt: Date };

function toItemDto(row: ItemRow, categoryName: string | null): MenuItem {
  return { ...row, categoryName, createdAt: row.createdAt.toISOString() };
}

/** Every category and item of one of the caller's restaurants, with the header and overview counters. */
export async function getOwnerMenu(db: Db, current: CurrentUser, restaurantId: string) {
  const restaurant = await queries.findOwnedRestaurant(db, restaurantId, current.id);
  if (!restaurant) throw restaurantNotFound();
  const [categories, rows] = await Promise.all([
    queries.findCategories(db, restaurantId),
    queries.findItems(db, restaurantId),
  ]);
  const items = rows.map((row) => toItemDto(row, row.categoryName));
  return { restaurant, categories, items, stats: getMenuStats(categories, items) };
}

/** Runs a menu write with the caller's restaurant row locked (404 when the caller does not own it). */
async function withOwnedRestaurant<T>(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  write: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await queries.lockOwnedRestaurant(tx, restaurantId, current.id))) throw restaurantNotFound();
    return write(tx);
  });
}

export async function createCategory(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  values: CreateMenuCategory,
) {
  return withOwnedRestaurant(db, current, restaurantId, async (tx) => {
    const { count, next } = await queries.getNextCategoryOrder(tx, restaurantId);
    if (count >= MENU_CATEGORIES_MAX) throw conflict(menuKeys.tooManyCategories);
    const row = await queries.insertCategory(tx, restaurantId, next, values);
    if (!row) throw new Error('category insert returned nothing');
    return row;
  });
}

export async function updateCategory(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  categoryId: string,
  values: UpdateMenuCategory,
) {
  return withOwnedRestaurant(db, current, restaurantId, async (tx) => {
    const row = await queries.updateCategory(tx, restaurantId, categoryId, values);
    if (!row) throw categoryNotFound();
    return row;
  });
}

/** Deleting a category keeps its items; they become uncategorised ('No Category'). */
export async function deleteCategory(db: Db, current: CurrentUser, restaurantId: string, categoryId: string) {
  await withOwnedRestaurant(db, current, restaurantId, async (tx) => {
    if (!(await queries.deleteCategory(tx, restaurantId, categoryId))) throw categoryNotFound();
  });
}

/** The name of the item's category, refusing a category of another restaurant. */
async function getCategoryNameFor(tx: DbOrTx, restaurantId: string, categoryId: string | null) {
  if (categoryId === null) return null;
  const name = await queries.findCategoryName(tx, restaurantId, categoryId);
  if (name === undefined) {
    throw new AppError('VALIDATION', menuKeys.foreignCategory, {
      categoryId: menuKeys.foreignCategory,
    });
  }
  return name;
}

export async function createItem(db: Db, current: CurrentUser, restaurantId: string, values: CreateMenuItem) {
  return withOwnedRestaurant(db, current, restaurantId, async (tx) => {
    const categoryName = await getCategoryNameFor(tx, restaurantId, values.categoryId);
    const { count, next } = await queries.getNextItemOrder(tx, restaurantId);
    if (count >= MENU_ITEMS_MAX) throw conflict(menuKeys.tooManyItems);
    const row = await queries.insertItem(tx, restaurantId, next, values);
    if (!row) throw new Error('menu item insert returned nothing');
    return toItemDto(row, categoryName);
  });
}

export async function updateItem(
  db: Db,
  current: CurrentUser,
  restaurantId: string,
  itemId: string,
  values: UpdateMenuItem,
) {
  return withOwnedRestaurant(db, current, restaurantId, async (tx) => {
    if (values.categoryId !== undefined) await getCategoryNameFor(tx, restaurantId, values.categoryId);
    const row = await queries.updateItem(tx, restaurantId, itemId, values);
    if (!row) throw itemNotFound();
    const categoryName = row.categoryId
      ? ((await queries.findCategoryName(tx, restaurantId, row.categoryId)) ?? null)
      : null;
    return toItemDto(row, categoryName);
  });
}

export async function deleteItem(db: Db, current: CurrentUser, restaurantId: string, itemId: string) {
  await withOwnedRestaurant(db, current, restaurantId, async (tx) => {
    if (!(await queries.deleteItem(tx, restaurantId, itemId))) throw itemNotFound();
  });
}

/**
 * A restaurant's menu as diners see it: active categories in display order with their items, then
 * the items without a category; the filters keep vegetarian, vegan or not-spicy items.
 */
export async function getPublicMenu(db: Db, restaurantId: string, filters: MenuFilters): Promise<PublicMenu> {
  const restaurant = await queries.findRestaurantName(db, restaurantId);
  if (!restaurant) throw restaurantNotFound();
  const [categories, items, rate] = await Promise.all([
    queries.findActiveCategories(db, restaurantId),
    queries.findPublicItems(db, restaurantId),
    getExchangeRate(db),
  ]);
  const sections: PublicMenuSection[] = [
    ...categories.map((category) => ({ ...category, items: [] as PublicMenuSection['items'] })),
    { id: null, name: null, description: null, items: [] },
  ];
  const byCategory = new Map(sections.map((section) => [section.id, section]));
  for (const { categoryId, ...item } of items) {
    if (matchesMenuFilters(item, filters)) byCategory.get(categoryId)?.items.push(item);
  }
  return {
    restaurant,
    khrPerUsd: rate.khrPerUsd,
    hasMenu: items.length > 0,
    sections: sections.filter((section) => section.items.length > 0),
  };
}
