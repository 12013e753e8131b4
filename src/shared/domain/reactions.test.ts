import { describe, expect, it } from 'vitest';
import {
  applyReactionTransition,
  getReactionTransition,
  type ReactionState,
  type ReactionType,
} from './reactions';

describe('getReactionTransition', () => {
  it.each<[ReactionState, ReactionType, ReactionState, number, number, string]>([
    [null, 'like', 'like', 1, 0, 'added'],
    [null, 'dislike', 'dislike', 0, 1, 'added'],
    ['like', 'like', null, -1, 0, 'removed'],
    ['dislike', 'dislike', null, 0, -1, 'removed'],
    ['like', 'dislike', 'dislike', -1, 1, 'switched'],
    ['dislike', 'like', 'like', 1, -1, 'switched'],
  ])(
    'from %s pressing %s gives %s (likes %i, dislikes %i, %s)',
    (from, pressed, next, likeDelta, dislikeDelta, outcome) => {
      expect(getReactionTransition(from, pressed)).toEqual({ next, likeDelta, dislikeDelta, outcome });
    },
  );
});

describe('applyReactionTransition', () => {
  it('moves the counts', () => {
    expect(
      applyReactionTransition({ likeCount: 3, dislikeCount: 1 }, getReactionTransition('dislike', 'like')),
    ).toEqual({
      likeCount: 4,
      dislikeCount: 0,
    });
    expect(
      applyReactionTransition({ likeCount: 3, dislikeCount: 1 }, getReactionTransition(null, 'dislike')),
    ).toEqual({
      likeCount: 3,
      dislikeCount: 2,
    });
  });

  it('never goes below zero', () => {
    expect(
      applyReactionTransition({ likeCount: 0, dislikeCount: 0 }, getReactionTransition('like', 'like')),
    ).toEqual({
      likeCount: 0,
      dislikeCount: 0,
    });
    expect(
      applyReactionTransition({ likeCount: 0, dislikeCount: 0 }, getReactionTransition('dislike', 'like')),
    ).toEqual({
      likeCount: 1,
      dislikeCount: 0,
    });
  });

  it('every sequence of presses ends with counts matching the final state', () => {
    const types: ReactionType[] = ['like', 'dislike'];
    for (let mask = 0; mask < 1 << 8; mask += 1) {
      let state: ReactionState = null;
      let counts = { likeCount: 0, dislikeCount: 0 };
      for (let bit = 0; bit < 8; bit += 1) {
        const transition = getReactionTransition(state, types[(mask >> bit) & 1]!);
        counts = applyReactionTransition(counts, transition);
        state = transition.next;
        expect(counts).toEqual({
          likeCount: state === 'like' ? 1 : 0,
          dislikeCount: state === 'dislike' ? 1 : 0,
        });
      }
    }
  });
});
