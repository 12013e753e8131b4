import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { restaurants } from './restaurants';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    // A deleted account leaves its reviews in place; they show as 'Spey Reviewer'.
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    speyFriendly: boolean('spey_friendly').notNull().default(false),
    visitDate: date('visit_date'),
    likeCount: integer('like_count').notNull().default(0),
    dislikeCount: integer('dislike_count').notNull().default(0),
    // Unindexed here: the trigram index is on review_search, its copy (decision 062).
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`spey_normalize(comment)`),
    // Set while moderation hides the review: out of every public list and the restaurant's aggregates.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    // Whether an owner's reply / any report of this review exists, kept by triggers on review_replies and
    // content_reports (migration 0010): a card looks those up only when they can exist.
    hasReply: boolean('has_reply').notNull().default(false),
    hasReports: boolean('has_reports').notNull().default(false),
    // What the card shows of its author and restaurant, copied by triggers (migration 0017, decision 068):
    // written on insert and on a change of author, and again when the author or the restaurant is renamed.
    authorUsername: text('author_username'),
    authorAvatarUrl: text('author_avatar_url'),
    restaurantName: text('restaurant_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_comment_check', sql`length(btrim(${t.comment})) > 0 AND length(${t.comment}) <= 5000`),
    check('reviews_counts_check', sql`like_count >= 0 AND dislike_count >= 0`),
    index('reviews_restaurant_created_idx').on(t.restaurantId, t.createdAt.desc(), t.id.desc()),
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reviews_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('reviews_rating_idx').on(t.rating, t.createdAt.desc(), t.id.desc()),
    index('reviews_likes_idx').on(t.likeCount.desc(), t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A copy of each review's search text with the trigram index, beside the review rather than on it: a like
 * rewrites the review's row and its index entries, and this index is not one of them. Written by triggers
 * on reviews when a review is posted or its text changes (migration 0015, decision 062).
 */
export const reviewSearch = pgTable(
  'review_search',
  {
    reviewId: uuid('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('review_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

export const reactionTypeEnum = pgEnum('reaction_type', ['like', 'dislike']);

export const reviewReactions = pgTable(
  'review_reactions',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reactionType: reactionTypeEnum('reaction_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_reactions_user_idx').on(t.userId)],
);
