import { z } from 'zod';
import { reactionTypes } from '../domain/reactions';
import {
  REVIEW_CONTENT_MAX,
  RATING_MIN,
  RATING_MAX,
  DEFAULT_RATING,
  DAILY_REVIEW_LIMIT,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE_MAX,
  LATEST_REVIEWS_COUNT,
  REVIEW_SEARCH_MAX_LENGTH,
  reviewMessages,
  reviewKeys,
  reviewSorts,
  speyFilters,
} from '../domain/review-constants';

// Re-exported so server code keeps one import for the review contract.
export {
  REVIEW_CONTENT_MAX,
  RATING_MIN,
  RATING_MAX,
  DEFAULT_RATING,
  DAILY_REVIEW_LIMIT,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE_MAX,
  LATEST_REVIEWS_COUNT,
  REVIEW_SEARCH_MAX_LENGTH,
  reviewMessages,
  reviewKeys,
  reviewSorts,
  speyFilters,
};
export type { ReviewSort, SpeyFilter } from '../domain/review-constants';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const ratingSchema = z
  .number({ error: reviewKeys.ratingRange })
  .int(reviewKeys.ratingRange)
  .min(RATING_MIN, reviewKeys.ratingRange)
  .max(RATING_MAX, reviewKeys.ratingRange);

export const reviewContentSchema = z
  .string({ error: reviewKeys.contentRequired })
  .trim()
  .min(1, reviewKeys.contentRequired)
  .max(REVIEW_CONTENT_MAX, reviewKeys.contentMax);

/** 'YYYY-MM-DD', a real calendar date. Whether it lies in the future depends on today: see withVisitDateLimit. */
export const visitDateSchema = z
  .string({ error: reviewKeys.visitDateFormat })
  .refine(isRealDate, reviewKeys.visitDateFormat);

/** The fields of a review its author writes and edits. */
const reviewFields = {
  rating: ratingSchema,
  content: reviewContentSchema,
  isSpey: z.boolean().default(false),
  visitDate: visitDateSchema.nullable().default(null),
};

/** POST /api/reviews body (static part; the server also checks the visit date against today). */
export const createReviewSchema = z.object({
  restaurantId: z.uuid({ error: reviewKeys.restaurantRequired }),
  ...reviewFields,
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export type CreateReview = z.output<typeof createReviewSchema>;

/** PATCH /api/reviews/:id body: any of the editable fields. */
export const updateReviewSchema = z
  .object({
    rating: reviewFields.rating.optional(),
    content: reviewFields.content.optional(),
    isSpey: z.boolean().optional(),
    visitDate: visitDateSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), reviewKeys.nothingToUpdate);
export type UpdateReviewInput = z.input<typeof updateReviewSchema>;
export type UpdateReview = z.output<typeof updateReviewSchema>;

/** True when a visit date is allowed given today's date ('YYYY-MM-DD', Cambodia). */
export function isVisitDateAllowed(visitDate: string | null | undefined, today: string): boolean {
  return !visitDate || visitDate <= today;
}

/**
 * "No future visit date" depends on the day, so the full rule is built per use: the web form builds it
 * with today in Cambodia, and the server checks the same rule with the same message against its clock.
 */
export function withVisitDateLimit<T extends z.ZodType<{ visitDate?: string | null }>>(
  schema: T,
  today: string,
) {
  return schema.refine((v) => isVisitDateAllowed(v.visitDate, today), {
    message: reviewKeys.visitDateFuture,
    path: ['visitDate'],
  });
}

/** The review form: create fields with the future-date rule for `today`. */
export const createReviewFormSchema = (today: string) => withVisitDateLimit(createReviewSchema, today);
/** The edit form: all editable fields with the future-date rule for `today`. */
export const editReviewFormSchema = (today: string) => withVisitDateLimit(z.object(reviewFields), today);
export type EditReviewFormInput = z.input<ReturnType<typeof editReviewFormSchema>>;

export const reviewIdParamsSchema = z.object({ id: z.uuid({ error: reviewKeys.reviewNotFound }) });
export const restaurantIdParamsSchema = z.object({
  id: z.uuid({ error: reviewKeys.restaurantNotFound }),
});

/* -------------------------------------------------------------------------------------------------
 * Lists
 * ----------------------------------------------------------------------------------------------- */

const limitSchema = z.coerce.number().int().min(1).max(REVIEWS_PAGE_SIZE_MAX).default(REVIEWS_PAGE_SIZE);
const cursorSchema = z.string().max(200).optional();

/** GET /api/reviews query. */
export const reviewListQuerySchema = z.object({
  q: z.string().max(REVIEW_SEARCH_MAX_LENGTH).optional(),
  rating: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
  spey: z.enum(speyFilters).default('all'),
  sort: z.enum(reviewSorts).default('latest'),
  cursor: cursorSchema,
  limit: limitSchema,
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** Paged lists ordered newest first (a restaurant's reviews, your own reviews). */
export const pageQuerySchema = z.object({ cursor: cursorSchema, limit: limitSchema });

export const latestReviewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(10).default(LATEST_REVIEWS_COUNT),
});

/* -------------------------------------------------------------------------------------------------
 * Responses
 * ----------------------------------------------------------------------------------------------- */

export const reactionTypeSchema = z.enum(reactionTypes);
export const reactionStateSchema = reactionTypeSchema.nullable();

/**
 * A review as the card shows it. `author` is null for a Spey review unless the caller wrote it; no
 * user id is ever sent. `isOwn` and `canReact` are worked out on the server for the caller.
 */
/**
 * The owner's public reply under a review. `isReported`: the caller reported it; `isHidden` is only ever
 * true in the owner's own list (a hidden reply is left out of public answers).
 */
export const replyViewSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isReported: z.boolean(),
  isHidden: z.boolean(),
});
export type ReplyView = z.infer<typeof replyViewSchema>;

export const reviewCardSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  visitDate: z.string().nullable(),
  isSpey: z.boolean(),
  likeCount: z.number().int(),
  dislikeCount: z.number().int(),
  userReaction: reactionStateSchema,
  canReact: z.boolean(),
  isOwn: z.boolean(),
  author: z.object({ username: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  restaurant: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The owner's reply, when there is one to show. */
  reply: replyViewSchema.nullable(),
  /** The caller has reported this review (the button reads "Reported"). */
  isReported: z.boolean(),
  /** Hidden by moderation: only ever true in the author's own list. */
  isHidden: z.boolean(),
});
export type ReviewCardView = z.infer<typeof reviewCardSchema>;

export const reviewPageSchema = z.object({
  items: z.array(reviewCardSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewListSchema = z.object({ items: z.array(reviewCardSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** PUT /api/reviews/:id/reaction */
export const setReactionSchema = z.object({ type: reactionTypeSchema });
export const reactionResultSchema = z.object({
  likeCount: z.number().int(),
  dislikeCount: z.number().int(),
  userReaction: reactionStateSchema,
});
export type ReactionResult = z.infer<typeof reactionResultSchema>;
