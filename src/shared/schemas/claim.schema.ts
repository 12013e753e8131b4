import { z } from 'zod';
import { defineMessages } from '../messages';

/** The spec's claim messages, word for word. */
export const claimMessages = {
  email: 'Please enter a valid email address',
  evidence: 'Please provide some proof of ownership',
  noRestaurant: 'No restaurant selected',
  invalidRestaurant: 'Please select a valid restaurant',
  phone: 'Please enter a valid phone number',
  tooLong: 'This text is too long',
} as const;
/** The stable keys of these texts (src/shared/messages.ts): what the schemas and services speak. */
export const claimKeys = defineMessages('claim', claimMessages);

export const CLAIM_EVIDENCE_MIN = 10;
export const CLAIM_EVIDENCE_MAX = 4000;
/** How many claim requests one account may send in 24 hours. */
export const CLAIMS_PER_DAY = 5;

/** Refusals of the server. */
export const claimErrors = {
  restaurantNotFound: 'Restaurant not found',
  alreadyClaimed: 'This restaurant has already been claimed',
  duplicatePending: 'You already have a pending claim request for this restaurant',
  dailyLimit: `You can send at most ${CLAIMS_PER_DAY} claim requests a day. Please try again tomorrow.`,
  claimNotFound: 'Claim request not found',
  alreadyReviewed: 'This claim request has already been reviewed',
} as const;
export const claimErrorKeys = defineMessages('claimRefusal', claimErrors);

export const requestStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

/** The claim form (/become-a-partner) and POST /api/claims. */
export const createClaimSchema = z.object({
  restaurantId: z
    .string({ error: claimKeys.noRestaurant })
    .trim()
    .min(1, claimKeys.noRestaurant)
    .pipe(z.uuid(claimKeys.invalidRestaurant)),
  contactEmail: z
    .string({ error: claimKeys.email })
    .trim()
    .toLowerCase()
    .max(254, claimKeys.email)
    .pipe(z.email(claimKeys.email)),
  contactPhone: z
    .string()
    .trim()
    .max(30, claimKeys.phone)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  evidence: z
    .string({ error: claimKeys.evidence })
    .trim()
    .min(CLAIM_EVIDENCE_MIN, claimKeys.evidence)
    .max(CLAIM_EVIDENCE_MAX, claimKeys.tooLong),
});
export type CreateClaimInput = z.input<typeof createClaimSchema>;
export type CreateClaimValues = z.output<typeof createClaimSchema>;

const isoDate = z.iso.datetime({ offset: true });

/** One of the caller's own claims (GET /api/me/claims). */
export const myClaimSchema = z.object({
  id: z.uuid(),
  restaurantId: z.uuid(),
  restaurantName: z.string(),
  status: requestStatusSchema,
  reviewNotes: z.string().nullable(),
  reviewedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type MyClaim = z.infer<typeof myClaimSchema>;

/** A claim as administrators see it: joined with the restaurant and the claimant's profile. */
export const adminClaimSchema = z.object({
  id: z.uuid(),
  status: requestStatusSchema,
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  evidence: z.string(),
  reviewNotes: z.string().nullable(),
  reviewedAt: isoDate.nullable(),
  createdAt: isoDate,
  restaurant: z
    .object({ id: z.uuid(), name: z.string(), cuisine: z.string(), location: z.string().nullable() })
    .nullable(),
  claimant: z.object({ id: z.uuid(), username: z.string() }).nullable(),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

export const claimTabSchema = z.enum(['pending', 'approved', 'rejected', 'all']);
export type ClaimTab = z.infer<typeof claimTabSchema>;

export const ADMIN_CLAIMS_PAGE_MAX = 50;

export const adminClaimListQuerySchema = z.object({
  status: claimTabSchema.default('pending'),
  q: z.string().trim().max(100, 'Search text is too long').optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_CLAIMS_PAGE_MAX).default(20),
  /** Opaque keyset cursor from the previous page. */
  cursor: z.string().max(200).optional(),
});
export type AdminClaimListQuery = z.input<typeof adminClaimListQuerySchema>;

export const claimCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  all: z.number().int(),
});
export type ClaimCounts = z.infer<typeof claimCountsSchema>;

export const adminClaimListSchema = z.object({
  items: z.array(adminClaimSchema),
  nextCursor: z.string().nullable(),
  /** Counts per tab for the same search text. */
  counts: claimCountsSchema,
});
export type AdminClaimList = z.infer<typeof adminClaimListSchema>;

export const claimIdParamsSchema = z.object({ id: z.uuid('Invalid claim request id') });

/** Notes written when an administrator decides (the spec has no note input). */
export const claimReviewNotes = {
  approved: 'Approved by admin',
  rejected: 'Rejected by admin',
  claimedByAnother: 'Restaurant was claimed by another user',
} as const;

/** GET /api/admin/stats: exact platform totals for the dashboard. */
export const adminStatsSchema = z.object({
  totalRestaurants: z.number().int(),
  totalUsers: z.number().int(),
  pendingClaims: z.number().int(),
  totalReviews: z.number().int(),
  pendingRegistrations: z.number().int(),
  /** Reviews and owner replies waiting in the moderation queue (with at least one open report). */
  openReports: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
