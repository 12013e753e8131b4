// Owner replies, reports and moderation: the rules both sides need, kept apart from the zod schemas so
// pages can use them without downloading the schema library.

import { defineMessages } from '../messages';

/** Why a review or an owner reply is reported (stored as the report_reason enum). */
export const reportReasons = ['spam', 'fake', 'hateful', 'private_info', 'off_topic', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** "Other" needs a note of at least this many characters; every note is at most REPORT_NOTE_MAX. */
export const REPORT_NOTE_MIN = 10;
export const REPORT_NOTE_MAX = 1000;
export const REPLY_MAX = 2000;
export const MODERATION_NOTE_MAX = 1000;
/** Reports one account may file per day (counted by the database limiter, plugins/rate-limit.ts). */
export const DAILY_REPORT_LIMIT = 20;

export const moderationActions = ['hide', 'restore', 'dismiss'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** What the audit log records. */
export const moderationLogActions = [
  'hide',
  'restore',
  'dismiss',
  'auto_hide',
  'view_author',
  'pause_reviews',
  'resume_reviews',
] as const;
export type ModerationLogAction = (typeof moderationLogActions)[number];

export const reportTargets = ['review', 'reply'] as const;
export type ReportTarget = (typeof reportTargets)[number];

/**
 * Integrity signals (docs/decisions/024): a burst is more than BURST_MIN_REVIEWS reviews in 24 hours and
 * more than BURST_FACTOR times the restaurant's daily average over the 30 days before them; "young
 * accounts" is at least YOUNG_MIN_REVIEWS reviews in 24 hours, more than half by accounts less than a
 * day old when they wrote.
 */
export const BURST_MIN_REVIEWS = 10;
export const BURST_FACTOR = 5;
export const BASELINE_DAYS = 30;
export const YOUNG_MIN_REVIEWS = 3;
export const integrityReasons = ['burst', 'young_accounts'] as const;
export type IntegrityReason = (typeof integrityReasons)[number];

export const moderationMessages = {
  reasonRequired: 'Please choose a reason.',
  noteMin: 'Please tell us more (at least 10 characters).',
  noteMax: 'The note can be at most 1,000 characters.',
  reportOwn: 'You cannot report what you wrote yourself.',
  reportSignedOut: 'You need to sign up or log in to report a review.',
  replyRequired: 'Please write your reply.',
  replyMax: 'Your reply can be at most 2,000 characters.',
  reviewNotFound: 'Review not found',
  replyNotFound: 'Reply not found',
  restaurantNotFound: 'Restaurant not found',
  reviewsPaused: 'Reviews for this restaurant are paused while unusual activity is reviewed.',
  pauseInPast: 'Choose a time in the future.',
  actionRequired: 'Choose hide, restore or dismiss.',
} as const;
/** The stable keys of these texts (src/shared/messages.ts): what the schemas and services speak. */
export const moderationKeys = defineMessages('moderation', moderationMessages);

/** The owner of the restaurant may reply; the server enforces it with the owner id in the query. */
export function canReplyToReview(viewerId: string | null, restaurantOwnerId: string | null): boolean {
  return viewerId !== null && restaurantOwnerId !== null && viewerId === restaurantOwnerId;
}

/** True while new reviews are refused (`pausedUntil` ISO time or null). */
export function isReviewsPaused(pausedUntil: string | null | undefined, now: Date): boolean {
  return Boolean(pausedUntil) && new Date(pausedUntil as string).getTime() > now.getTime();
}
