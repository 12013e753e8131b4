import { z } from 'zod';
import {
  MODERATION_NOTE_MAX,
  REPLY_MAX,
  REPORT_NOTE_MAX,
  REPORT_NOTE_MIN,
  integrityReasons,
  moderationActions,
  moderationLogActions,
  moderationMessages,
  moderationKeys,
  reportReasons,
  reportTargets,
} from '../domain/moderation';
import { REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE_MAX, replyViewSchema, reviewPageSchema } from './review.schema';

export { moderationMessages, moderationKeys, reportReasons, moderationActions };

const limitSchema = z.coerce.number().int().min(1).max(REVIEWS_PAGE_SIZE_MAX).default(REVIEWS_PAGE_SIZE);
const cursorSchema = z.string().max(200).optional();

export const reviewIdParamsSchema = z.object({ id: z.uuid({ error: moderationKeys.reviewNotFound }) });
export const replyIdParamsSchema = z.object({ id: z.uuid({ error: moderationKeys.replyNotFound }) });
export const restaurantIdParamsSchema = z.object({
  id: z.uuid({ error: moderationKeys.restaurantNotFound }),
});

/* -------------------------------------------------------------------------------------------------
 * Owner replies
 * ----------------------------------------------------------------------------------------------- */

/** PUT /api/owner/reviews/:id/reply: write or edit the one reply. */
export const replyBodySchema = z.object({
  content: z
    .string({ error: moderationKeys.replyRequired })
    .trim()
    .min(1, moderationKeys.replyRequired)
    .max(REPLY_MAX, moderationKeys.replyMax),
});
export type ReplyBodyInput = z.input<typeof replyBodySchema>;
export { replyViewSchema };

export const ownerReviewFilters = ['all', 'without-reply'] as const;
export type OwnerReviewFilter = (typeof ownerReviewFilters)[number];

/** GET /api/owner/restaurants/:id/reviews */
export const ownerReviewsQuerySchema = z.object({
  filter: z.enum(ownerReviewFilters).default('all'),
  cursor: cursorSchema,
  limit: limitSchema,
});
export type OwnerReviewsQuery = z.output<typeof ownerReviewsQuerySchema>;
export const ownerReviewPageSchema = reviewPageSchema;

/* -------------------------------------------------------------------------------------------------
 * Reports
 * ----------------------------------------------------------------------------------------------- */

/** POST /api/reviews/:id/report and /api/replies/:id/report */
export const createReportSchema = z
  .object({
    reason: z.enum(reportReasons, { error: moderationKeys.reasonRequired }),
    note: z
      .string()
      .trim()
      .max(REPORT_NOTE_MAX, moderationKeys.noteMax)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((v) => v.reason !== 'other' || (v.note?.length ?? 0) >= REPORT_NOTE_MIN, {
    message: moderationKeys.noteMin,
    path: ['note'],
  });
export type CreateReportInput = z.input<typeof createReportSchema>;
export type CreateReport = z.output<typeof createReportSchema>;

export const reportResultSchema = z.object({ reported: z.literal(true) });

/* -------------------------------------------------------------------------------------------------
 * Moderation queue (administrators)
 * ----------------------------------------------------------------------------------------------- */

export const moderationQueueSorts = ['newest', 'most-reported'] as const;
export const moderationQueueStatuses = ['open', 'hidden'] as const;
export const moderationQueueQuerySchema = z.object({
  status: z.enum(moderationQueueStatuses).default('open'),
  sort: z.enum(moderationQueueSorts).default('newest'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ModerationQueueQuery = z.output<typeof moderationQueueQuerySchema>;

export const moderationItemSchema = z.object({
  target: z.enum(reportTargets),
  /** The review's id, or the reply's id for a reply. */
  id: z.string(),
  restaurant: z.object({ id: z.string(), name: z.string() }),
  review: z.object({
    id: z.string(),
    rating: z.number().int(),
    content: z.string(),
    isSpey: z.boolean(),
    createdAt: z.string(),
    isHidden: z.boolean(),
    /** The author of an ordinary review; null for a Spey review (ask for it: it is logged). */
    author: z.object({ username: z.string() }).nullable(),
  }),
  reply: z
    .object({ id: z.string(), content: z.string(), createdAt: z.string(), isHidden: z.boolean() })
    .nullable(),
  reportCount: z.number().int(),
  latestReportAt: z.string(),
  reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number().int() })),
  notes: z.array(z.object({ reason: z.enum(reportReasons), note: z.string(), createdAt: z.string() })),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueSchema = z.object({ items: z.array(moderationItemSchema) });

/** POST /api/admin/moderation/reviews/:id and /replies/:id */
export const moderationActionSchema = z.object({
  action: z.enum(moderationActions, { error: moderationKeys.actionRequired }),
  note: z
    .string()
    .trim()
    .max(MODERATION_NOTE_MAX, moderationKeys.noteMax)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ModerationActionInput = z.input<typeof moderationActionSchema>;
export const moderationResultSchema = z.object({
  isHidden: z.boolean(),
  /** Reports on the item still open after the action. */
  openReports: z.number().int(),
});

/** GET /api/admin/moderation/reviews/:id/author: who wrote a review (each look is logged). */
export const reviewAuthorSchema = z.object({
  username: z.string().nullable(),
  accountCreatedAt: z.string().nullable(),
  reviewCount: z.number().int(),
});

export const moderationLogQuerySchema = z.object({ cursor: cursorSchema, limit: limitSchema });
export const moderationLogEntrySchema = z.object({
  id: z.string(),
  action: z.enum(moderationLogActions),
  /** The administrator; null for the automatic hide (or a deleted account). */
  actor: z.object({ username: z.string() }).nullable(),
  reviewId: z.string().nullable(),
  replyId: z.string().nullable(),
  restaurant: z.object({ id: z.string(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const moderationLogPageSchema = z.object({
  items: z.array(moderationLogEntrySchema),
  nextCursor: z.string().nullable(),
});

/* -------------------------------------------------------------------------------------------------
 * Integrity signals and paused reviews
 * ----------------------------------------------------------------------------------------------- */

/** PUT /api/admin/restaurants/:id/review-pause: until an ISO time, or null to let reviews in again. */
export const reviewPauseSchema = z.object({
  until: z.iso.datetime({ offset: true, error: moderationKeys.pauseInPast }).nullable(),
});
export const reviewPauseResultSchema = z.object({ reviewsPausedUntil: z.string().nullable() });

export const integrityFlagSchema = z.object({
  restaurant: z.object({ id: z.string(), name: z.string() }),
  reasons: z.array(z.enum(integrityReasons)),
  reviewsLast24h: z.number().int(),
  dailyAverage: z.number(),
  youngAccountReviews: z.number().int(),
  reviewsPausedUntil: z.string().nullable(),
});
export type IntegrityFlag = z.infer<typeof integrityFlagSchema>;
export const integrityFlagsSchema = z.object({ items: z.array(integrityFlagSchema) });

/* -------------------------------------------------------------------------------------------------
 * E-mail preferences
 * ----------------------------------------------------------------------------------------------- */

export const emailPreferencesSchema = z.object({
  /** An e-mail when a restaurant owner replies to one of your reviews. */
  ownerReplies: z.boolean(),
  /** An e-mail when moderation hides something you wrote. */
  moderation: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const updateEmailPreferencesSchema = emailPreferencesSchema
  .partial()
  .refine((v) => v.ownerReplies !== undefined || v.moderation !== undefined, 'Nothing to update.');
