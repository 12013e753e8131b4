import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  applyReactionTransition,
  getReactionTransition,
  type ReactionState,
  type ReactionType,
} from '@/shared/domain/reactions';
import { DAILY_REVIEW_LIMIT } from '@/shared/schemas/review.schema';
import { queryRows } from '../../src/server/db/client';
import {
  findAggregateMismatches,
  findReactionCountMismatches,
  insertRestaurant,
} from '../../src/server/modules/reviews/reviews.fixtures';
import { createSignedInUser, createTestApp, request, signIn, type TestContext } from '../support/test-app';

let ctx: TestContext;
interface User {
  id: string;
  cookie: string;
}
const users: User[] = [];
/** One author and 50 other users. */
const USER_COUNT = 51;

/**
 * Many accounts quickly: one real sign-up, then copies of its verified user and password hash inserted
 * directly (a profile comes from the database trigger), each signed in through the API.
 */
async function createUsers(count: number): Promise<User[]> {
  const template = await createSignedInUser(ctx, { username: 'conc_template' });
  const ids = await queryRows<{ id: string; email: string }>(
    ctx.db,
    sql`WITH made AS (
          INSERT INTO "user" (name, email, email_verified)
          SELECT 'conc_' || i, 'conc_' || i || '@example.com', true FROM generate_series(1, ${count}) AS i
          RETURNING id, email
        ), accounts AS (
          INSERT INTO account (account_id, provider_id, user_id, password)
          SELECT made.id::text, 'credential', made.id, a.password
          FROM made, account a WHERE a.user_id = ${template.id} AND a.provider_id = 'credential'
        )
        SELECT id, email FROM made ORDER BY email`,
  );
  const made: User[] = [];
  for (let start = 0; start < ids.length; start += 8) {
    made.push(
      ...(await Promise.all(
        ids
          .slice(start, start + 8)
          .map(async (u) => ({ id: u.id, cookie: await signIn(ctx, u.email, template.password) })),
      )),
    );
  }
  return made;
}

