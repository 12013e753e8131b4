import type { RequestShape } from 'autocannon';
import type { Database } from '../../src/server/db/client';
import { BENCH_USER_EMAIL, SIGNED_IN_WRITERS, WRITER_EMAIL_PATTERN, writerEmail } from './constants';
import type { BenchInputs } from './endpoints';
import { oneConnection } from './sql-runner';

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

/** Review posts a writer makes in one run of the API or of the floor: the daily limit is 10. */
export const POSTS_PER_WRITER = 9;

/**
 * The bench user's id (the captured writes were made as it), the signed-in writers' ids, and every writer
 * account's (the floor replays SQL, so its authors need no session: it posts as all of them).
 */
export interface BenchAccounts {
  benchUserId: string;
  writerIds: string[];
  floorWriterIds: string[];
}

export async function benchAccountIds(database: Database): Promise<BenchAccounts> {
  const sql = await oneConnection(database);
  try {
    const bench = await sql.run<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [BENCH_USER_EMAIL]);
    const writers = await sql.run<{ id: string }>(
      'SELECT id FROM "user" WHERE email = ANY($1::text[]) ORDER BY email',
      [Array.from({ length: SIGNED_IN_WRITERS }, (_, i) => writerEmail(i + 1))],
    );
    const everyWriter = await sql.run<{ id: string }>(
      'SELECT id FROM "user" WHERE email LIKE $1 ORDER BY email',
      [WRITER_EMAIL_PATTERN],
    );
    const benchUserId = bench[0]?.id;
    if (!benchUserId) throw new Error('the bench user is missing; re-run bench:seed');
    return {
      benchUserId,
      writerIds: writers.map((w) => w.id),
      floorWriterIds: everyWriter.map((w) => w.id),
    };
  } finally {
    sql.release();
  }
}

/**
 * Each write-floor iteration's values, drawn like the API load draws them: a reaction by a random writer
 * on a random sampled review (never the same pair twice, so each one is a new reaction as in the API run),
 * a review by every writer account in turn on a random one of the sampled restaurants (the most-reviewed
 * 50 among them), each at most POSTS_PER_WRITER times as in the API run: a writer's tenth post of the
 * day would be refused by the daily limit, a cheaper statement than a post (`writeFloorAllowance`). The
 * captured request's own user, review or restaurant is replaced by these, and the review id its INSERT
 * returned by the one the replayed INSERT returns.
 */
export function writeFloorIterations(
  name: string,
  inputs: BenchInputs,
  accounts: BenchAccounts,
  capturedBody: string,
): () => { substitutions: Map<string, string>; returnedId?: string } {
  const random = lcg(name === 'reaction' ? 29 : 13);
  const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)];
  if (name === 'reaction') {
    const used = new Set<string>();
    return () => {
      let writer = pick(accounts.writerIds);
      let review = pick(inputs.reviewIds);
      for (let tries = 0; used.has(`${writer}:${review}`) && tries < 100; tries += 1) {
        writer = pick(accounts.writerIds);
        review = pick(inputs.reviewIds);
      }
      used.add(`${writer}:${review}`);
      return {
        substitutions: new Map([
          [accounts.benchUserId, writer],
          [inputs.reviewIds[0], review],
        ]),
      };
    };
  }
  const returnedId = (JSON.parse(capturedBody) as { id?: string }).id;
  let k = 0;
  return () => {
    const writer = accounts.floorWriterIds[k % accounts.floorWriterIds.length];
    k += 1;
    return {
      substitutions: new Map([
        [accounts.benchUserId, writer],
        [inputs.restaurantIds[0], pick(inputs.restaurantIds)],
      ]),
      returnedId,
    };
  };
}

/** How many iterations a write floor may run (warm-up included): review posts stop at the writers' allowance. */
export function writeFloorAllowance(name: string, accounts: BenchAccounts): number | undefined {
  return name === 'post-review' ? accounts.floorWriterIds.length * POSTS_PER_WRITER : undefined;
}
