/**
 * Cuisine values stored in restaurants.cuisine (English, as data; the web shows translated labels).
 * The owner details form offers 20 cuisines (spec); the registration form offers 32, ending with 'Other'.
 * The registration list contains every owner option, so a restaurant registered with any cuisine can
 * still be edited.
 */
export const OWNER_CUISINES = [
  'Khmer',
  'Thai',
  'Vietnamese',
  'Chinese',
  'Japanese',
  'Korean',
  'Indian',
  'French',
  'Italian',
  'Western',
  'American',
  'Mexican',
  'Mediterranean',
  'Cafe',
  'Bakery',
  'BBQ',
  'Street Food',
  'Seafood',
  'Vegetarian',
  'Fusion',
] as const;

export const REGISTRATION_CUISINES = [
  ...OWNER_CUISINES,
  'Vegan',
  'Halal',
  'Malaysian',
  'Indonesian',
  'Filipino',
  'Lao',
  'Middle Eastern',
  'Spanish',
  'German',
  'Desserts',
  'Bar & Pub',
  'Other',
] as const;

export type OwnerCuisine = (typeof OWNER_CUISINES)[number];
export type Cuisine = (typeof REGISTRATION_CUISINES)[number];

const cuisineSet: ReadonlySet<string> = new Set(REGISTRATION_CUISINES);

export function isCuisine(value: string): value is Cuisine {
  return cuisineSet.has(value);
}

/** A stable i18n key suffix for a cuisine value: 'Street Food' → 'StreetFood', 'Bar & Pub' → 'BarPub'. */
export function cuisineKey(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '');
}
