import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { prepared, queryRowsPrepared } from '@/server/db/prepared';
import { queryRows } from '@/server/db/client';
import { restaurants } from '@/server/db/schema/index';
import {
  findFeaturedRestaurants,
  findLeaderboard,
  findRestaurantDetail,
  findRestaurantOptions,
  findRestaurantPage,
} from '@/server/modules/restaurants/restaurants.queries';
import { findReviewCards, restaurantFirstPageCards } from '@/server/modules/reviews/reviews.queries';
import { insertTestRestaurant } from '../support/actors';
import { createTestDatabase } from '../support/test-app';

// Decision 046: statements of fixed shape are built once per database and sent as named prepared
// statements; inside a transaction they are built on the transaction, so they see its writes.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const byId = (d: Database['db'], name: string) =>
  d
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(sql`${restaurants.id} = ${sql.placeholder('id')}::uuid`)
    .prepare(name);

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** Runs `work` in a transaction that is then rolled back, so what it wrote never reaches other tests. */
async function rolledBack(work: (tx: Tx) => Promise<void>) {
  await database.db
    .transaction(async (tx) => {
      await work(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
    });
}

describe('prepared statements', () => {
  it('are built once per database and answer with each call’s values', async () => {
    const first = prepared(database.db, 'test_restaurant_by_id', byId);
    expect(prepared(database.db, 'test_restaurant_by_id', byId)).toBe(first);
    const a = await insertTestRestaurant(database.db, { name: 'Prepared A' });
    const b = await insertTestRestaurant(database.db, { name: 'Prepared B' });
    expect(await first.execute({ id: a })).toEqual([{ id: a, name: 'Prepared A' }]);
    expect(await first.execute({ id: b })).toEqual([{ id: b, name: 'Prepared B' }]);
  });

  it('run inside a transaction on its connection, seeing its writes, and are not kept', async () => {
    let seen: unknown;
    await expect(
      database.db.transaction(async (tx) => {
        const id = await insertTestRestaurant(tx, { name: 'Only In The Transaction' });
        seen = (await findRestaurantDetail(tx, id, null))?.name;
        const page = await findRestaurantPage(tx, { limit: 500 });
        expect(page.map((row) => row.name)).toContain('Only In The Transaction');
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(seen).toBe('Only In The Transaction');
    const after = await findRestaurantPage(database.db, { limit: 500 });
    expect(after.map((row) => row.name)).not.toContain('Only In The Transaction');
  });

  it('keep giving the right rows for each shape of the list, one after the other', async () => {
    await insertTestRestaurant(database.db, { name: 'Shape Cafe', cuisine: 'Cafe' });
    const all = await findRestaurantPage(database.db, { limit: 500 });
    const cafes = await findRestaurantPage(database.db, { cuisine: 'Cafe', limit: 500 });
    expect(cafes.map((row) => row.name)).toEqual(['Shape Cafe']);
    const [first, second] = all;
    if (!first || !second) throw new Error('expected restaurants');
    const rest = await findRestaurantPage(database.db, {
      after: { name: first.name, id: first.id },
      limit: 1,
    });
    // The page's query fetches one row more than the page, to know whether more follow.
    expect(rest.map((row) => row.id)).toEqual([second.id, all[2]?.id]);
    expect(await findRestaurantPage(database.db, { cuisine: 'Khmer', limit: 500 })).not.toContainEqual(
      expect.objectContaining({ name: 'Shape Cafe' }),
    );
  });

  it('send raw statements of a few forms prepared, one name per text, with each call’s values', async () => {
    await rolledBack(async (tx) => {
      const a = await insertTestRestaurant(tx, { name: 'Raw Form A', cuisine: 'Thai' });
      const b = await insertTestRestaurant(tx, { name: 'Raw Form B', cuisine: 'Thai' });
      const byId = (id: string) => sql`SELECT name FROM restaurants WHERE id = ${id}::uuid`;
      const byCuisine = (cuisine: string) =>
        sql`SELECT name FROM restaurants WHERE cuisine = ${cuisine} AND name LIKE 'Raw Form %' ORDER BY name`;
      expect(await queryRowsPrepared(tx, 'test_form', byId(a))).toEqual([{ name: 'Raw Form A' }]);
      expect(await queryRowsPrepared(tx, 'test_form', byId(b))).toEqual([{ name: 'Raw Form B' }]);
      expect(await queryRowsPrepared(tx, 'test_form', byCuisine('Thai'))).toEqual([
        { name: 'Raw Form A' },
        { name: 'Raw Form B' },
      ]);
      expect(await queryRowsPrepared(tx, 'test_form', byCuisine('Khmer'))).toEqual([]);
      if (database.kind === 'postgres') {
        // A transaction is one connection: it now holds the two forms, each under its own name.
        const names = await queryRows<{ name: string }>(
          tx,
          sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 'test_form_%'`,
        );
        expect(names).toHaveLength(2);
      }
    });
  });

  // Decision 058: a LIMIT sent as a value kept PostgreSQL from ever taking the generic plan (it costs a
  // tenth of the table's rows), so it planned every call again. The limit is now in the text.
  // PGlite runs every statement unnamed.
  it.runIf(process.env.SPEY_TEST_DB === 'postgres')('get a generic plan after a few calls', async () => {
    await rolledBack(async (tx) => {
      await tx.execute(sql`INSERT INTO restaurants (name, cuisine, review_count, rating_sum, featured)
          SELECT 'Plan ' || lpad(i::text, 5, '0'), 'Khmer', 1 + i % 7, (1 + i % 7) * (1 + i % 5), i % 300 = 0
            FROM generate_series(1, 3000) AS i`);
      await tx.execute(sql`ANALYZE restaurants`);
      for (let call = 0; call < 8; call += 1) {
        await findRestaurantPage(tx, { limit: 24 });
        await findFeaturedRestaurants(tx, 6);
        await findLeaderboard(tx, 3);
        // A search's page from one word's list (decision 069), the word's rows alone or each restaurant's
        // text tested; the function's page (decision 060) for a query several words contain or under
        // three characters: one plan each for every word, rare or frequent.
        const term = ['000', 'an', '0001', 'pl'][call % 4] ?? '000';
        for (const words of [
          ['plan', 'khmer'][call % 2] ?? 'plan',
          ['lan 0', 'an 02'][call % 2] ?? 'lan 0',
          term,
        ])
          await findRestaurantPage(tx, { search: { term: words, pattern: `%${words}%` }, limit: 24 });
        await findRestaurantOptions(tx, { search: { term, pattern: `%${term}%` }, limit: 8 });
      }
      const plans = await queryRows<{ name: string; generic_plans: string; custom_plans: string }>(
        tx,
        sql`SELECT name, generic_plans::text, custom_plans::text FROM pg_prepared_statements
               WHERE name IN ('restaurant_page_000_25', 'restaurant_search_options_9', 'restaurant_search_page_25',
                              'restaurant_search_word_25', 'restaurant_search_word_tested_25',
                              'restaurants_featured_6', 'restaurants_leaderboard_3')
               ORDER BY name`,
      );
      expect(plans.map((plan) => plan.name)).toEqual([
        'restaurant_page_000_25',
        'restaurant_search_options_9',
        'restaurant_search_page_25',
        'restaurant_search_word_25',
        'restaurant_search_word_tested_25',
        'restaurants_featured_6',
        'restaurants_leaderboard_3',
      ]);
      for (const plan of plans) expect(Number(plan.generic_plans), plan.name).toBeGreaterThan(0);
    });
  });

  // Decision 059: the first page of one restaurant's newest reviews is one prepared form whose generic
  // plan walks the restaurant's index in order; the restaurant is an InitPlan so that no custom plan looks
  // cheaper for a restaurant with few reviews. Each call must still answer for its own restaurant.
  it.runIf(process.env.SPEY_TEST_DB === 'postgres')(
    'give one restaurant’s first page of reviews a generic plan, busy or quiet',
    async () => {
      await rolledBack(async (tx) => {
        const busy = await insertTestRestaurant(tx, { name: 'Busy Noodles' });
        const quiet = await insertTestRestaurant(tx, { name: 'Quiet Tea' });
        await tx.execute(sql`INSERT INTO reviews (restaurant_id, rating, comment, created_at, hidden_at)
            SELECT ${busy}::uuid, 1 + i % 5, 'Busy review ' || i, now() - i * interval '1 minute',
                   CASE WHEN i % 4 = 0 THEN now() END
              FROM generate_series(1, 2000) AS i`);
        await tx.execute(sql`INSERT INTO reviews (restaurant_id, rating, comment, created_at)
            SELECT ${quiet}::uuid, 4, 'Quiet review ' || i, now() - i * interval '1 hour'
              FROM generate_series(1, 3) AS i`);
        await tx.execute(sql`ANALYZE reviews`);
        const newest = async (restaurantId: string) =>
          (
            await queryRows<{ id: string }>(
              tx,
              sql`SELECT id FROM reviews WHERE restaurant_id = ${restaurantId}::uuid AND hidden_at IS NULL
                     ORDER BY created_at DESC, id DESC LIMIT 11`,
            )
          ).map((row) => row.id);
        const expected: Record<string, string[]> = {
          [busy]: await newest(busy),
          [quiet]: await newest(quiet),
        };
        expect(expected[busy]).toHaveLength(11);
        expect(expected[quiet]).toHaveLength(3);
        // A quiet restaurant's custom plan, seeing its id, would cost less than the generic plan: with the
        // id in view, PostgreSQL would keep planning every call.
        const calls = [...Array<string>(8).fill(quiet), busy, quiet, busy];
        for (const restaurantId of calls) {
          const page = await findReviewCards(tx, {
            filters: { restaurantId },
            sort: 'latest',
            cursor: null,
            limit: 10,
            viewerId: null,
          });
          expect(page.map((row) => row.id)).toEqual(expected[restaurantId]);
          expect(new Set(page.map((row) => row.restaurant_name))).toEqual(
            new Set([restaurantId === busy ? 'Busy Noodles' : 'Quiet Tea']),
          );
        }
        const plans = await queryRows<{ generic_plans: string }>(
          tx,
          sql`SELECT generic_plans::text FROM pg_prepared_statements
                 WHERE name LIKE 'review\_restaurant\_page\_%'`,
        );
        expect(plans).toHaveLength(1);
        expect(Number(plans[0]?.generic_plans)).toBeGreaterThan(0);
      });
    },
  );
  // Decision 063: the viewer's reaction on each card is a probe of review_reactions' primary key. Joined on
  // the viewer, the plan (costed for an average diner's few reactions, since the viewer is an InitPlan)
  // read every reaction the viewer had ever made, for every page of reviews they opened.
  it.runIf(process.env.SPEY_TEST_DB === 'postgres')(
    'read a diner’s reaction on each card by its key, however many reactions they have made',
    async () => {
      await rolledBack(async (tx) => {
        const restaurantId = await insertTestRestaurant(tx, { name: 'Reacted Noodles' });
        await tx.execute(sql`INSERT INTO reviews (restaurant_id, rating, comment, created_at)
            SELECT ${restaurantId}::uuid, 1 + i % 5, 'Reacted review ' || i, now() - i * interval '1 minute'
              FROM generate_series(1, 3000) AS i`);
        await tx.execute(sql`INSERT INTO "user" (name, email, email_verified)
            SELECT 'Reactor ' || i, 'reactor' || i || '@example.com', true FROM generate_series(0, 800) AS i`);
        // Every diner reacts three times, except reactor0, who has reacted to 2,000 reviews, the newest
        // ones among them, every other one a dislike.
        await tx.execute(sql`INSERT INTO review_reactions (review_id, user_id, reaction_type)
            SELECT r.id, u.id, CASE WHEN r.n % 2 = 0 THEN 'like' ELSE 'dislike' END::reaction_type
              FROM (SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS n FROM reviews
                    WHERE restaurant_id = ${restaurantId}::uuid) r
              JOIN "user" u ON u.email LIKE 'reactor%@example.com'
               AND (u.email = 'reactor0@example.com' AND r.n <= 2000
                    OR u.email <> 'reactor0@example.com' AND r.n BETWEEN 2000 + substr(u.name, 9)::int
                                                                  AND 2002 + substr(u.name, 9)::int)`);
        await tx.execute(sql`ANALYZE reviews`);
        await tx.execute(sql`ANALYZE review_reactions`);
        const [viewer] = await queryRows<{ id: string }>(
          tx,
          sql`SELECT id FROM "user" WHERE email = 'reactor0@example.com'`,
        );
        if (!viewer) throw new Error('expected the viewer');
        for (let call = 0; call < 7; call += 1) {
          const page = await findReviewCards(tx, {
            filters: { restaurantId },
            sort: 'latest',
            cursor: null,
            limit: 10,
            viewerId: viewer.id,
          });
          expect(page).toHaveLength(11);
          expect(page.map((row) => row.user_reaction)).toEqual(
            page.map((row) => (Number(row.comment.split(' ')[2]) % 2 === 0 ? 'like' : 'dislike')),
          );
        }
        const plan = (
          await queryRows<{ 'QUERY PLAN': string }>(
            tx,
            sql`EXPLAIN ${restaurantFirstPageCards(restaurantId, viewer.id, 11)}`,
          )
        )
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        expect(plan).toContain('Index Scan using review_reactions_review_id_user_id_pk on review_reactions');
        expect(plan).toMatch(/Index Cond: \(\(review_id = r\.id\) AND \(user_id = /);
        expect(plan).not.toMatch(/review_reactions_user_idx|(Seq|Bitmap Heap) Scan on review_reactions/);
      });
    },
  );
});
