import { z } from 'zod';
import { REGISTRATION_CUISINES } from '@/shared/domain/cuisines';
import { DEFAULT_PRICE_RANGE, PRICE_RANGES } from '@/shared/domain/price-ranges';
import { defineMessages } from '../messages';

/** The spec's owner-profile and image-upload messages, word for word where it quotes them. */
export const ownerRestaurantMessages = {
  nameRequired: 'Restaurant name is required',
  website: 'Please enter a valid URL',
  mapUrl: 'Please enter a valid Google Maps URL',
  cuisine: 'Please select a cuisine',
  priceRange: 'Please select a price range',
  tooLong: 'This text is too long',
  imageType: 'Please upload a valid image file (JPEG, PNG, or WebP)',
  imageSize: 'Image file must be smaller than 5MB',
  imageMissing: 'Please choose an image to upload',
  imageUnreadable: 'The image could not be read. Please upload a different file.',
  restaurantNotFound: 'Restaurant not found',
} as const;
/** The stable keys of these texts (src/shared/messages.ts): what the schemas and services speak. */
export const ownerRestaurantKeys = defineMessages('ownerRestaurant', ownerRestaurantMessages);

/** Cover uploads: JPEG, PNG or WebP, at most 5 MB (spec section 9). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const COVER_ACCEPT = COVER_MIME_TYPES.join(',');
/** The cover sent as a page's form (without scripts): the image and its few fields, with room for the parts' headers. */
export const COVER_FORM_MAX_BYTES = COVER_MAX_BYTES + 64 * 1024;

export function isAllowedCoverType(mime: string): boolean {
  return (COVER_MIME_TYPES as readonly string[]).includes(mime);
}

/** Hosts a Google Maps link may use: maps.google.*, google.*\/maps, goo.gl/maps, maps.app.goo.gl. */
export function isGoogleMapsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  if (host === 'maps.app.goo.gl') return true;
  if (host === 'goo.gl') return url.pathname.startsWith('/maps');
  if (/^maps\.google\.[a-z.]{2,10}$/.test(host)) return true;
  if (/^(www\.)?google\.[a-z.]{2,10}$/.test(host)) return url.pathname.startsWith('/maps');
  return false;
}

/** Optional text in a form: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, ownerRestaurantKeys.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional web address (http or https); a bare domain gets https:// in front. */
const websiteSchema = z
  .string()
  .trim()
  .max(300, ownerRestaurantKeys.tooLong)
  .nullish()
  .transform((value) => (value ? (/^https?:\/\//i.test(value) ? value : `https://${value}`) : null))
  .pipe(
    z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: ownerRestaurantKeys.website })
      .nullable(),
  );

const mapUrlSchema = z
  .string()
  .trim()
  .max(1000, ownerRestaurantKeys.tooLong)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isGoogleMapsUrl(value), ownerRestaurantKeys.mapUrl);

/**
 * PATCH /api/owner/restaurants/:id and the /owner/details form. Cuisine accepts any registration
 * cuisine (the form offers 20, but a restaurant registered with another one stays editable).
 */
export const updateOwnerRestaurantSchema = z.object({
  name: z
    .string({ error: ownerRestaurantKeys.nameRequired })
    .trim()
    .min(1, ownerRestaurantKeys.nameRequired)
    .max(120, ownerRestaurantKeys.tooLong),
  nameKm: optionalText(120),
  description: optionalText(2000),
  cuisine: z.enum(REGISTRATION_CUISINES, { error: ownerRestaurantKeys.cuisine }),
  location: optionalText(120),
  address: optionalText(300),
  phone: optionalText(30),
  website: websiteSchema,
  googleMapLocation: mapUrlSchema,
  priceRange: z.enum(PRICE_RANGES, { error: ownerRestaurantKeys.priceRange }).default(DEFAULT_PRICE_RANGE),
});
export type UpdateOwnerRestaurantInput = z.input<typeof updateOwnerRestaurantSchema>;
export type UpdateOwnerRestaurant = z.output<typeof updateOwnerRestaurantSchema>;

const isoDate = z.iso.datetime({ offset: true });

/** GET/PATCH /api/owner/restaurants/:id — the owner's own restaurant profile. */
export const ownerRestaurantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameKm: z.string().nullable(),
  description: z.string().nullable(),
  cuisine: z.string(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  googleMapLocation: z.string().nullable(),
  priceRange: z.string(),
  imageUrl: z.string().nullable(),
  updatedAt: isoDate,
});
export type OwnerRestaurant = z.infer<typeof ownerRestaurantSchema>;

/** GET /api/owner/restaurants — every restaurant the caller owns, for the sidebar selector. */
export const ownerRestaurantSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameKm: z.string().nullable(),
  location: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type OwnerRestaurantSummary = z.infer<typeof ownerRestaurantSummarySchema>;
export const ownerRestaurantListSchema = z.object({ restaurants: z.array(ownerRestaurantSummarySchema) });
export type OwnerRestaurantList = z.infer<typeof ownerRestaurantListSchema>;

/** Upper bound of the owner list (an owner with more restaurants than this is not expected). */
export const OWNER_RESTAURANTS_MAX = 200;

export const ownerRestaurantParamsSchema = z.object({
  id: z.uuid(ownerRestaurantKeys.restaurantNotFound),
});

/** POST /api/owner/restaurants/:id/cover */
export const coverUploadResponseSchema = z.object({ imageUrl: z.string(), updatedAt: isoDate });
