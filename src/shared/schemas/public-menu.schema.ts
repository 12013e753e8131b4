import { z } from 'zod';

/** A filter flag in the query string: '1' or 'true' turns it on; anything else is refused. */
const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'A filter is 1 or 0' })
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** GET /api/restaurants/:id/menu?vegetarian=1&vegan=1&notSpicy=1 */
export const publicMenuQuerySchema = z.object({
  vegetarian: flag,
  vegan: flag,
  notSpicy: flag,
});
export type PublicMenuQuery = z.output<typeof publicMenuQuerySchema>;
export type MenuFilters = PublicMenuQuery;
export const menuFilterNames = ['vegetarian', 'vegan', 'notSpicy'] as const;

export const publicMenuItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** US dollars, two decimals. */
  price: z.number(),
  /** Shown struck through when higher than the price. */
  originalPrice: z.number().nullable(),
  /** The owner's own riel price (shown as entered), or null to convert the dollar price. */
  priceKhr: z.number().int().nullable(),
  preparationTime: z.number().int().nullable(),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  isSpicy: z.boolean(),
  isVegetarian: z.boolean(),
  isVegan: z.boolean(),
  allergens: z.array(z.string()),
});
export type PublicMenuItem = z.infer<typeof publicMenuItemSchema>;

export const publicMenuSectionSchema = z.object({
  /** null: the items the owner left without a category, shown last. */
  id: z.uuid().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  items: z.array(publicMenuItemSchema),
});
export type PublicMenuSection = z.infer<typeof publicMenuSectionSchema>;

export const publicMenuSchema = z.object({
  restaurant: z.object({ id: z.uuid(), name: z.string() }),
  /** Riel per dollar at the site's current rate. */
  khrPerUsd: z.number().int(),
  /** True when the restaurant shows any item at all (before filters): tells "no menu" from "nothing matches". */
  hasMenu: z.boolean(),
  /** Active categories in display order, then uncategorised items; empty sections are left out. */
  sections: z.array(publicMenuSectionSchema),
});
export type PublicMenu = z.infer<typeof publicMenuSchema>;

/** Keeps the items that pass every filter that is on. */
export function matchesMenuFilters(
  item: Pick<PublicMenuItem, 'isVegetarian' | 'isVegan' | 'isSpicy'>,
  filters: Partial<MenuFilters>,
): boolean {
  if (filters.vegetarian && !(item.isVegetarian || item.isVegan)) return false;
  if (filters.vegan && !item.isVegan) return false;
  if (filters.notSpicy && item.isSpicy) return false;
  return true;
}