beforeAll(async () => {
  ctx = await createTestApp();
  users.push(...(await createUsers(USER_COUNT)));
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

describe('parallel reactions', () => {
  it(`keeps counts exact when ${USER_COUNT} users press at once, some twice at the same moment`, async () => {
    const [author, ...reactors] = users as [User, ...User[]];
    const restaurantId = await insertRestaurant(ctx.db, { name: 'Busy Noodle House' });
    const created = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      cookie: author.cookie,
      payload: { restaurantId, rating: 4, content: 'Everyone reacts to this' },
    });
    expect(created.statusCode).toBe(201);
    const reviewId: string = created.json().id;
    const press = (user: User, type: ReactionType) =>
      request(ctx, {
        method: 'PUT',
        url: `/api/reviews/${reviewId}/reaction`,
        cookie: user.cookie,
        payload: { type },
      });

    // Each user's own presses run in order; different users run in parallel.
    const patterns: ReactionType[][] = [
      ['like'],
      ['dislike'],
      ['like', 'dislike'],
      ['dislike', 'like'],
      ['like', 'like'],
      ['dislike', 'dislike', 'like'],
    ];
    const plans = reactors.map((_, i) => patterns[i % patterns.length]!);
    const responses = await Promise.all(
      reactors.map(async (user, i) => {
        const results = [];
        for (const type of plans[i]!) results.push(await press(user, type));
        return results;
      }),
    );
    expect(responses.flat().every((r) => r.statusCode === 200)).toBe(true);

    // Two presses of the same button sent at the same moment by one user: like, then removed.
    const doubles = reactors.slice(0, 10);
    const simultaneous = await Promise.all(
      doubles.flatMap((user) => [press(user, 'like'), press(user, 'like')]),
    );
    expect(simultaneous.every((r) => r.statusCode === 200)).toBe(true);

    // Expected end state from the pure state machine.
    let counts = { likeCount: 0, dislikeCount: 0 };
    const finalStates: ReactionState[] = reactors.map((_, i) => {
      let state: ReactionState = null;
      const presses = [...plans[i]!, ...(i < 10 ? (['like', 'like'] as const) : [])];
      for (const type of presses) {
        const transition = getReactionTransition(state, type);
        counts = applyReactionTransition(counts, transition);
        state = transition.next;
      }
      return state;
    });
    const rows = await queryRows<{ like_count: number; dislike_count: number }>(
      ctx.db,
      sql`SELECT like_count, dislike_count FROM reviews WHERE id = ${reviewId}`,
    );
    expect(rows[0]).toEqual({ like_count: counts.likeCount, dislike_count: counts.dislikeCount });
    expect(counts.likeCount).toBe(finalStates.filter((s) => s === 'like').length);
    expect(counts.dislikeCount).toBe(finalStates.filter((s) => s === 'dislike').length);

    const duplicates = await queryRows(
      ctx.db,
      sql`SELECT review_id, user_id FROM review_reactions GROUP BY review_id, user_id HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
    expect(await findReactionCountMismatches(ctx.db)).toEqual([]);
  });
});

describe('parallel review posts', () => {
  it('keeps restaurant aggregates exact with 20 reviews posted at once', async () => {
    const restaurantId = await insertRestaurant(ctx.db, { name: 'Crowded Cafe' });
    const writers = users.slice(1, 21);
    const payloads = writers.map((_, i) => ({ rating: (i % 5) + 1, isSpey: i % 3 === 0 }));
    const responses = await Promise.all(
      writers.map((user, i) =>
        request(ctx, {
          method: 'POST',
          url: '/api/reviews',
          cookie: user.cookie,
          payload: { restaurantId, content: `Parallel review ${i}`, ...payloads[i] },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(writers.map(() => 201));
    const rows = await queryRows<{ review_count: number; rating_sum: number; spey_count: number }>(
      ctx.db,
      sql`SELECT review_count, rating_sum, spey_count FROM restaurants WHERE id = ${restaurantId}`,
    );
    expect(rows[0]).toEqual({
      review_count: 20,
      rating_sum: payloads.reduce((sum, p) => sum + p.rating, 0),
      spey_count: payloads.filter((p) => p.isSpey).length,
    });
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
  });

  it('holds the daily limit when one user posts many reviews at once', async () => {
    const restaurantId = await insertRestaurant(ctx.db, { name: 'Spam Shack' });
    const user = users[21]!;
    const responses = await Promise.all(
      Array.from({ length: DAILY_REVIEW_LIMIT + 5 }, (_, i) =>
        request(ctx, {
          method: 'POST',
          url: '/api/reviews',
          cookie: user.cookie,
          payload: { restaurantId, rating: 3, content: `Burst ${i}` },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(DAILY_REVIEW_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
  });

  it('keeps aggregates exact with parallel edits, deletes and new posts on one restaurant', async () => {
    const restaurantId = await insertRestaurant(ctx.db, { name: 'Churn Kitchen' });
    const writers = users.slice(22, 34);
    const first = await Promise.all(
      writers.map((user, i) =>
        request(ctx, {
          method: 'POST',
          url: '/api/reviews',
          cookie: user.cookie,
          payload: { restaurantId, rating: (i % 5) + 1, content: `Before ${i}`, isSpey: i % 2 === 0 },
        }),
      ),
    );
    const ids = first.map((r) => r.json().id as string);
    await Promise.all(
      writers.map((user, i) => {
        if (i % 3 === 0)
          return request(ctx, { method: 'DELETE', url: `/api/reviews/${ids[i]}`, cookie: user.cookie });
        if (i % 3 === 1) {
          return request(ctx, {
            method: 'PATCH',
            url: `/api/reviews/${ids[i]}`,
            cookie: user.cookie,
            payload: { rating: 5 - (i % 5), isSpey: i % 2 === 1 },
          });
        }
        return request(ctx, {
          method: 'POST',
          url: '/api/reviews',
          cookie: user.cookie,
          payload: { restaurantId, rating: 2, content: `Again ${i}`, isSpey: true },
        });
      }),
    );
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
  });
});

describe('what one write sends', () => {
  it('is one statement, its own transaction, on both databases (decision 054)', async () => {
    const [author, reactor] = users as [User, User, ...User[]];
    const restaurantId = await insertRestaurant(ctx.db, { name: 'Counted Statements Cafe' });
    // Their sessions checked first, as a page they write from would have (decision 034).
    for (const user of [author, reactor])
      await request(ctx, { method: 'GET', url: '/api/me', cookie: user.cookie });
    const { pool } = ctx.database;
    const pglite = ctx.database.pglite ?? ctx.database.thread;
    // A transaction would check a connection out of the pool (or call PGlite's transaction) beside the
    // statements: pg's pool.query checks one out for each statement, so one each means none.
    const spies = pglite
      ? { transaction: vi.spyOn(pglite, 'transaction'), statement: vi.spyOn(pglite, 'query') }
      : { transaction: vi.spyOn(pool!, 'connect'), statement: vi.spyOn(pool!, 'query') };
    try {
      const posted = await request(ctx, {
        method: 'POST',
        url: '/api/reviews',
        cookie: author.cookie,
        payload: { restaurantId, rating: 5, content: 'One statement is the whole post' },
      });
      expect(posted.statusCode).toBe(201);
      const pressed = await request(ctx, {
        method: 'PUT',
        url: `/api/reviews/${(posted.json() as { id: string }).id}/reaction`,
        cookie: reactor.cookie,
        payload: { type: 'like' },
      });
      expect(pressed.json()).toMatchObject({ likeCount: 1, userReaction: 'like' });
      expect(spies.statement).toHaveBeenCalledTimes(2);
      expect(spies.transaction).toHaveBeenCalledTimes(pglite ? 0 : 2);
    } finally {
      spies.transaction.mockRestore();
      spies.statement.mockRestore();
    }
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
    expect(await findReactionCountMismatches(ctx.db)).toEqual([]);
  });

  // Only PostgreSQL runs two transactions at once: PGlite's calls take turns, so nothing can change a
  // review between a press's read and its update there.
  it.runIf(process.env.SPEY_TEST_DB === 'postgres')(
    'undoes a press whose review is hidden while the press waits for the review row',
    async () => {
      const [author, reactor] = users as [User, User, ...User[]];
      const restaurantId = await insertRestaurant(ctx.db, { name: 'Hidden Meanwhile Grill' });
      const posted = await request(ctx, {
        method: 'POST',
        url: '/api/reviews',
        cookie: author.cookie,
        payload: { restaurantId, rating: 2, content: 'Hidden while someone liked it' },
      });
      const reviewId = (posted.json() as { id: string }).id;
      const pool = ctx.database.pool!;
      const moderator = await pool.connect();
      try {
        await moderator.query('BEGIN');
        await moderator.query('UPDATE reviews SET hidden_at = now() WHERE id = $1', [reviewId]);
        const press = request(ctx, {
          method: 'PUT',
          url: `/api/reviews/${reviewId}/reaction`,
          cookie: reactor.cookie,
          payload: { type: 'like' },
        });
        // The press has read the review (visible in its snapshot) and waits for the row lock.
        await vi.waitFor(
          async () => {
            const waiting = await pool.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE wait_event_type = 'Lock' AND query LIKE '%spey_press_reaction%'`,
            );
            expect(waiting.rows[0]!.n).toBe(1);
          },
          { timeout: 10_000, interval: 20 },
        );
        await moderator.query('COMMIT');
        const answer = await press;
        expect(answer.statusCode).toBe(409);
        expect(answer.json().error.code).toBe('REVIEW_HIDDEN');
        const [after] = await queryRows<{ like_count: number; reactions: number }>(
          ctx.db,
          sql`SELECT like_count,
                     (SELECT count(*)::int FROM review_reactions WHERE review_id = ${reviewId}) AS reactions
              FROM reviews WHERE id = ${reviewId}`,
        );
        expect(after).toEqual({ like_count: 0, reactions: 0 });
      } finally {
        // Shown again, so the restaurant's aggregates (which count it) stay true for the other tests.
        await moderator.query('ROLLBACK').catch(() => undefined);
        await moderator.query('UPDATE reviews SET hidden_at = NULL WHERE id = $1', [reviewId]);
        moderator.release();
      }
      expect(await findReactionCountMismatches(ctx.db)).toEqual([]);
    },
  );
});
