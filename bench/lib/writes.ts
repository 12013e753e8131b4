import type { RequestShape } from 'autocannon';
import type { BenchInputs } from './endpoints';

/** A lightweight deterministic generator, so runs send the same request sequence. */
export function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** POST /api/reviews: writers in turn, each at most 9 times (the daily limit is 10), on the sampled restaurants. */
export function postReviewRequests(
  cookies: string[],
  inputs: BenchInputs,
  origin: string,
): () => RequestShape {
  const used = new Uint8Array(cookies.length);
  const random = lcg(11);
  let writer = 0;
  let k = 0;
  return () => {
    for (let tries = 0; used[writer % cookies.length] >= 9 && tries < cookies.length; tries += 1) writer += 1;
    const index = writer % cookies.length;
    used[index] += 1;
    writer += 1;
    k += 1;
    const body = JSON.stringify({
      restaurantId: inputs.restaurantIds[Math.floor(random() * inputs.restaurantIds.length)],
      rating: 1 + Math.floor(random() * 5),
      content: `Bench review ${k}: the fish amok was fresh and the staff were friendly. Good value for the price.`,
      isSpey: random() < 0.11,
      visitDate: null,
    });
    return {
      method: 'POST',
      path: '/api/reviews',
      headers: { cookie: cookies[index], 'content-type': 'application/json', origin },
      body,
    };
  };
}

/** PUT /api/reviews/:id/reaction: a random writer presses like or dislike on a random sampled review. */
export function reactionRequests(cookies: string[], inputs: BenchInputs, origin: string): () => RequestShape {
  const random = lcg(23);
  return () => ({
    method: 'PUT',
    path: `/api/reviews/${inputs.reviewIds[Math.floor(random() * inputs.reviewIds.length)]}/reaction`,
    headers: {
      cookie: cookies[Math.floor(random() * cookies.length)],
      'content-type': 'application/json',
      origin,
    },
    body: random() < 0.8 ? '{"type":"like"}' : '{"type":"dislike"}',
  });
}
