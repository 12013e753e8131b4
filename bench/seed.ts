/**
 * `npm run bench:seed -- --scale 1|10 [--db pglite|postgres] [--url postgres://…] [--force]`
 *
 * Generates the benchmark data set inside the database with INSERT … SELECT generate_series (no rows
 * cross the wire): at scale 1, 12,000 restaurants, 28,000 users, 45,000 reviews (~11% Spey), ~90,000
 * reactions, weekly hours for ~90% of restaurants (some past midnight), special hours for ~5%, 12 featured.
 * Popularity is Zipf-like: the most popular restaurant has thousands of reviews, most have a handful.
 * Aggregates (review_count, rating_sum, spey_count, like_count, dislike_count) are recomputed from the rows.
 * Also creates the bench user (bench@bench.spey), who has reacted to 2,000 reviews as an engaged diner
 * would, and 2,000 writer accounts for the write benchmarks.
 *
 * Target: PostgreSQL when --db postgres or BENCH_DATABASE_URL is set (default database
 * spey_bench_s<N> on the local server, created when missing), otherwise the PGlite folder
 * bench/data/pglite-scale<N>/db.
 */
import { existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { runMigrations, type Database } from '../src/server/db/client';
import { hashAccountPassword, insertVerifiedUser } from '../src/server/db/seed/accounts';
import {
  CUISINES,
  DISHES,
  MIXED_COMMENTS,
  MIXED_COMMENTS_KM,
  NEGATIVE_COMMENTS,
  POSITIVE_COMMENTS,
  POSITIVE_COMMENTS_KM,
  SPEY_COMMENTS,
  SPEY_COMMENTS_KM,
} from '../src/server/db/seed/demo-data';
import { choiceArg, numberArg, parseArgs } from './lib/args';
import {
  BENCH_PASSWORD,
  BENCH_TIME_ZONE,
  BENCH_USER_EMAIL,
  BENCH_USER_NAME,
  WRITER_COUNT,
} from './lib/constants';
import { ensurePostgresDatabase, isSeeded, openDataset, resolveDataset, type Dataset } from './lib/datasets';
import { oneConnection, textArray, type SqlRunner } from './lib/sql-runner';

const BASE = { restaurants: 12_000, users: 28_000, reviews: 45_000 };
/** Reaction attempts per review (duplicates and self-reactions are dropped, so ~2 land per review). */
const REACTIONS_PER_REVIEW = 2.2;
const FEATURED = 12;
/**
 * The signed-in bench user's reactions, as an engaged diner's over a year: half on the newest reviews of
 * the busiest restaurants (the pages the bench reads), half anywhere. Without them every signed-in read
 * was a new account's, and the cost of a viewer's history never showed (decision 063).
 */
const BENCH_USER_REACTIONS = 2_000;

// Cuisine weights: Khmer food dominates, cafés and neighbouring cuisines follow.
const CUISINE_WEIGHTS: Record<string, number> = {
  Khmer: 8,
  Cafe: 4,
  Chinese: 3,
  Thai: 3,
  Vietnamese: 3,
  'Street Food': 3,
};
const WEIGHTED_CUISINES = CUISINES.flatMap((c) => Array.from({ length: CUISINE_WEIGHTS[c] ?? 1 }, () => c));
const NAME_FIRST = [
  'Golden',
  'Lucky',
  'Royal',
  'Angkor',
  'Mekong',
  'Lotus',
  'Spicy',
  'Happy',
  'Sunrise',
  'Riverside',
  'Old Market',
  'Jasmine',
  'Tonle',
  'Bayon',
  'Kampot',
  'Pepper',
  'Palm',
  'Sokha',
  'Chan',
  'Dara',
  'Jade',
  'Silk',
  'Monsoon',
  'Banyan',
  'Moonlight',
  'Lemongrass',
  'Rice Field',
  'Sugar Palm',
  'Blue',
  'Little',
];
const NAME_SECOND = [
  'Kitchen',
  'Garden',
  'House',
  'Bistro',
  'Cafe',
  'Grill',
  'Noodle Bar',
  'BBQ',
  'Eatery',
  'Restaurant',
  'Diner',
  'Corner',
  'Table',
  'Terrace',
  'Street Food',
  'Canteen',
  'Kitchen & Bar',
  'Dumplings',
  'Coffee',
  'Bakery',
];
const NAME_KM = ['មាស', 'ផ្កាឈូក', 'អង្គរ', 'មេគង្គ', 'សុខា', 'ទន្លេ', 'បាយ័ន', 'កំពត', 'ម្រេច', 'ចន្ទ', 'ផ្កាយ', 'រំដួល'];
const CITIES = [
  'Phnom Penh',
  'Phnom Penh',
  'Phnom Penh',
  'Phnom Penh',
  'Siem Reap',
  'Siem Reap',
  'Battambang',
  'Kampot',
  'Sihanoukville',
  'Kep',
];
const AREAS = [
  'Daun Penh',
  'Chamkar Mon',
  'Toul Kork',
  'Boeung Keng Kang',
  '7 Makara',
  'Sen Sok',
  'Russey Keo',
  'Chbar Ampov',
  'Old Market',
  'Riverside',
];
const FIRST_NAMES = [
  'sokha',
  'dara',
  'vannak',
  'sopheap',
  'chenda',
  'rithy',
  'bopha',
  'kosal',
  'malis',
  'pisey',
  'visal',
  'sreyneang',
  'channary',
  'piseth',
  'rachana',
  'samnang',
  'thida',
  'vuthy',
  'sreymom',
  'kimheng',
];
const PRICES = ['$', '$', '$', '$$', '$$', '$$', '$$', '$$$', '$$$', '$$$$'];

interface Step {
  name: string;
  ms: number;
}

async function timed(steps: Step[], name: string, work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  steps.push({ name, ms });
  console.info(`  ${name.padEnd(34)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
}

async function wipe(dataset: Dataset) {
  if (dataset.kind === 'pglite') {
    if (dataset.pgliteDir) rmSync(dataset.pgliteDir, { recursive: true, force: true });
    return;
  }
  const client = new pg.Client({ connectionString: dataset.databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

export async function generate(database: Database, scale: number): Promise<Step[]> {
  const R = BASE.restaurants * scale;
  const U = BASE.users * scale;
  const V = BASE.reviews * scale;
  const X = Math.round(V * REACTIONS_PER_REVIEW);
  const steps: Step[] = [];
  const sql: SqlRunner = await oneConnection(database);
  try {
    await sql.run('SELECT setseed(0.42)');

    await timed(steps, `users (${U.toLocaleString('en')})`, async () => {
      // The profile trigger gives each account its profile (username = name, unique by the suffix).
      await sql.run(
        `INSERT INTO "user" (name, email, email_verified, is_restaurant_owner, locale, created_at, updated_at)
         SELECT n, n || '@bench.spey', true, g % 200 = 0, CASE WHEN r < 0.7 THEN 'km' ELSE 'en' END, ts, ts
         FROM (SELECT g, (${textArray(FIRST_NAMES)})[1 + floor(random() * ${FIRST_NAMES.length})::int] || '_' || g AS n,
                      random() AS r, now() - random() * interval '1000 days' AS ts
               FROM generate_series(1, ${U}) g) s`,
      );
      await sql.run(
        `CREATE TEMP TABLE bench_users AS
         SELECT (row_number() OVER (ORDER BY u.created_at, u.id) - 1)::int AS idx, u.id, p.role
         FROM "user" u JOIN profiles p ON p.id = u.id`,
      );
      await sql.run('ALTER TABLE bench_users ADD PRIMARY KEY (idx)');
      await sql.run(
        `CREATE TEMP TABLE bench_owners AS
         SELECT (row_number() OVER (ORDER BY id) - 1)::int AS idx, id FROM bench_users WHERE role = 'owner'`,
      );
    });

    await timed(steps, `generate ${R.toLocaleString('en')} restaurants`, async () => {
      // One row of attributes per restaurant; rank 1 is the most popular (Zipf), unrelated to the name.
      await sql.run(
        `CREATE TEMP TABLE bench_restaurants AS
         SELECT g AS rank, gen_random_uuid() AS id,
                0.5 + random() * 0.5 AS quality,
                random() * 0.22 AS spey_rate,
                (${textArray(WEIGHTED_CUISINES)})[1 + floor(random() * ${WEIGHTED_CUISINES.length})::int] AS cuisine,
                (${textArray(CITIES)})[1 + floor(random() * ${CITIES.length})::int] AS city,
                (${textArray(AREAS)})[1 + floor(random() * ${AREAS.length})::int] AS area,
                floor(random() * 100)::int AS hours_pattern,
                6 + floor(random() * 5)::int AS open_hour,
                20 + floor(random() * 4)::int AS close_hour,
                random() < 0.05 AS has_special,
                CASE WHEN random() < 0.03 THEN floor(random() * (SELECT count(*) FROM bench_owners))::int END AS owner_idx
         FROM generate_series(1, ${R}) g`,
      );
      await sql.run('ALTER TABLE bench_restaurants ADD PRIMARY KEY (rank)');
    });

    await timed(steps, `generate ${V.toLocaleString('en')} reviews`, async () => {
      await sql.run(
        'CREATE TEMP TABLE bench_dishes (cuisine text, k int, dish text, PRIMARY KEY (cuisine, k))',
      );
      const dishRows = Object.entries(DISHES).flatMap(([cuisine, dishes]) =>
        dishes
          .slice(0, 5)
          .map((dish, k) => `('${cuisine.replace(/'/g, "''")}', ${k}, '${dish.replace(/'/g, "''")}')`),
      );
      await sql.run(`INSERT INTO bench_dishes VALUES ${dishRows.join(',')}`);
      // Restaurant: Zipf over the popularity rank, rank = floor(exp(u * ln(R + 1))), P(rank = k) ~ 1/k.
      // Author: index floor(U * u^2) so a few keen reviewers write many reviews; 1% lost their account.
      // Spey reviews (the reviewer was let down) are rated 1-3; others follow the restaurant's quality.
      await sql.run(
        `CREATE TEMP TABLE bench_review_rows AS
         SELECT (row_number() OVER (ORDER BY random()))::int AS rank, gen_random_uuid() AS id,
                b.id AS restaurant_id, CASE WHEN s.anon THEN NULL ELSE u.id END AS user_id,
                CASE WHEN s.spey < b.spey_rate THEN 1 + floor(s.r1 * 2.4)::int
                     ELSE least(5, greatest(1, round(2.3 + 2 * b.quality + (s.r1 + s.r2 + s.r3 - 1.5) * 1.6)))::int END AS rating,
                replace(replace(replace(replace(
                  CASE WHEN s.spey < b.spey_rate THEN
                         CASE WHEN s.km THEN (${textArray(SPEY_COMMENTS_KM)})[1 + floor(s.r4 * ${SPEY_COMMENTS_KM.length})::int]
                              ELSE (${textArray(SPEY_COMMENTS)})[1 + floor(s.r4 * ${SPEY_COMMENTS.length})::int] END
                       WHEN s.km THEN (${textArray([...POSITIVE_COMMENTS_KM, ...MIXED_COMMENTS_KM])})[1 + floor(s.r4 * ${POSITIVE_COMMENTS_KM.length + MIXED_COMMENTS_KM.length})::int]
                       WHEN s.r2 < 0.7 THEN (${textArray(POSITIVE_COMMENTS)})[1 + floor(s.r4 * ${POSITIVE_COMMENTS.length})::int]
                       WHEN s.r2 < 0.9 THEN (${textArray(MIXED_COMMENTS)})[1 + floor(s.r4 * ${MIXED_COMMENTS.length})::int]
                       ELSE (${textArray(NEGATIVE_COMMENTS)})[1 + floor(s.r4 * ${NEGATIVE_COMMENTS.length})::int] END,
                  '{dish}', d.dish), '{was}', 'was'), '{is}', 'is'), '{city}', b.city) ||
                  CASE WHEN s.r3 < 0.3 THEN ' ' || replace((${textArray(MIXED_COMMENTS)})[1 + floor(s.r1 * ${MIXED_COMMENTS.length})::int], '{dish}', 'dessert') ELSE '' END AS comment,
                s.spey < b.spey_rate AS spey_friendly,
                CASE WHEN s.r2 < 0.7 THEN (s.ts AT TIME ZONE '${BENCH_TIME_ZONE}')::date - floor(s.r3 * 14)::int END AS visit_date,
                s.ts AS created_at
         FROM (SELECT least(${R}, floor(exp(random() * ln(${R + 1}))))::int AS rk,
                      least(${U - 1}, floor(${U} * power(random(), 2)))::int AS uk,
                      random() < 0.01 AS anon, random() < 0.15 AS km, random() AS spey,
                      random() AS r1, random() AS r2, random() AS r3, random() AS r4,
                      floor(random() * 5)::int AS dk,
                      now() - power(random(), 1.5) * interval '730 days' AS ts
               FROM generate_series(1, ${V}) g) s
         JOIN bench_restaurants b ON b.rank = s.rk
         JOIN bench_users u ON u.idx = s.uk
         JOIN bench_dishes d ON d.cuisine = b.cuisine AND d.k = s.dk`,
      );
      await sql.run('ALTER TABLE bench_review_rows ADD PRIMARY KEY (rank)');
    });

    await timed(steps, `generate ~${X.toLocaleString('en')} reactions`, async () => {
      // Half Zipf over a random review order (a few reviews get thousands of likes), half uniform;
      // one reaction per review and user, never on one's own review.
      await sql.run(
        `CREATE TEMP TABLE bench_reaction_rows AS
         SELECT DISTINCT ON (r.id, u.id) r.id AS review_id, u.id AS user_id,
                CASE WHEN s.r1 < 0.8 THEN 'like' ELSE 'dislike' END::reaction_type AS reaction_type, s.ts
         FROM (SELECT CASE WHEN random() < 0.5 THEN least(${V}, floor(exp(random() * ln(${V + 1}))))::int
                           ELSE 1 + least(${V - 1}, floor(random() * ${V}))::int END AS rk,
                      floor(random() * ${U})::int AS uk, random() AS r1,
                      now() - random() * interval '365 days' AS ts
               FROM generate_series(1, ${X}) g) s
         JOIN bench_review_rows r ON r.rank = s.rk
         JOIN bench_users u ON u.idx = s.uk
         WHERE r.user_id IS DISTINCT FROM u.id`,
      );
    });

    // Aggregates come from the generated rows before anything is inserted, so no row is written twice.
    await timed(steps, 'insert restaurants + aggregates', async () => {
      await sql.run(
        `CREATE TEMP TABLE bench_aggregates AS
         SELECT restaurant_id AS id, count(*)::int AS n, sum(rating)::int AS total,
                count(*) FILTER (WHERE spey_friendly)::int AS spey
         FROM bench_review_rows GROUP BY restaurant_id`,
      );
      await sql.run('ALTER TABLE bench_aggregates ADD PRIMARY KEY (id)');
      await sql.run(
        `CREATE TEMP TABLE bench_featured AS
         SELECT id FROM bench_aggregates WHERE n >= 20 ORDER BY random() LIMIT ${FEATURED}`,
      );
      await sql.run(
        `INSERT INTO restaurants (id, name, name_km, description, cuisine, location, address, phone, website,
                                 google_map_location, price_range, owner_id, latitude, longitude, created_at, updated_at,
                                 review_count, rating_sum, spey_count, featured)
         SELECT b.id,
                (${textArray(NAME_FIRST)})[1 + floor(random() * ${NAME_FIRST.length})::int] || ' ' ||
                  (${textArray(NAME_SECOND)})[1 + floor(random() * ${NAME_SECOND.length})::int] ||
                  CASE WHEN random() < 0.5 THEN ' ' || b.area ELSE '' END,
                CASE WHEN random() < 0.6
                     THEN 'ភោជនីយដ្ឋាន' || (${textArray(NAME_KM)})[1 + floor(random() * ${NAME_KM.length})::int] END,
                b.cuisine || ' food in ' || b.area || ', ' || b.city || '. Family run, open for lunch and dinner.',
                b.cuisine, b.city,
                '#' || (1 + floor(random() * 400))::int || ' Street ' || (1 + floor(random() * 600))::int || ', ' || b.area || ', ' || b.city,
                '+855 ' || (10 + floor(random() * 89))::int || ' ' || lpad(floor(random() * 1000000)::int::text, 6, '0'),
                CASE WHEN random() < 0.3 THEN 'https://restaurant' || b.rank || '.com.kh' END,
                CASE WHEN random() < 0.4 THEN 'https://maps.google.com/?q=' || b.rank END,
                (${textArray(PRICES)})[1 + floor(random() * ${PRICES.length})::int],
                o.id,
                11.5 + random() * 0.2, 104.8 + random() * 0.2,
                now() - random() * interval '1500 days', now() - random() * interval '100 days',
                coalesce(a.n, 0), coalesce(a.total, 0), coalesce(a.spey, 0), b.id IN (SELECT id FROM bench_featured)
         FROM bench_restaurants b LEFT JOIN bench_owners o ON o.idx = b.owner_idx LEFT JOIN bench_aggregates a ON a.id = b.id`,
      );
    });

    await timed(steps, 'hours (weekly + special)', async () => {
      // 0-9: no hours; 10-54: daily; 55-69: evenings past midnight; 70-84: closed Mondays;
      // 85-92: longer weekends; 93-99: open 24 hours (open = close).
      await sql.run(
        `INSERT INTO restaurant_operating_hours (restaurant_id, day_of_week, open_time, close_time, is_closed)
         SELECT b.id, d,
                CASE WHEN b.hours_pattern BETWEEN 70 AND 84 AND d = 1 THEN NULL
                     WHEN b.hours_pattern BETWEEN 55 AND 69 THEN make_time(17, 0, 0)
                     WHEN b.hours_pattern >= 93 THEN make_time(0, 0, 0)
                     WHEN b.hours_pattern BETWEEN 85 AND 92 AND d IN (0, 6) THEN make_time(b.open_hour - 1, 0, 0)
                     ELSE make_time(b.open_hour, 30 * (b.rank % 2), 0) END,
                CASE WHEN b.hours_pattern BETWEEN 70 AND 84 AND d = 1 THEN NULL
                     WHEN b.hours_pattern BETWEEN 55 AND 69 THEN make_time(1 + b.rank % 2, 0, 0)
                     WHEN b.hours_pattern >= 93 THEN make_time(0, 0, 0)
                     WHEN b.hours_pattern BETWEEN 85 AND 92 AND d IN (0, 6) THEN make_time(23, 0, 0)
                     ELSE make_time(b.close_hour, 0, 0) END,
                b.hours_pattern BETWEEN 70 AND 84 AND d = 1
         FROM bench_restaurants b CROSS JOIN generate_series(0, 6) d
         WHERE b.hours_pattern >= 10`,
      );
      await sql.run(
        `INSERT INTO restaurant_special_hours (restaurant_id, date, is_closed, reason, open_time, close_time)
         SELECT id, day, closed, CASE WHEN closed THEN 'Public holiday' ELSE 'Short hours' END,
                CASE WHEN closed THEN NULL ELSE make_time(10, 0, 0) END,
                CASE WHEN closed THEN NULL ELSE make_time(15, 0, 0) END
         FROM (SELECT b.id, (now() AT TIME ZONE '${BENCH_TIME_ZONE}')::date + (floor(random() * 12)::int - 1) AS day,
                      random() < 0.6 AS closed
               FROM bench_restaurants b CROSS JOIN generate_series(1, 2) k
               WHERE b.has_special AND b.hours_pattern >= 10) s
         ON CONFLICT DO NOTHING`,
      );
    });

    await timed(steps, 'insert reviews + reactions', async () => {
      // Bulk load: the reviews' trigram GIN index (on review_search, written by a trigger on reviews) is
      // cheaper to build once than to grow row by row; it is recreated from its own definition
      // (pg_get_indexdef), so the schema stays exactly the migrated one.
      const ginIndexes = await sql.run<{ name: string; definition: string }>(
        `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
         WHERE schemaname = 'public' AND tablename IN ('reviews', 'review_search')
           AND indexdef ILIKE '%USING gin%'`,
      );
      for (const index of ginIndexes) await sql.run(`DROP INDEX "${index.name}"`);
      await sql.run(
        `INSERT INTO reviews (id, restaurant_id, user_id, rating, comment, spey_friendly, visit_date,
                             like_count, dislike_count, created_at, updated_at)
         SELECT r.id, r.restaurant_id, r.user_id, r.rating, r.comment, r.spey_friendly, r.visit_date,
                coalesce(c.likes, 0), coalesce(c.dislikes, 0), r.created_at, r.created_at
         FROM bench_review_rows r
         LEFT JOIN (SELECT review_id, count(*) FILTER (WHERE reaction_type = 'like')::int AS likes,
                           count(*) FILTER (WHERE reaction_type = 'dislike')::int AS dislikes
                    FROM bench_reaction_rows GROUP BY review_id) c ON c.review_id = r.id
         ORDER BY r.created_at`,
      );
      await sql.run(
        `INSERT INTO review_reactions (review_id, user_id, reaction_type, created_at, updated_at)
         SELECT review_id, user_id, reaction_type, ts, ts FROM bench_reaction_rows`,
      );
      for (const index of ginIndexes) await sql.run(index.definition);
    });

    await timed(steps, `bench user + ${WRITER_COUNT} writers`, async () => {
      const hash = await hashAccountPassword(BENCH_PASSWORD);
      await insertVerifiedUser(database.db, {
        email: BENCH_USER_EMAIL,
        username: BENCH_USER_NAME,
        password: { hash },
        isRestaurantOwner: false,
        locale: 'en',
      });
      // The same two rows insertVerifiedUser writes, in bulk: a verified "user" and its credential account.
      await sql.run(
        `INSERT INTO "user" (name, email, email_verified, locale)
         SELECT 'writer' || lpad(g::text, 4, '0'), 'writer' || lpad(g::text, 4, '0') || '@bench.spey', true, 'en'
         FROM generate_series(1, ${WRITER_COUNT}) g`,
      );
      await sql.run(
        `INSERT INTO account (account_id, provider_id, user_id, password)
         SELECT id::text, 'credential', id, $1 FROM "user" WHERE email LIKE 'writer%@bench.spey'`,
        [hash],
      );
    });

    await timed(
      steps,
      `the bench user's ${BENCH_USER_REACTIONS.toLocaleString('en')} reactions`,
      async () => {
        await sql.run(
          `CREATE TEMP TABLE bench_user_reactions AS
         SELECT p.review_id, u.id AS user_id,
                CASE WHEN random() < 0.8 THEN 'like' ELSE 'dislike' END::reaction_type AS reaction_type,
                -- Dated before the account, so undoBenchWrites can tell them from the benchmarks' presses.
                now() - interval '1 day' - random() * interval '364 days' AS ts
         FROM (SELECT DISTINCT review_id FROM (
                 (SELECT n.id AS review_id
                  FROM (SELECT id FROM restaurants ORDER BY review_count DESC, id LIMIT ${BENCH_USER_REACTIONS / 20}) rs
                  CROSS JOIN LATERAL (SELECT r.id FROM reviews r WHERE r.restaurant_id = rs.id
                                      ORDER BY r.created_at DESC, r.id DESC LIMIT 10) n)
                 UNION ALL
                 (SELECT id FROM reviews ORDER BY random() LIMIT ${BENCH_USER_REACTIONS / 2})) picked) p
         CROSS JOIN "user" u WHERE u.email = '${BENCH_USER_EMAIL}'`,
        );
        await sql.run(
          `INSERT INTO review_reactions (review_id, user_id, reaction_type, created_at, updated_at)
         SELECT review_id, user_id, reaction_type, ts, ts FROM bench_user_reactions`,
        );
        // The counts on the reviews stay exact.
        await sql.run(
          `UPDATE reviews r SET like_count = r.like_count + (b.reaction_type = 'like')::int,
                              dislike_count = r.dislike_count + (b.reaction_type = 'dislike')::int
         FROM bench_user_reactions b WHERE b.review_id = r.id`,
        );
      },
    );

    await timed(steps, 'vacuum analyze', async () => {
      for (const table of [
        '"user"',
        'profiles',
        'account',
        'restaurants',
        'restaurant_search',
        'restaurant_search_words',
        'restaurant_search_vocabulary',
        'restaurant_operating_hours',
        'restaurant_special_hours',
        'reviews',
        'review_search',
        'review_reactions',
      ]) {
        await sql.run(`VACUUM ANALYZE ${table}`);
      }
    });
  } finally {
    sql.release();
  }
  return steps;
}

