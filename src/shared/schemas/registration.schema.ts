import { z } from 'zod';
import { requestStatusSchema } from './claim.schema';
import { REGISTRATION_CUISINES } from '@/shared/domain/cuisines';
import { REGISTRATION_PRICE_RANGES } from '@/shared/domain/price-ranges';
import { defineMessages } from '../messages';

/** The spec's registration messages, word for word (description and price range are not quoted there). */
export const registrationMessages = {
  name: 'Restaurant name must be at least 3 characters',
  description: 'Description must be at least 10 characters',
  cuisine: 'Please select a cuisine',
  address: 'Please enter a valid address',
  location: 'City/area is required',
  priceRange: 'Please select a price range',
  phone: 'Please enter a valid phone number',
  website: 'Please enter a valid URL',
  openingHours: 'Please provide opening hours',
  tooLong: 'This text is too long',
} as const;
/** The stable keys of these texts (src/shared/messages.ts): what the schemas and services speak. */
export const registrationKeys = defineMessages('registration', registrationMessages);

/** How many registrations one account may have waiting for review at once. */
export const PENDING_REGISTRATIONS_MAX = 3;

/** Refusals of the server. */
export const registrationErrors = {
  tooManyPending: `You already have ${PENDING_REGISTRATIONS_MAX} restaurant registrations waiting for review. Please wait for an administrator to review them.`,
  notFound: 'Registration not found',
  alreadyReviewed: 'This registration has already been reviewed',
} as const;
export const registrationErrorKeys = defineMessages('registrationRefusal', registrationErrors);

const requiredText = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, registrationKeys.tooLong);

/** An optional web address; a bare domain gets https:// in front. */
const websiteSchema = z
  .string()
  .trim()
  .max(300, registrationKeys.tooLong)
  .optional()
  .nullable()
  .transform((value) => (value ? (/^https?:\/\//i.test(value) ? value : `https://${value}`) : null))
  .pipe(
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: registrationKeys.website }).nullable(),
  );

/** The /register-restaurant form and POST /api/registrations. */
export const createRegistrationSchema = z.object({
  name: requiredText(3, 120, registrationKeys.name),
  description: requiredText(10, 2000, registrationKeys.description),
  cuisine: z.enum(REGISTRATION_CUISINES, { error: registrationKeys.cuisine }),
  address: requiredText(5, 300, registrationKeys.address),
  location: requiredText(2, 120, registrationKeys.location),
  priceRange: z.enum(REGISTRATION_PRICE_RANGES, { error: registrationKeys.priceRange }),
  phone: requiredText(10, 30, registrationKeys.phone),
  website: websiteSchema,
  openingHours: requiredText(1, 500, registrationKeys.openingHours),
});
export type CreateRegistrationInput = z.input<typeof createRegistrationSchema>;
export type CreateRegistrationValues = z.output<typeof createRegistrationSchema>;

const isoDate = z.iso.datetime({ offset: true });

/** A registration as its requester sees it (GET /api/me/registrations). */
export const myRegistrationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  cuisine: z.string(),
  location: z.string(),
  status: requestStatusSchema,
  reviewNotes: z.string().nullable(),
  reviewedAt: isoDate.nullable(),
  createdAt: isoDate,
  /** The restaurant created on approval. */
  restaurantId: z.uuid().nullable(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/** A registration with every submitted detail, for administrators. */
export const adminRegistrationSchema = myRegistrationSchema.extend({
  description: z.string(),
  address: z.string(),
  priceRange: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  openingHours: z.string(),
  requester: z.object({ id: z.uuid(), username: z.string() }).nullable(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

export const registrationTabSchema = z.enum(['pending', 'approved', 'rejected', 'all']);
export type RegistrationTab = z.infer<typeof registrationTabSchema>;

export const ADMIN_REGISTRATIONS_PAGE_MAX = 50;

export const adminRegistrationListQuerySchema = z.object({
  status: registrationTabSchema.default('pending'),
  limit: z.coerce.number().int().min(1).max(ADMIN_REGISTRATIONS_PAGE_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export type AdminRegistrationListQuery = z.input<typeof adminRegistrationListQuerySchema>;

export const adminRegistrationListSchema = z.object({
  items: z.array(adminRegistrationSchema),
  nextCursor: z.string().nullable(),
  pendingCount: z.number().int(),
});
export type AdminRegistrationList = z.infer<typeof adminRegistrationListSchema>;

export const registrationIdParamsSchema = z.object({ id: z.uuid('Invalid registration id') });

export const registrationReviewNotes = {
  approved: 'Approved by admin',
  rejected: 'Rejected by admin',
} as const;
