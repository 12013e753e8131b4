// Review limits, messages and list options, kept apart from the zod schemas so pages can use them
// without downloading the schema library.

import { defineMessages } from '../messages';

export const REVIEW_CONTENT_MAX = 5000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;
/** At most this many reviews per user per calendar day in Cambodia. */
export const DAILY_REVIEW_LIMIT = 10;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE_MAX = 50;
export const LATEST_REVIEWS_COUNT = 3;
/** The longest search of the reviews (GET /api/reviews?q=); a longer one in an address is cut to it. */
export const REVIEW_SEARCH_MAX_LENGTH = 200;

export const reviewMessages = {
  restaurantRequired: 'Please select a restaurant to review.',
  contentRequired: 'Please write your review before submitting.',
  contentMax: 'Your review can be at most 5,000 characters.',
  ratingRange: 'Rating must be a whole number from 1 to 5.',
  visitDateFormat: 'Visit date must be a date like 2025-01-31.',
  visitDateFuture: 'The visit date cannot be in the future.',
  dailyLimit: 'You can post at most 10 reviews a day. Please try again tomorrow.',
  restaurantNotFound: 'Restaurant not found',
  reviewNotFound: 'Review not found',
  reactSignedOut: 'You need to be logged in to react to reviews.',
  reactOwnReview: 'You cannot react to your own review',
  reactHidden: 'This review has been hidden by a moderator, so it cannot be reacted to.',
  nothingToUpdate: 'Nothing to update.',
} as const;
/** The stable keys of these texts (src/shared/messages.ts): what the schemas and services speak. */
export const reviewKeys = defineMessages('review', reviewMessages);

export const reviewSorts = ['latest', 'highest-rated', 'lowest-rated', 'most-liked'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const speyFilters = ['all', 'spey', 'non-spey'] as const;
export type SpeyFilter = (typeof speyFilters)[number];
