/**
 * The menu item form's rules shared by its two paths: the dialog (react-hook-form's `setValueAs`) and
 * the form sent without scripts, read by the page's action (app/lib/owner-menu-actions.server.ts).
 */

/** Spec: an unparseable price becomes 0. */
export function parsePrice(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const parsed = Number.parseFloat(String(value ?? ''));
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Blank means "none"; anything else must be a number (the schema reports what is wrong). */
export function parseOptionalNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  return text === '' ? null : Number(text);
}

/** The item's on/off options (switches in the dialog, checkboxes in the form without scripts). */
export const itemSwitches = ['isAvailable', 'isFeatured', 'isSpicy', 'isVegetarian', 'isVegan'] as const;
export type ItemSwitch = (typeof itemSwitches)[number];
export const itemSwitchLabelKeys: Record<ItemSwitch, string> = {
  isAvailable: 'fieldAvailable',
  isFeatured: 'fieldFeatured',
  isSpicy: 'fieldSpicy',
  isVegetarian: 'fieldVegetarian',
  isVegan: 'fieldVegan',
};

/** The optional numbers of an item (blank: none). */
export const itemOptionalNumbers = ['originalPrice', 'priceKhr', 'preparationTime'] as const;
