/**
 * Display rules for a review (spec "Display rules for a review"): a Spey review shows its author as
 * anonymous with an avatar generated from the review id; otherwise the username, falling back to a
 * generic reviewer name; the avatar is the profile picture or one generated from the username's initials.
 * The names themselves are interface text, so this returns a kind and the UI translates it.
 */

export interface ReviewAuthorInput {
  id: string;
  isSpey: boolean;
  author: { username: string; avatarUrl: string | null } | null;
}

export type ReviewAuthorDisplay =
  | { kind: 'anonymous'; name: null; avatarUrl: string }
  | { kind: 'user'; name: string; avatarUrl: string }
  | { kind: 'unknown'; name: null; avatarUrl: string };

export const anonymousAvatarUrl = (reviewId: string) =>
  `/api/avatars/anonymous/${encodeURIComponent(reviewId)}`;
export const initialsAvatarUrl = (name: string) => `/api/avatars/initials/${encodeURIComponent(name)}`;

/** Seed of the generated avatar for a review whose author is gone (the fallback reviewer). */
const UNKNOWN_AUTHOR_SEED = 'Spey Reviewer';

export function getReviewAuthorDisplay(review: ReviewAuthorInput): ReviewAuthorDisplay {
  if (review.isSpey) return { kind: 'anonymous', name: null, avatarUrl: anonymousAvatarUrl(review.id) };
  const username = review.author?.username.trim();
  if (review.author && username) {
    return {
      kind: 'user',
      name: username,
      avatarUrl: review.author.avatarUrl || initialsAvatarUrl(username),
    };
  }
  return { kind: 'unknown', name: null, avatarUrl: initialsAvatarUrl(UNKNOWN_AUTHOR_SEED) };
}

/** Initials fallbacks: U for a user, O for an owner, A for an administrator. */
export type InitialsFallback = 'U' | 'O' | 'A';

function firstGrapheme(word: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
    for (const { segment } of segments) return segment;
  }
  return Array.from(word)[0] ?? '';
}

/** The first letter of up to two words, upper-cased; the fallback when there are no words. */
export function getInitials(name: string | null | undefined, fallback: InitialsFallback = 'U'): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  const initials = words.map(firstGrapheme).join('').toUpperCase();
  return initials || fallback;
}

/** The restaurant name, or null when it is missing (the UI shows 'Unknown Restaurant'). */
export function getRestaurantDisplayName(restaurant: { name: string } | null | undefined): string | null {
  const name = restaurant?.name.trim();
  return name ? name : null;
}
