// Test-only helpers for the authorization matrix and the fuzzing suites: actors, fixtures, route
// listing, multipart bodies and database invariants.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type DbOrTx } from '../../src/server/db/client';
import {
  claimRequests,
  menuCategories,
  menuItems,
  operatingHours,
  reservationSettings,
  reservations,
  restaurants,
  specialHours,
} from '../../src/server/db/schema/index';
import { createSignedInUser, request, type TestContext } from './test-app';

export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;

export const actorNames = ['anonymous', 'dinerA', 'dinerB', 'ownerX', 'ownerY', 'admin'] as const;
export type ActorName = (typeof actorNames)[number];

export interface Actor {
  name: ActorName;
  /** Session cookie; undefined for the anonymous visitor. */
  cookie?: string;
  user: SignedInUser | null;
}

export interface Fixtures {
  actors: Record<ActorName, Actor>;
  /** Owned by ownerX. */
  restaurantX: string;
  /** Owned by ownerY. */
  restaurantY: string;
  /** No owner; dinerA has a pending claim on it and has saved it as a favourite. */
  restaurantZ: string;
  /** No owner; dinerB has a pending claim on it. */
  restaurantW: string;
  /** dinerA's ordinary review of X. */
  reviewA: string;
  /** dinerA's anonymous (Spey) review of Y. */
  speyReviewA: string;
  /** dinerA's review of Z, kept for the delete case. */
  reviewADelete: string;
  /** ownerX's public reply to reviewA. */
  replyX: string;
  claimA: string;
  claimB: string;
  registrationA1: string;
  registrationA2: string;
  categoryX: string;
  itemX: string;
  specialX: string;
  specialY: string;
  /** dinerA's pending reservations at X (X takes reservations, every day 08:00-22:00). */
  reservationA1: string;
  reservationA2: string;
  reservationA3: string;
}

export async function insertTestRestaurant(
  db: DbOrTx,
  values: { name: string; ownerId?: string | null; cuisine?: string },
) {
  const rows = await db
    .insert(restaurants)
    .values({ name: values.name, cuisine: values.cuisine ?? 'Khmer', ownerId: values.ownerId ?? null })
    .returning({ id: restaurants.id });
  const row = rows[0];
  if (!row) throw new Error('no restaurant row');
  return row.id;
}

async function postJson(ctx: TestContext, cookie: string, url: string, payload: unknown) {
  const response = await request(ctx, { method: 'POST', url, cookie, payload: payload as object });
  if (response.statusCode !== 201) throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
}