async function report(database: Database) {
  const sql = await oneConnection(database);
  try {
    const [counts] = await sql.run(
      `SELECT (SELECT count(*) FROM restaurants)::int AS restaurants,
              (SELECT count(*) FROM "user")::int AS users,
              (SELECT count(*) FROM reviews)::int AS reviews,
              (SELECT count(*) FROM reviews WHERE spey_friendly)::int AS spey,
              (SELECT count(*) FROM review_reactions)::int AS reactions,
              (SELECT count(DISTINCT restaurant_id) FROM restaurant_operating_hours)::int AS with_hours,
              (SELECT count(*) FROM restaurant_special_hours)::int AS special_rows,
              (SELECT count(*) FROM restaurants WHERE featured)::int AS featured,
              (SELECT max(review_count) FROM restaurants)::int AS max_reviews,
              (SELECT count(*) FROM restaurants WHERE review_count >= 1000)::int AS over_1000,
              (SELECT count(*) FROM restaurants WHERE review_count = 0)::int AS unreviewed,
              (SELECT max(like_count) FROM reviews)::int AS max_likes`,
    );
    const [check] = await sql.run<{ bad: number }>(
      `SELECT count(*)::int AS bad FROM restaurants r
       LEFT JOIN (SELECT restaurant_id, count(*) AS n, sum(rating) AS total FROM reviews GROUP BY 1) a ON a.restaurant_id = r.id
       WHERE r.review_count <> coalesce(a.n, 0) OR r.rating_sum <> coalesce(a.total, 0)`,
    );
    console.info('  data set:', counts);
    if (check?.bad)
      throw new Error(`${check.bad} restaurants have aggregates that do not match their reviews`);
  } finally {
    sql.release();
  }
}

