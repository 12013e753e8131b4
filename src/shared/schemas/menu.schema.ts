import { z } from 'zod';
import { defineMessages } from '../messages';

export const menuMessages = {
  categoryNameRequired: 'Category name is required',
  itemNameRequired: 'Item name is required',
  tooLong: 'This text is too long',
  price: 'Price must be a number of 0 or more',
  priceMax: 'Price is too high',
  originalPrice: 'Original price must be a number of 0 or more',
  priceKhr: 'Riel price must be a whole number of riel, 0 or more',
  preparationTime: 'Preparation time must be a whole number of minutes, 0 or more',
  categoryNotFound: 'Category not found',
  itemNotFound: 'Menu item not found',
  restaurantNotFound: 'Restaurant not found',
  foreignCategory: 'The selected category does not belong to this restaurant',
  tooManyCategories: 'A menu can have at most 100 categories',
  tooManyItems: 'A menu can have at most 500 items',
  nothingToUpdate: 'Nothing to update',
} as const;
/** The stable keys of these texts (src/shared/messages.ts): what the schemas and services speak. */
export const menuKeys = defineMessages('menu', menuMessages);

/** Bounds that keep one restaurant's menu a single, small response. */
export const MENU_CATEGORIES_MAX = 100;
export const MENU_ITEMS_MAX = 500;
/** numeric(10,2) holds up to 99,999,999.99; a menu price above a million is a typo. */
export const MENU_PRICE_MAX = 1_000_000;
export const PREPARATION_TIME_MAX = 1440;
/** A riel price typed by the owner (whole riel; integer column). */
export const MENU_PRICE_KHR_MAX = 1_000_000_000;
/** Overview: first items per category and newest items (spec section 9). */
export const OVERVIEW_ITEMS_PER_CATEGORY = 3;
export const RECENT_ITEMS_COUNT = 6;

/** Optional text: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, menuKeys.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** Prices keep two decimals (step 0.01). */
const toCents = (value: number) => Math.round(value * 100) / 100;

const priceSchema = z
  .number({ error: menuKeys.price })
  .min(0, menuKeys.price)
  .max(MENU_PRICE_MAX, menuKeys.priceMax)
  .transform(toCents);

/* ---------------------------------------------------------------------------------------------
 * Categories
 * ------------------------------------------------------------------------------------------- */

const categoryFields = {
  name: z
    .string({ error: menuKeys.categoryNameRequired })
    .trim()
    .min(1, menuKeys.categoryNameRequired)
    .max(100, menuKeys.tooLong),
  description: optionalText(500),
  isActive: z.boolean(),
};

/** POST /api/owner/restaurants/:id/menu/categories and the category dialog. */
export const createMenuCategorySchema = z.object({
  ...categoryFields,
  isActive: categoryFields.isActive.default(true),
});
export type CreateMenuCategoryInput = z.input<typeof createMenuCategorySchema>;
export type CreateMenuCategory = z.output<typeof createMenuCategorySchema>;

/** PATCH /api/owner/restaurants/:id/menu/categories/:categoryId — any subset of the fields. */
export const updateMenuCategorySchema = z
  .object(categoryFields)
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), menuKeys.nothingToUpdate);
export type UpdateMenuCategory = z.output<typeof updateMenuCategorySchema>;

export const menuCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

/* ---------------------------------------------------------------------------------------------
 * Items
 * ------------------------------------------------------------------------------------------- */

const itemFields = {
  categoryId: z
    .uuid(menuKeys.categoryNotFound)
    .nullish()
    .transform((value) => value ?? null),
  name: z
    .string({ error: menuKeys.itemNameRequired })
    .trim()
    .min(1, menuKeys.itemNameRequired)
    .max(120, menuKeys.tooLong),
  description: optionalText(1000),
  price: priceSchema,
  originalPrice: z
    .number({ error: menuKeys.originalPrice })
    .min(0, menuKeys.originalPrice)
    .max(MENU_PRICE_MAX, menuKeys.priceMax)
    .transform(toCents)
    .nullish()
    .transform((value) => value ?? null),
  /** The owner's own riel price, shown as entered instead of the converted dollar price; null = convert. */
  priceKhr: z
    .number({ error: menuKeys.priceKhr })
    .int(menuKeys.priceKhr)
    .min(0, menuKeys.priceKhr)
    .max(MENU_PRICE_KHR_MAX, menuKeys.priceMax)
    .nullish()
    .transform((value) => value ?? null),
  preparationTime: z
    .number({ error: menuKeys.preparationTime })
    .int(menuKeys.preparationTime)
    .min(0, menuKeys.preparationTime)
    .max(PREPARATION_TIME_MAX, menuKeys.preparationTime)
    .nullish()
    .transform((value) => value ?? null),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  isSpicy: z.boolean(),
  isVegetarian: z.boolean(),
  isVegan: z.boolean(),
};

