/**
 * The reaction state machine of a review (spec "Reaction on a review"): pressing the same reaction
 * removes it, pressing the other one switches it (one count moves across), pressing from none adds it,
 * and counts never go below 0. The server applies it inside one transaction; the UI uses it for texts.
 */
export const reactionTypes = ['like', 'dislike'] as const;
export type ReactionType = (typeof reactionTypes)[number];
/** What the user has on a review now: a reaction or none. */
export type ReactionState = ReactionType | null;

export interface ReactionCounts {
  likeCount: number;
  dislikeCount: number;
}

export interface ReactionTransition {
  /** The user's reaction after the press. */
  next: ReactionState;
  likeDelta: -1 | 0 | 1;
  dislikeDelta: -1 | 0 | 1;
  /** What happened, for the toast: added, switched or removed. */
  outcome: 'added' | 'switched' | 'removed';
}

const delta = (type: ReactionType, from: ReactionState, to: ReactionState): -1 | 0 | 1 =>
  ((to === type ? 1 : 0) - (from === type ? 1 : 0)) as -1 | 0 | 1;

/** The next state and the count changes when a user in `current` presses `pressed`. */
export function getReactionTransition(current: ReactionState, pressed: ReactionType): ReactionTransition {
  const next: ReactionState = current === pressed ? null : pressed;
  return {
    next,
    likeDelta: delta('like', current, next),
    dislikeDelta: delta('dislike', current, next),
    outcome: next === null ? 'removed' : current === null ? 'added' : 'switched',
  };
}

/** Counts after a transition, never below 0. */
export function applyReactionTransition(
  counts: ReactionCounts,
  transition: ReactionTransition,
): ReactionCounts {
  return {
    likeCount: Math.max(0, counts.likeCount + transition.likeDelta),
    dislikeCount: Math.max(0, counts.dislikeCount + transition.dislikeDelta),
  };
}