/** 'YYYY-MM-DD' some days from now (UTC; far enough ahead that the time zone does not matter). */
export function daysFromNow(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const validRegistration = {
  name: 'Matrix Noodle House',
  description: 'Hand-pulled noodles and Khmer breakfast soups.',
  cuisine: 'Khmer',
  address: 'Street 240, Daun Penh',
  location: 'Phnom Penh',
  priceRange: '$$',
  phone: '012 345 6789',
  website: 'example.com',
  openingHours: 'Every day 7:00-21:00',
};

/**
 * Six actors (anonymous, two diners, the owners of X and Y, an administrator) and the objects the
 * authorization matrix works on. Owners and the administrator get their role straight in the database.
 */
export async function createActorsAndFixtures(ctx: TestContext): Promise<Fixtures> {
  const [dinerA, dinerB, ownerX, ownerY, admin] = [
    await createSignedInUser(ctx),
    await createSignedInUser(ctx),
    await createSignedInUser(ctx),
    await createSignedInUser(ctx),
    await createSignedInUser(ctx),
  ];
  await ctx.db.execute(sql`UPDATE profiles SET role = 'owner' WHERE id IN (${ownerX.id}, ${ownerY.id})`);
  await ctx.db.execute(sql`UPDATE profiles SET role = 'admin' WHERE id = ${admin.id}`);
  // Written behind the app's back: drop its cached sessions (decision 034).
  ctx.app.sessions.clear();

  const restaurantX = await insertTestRestaurant(ctx.db, { name: 'Matrix X Kitchen', ownerId: ownerX.id });
  const restaurantY = await insertTestRestaurant(ctx.db, { name: 'Matrix Y Grill', ownerId: ownerY.id });
  const restaurantZ = await insertTestRestaurant(ctx.db, { name: 'Matrix Z Cafe' });
  const restaurantW = await insertTestRestaurant(ctx.db, { name: 'Matrix W Bistro' });

  const review = (restaurantId: string, isSpey: boolean) =>
    postJson(ctx, dinerA.cookie, '/api/reviews', {
      restaurantId,
      rating: 4,
      content: `Matrix review by A ${randomUUID()}`,
      isSpey,
    }).then((body) => String(body.id));
  const reviewA = await review(restaurantX, false);
  const speyReviewA = await review(restaurantY, true);
  const reviewADelete = await review(restaurantZ, false);
  const reply = await request(ctx, {
    method: 'PUT',
    url: `/api/owner/reviews/${reviewA}/reply`,
    cookie: ownerX.cookie,
    payload: { content: 'Thank you for visiting Matrix X Kitchen.' },
  });
  if (reply.statusCode !== 201) throw new Error(`reply failed: ${reply.statusCode} ${reply.body}`);
  const replyX = String((reply.json() as { id: string }).id);

  const claim = async (restaurantId: string, userId: string) => {
    const rows = await ctx.db
      .insert(claimRequests)
      .values({
        restaurantId,
        userId,
        contactEmail: 'claimer@example.com',
        evidence: 'I run this place daily.',
      })
      .returning({ id: claimRequests.id });
    const row = rows[0];
    if (!row) throw new Error('no claim row');
    return row.id;
  };
  const claimA = await claim(restaurantZ, dinerA.id);
  const claimB = await claim(restaurantW, dinerB.id);

  const registration = () =>
    postJson(ctx, dinerA.cookie, '/api/registrations', validRegistration).then((body) =>
      String((body.registration as { id: string }).id),
    );
  const registrationA1 = await registration();
  const registrationA2 = await registration();

  const favourite = await request(ctx, {
    method: 'PUT',
    url: `/api/me/favourites/${restaurantZ}`,
    cookie: dinerA.cookie,
  });
  if (favourite.statusCode !== 200) throw new Error(`favourite failed: ${favourite.body}`);

  const [category] = await ctx.db
    .insert(menuCategories)
    .values({ restaurantId: restaurantX, name: 'Matrix Soups' })
    .returning({ id: menuCategories.id });
  if (!category) throw new Error('no category row');
  const [item] = await ctx.db
    .insert(menuItems)
    .values({ restaurantId: restaurantX, categoryId: category.id, name: 'Samlor Korko', price: 4.5 })
    .returning({ id: menuItems.id });
  if (!item) throw new Error('no item row');
  const special = async (restaurantId: string) => {
    const rows = await ctx.db
      .insert(specialHours)
      .values({ restaurantId, date: daysFromNow(30), isClosed: true, reason: 'Pchum Ben' })
      .returning({ id: specialHours.id });
    const row = rows[0];
    if (!row) throw new Error('no special hours row');
    return row.id;
  };

  await ctx.db.insert(operatingHours).values(
    Array.from({ length: 7 }, (_, dayOfWeek) => ({
      restaurantId: restaurantX,
      dayOfWeek,
      openTime: '08:00',
      closeTime: '22:00',
      isClosed: false,
    })),
  );
  await ctx.db.insert(reservationSettings).values({ restaurantId: restaurantX, isEnabled: true });
  const reservation = async (hour: number) => {
    const date = daysFromNow(21);
    const rows = await ctx.db
      .insert(reservations)
      .values({
        restaurantId: restaurantX,
        userId: dinerA.id,
        date,
        time: `${String(hour).padStart(2, '0')}:00`,
        startsAt: new Date(`${date}T${String(hour - 7).padStart(2, '0')}:00:00Z`),
        partySize: 2,
        guestName: 'Matrix Guest',
        phone: '+85512345678',
        email: 'guest@example.com',
      })
      .returning({ id: reservations.id });
    const row = rows[0];
    if (!row) throw new Error('no reservation row');
    return row.id;
  };

  const actor = (name: ActorName, user: SignedInUser | null): Actor => ({ name, user, cookie: user?.cookie });
  return {
    actors: {
      anonymous: actor('anonymous', null),
      dinerA: actor('dinerA', dinerA),
      dinerB: actor('dinerB', dinerB),
      ownerX: actor('ownerX', { ...ownerX, role: 'owner' }),
      ownerY: actor('ownerY', { ...ownerY, role: 'owner' }),
      admin: actor('admin', { ...admin, role: 'admin' }),
    },
    restaurantX,
    restaurantY,
    restaurantZ,
    restaurantW,
    reviewA,
    speyReviewA,
    reviewADelete,
    replyX,
    claimA,
    claimB,
    registrationA1,
    registrationA2,
    categoryX: category.id,
    itemX: item.id,
    specialX: await special(restaurantX),
    specialY: await special(restaurantY),
    reservationA1: await reservation(12),
    reservationA2: await reservation(13),
    reservationA3: await reservation(14),
  };
}

/* -------------------------------------------------------------------------------------------------
 * Registered routes
 * ----------------------------------------------------------------------------------------------- */

const ROUTE_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every registered route as "METHOD /path" (HEAD left out: Fastify adds it to each GET). Two sources,
 * unioned so neither's blind spot hides a route: the printed radix tree (hidden routes included) and
 * the OpenAPI document (exact paths, wildcards included).
 */
export function listRoutes(app: FastifyInstance): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)(?:[├└]── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const segment = match[2];
    stack.length = depth;
    const path = (depth > 0 ? stack[depth - 1] : '') + segment;
    stack.push(path);
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (ROUTE_METHODS.has(method)) routes.add(`${method} ${path}`);
    }
  }
  const spec = (
    app as unknown as { swagger(): { paths?: Record<string, Record<string, unknown>> } }
  ).swagger();
  for (const [path, operations] of Object.entries(spec.paths ?? {})) {
    for (const method of Object.keys(operations)) {
      const upper = method.toUpperCase();
      if (ROUTE_METHODS.has(upper)) routes.add(`${upper} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
    }
  }
  return routes;
}

/** The /api routes the matrix and fuzzers must cover: better-auth's and the API docs' own are left out. */
export function listApiRoutes(app: FastifyInstance): string[] {
  return [...listRoutes(app)]
    .filter((route) => {
      const path = route.split(' ')[1];
      return (
        path.startsWith('/api/') &&
        !path.startsWith('/api/auth/') &&
        !path.startsWith('/api/docs') &&
        path !== '/api/openapi.json'
      );
    })
    .sort();
}

/* -------------------------------------------------------------------------------------------------
 * Multipart bodies
 * ----------------------------------------------------------------------------------------------- */

export const MULTIPART_BOUNDARY = '----spey-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart/form-data body with one file part (built by hand: no form-data library needed). */
export function multipartFile(
  data: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
) {
  const field = options.field ?? 'file';
  const filename = options.filename ?? 'cover.png';
  const contentType = options.contentType ?? 'image/png';
  const head = Buffer.from(
    `--${MULTIPART_BOUNDARY}\r\n` +
      `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
  };
}

/* -------------------------------------------------------------------------------------------------
 * Database invariants
 * ----------------------------------------------------------------------------------------------- */

/** Each broken invariant as a readable line; an empty list means the data is consistent. */
export async function findInvariantViolations(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];
  const aggregates = await queryRows<{ id: string }>(
    db,
    sql`SELECT rs.id FROM restaurants rs
        LEFT JOIN LATERAL (
          SELECT count(*)::int AS n, coalesce(sum(rating), 0)::int AS s,
                 count(*) FILTER (WHERE spey_friendly)::int AS sp
          FROM reviews WHERE restaurant_id = rs.id AND hidden_at IS NULL
        ) c ON true
        WHERE rs.review_count <> c.n OR rs.rating_sum <> c.s OR rs.spey_count <> c.sp`,
  );
  for (const row of aggregates) problems.push(`restaurant ${row.id}: aggregates differ from a recount`);
  const reactions = await queryRows<{ id: string }>(
    db,
    sql`SELECT r.id FROM reviews r
        LEFT JOIN LATERAL (
          SELECT count(*) FILTER (WHERE reaction_type = 'like')::int AS likes,
                 count(*) FILTER (WHERE reaction_type = 'dislike')::int AS dislikes
          FROM review_reactions WHERE review_id = r.id
        ) c ON true
        WHERE r.like_count <> c.likes OR r.dislike_count <> c.dislikes`,
  );
  for (const row of reactions) problems.push(`review ${row.id}: like/dislike counts differ from reactions`);
  for (const table of ['restaurant_claim_requests', 'restaurant_registrations']) {
    const bad = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM ${sql.identifier(table)} WHERE (status = 'pending') <> (reviewed_at IS NULL)`,
    );
    for (const row of bad) problems.push(`${table} ${row.id}: pending status and reviewed_at disagree`);
  }
  const duplicates = await queryRows<{ review_id: string; user_id: string }>(
    db,
    sql`SELECT review_id, user_id FROM review_reactions GROUP BY review_id, user_id HAVING count(*) > 1`,
  );
  for (const row of duplicates) problems.push(`duplicate reaction ${row.review_id}/${row.user_id}`);
  const owners = await queryRows<{ id: string }>(
    db,
    sql`SELECT restaurant_id AS id FROM restaurant_claim_requests WHERE status = 'approved'
        GROUP BY restaurant_id HAVING count(*) > 1`,
  );
  for (const row of owners) problems.push(`restaurant ${row.id}: more than one approved claim`);
  return problems;
}