/** POST /api/owner/restaurants/:id/menu/items and the item dialog (spec defaults). */
export const createMenuItemSchema = z.object({
  ...itemFields,
  price: itemFields.price.default(0),
  isAvailable: itemFields.isAvailable.default(true),
  isFeatured: itemFields.isFeatured.default(false),
  isSpicy: itemFields.isSpicy.default(false),
  isVegetarian: itemFields.isVegetarian.default(false),
  isVegan: itemFields.isVegan.default(false),
});
export type CreateMenuItemInput = z.input<typeof createMenuItemSchema>;
export type CreateMenuItem = z.output<typeof createMenuItemSchema>;

/** PATCH /api/owner/restaurants/:id/menu/items/:itemId — any subset of the fields. */
export const updateMenuItemSchema = z
  .object(itemFields)
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), menuKeys.nothingToUpdate);
export type UpdateMenuItem = z.output<typeof updateMenuItemSchema>;

const isoDate = z.iso.datetime({ offset: true });

export const menuItemSchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  priceKhr: z.number().int().nullable(),
  preparationTime: z.number().int().nullable(),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  isSpicy: z.boolean(),
  isVegetarian: z.boolean(),
  isVegan: z.boolean(),
  allergens: z.array(z.string()),
  displayOrder: z.number().int(),
  createdAt: isoDate,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/* ---------------------------------------------------------------------------------------------
 * The whole menu (GET /api/owner/restaurants/:id/menu)
 * ------------------------------------------------------------------------------------------- */

export const menuStatsSchema = z.object({
  categoryCount: z.number().int(),
  itemCount: z.number().int(),
  featuredCount: z.number().int(),
  availableCount: z.number().int(),
  unavailableCount: z.number().int(),
  /** Mean of all item prices, two decimals; 0 when there are no items. */
  averagePrice: z.number(),
});
export type MenuStats = z.infer<typeof menuStatsSchema>;

export const ownerMenuSchema = z.object({
  restaurant: z.object({ id: z.uuid(), name: z.string() }),
  /** Every category (active and inactive), by display_order. */
  categories: z.array(menuCategorySchema),
  /** Every item with its category name, by display_order. */
  items: z.array(menuItemSchema),
  stats: menuStatsSchema,
});
export type OwnerMenu = z.infer<typeof ownerMenuSchema>;

/** Counters of the header and overview, from the item list. */
export function getMenuStats(
  categories: readonly unknown[],
  items: readonly Pick<MenuItem, 'price' | 'isAvailable' | 'isFeatured'>[],
): MenuStats {
  const total = items.reduce((sum, item) => sum + item.price, 0);
  const available = items.filter((item) => item.isAvailable).length;
  return {
    categoryCount: categories.length,
    itemCount: items.length,
    featuredCount: items.filter((item) => item.isFeatured).length,
    availableCount: available,
    unavailableCount: items.length - available,
    averagePrice: items.length === 0 ? 0 : Math.round((total / items.length) * 100) / 100,
  };
}

export const menuRestaurantParamsSchema = z.object({ id: z.uuid(menuKeys.restaurantNotFound) });
export const menuCategoryParamsSchema = z.object({
  id: z.uuid(menuKeys.restaurantNotFound),
  categoryId: z.uuid(menuKeys.categoryNotFound),
});
export const menuItemParamsSchema = z.object({
  id: z.uuid(menuKeys.restaurantNotFound),
  itemId: z.uuid(menuKeys.itemNotFound),
});
