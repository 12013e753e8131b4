import type { Database } from '../../src/server/db/client';
import { BENCH_USER_EMAIL, WRITER_EMAIL_PATTERN } from './constants';
import { oneConnection } from './sql-runner';

/**
 * Undoes the write benchmarks so every run starts from the generated data: removes the bench accounts'
 * reactions and reviews and recomputes the counts they had moved (likes/dislikes of the reviews they
 * reacted to, aggregates of the restaurants they reviewed). Also frees the writers' daily review limit.
 * The bench user's own history (bench/seed.ts) is dated before its account and stays; the benchmarks
 * never press on those reviews (pickInputs).
 */
/** A reaction `x` a benchmark made: not one of the bench user's history, which predates its account. */
const BENCH_MADE = `x.created_at >= (SELECT u.created_at FROM "user" u WHERE u.id = x.user_id)`;

export async function undoBenchWrites(database: Database): Promise<{ reviews: number; reactions: number }> {
  const sql = await oneConnection(database);
  try {
    await sql.run('DROP TABLE IF EXISTS bench_writers, bench_touched_reviews, bench_touched_restaurants');
    await sql.run(
      `CREATE TEMP TABLE bench_writers AS SELECT id FROM "user" WHERE email LIKE $1 OR email = $2`,
      [WRITER_EMAIL_PATTERN, BENCH_USER_EMAIL],
    );
    await sql.run(
      `CREATE TEMP TABLE bench_touched_reviews AS
       SELECT DISTINCT review_id AS id FROM review_reactions x
       WHERE x.user_id IN (SELECT id FROM bench_writers) AND ${BENCH_MADE}`,
    );
    const reactions = await sql.run(
      `DELETE FROM review_reactions x WHERE x.user_id IN (SELECT id FROM bench_writers) AND ${BENCH_MADE}
       RETURNING 1`,
    );
    await sql.run(
      `UPDATE reviews r SET
         like_count = (SELECT count(*) FROM review_reactions x WHERE x.review_id = r.id AND x.reaction_type = 'like'),
         dislike_count = (SELECT count(*) FROM review_reactions x WHERE x.review_id = r.id AND x.reaction_type = 'dislike')
       WHERE r.id IN (SELECT id FROM bench_touched_reviews)`,
    );
    await sql.run(
      `CREATE TEMP TABLE bench_touched_restaurants AS
       SELECT DISTINCT restaurant_id AS id FROM reviews WHERE user_id IN (SELECT id FROM bench_writers)`,
    );
    const reviews = await sql.run(
      'DELETE FROM reviews WHERE user_id IN (SELECT id FROM bench_writers) RETURNING 1',
    );
    await sql.run(
      `UPDATE restaurants r SET review_count = a.n, rating_sum = a.total, spey_count = a.spey
       FROM (SELECT t.id, count(v.id)::int AS n, coalesce(sum(v.rating), 0)::int AS total,
                    count(v.id) FILTER (WHERE v.spey_friendly)::int AS spey
             FROM bench_touched_restaurants t LEFT JOIN reviews v ON v.restaurant_id = t.id GROUP BY t.id) a
       WHERE r.id = a.id`,
    );
    await sql.run('DROP TABLE bench_writers, bench_touched_reviews, bench_touched_restaurants');
    if (reviews.length > 0 || reactions.length > 0) {
      for (const table of ['reviews', 'review_reactions', 'restaurants'])
        await sql.run(`VACUUM ANALYZE ${table}`);
    }
    return { reviews: reviews.length, reactions: reactions.length };
  } finally {
    sql.release();
  }
}
