import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('menu_categories_restaurant_idx').on(t.restaurantId, t.displayOrder),
    check('menu_categories_name_check', sql`length(btrim(${t.name})) > 0`),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    // Deleting a category keeps its items, uncategorised ('No Category').
    categoryId: uuid('category_id').references(() => menuCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    originalPrice: numeric('original_price', { precision: 10, scale: 2, mode: 'number' }),
    /** The owner's own riel price, shown as entered; null = the dollar price converted and rounded. */
    priceKhr: integer('price_khr'),
    preparationTime: integer('preparation_time'),
    isAvailable: boolean('is_available').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    isSpicy: boolean('is_spicy').notNull().default(false),
    isVegetarian: boolean('is_vegetarian').notNull().default(false),
    isVegan: boolean('is_vegan').notNull().default(false),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('menu_items_restaurant_idx').on(t.restaurantId, t.displayOrder),
    index('menu_items_category_idx').on(t.categoryId),
    check('menu_items_price_check', sql`price >= 0 AND (original_price IS NULL OR original_price >= 0)`),
    check('menu_items_price_khr_check', sql`price_khr IS NULL OR price_khr >= 0`),
    check('menu_items_prep_check', sql`preparation_time IS NULL OR preparation_time >= 0`),
    check('menu_items_name_check', sql`length(btrim(${t.name})) > 0`),
  ],
);
