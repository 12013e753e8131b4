import type { Database } from '../../src/server/db/client';
import { BENCH_USER_EMAIL } from './constants';
import { oneConnection } from './sql-runner';

/** One benchmarked endpoint: reads rotate over `paths`; writes build each request in `next`. */
export interface Endpoint {
  name: string;
  kind: 'read' | 'write';
  description: string;
  /** Read variants, requested round-robin by the load generator and replayed the same way by the floor. */
  paths: string[];
  /** Loaded by wrk instead of autocannon (`bench:api -- --generator wrk|both`, reads only). */
  generator?: 'wrk';
}

/** Ids and inputs drawn from the data set, so requests spread over popular and ordinary rows. */
export interface BenchInputs {
  /** 50 most-reviewed restaurants, then 150 random ones. */
  restaurantIds: string[];
  /** 5,000 random reviews written by generated diners (targets for reactions). */
  reviewIds: string[];
}

const SEARCH_TERMS = ['golden', 'noodle', 'toul kork', 'thai', 'lotus', 'មាស', 'cafe', 'riverside'];
const CUISINE_PRICE: [string, string][] = [
  ['Khmer', '$'],
  ['Khmer', '$$'],
  ['Thai', '$$'],
  ['Cafe', '$'],
  ['Chinese', '$$'],
  ['Vietnamese', '$'],
  ['Japanese', '$$$'],
  ['Street Food', '$'],
];

export async function pickInputs(database: Database): Promise<BenchInputs> {
  const sql = await oneConnection(database);
  try {
    await sql.run('SELECT setseed(0.7)');
    const popular = await sql.run<{ id: string }>(
      'SELECT id FROM restaurants ORDER BY review_count DESC, id LIMIT 50',
    );
    const others = await sql.run<{ id: string }>(
      `SELECT id FROM restaurants WHERE id NOT IN (SELECT id FROM restaurants ORDER BY review_count DESC, id LIMIT 50)
       ORDER BY random() LIMIT 150`,
    );
    // Never one the bench user has reacted to (bench/seed.ts): a press there would undo its history.
    const reviews = await sql.run<{ id: string }>(
      `SELECT r.id FROM reviews r JOIN "user" u ON u.id = r.user_id
       WHERE u.email NOT LIKE 'writer%@bench.spey'
         AND NOT EXISTS (SELECT 1 FROM review_reactions x JOIN "user" b ON b.id = x.user_id
                         WHERE x.review_id = r.id AND b.email = $1)
       ORDER BY random() LIMIT 5000`,
      [BENCH_USER_EMAIL],
    );
    // Interleave so every stretch of requests mixes popular and ordinary restaurants.
    const restaurantIds: string[] = [];
    for (let i = 0; i < others.length; i += 1) {
      if (i % 3 === 0 && popular[i / 3]) restaurantIds.push(popular[i / 3].id);
      restaurantIds.push(others[i].id);
    }
    return { restaurantIds, reviewIds: reviews.map((r) => r.id) };
  } finally {
    sql.release();
  }
}

export function buildEndpoints(inputs: BenchInputs): Endpoint[] {
  const q = (value: string) => encodeURIComponent(value);
  return [
    {
      name: 'home-featured',
      kind: 'read',
      description: 'GET /api/restaurants/featured (home)',
      paths: ['/api/restaurants/featured'],
    },
    {
      name: 'home-latest-reviews',
      kind: 'read',
      description: 'GET /api/reviews/latest (home)',
      paths: ['/api/reviews/latest'],
    },
    { name: 'list', kind: 'read', description: 'GET /api/restaurants (page 1)', paths: ['/api/restaurants'] },
    {
      name: 'list-search',
      kind: 'read',
      description: `GET /api/restaurants?q=… (${SEARCH_TERMS.length} terms)`,
      paths: SEARCH_TERMS.map((term) => `/api/restaurants?q=${q(term)}`),
    },
    {
      name: 'list-cuisine-price',
      kind: 'read',
      description: `GET /api/restaurants?cuisine=…&price=… (${CUISINE_PRICE.length} pairs)`,
      paths: CUISINE_PRICE.map(
        ([cuisine, price]) => `/api/restaurants?cuisine=${q(cuisine)}&price=${q(price)}`,
      ),
    },
    {
      name: 'detail',
      kind: 'read',
      description: `GET /api/restaurants/:id (${inputs.restaurantIds.length} ids)`,
      paths: inputs.restaurantIds.map((id) => `/api/restaurants/${id}`),
    },
    {
      name: 'detail-reviews',
      kind: 'read',
      description: `GET /api/restaurants/:id/reviews (${inputs.restaurantIds.length} ids)`,
      paths: inputs.restaurantIds.map((id) => `/api/restaurants/${id}/reviews`),
    },
    {
      name: 'reviews-most-liked',
      kind: 'read',
      description: 'GET /api/reviews?sort=most-liked',
      paths: ['/api/reviews?sort=most-liked'],
    },
    { name: 'leaderboard', kind: 'read', description: 'GET /api/leaderboard', paths: ['/api/leaderboard'] },
    // Last of the reads: its slow SQL keeps the database busy after the load stops.
    {
      name: 'list-open-now',
      kind: 'read',
      description: 'GET /api/restaurants?open=1',
      paths: ['/api/restaurants?open=1'],
    },
    {
      name: 'post-review',
      kind: 'write',
      description: 'POST /api/reviews (signed in, writers rotate)',
      paths: [],
    },
    {
      name: 'reaction',
      kind: 'write',
      description: 'PUT /api/reviews/:id/reaction (random review, like/dislike)',
      paths: [],
    },
  ];
}
