import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reportReasons } from '@/shared/domain/moderation';
import { profiles } from './profiles';
import { reviews } from './reviews';

/** The restaurant owner's one public answer to a review. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    // Who wrote it (the owner at the time); never sent to anyone.
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('review_replies_body_check', sql`length(btrim(${t.body})) > 0 AND length(${t.body}) <= 2000`),
    uniqueIndex('review_replies_review_key').on(t.reviewId),
  ],
);

export const reportReasonEnum = pgEnum('report_reason', reportReasons);

/** One user's report of a review or of an owner reply (exactly one of the two). */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => reviewReplies.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: reportReasonEnum('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
  },
  (t) => [
    check('content_reports_target_check', sql`(${t.reviewId} IS NULL) <> (${t.replyId} IS NULL)`),
    check('content_reports_note_check', sql`${t.note} IS NULL OR length(${t.note}) <= 1000`),
    check(
      'content_reports_resolution_check',
      sql`(${t.resolvedAt} IS NULL) = (${t.resolution} IS NULL) AND (${t.resolution} IS NULL OR ${t.resolution} IN ('hidden', 'restored', 'dismissed'))`,
    ),
    uniqueIndex('content_reports_review_reporter_key').on(t.reviewId, t.reporterId),
    uniqueIndex('content_reports_reply_reporter_key').on(t.replyId, t.reporterId),
    index('content_reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    index('content_reports_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at IS NULL`),
  ],
);

/**
 * Every moderation action, kept after the item itself is gone (plain ids, no foreign keys to the
 * item); actor_id is null for the automatic hide.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    reviewId: uuid('review_id'),
    replyId: uuid('reply_id'),
    restaurantId: uuid('restaurant_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'moderation_log_action_check',
      sql`${t.action} IN ('hide', 'restore', 'dismiss', 'auto_hide', 'view_author', 'pause_reviews', 'resume_reviews')`,
    ),
    index('moderation_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** Which e-mails a user wants; no row means every kind is on. */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  ownerReplies: boolean('owner_replies').notNull().default(true),
  moderation: boolean('moderation').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