async function main() {
  const args = parseArgs();
  const scale = numberArg(args, 'scale', 1);
  if (!Number.isInteger(scale)) throw new Error('--scale must be a whole number');
  const kind = choiceArg(
    args,
    'db',
    ['pglite', 'postgres'],
    process.env.BENCH_DATABASE_URL || args.has('url') ? 'postgres' : 'pglite',
  );
  const dataset = resolveDataset(kind, scale, args.get('url'));
  if (dataset.databaseUrl) await ensurePostgresDatabase(dataset.databaseUrl);
  if (await isSeeded(dataset)) {
    if (!args.has('force')) {
      console.info(`${dataset.label} is already generated; pass --force to wipe and generate it again.`);
      return;
    }
    await wipe(dataset);
  } else if (dataset.kind === 'pglite' && dataset.pgliteDir && existsSync(dataset.pgliteDir)) {
    await wipe(dataset); // a half-written folder from an interrupted run
  }
  console.info(`Generating scale ${scale} into ${dataset.label}…`);
  const start = performance.now();
  const database = await openDataset(dataset, 4);
  try {
    await timed([], 'migrations', () => runMigrations(database));
    await generate(database, scale);
    await report(database);
  } finally {
    await database.close();
  }
  console.info(`Done in ${((performance.now() - start) / 1000).toFixed(1)} s.`);
}

await main();
