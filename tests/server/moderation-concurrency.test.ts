import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client';
import { findAggregateMismatches, insertRestaurant } from '../../src/server/modules/reviews/reviews.fixtures';
import { createSignedInUser, createTestApp, request, signIn, type TestContext } from '../support/test-app';

/**
 * Hiding, restoring, dismissing and the automatic hide running while reviews of the same restaurant are
 * posted, edited and deleted: the restaurant's aggregates must equal a recount of its visible reviews.
 */
let ctx: TestContext;
interface User {
  id: string;
  cookie: string;
}
let admin: User;
const users: User[] = [];
const USER_COUNT = 40;

/** Many accounts quickly: copies of one verified account (as in review-concurrency.test.ts). */
async function createUsers(count: number): Promise<User[]> {
  const template = await createSignedInUser(ctx, { username: 'modconc_template' });
  const ids = await queryRows<{ id: string; email: string }>(
    ctx.db,
    sql`WITH made AS (
          INSERT INTO "user" (name, email, email_verified)
          SELECT 'modconc_' || i, 'modconc_' || i || '@example.com', true FROM generate_series(1, ${count}) AS i
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
  ctx = await createTestApp({ MODERATION_AUTO_HIDE_REPORTS: '3' });
  users.push(...(await createUsers(USER_COUNT)));
  const adminUser = await createSignedInUser(ctx, { username: 'modconc_admin' });
  await ctx.db.execute(sql`UPDATE profiles SET role = 'admin' WHERE id = ${adminUser.id}`);
  // Written behind the app's back: drop its cached sessions (decision 034).
  ctx.app.sessions.clear();
  admin = { id: adminUser.id, cookie: adminUser.cookie };
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const post = (user: User, restaurantId: string, rating: number, isSpey: boolean, content: string) =>
  request(ctx, {
    method: 'POST',
    url: '/api/reviews',
    cookie: user.cookie,
    payload: { restaurantId, rating, content, isSpey },
  });

const moderate = (reviewId: string, action: 'hide' | 'restore' | 'dismiss') =>
  request(ctx, {
    method: 'POST',
    url: `/api/admin/moderation/reviews/${reviewId}`,
    cookie: admin.cookie,
    payload: { action },
  });

describe('moderation under load', () => {
  it('keeps aggregates exact while reviews are hidden, restored and auto-hidden during writes', async () => {
    const restaurantId = await insertRestaurant(ctx.db, { name: 'Contested Kitchen' });
    const authors = users.slice(0, 12);
    const initial = await Promise.all(
      authors.map((user, i) => post(user, restaurantId, (i % 5) + 1, i % 3 === 0, `First ${i}`)),
    );
    expect(initial.map((r) => r.statusCode)).toEqual(authors.map(() => 201));
    const ids = initial.map((r) => r.json().id as string);
    const reporters = users.slice(12, 15);
    const newcomers = users.slice(15, 40);

    const statuses = await Promise.all([
      // The administrator works through reviews 0–5, one sequence per review, all at once.
      ...ids.slice(0, 6).map(async (id, i) => {
        const plan: Array<'hide' | 'restore' | 'dismiss'> =
          i % 2 === 0 ? ['hide', 'restore', 'hide'] : ['hide', 'dismiss', 'hide', 'restore'];
        const results = [];
        for (const action of plan) results.push((await moderate(id, action)).statusCode);
        return results;
      }),
      // Three users report reviews 6–8: each reaches the automatic hide.
      ...ids.slice(6, 9).flatMap((id) =>
        reporters.map(async (user) => [
          (
            await request(ctx, {
              method: 'POST',
              url: `/api/reviews/${id}/report`,
              cookie: user.cookie,
              payload: { reason: 'fake' },
            })
          ).statusCode,
        ]),
      ),
      // Authors edit or delete their own reviews, hidden or not, at the same time.
      ...authors.map(async (user, i) => {
        if (i % 4 === 0) {
          return [
            (await request(ctx, { method: 'DELETE', url: `/api/reviews/${ids[i]}`, cookie: user.cookie }))
              .statusCode,
          ];
        }
        return [
          (
            await request(ctx, {
              method: 'PATCH',
              url: `/api/reviews/${ids[i]}`,
              cookie: user.cookie,
              payload: { rating: 5 - (i % 5), isSpey: i % 2 === 0 },
            })
          ).statusCode,
        ];
      }),
      // And new reviews keep arriving.
      ...newcomers.map(async (user, i) => [
        (await post(user, restaurantId, (i % 5) + 1, i % 4 === 0, `Newcomer ${i}`)).statusCode,
      ]),
    ]);
    // A deleted review may already be gone when a moderation action or report reaches it (404).
    for (const status of statuses.flat()) expect([200, 201, 204, 404]).toContain(status);

    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
    const [stored] = await queryRows<{ review_count: number; visible: number; hidden: number }>(
      ctx.db,
      sql`SELECT rs.review_count,
                 (SELECT count(*)::int FROM reviews WHERE restaurant_id = rs.id AND hidden_at IS NULL) AS visible,
                 (SELECT count(*)::int FROM reviews WHERE restaurant_id = rs.id AND hidden_at IS NOT NULL) AS hidden
          FROM restaurants rs WHERE rs.id = ${restaurantId}`,
    );
    expect(stored?.review_count).toBe(stored?.visible);
    // Reviews 0–5 end hidden when still there (even plans end with hide, odd with restore); 6–8 were auto-hidden.
    const rows = await queryRows<{ id: string; hidden: boolean }>(
      ctx.db,
      sql`SELECT id, hidden_at IS NOT NULL AS hidden FROM reviews WHERE restaurant_id = ${restaurantId}`,
    );
    const hiddenById = new Map(rows.map((r) => [r.id, r.hidden]));
    ids.forEach((id, i) => {
      if (!hiddenById.has(id)) return; // deleted by its author
      if (i < 6) expect(hiddenById.get(id), `review ${i}`).toBe(i % 2 === 0);
      else if (i < 9) expect(hiddenById.get(id), `review ${i}`).toBe(true);
      else expect(hiddenById.get(id), `review ${i}`).toBe(false);
    });

    // Restoring everything puts the aggregates back to a plain recount of all remaining reviews.
    await Promise.all(ids.filter((id) => hiddenById.get(id)).map((id) => moderate(id, 'restore')));
    const [after] = await queryRows<{ review_count: number; total: number }>(
      ctx.db,
      sql`SELECT rs.review_count, (SELECT count(*)::int FROM reviews WHERE restaurant_id = rs.id) AS total
          FROM restaurants rs WHERE rs.id = ${restaurantId}`,
    );
    expect(after?.review_count).toBe(after?.total);
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
  }, 120_000);
});
