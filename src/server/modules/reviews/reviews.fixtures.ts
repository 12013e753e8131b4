import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { restaurants } from '../../db/schema/index';

/** Test fixtures: restaurants inserted directly, aggregates recounted from the reviews themselves. */
export async function insertRestaurant(
  db: DbOrTx,
  values: { name: string; cuisine?: string; nameKm?: string },
) {
  const rows = await db
    .insert(restaurants)
    .values({ name: values.name, cuisine: values.cuisine ?? 'Khmer', nameKm: values.nameKm })
    .returning({ id: restaurants.id });
  const row = rows[0];
  if (!row) throw new Error('no restaurant row');
  return row.id;
}

/** Stored aggregates next to a fresh recount, for every restaurant. */
export async function findAggregateMismatches(db: DbOrTx) {
  return queryRows(
    db,
    sql`SELECT rs.id, rs.review_count, rs.rating_sum, rs.spey_count, c.n, c.s, c.sp
        FROM restaurants rs
        LEFT JOIN LATERAL (
          SELECT count(*)::int AS n, coalesce(sum(rating), 0)::int AS s, count(*) FILTER (WHERE spey_friendly)::int AS sp
          FROM reviews WHERE restaurant_id = rs.id AND hidden_at IS NULL
        ) c ON true
        WHERE rs.review_count <> c.n OR rs.rating_sum <> c.s OR rs.spey_count <> c.sp`,
  );
}

/** Reviews whose like/dislike counts differ from their reaction rows. */
export async function findReactionCountMismatches(db: DbOrTx) {
  return queryRows(
    db,
    sql`SELECT r.id, r.like_count, r.dislike_count, c.likes, c.dislikes
        FROM reviews r
        LEFT JOIN LATERAL (
          SELECT count(*) FILTER (WHERE reaction_type = 'like')::int AS likes,
                 count(*) FILTER (WHERE reaction_type = 'dislike')::int AS dislikes
          FROM review_reactions WHERE review_id = r.id
        ) c ON true
        WHERE r.like_count <> c.likes OR r.dislike_count <> c.dislikes`,
  );
}
