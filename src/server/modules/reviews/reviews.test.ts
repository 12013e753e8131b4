import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTodayInZone, addDays } from '@/shared/domain/hours';
import {
  DAILY_REVIEW_LIMIT,
  reviewMessages,
  reviewSorts,
  type ReviewCardView,
  type ReviewPage,
  type ReviewSort,
} from '@/shared/schemas/review.schema';
import {
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { findAggregateMismatches, insertRestaurant } from './reviews.fixtures';

let ctx: TestContext;
type User = Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const today = () => getTodayInZone(new Date(), 'Asia/Phnom_Penh');

async function getJson<T>(url: string, cookie?: string) {
  const response = await request(ctx, { method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** Follows nextCursor until the end; a small page size makes every page boundary count. */
async function getAllPages(url: string, cookie?: string) {
  const items: ReviewCardView[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const page: ReviewPage = await getJson<ReviewPage>(
      `${url}${sep}limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      cookie,
    );
    expect(page.items.length).toBeLessThanOrEqual(2);
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return items;
}

describe('listing reviews', () => {
  interface Seeded {
    id: string;
    restaurant: string;
    rating: number;
    comment: string;
    spey: boolean;
    likes: number;
    createdAt: string;
    user: string;
  }
  const seeded: Seeded[] = [];
  let alice: User;
  let bob: User;

  beforeAll(async () => {
    alice = await createSignedInUser(ctx, { username: 'alice_list' });
    bob = await createSignedInUser(ctx, { username: 'bob_list' });
    const malis = await insertRestaurant(ctx.db, {
      name: 'Malis Restaurant',
      cuisine: 'Khmer',
      nameKm: 'ម្លិះ',
    });
    const pizza = await insertRestaurant(ctx.db, { name: 'Pizza Place', cuisine: 'Italian' });
    const noodle = await insertRestaurant(ctx.db, { name: 'Noodle Bar', cuisine: 'Chinese' });
    const plan: Array<[string, number, string, boolean, number, string, User]> = [
      [malis, 5, 'Amazing amok, fresh fish', false, 3, '2025-01-01T10:00:00.000000Z', alice],
      [malis, 4, 'Good lok lak but slow service', false, 7, '2025-01-02T10:00:00.000000Z', bob],
      [malis, 1, 'Cold food, rude staff', true, 0, '2025-01-03T10:00:00.000000Z', alice],
      [pizza, 3, 'Average pizza, nice view', false, 7, '2025-01-03T10:00:00.000000Z', bob],
      [pizza, 2, 'Soggy crust', true, 1, '2025-01-04T10:00:00.000000Z', bob],
      [pizza, 5, 'Best pizza in Phnom Penh', false, 10, '2025-01-05T10:00:00.000000Z', alice],
      [noodle, 4, 'Hand-pulled noodles ១០០% good', false, 2, '2025-01-05T10:00:00.000000Z', bob],
      [noodle, 2, 'Broth too salty', true, 2, '2025-01-06T10:00:00.000000Z', alice],
      [noodle, 3, 'Okay dumplings', false, 0, '2025-01-06T10:00:00.000001Z', bob],
      [noodle, 5, 'Superb alice_list favourite', false, 1, '2025-01-07T10:00:00.000000Z', bob],
      [malis, 3, 'Fine', false, 7, '2025-01-02T10:00:00.000000Z', alice],
    ];
    for (const [restaurant, rating, comment, spey, likes, createdAt, user] of plan) {
      const rows = await queryRows<{ id: string }>(
        ctx.db,
        sql`INSERT INTO reviews (restaurant_id, user_id, rating, comment, spey_friendly, like_count, created_at)
            VALUES (${restaurant}, ${user.id}, ${rating}, ${comment}, ${spey}, ${likes}, ${createdAt}::timestamptz)
            RETURNING id`,
      );
      seeded.push({ id: rows[0]!.id, restaurant, rating, comment, spey, likes, createdAt, user: user.id });
    }
    await ctx.db.execute(
      sql`UPDATE restaurants rs SET review_count = c.n, rating_sum = c.s, spey_count = c.sp
          FROM (SELECT restaurant_id, count(*)::int AS n, sum(rating)::int AS s,
                       count(*) FILTER (WHERE spey_friendly)::int AS sp
                FROM reviews GROUP BY restaurant_id) c
          WHERE c.restaurant_id = rs.id`,
    );
  });

  const byCreated = (a: Seeded, b: Seeded) =>
    b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  const expected = (sort: ReviewSort, filter: (r: Seeded) => boolean = () => true) =>
    seeded
      .filter(filter)
      .sort((a, b) => {
        if (sort === 'most-liked' && a.likes !== b.likes) return b.likes - a.likes;
        if (sort === 'highest-rated' && a.rating !== b.rating) return b.rating - a.rating;
        if (sort === 'lowest-rated' && a.rating !== b.rating) return a.rating - b.rating;
        return byCreated(a, b);
      })
      .map((r) => r.id);

  it.each(reviewSorts)('sorts by %s with keyset paging over ties', async (sort) => {
    const items = await getAllPages(`/api/reviews?sort=${sort}`);
    expect(items.map((r) => r.id)).toEqual(expected(sort));
  });

  it.each(reviewSorts)('filters by rating (whole stars) under sort %s', async (sort) => {
    for (const rating of [1, 2, 3, 4, 5]) {
      const items = await getAllPages(`/api/reviews?sort=${sort}&rating=${rating}`);
      expect(items.map((r) => r.id)).toEqual(expected(sort, (r) => r.rating === rating));
    }
  });

  it.each([
    ['spey', (r: Seeded) => r.spey],
    ['non-spey', (r: Seeded) => !r.spey],
    ['all', () => true],
  ] as const)('filters Spey=%s', async (spey, filter) => {
    for (const sort of reviewSorts) {
      const items = await getAllPages(`/api/reviews?sort=${sort}&spey=${spey}`);
      expect(items.map((r) => r.id)).toEqual(expected(sort, filter));
    }
  });

  it('searches review text and restaurant name/cuisine, normalised, never usernames', async () => {
    const search = async (q: string) =>
      (await getAllPages(`/api/reviews?q=${encodeURIComponent(q)}`)).map((r) => r.id).sort();
    const ids = (filter: (r: Seeded) => boolean) =>
      seeded
        .filter(filter)
        .map((r) => r.id)
        .sort();
    expect(await search('PIZZA')).toEqual(ids((r) => r.restaurant === seeded[3]!.restaurant));
    expect(await search('malis')).toEqual(ids((r) => r.restaurant === seeded[0]!.restaurant));
    expect(await search('ម្លិះ')).toEqual(ids((r) => r.restaurant === seeded[0]!.restaurant));
    expect(await search('italian')).toEqual(ids((r) => r.restaurant === seeded[3]!.restaurant));
    expect(await search('  salty ')).toEqual(ids((r) => r.comment.includes('salty')));
    expect(await search('100%')).toEqual(
      ids((r) => r.comment.includes('100%') || r.comment.includes('១០០%')),
    );
    expect(await search('%')).toEqual(ids((r) => r.comment.includes('%')));
    expect(await search('_')).toEqual(ids((r) => r.comment.includes('_')));
    // A username finds only a review whose text happens to contain it, never the user's reviews.
    expect(await search('bob_list')).toEqual([]);
    expect(await search('alice_list')).toEqual(ids((r) => r.comment.includes('alice_list')));
    expect(await search('nothing-like-this')).toEqual([]);
  });

  it('combines search, rating, Spey and sort', async () => {
    const items = await getAllPages('/api/reviews?q=pizza&rating=2&spey=spey&sort=most-liked');
    expect(items.map((r) => r.id)).toEqual(
      expected('most-liked', (r) => r.restaurant === seeded[3]!.restaurant && r.rating === 2 && r.spey),
    );
  });

  it('answers 400 for bad filters and cursors', async () => {
    for (const url of [
      '/api/reviews?rating=0',
      '/api/reviews?rating=6',
      '/api/reviews?rating=4.5',
      '/api/reviews?spey=maybe',
      '/api/reviews?sort=random',
      '/api/reviews?limit=1000',
      '/api/reviews?cursor=garbage',
      `/api/reviews?cursor=${Buffer.from('["latest",null,"x","y"]').toString('base64url')}`,
      `/api/reviews?cursor=${Buffer.from(JSON.stringify(['latest', null, '2025-01-01 00:00:00+00', 'not-a-uuid'])).toString('base64url')}`,
    ]) {
      const response = await request(ctx, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    // A cursor from one sort is refused by another.
    const first = await getJson<ReviewPage>('/api/reviews?limit=1&sort=most-liked');
    const response = await request(ctx, {
      method: 'GET',
      url: `/api/reviews?sort=latest&cursor=${first.nextCursor}`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('shows cards with restaurant, author rules and the viewer state', async () => {
    const page = await getJson<ReviewPage>('/api/reviews?limit=50', alice.cookie);
    for (const card of page.items) {
      const source = seeded.find((s) => s.id === card.id)!;
      expect(card.restaurant?.id).toBe(source.restaurant);
      expect(card.isOwn).toBe(source.user === alice.id);
      expect(card.canReact).toBe(source.user !== alice.id);
      if (source.spey && source.user !== alice.id) expect(card.author).toBeNull();
      else expect(card.author?.username).toBe(source.user === alice.id ? 'alice_list' : 'bob_list');
      expect(card).not.toHaveProperty('userId');
    }
    const anonymous = await getJson<ReviewPage>('/api/reviews?limit=50');
    expect(anonymous.items.every((c) => !c.canReact && !c.isOwn && c.userReaction === null)).toBe(true);
  });

  it('lists the three latest reviews', async () => {
    const latest = await getJson<{ items: ReviewCardView[] }>('/api/reviews/latest');
    expect(latest.items.map((r) => r.id)).toEqual(expected('latest').slice(0, 3));
  });

  it("pages a restaurant's reviews newest first; 404 for an unknown restaurant", async () => {
    const malis = seeded[0]!.restaurant;
    const items = await getAllPages(`/api/restaurants/${malis}/reviews`);
    expect(items.map((r) => r.id)).toEqual(expected('latest', (r) => r.restaurant === malis));
    const missing = await request(ctx, {
      method: 'GET',
      url: '/api/restaurants/00000000-0000-4000-8000-000000000000/reviews',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await request(ctx, { method: 'GET', url: '/api/restaurants/not-a-uuid/reviews' });
    expect(bad.statusCode).toBe(400);
    const empty = await insertRestaurant(ctx.db, { name: 'Empty Place' });
    expect(await getJson<ReviewPage>(`/api/restaurants/${empty}/reviews`)).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('lists your own reviews, Spey ones included with you as the author; 401 signed out', async () => {
    const items = await getAllPages('/api/me/reviews', alice.cookie);
    expect(items.map((r) => r.id)).toEqual(expected('latest', (r) => r.user === alice.id));
    expect(items.every((r) => r.isOwn && r.author?.username === 'alice_list')).toBe(true);
    expect(items.some((r) => r.isSpey)).toBe(true);
    const signedOut = await request(ctx, { method: 'GET', url: '/api/me/reviews' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('writing a review', () => {
  let writer: User;
  let restaurantId: string;
  const post = (payload: unknown, cookie = writer.cookie) =>
    request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      payload: payload as Record<string, unknown>,
      cookie,
    });

  beforeAll(async () => {
    writer = await createSignedInUser(ctx, { username: 'writer_one' });
    restaurantId = await insertRestaurant(ctx.db, { name: 'Writers Cafe' });
  });

  it.each([
    [{ restaurantId: undefined }, 'restaurantId', reviewMessages.restaurantRequired],
    [{ restaurantId: '' }, 'restaurantId', reviewMessages.restaurantRequired],
    [{ restaurantId: 'nope' }, 'restaurantId', reviewMessages.restaurantRequired],
    [{ content: '' }, 'content', reviewMessages.contentRequired],
    [{ content: '   \n\t ' }, 'content', reviewMessages.contentRequired],
    [{ content: undefined }, 'content', reviewMessages.contentRequired],
    [{ content: 'x'.repeat(5001) }, 'content', reviewMessages.contentMax],
    [{ rating: 0 }, 'rating', reviewMessages.ratingRange],
    [{ rating: 6 }, 'rating', reviewMessages.ratingRange],
    [{ rating: 3.5 }, 'rating', reviewMessages.ratingRange],
    [{ rating: '5' }, 'rating', reviewMessages.ratingRange],
    [{ rating: 1e308 }, 'rating', reviewMessages.ratingRange],
    [{ visitDate: '2025-13-01' }, 'visitDate', reviewMessages.visitDateFormat],
    [{ visitDate: '2025-02-30' }, 'visitDate', reviewMessages.visitDateFormat],
    [{ visitDate: '01/02/2025' }, 'visitDate', reviewMessages.visitDateFormat],
    [{ visitDate: 'tomorrow' }, 'visitDate', reviewMessages.visitDateFormat],
  ])('refuses %j with the message for %s', async (patch, field, message) => {
    const response = await post({ restaurantId, rating: 4, content: 'Nice', ...patch });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    const rows = await queryRows(ctx.db, sql`SELECT 1 FROM reviews WHERE restaurant_id = ${restaurantId}`);
    expect(rows).toHaveLength(0);
  });

  it('refuses a visit date after today in Cambodia, accepts today', async () => {
    const future = await post({ restaurantId, rating: 4, content: 'Nice', visitDate: addDays(today(), 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toMatchObject({
      message: reviewMessages.visitDateFuture,
      fields: { visitDate: reviewMessages.visitDateFuture },
    });
    const ok = await post({ restaurantId, rating: 4, content: '  Lovely soup  ', visitDate: today() });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      content: 'Lovely soup',
      visitDate: today(),
      rating: 4,
      isSpey: false,
      isOwn: true,
    });
    await ctx.db.execute(sql`DELETE FROM reviews WHERE restaurant_id = ${restaurantId}`);
    await ctx.db.execute(
      sql`UPDATE restaurants SET review_count = 0, rating_sum = 0, spey_count = 0 WHERE id = ${restaurantId}`,
    );
  });

  it('answers 404 for a restaurant that does not exist and 401 signed out', async () => {
    const missing = await post({
      restaurantId: '00000000-0000-4000-8000-000000000000',
      rating: 4,
      content: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(reviewMessages.restaurantNotFound);
    const signedOut = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      payload: { restaurantId, rating: 4, content: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('keeps the restaurant aggregates exact through inserts, edits and deletes', async () => {
    const target = await insertRestaurant(ctx.db, { name: 'Aggregate House' });
    const other = await createSignedInUser(ctx, { username: 'aggregate_two' });
    const a = (await post({ restaurantId: target, rating: 5, content: 'Great', isSpey: false })).json();
    const b = (
      await post({ restaurantId: target, rating: 2, content: 'Bad', isSpey: true }, other.cookie)
    ).json();
    const c = (await post({ restaurantId: target, rating: 3, content: 'Meh', isSpey: true })).json();
    const stats = async () =>
      (
        await queryRows<{
          review_count: number;
          rating_sum: number;
          spey_count: number;
          average_rating: number;
        }>(
          ctx.db,
          sql`SELECT review_count, rating_sum, spey_count, average_rating FROM restaurants WHERE id = ${target}`,
        )
      )[0];
    expect(await stats()).toMatchObject({ review_count: 3, rating_sum: 10, spey_count: 2 });
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);

    const edit = await request(ctx, {
      method: 'PATCH',
      url: `/api/reviews/${a.id}`,
      cookie: writer.cookie,
      payload: { rating: 1, isSpey: true, content: ' Changed my mind ', visitDate: null },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      rating: 1,
      isSpey: true,
      content: 'Changed my mind',
      visitDate: null,
      isOwn: true,
    });
    expect(await stats()).toMatchObject({ review_count: 3, rating_sum: 6, spey_count: 3 });

    const partial = await request(ctx, {
      method: 'PATCH',
      url: `/api/reviews/${c.id}`,
      cookie: writer.cookie,
      payload: { isSpey: false },
    });
    expect(partial.json()).toMatchObject({ rating: 3, isSpey: false, content: 'Meh' });
    expect(await stats()).toMatchObject({ review_count: 3, rating_sum: 6, spey_count: 2 });
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);

    const del = await request(ctx, { method: 'DELETE', url: `/api/reviews/${b.id}`, cookie: other.cookie });
    expect(del.statusCode).toBe(204);
    expect(await stats()).toMatchObject({ review_count: 2, rating_sum: 4, spey_count: 1, average_rating: 2 });
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
  });

  it('finds a review by its text as posted and as edited, and no longer once deleted', async () => {
    const target = await insertRestaurant(ctx.db, { name: 'Search Text Shop' });
    const found = async (q: string) =>
      (await getAllPages(`/api/reviews?q=${encodeURIComponent(q)}`)).map((r) => r.id);
    const posted = (
      await post({ restaurantId: target, rating: 4, content: 'Crispy Num Banh Chok ០៩' })
    ).json<{ id: string }>();
    expect(await found('num banh chok')).toEqual([posted.id]);
    expect(await found('09')).toEqual([posted.id]);

    const edit = await request(ctx, {
      method: 'PATCH',
      url: `/api/reviews/${posted.id}`,
      cookie: writer.cookie,
      payload: { content: 'Fragrant lemongrass soup' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await found('num banh chok')).toEqual([]);
    expect(await found('LEMONGRASS')).toEqual([posted.id]);

    // A rating-only edit keeps the text, and the search with it.
    const rating = await request(ctx, {
      method: 'PATCH',
      url: `/api/reviews/${posted.id}`,
      cookie: writer.cookie,
      payload: { rating: 2 },
    });
    expect(rating.statusCode, rating.body).toBe(200);
    expect(await found('lemongrass')).toEqual([posted.id]);

    const del = await request(ctx, {
      method: 'DELETE',
      url: `/api/reviews/${posted.id}`,
      cookie: writer.cookie,
    });
    expect(del.statusCode).toBe(204);
    expect(await found('lemongrass')).toEqual([]);
    const left = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM review_search WHERE review_id = ${posted.id}::uuid`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it('validates edits with the same rules', async () => {
    const target = await insertRestaurant(ctx.db, { name: 'Edit Rules Diner' });
    const review = (await post({ restaurantId: target, rating: 4, content: 'Fine' })).json();
    for (const [payload, field, message] of [
      [{ content: '  ' }, 'content', reviewMessages.contentRequired],
      [{ rating: 9 }, 'rating', reviewMessages.ratingRange],
      [{ visitDate: addDays(today(), 1) }, 'visitDate', reviewMessages.visitDateFuture],
      [{ visitDate: '2025-1-1' }, 'visitDate', reviewMessages.visitDateFormat],
    ] as const) {
      const response = await request(ctx, {
        method: 'PATCH',
        url: `/api/reviews/${review.id}`,
        cookie: writer.cookie,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    const empty = await request(ctx, {
      method: 'PATCH',
      url: `/api/reviews/${review.id}`,
      cookie: writer.cookie,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('lets only the author edit or delete (others get 404, signed out 401)', async () => {
    const target = await insertRestaurant(ctx.db, { name: 'Permission Grill' });
    const review = (await post({ restaurantId: target, rating: 4, content: 'Mine' })).json();
    const stranger = await createSignedInUser(ctx, { username: 'stranger_one' });
    const admin = await createSignedInUser(ctx, { username: 'admin_one' });
    await ctx.db.execute(sql`UPDATE profiles SET role = 'admin' WHERE id = ${admin.id}`);
    // Written behind the app's back: drop its cached sessions (decision 034).
    ctx.app.sessions.clear();
    for (const cookie of [stranger.cookie, admin.cookie]) {
      const patch = await request(ctx, {
        method: 'PATCH',
        url: `/api/reviews/${review.id}`,
        cookie,
        payload: { rating: 1 },
      });
      expect(patch.statusCode).toBe(404);
      const del = await request(ctx, { method: 'DELETE', url: `/api/reviews/${review.id}`, cookie });
      expect(del.statusCode).toBe(404);
    }
    const signedOut = await request(ctx, { method: 'DELETE', url: `/api/reviews/${review.id}` });
    expect(signedOut.statusCode).toBe(401);
    const badId = await request(ctx, { method: 'DELETE', url: '/api/reviews/123', cookie: writer.cookie });
    expect(badId.statusCode).toBe(400);
    const rows = await queryRows<{ rating: number }>(
      ctx.db,
      sql`SELECT rating FROM reviews WHERE id = ${review.id}`,
    );
    expect(rows).toEqual([{ rating: 4 }]);
    const del = await request(ctx, {
      method: 'DELETE',
      url: `/api/reviews/${review.id}`,
      cookie: writer.cookie,
    });
    expect(del.statusCode).toBe(204);
    const again = await request(ctx, {
      method: 'DELETE',
      url: `/api/reviews/${review.id}`,
      cookie: writer.cookie,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers the new review as the lists show it, Spey or not', async () => {
    for (const isSpey of [false, true]) {
      const response = await post({
        restaurantId,
        rating: 3,
        content: `Card check ${isSpey}`,
        isSpey,
        visitDate: today(),
      });
      expect(response.statusCode, response.body).toBe(201);
      const listed = (await getJson<ReviewPage>('/api/me/reviews', writer.cookie)).items.find(
        (card) => card.id === response.json().id,
      );
      expect(response.json()).toEqual(listed);
      expect(response.json()).toMatchObject({ isSpey, isOwn: true, author: { username: 'writer_one' } });
    }
  });

  it('allows a second review of the same restaurant (revisits)', async () => {
    const target = await insertRestaurant(ctx.db, { name: 'Revisit Kitchen' });
    expect((await post({ restaurantId: target, rating: 4, content: 'First visit' })).statusCode).toBe(201);
    expect((await post({ restaurantId: target, rating: 5, content: 'Second visit' })).statusCode).toBe(201);
  });

  // Decision 068: a card's author and restaurant names are copies on the review, kept by triggers.
  it('shows the author’s and the restaurant’s names as they are now, and no author once the account is gone', async () => {
    const renamer = await createSignedInUser(ctx, { username: 'renamer_one' });
    const place = await insertRestaurant(ctx.db, { name: 'Old Name Noodles' });
    const posted = await post(
      { restaurantId: place, rating: 4, content: 'Before the renames' },
      renamer.cookie,
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const reviewId: string = posted.json().id;
    const everywhere = async () => {
      const lists = await Promise.all(
        [
          `/api/reviews?limit=50`,
          `/api/reviews?sort=most-liked&limit=50`,
          `/api/restaurants/${place}/reviews`,
        ].map((url) => getJson<ReviewPage>(url)),
      );
      return lists.map((list) => {
        const card = list.items.find((c) => c.id === reviewId);
        return { author: card?.author ?? null, restaurant: card?.restaurant?.name };
      });
    };
    const renamed = await request(ctx, {
      method: 'PATCH',
      url: '/api/me/username',
      cookie: renamer.cookie,
      payload: { username: 'renamer_two' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await ctx.db.execute(sql`UPDATE profiles SET avatar_url = '/avatars/new.png' WHERE id = ${renamer.id}`);
    await ctx.db.execute(sql`UPDATE restaurants SET name = 'New Name Noodles' WHERE id = ${place}`);
    for (const card of await everywhere())
      expect(card).toEqual({
        author: { username: 'renamer_two', avatarUrl: '/avatars/new.png' },
        restaurant: 'New Name Noodles',
      });

    const removed = await request(ctx, {
      method: 'POST',
      url: '/api/me/delete',
      cookie: renamer.cookie,
      payload: { username: 'renamer_two' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const card of await everywhere())
      expect(card).toEqual({ author: null, restaurant: 'New Name Noodles' });
    const row = await queryRows(
      ctx.db,
      sql`SELECT user_id, author_username, author_avatar_url FROM reviews WHERE id = ${reviewId}`,
    );
    expect(row).toEqual([{ user_id: null, author_username: null, author_avatar_url: null }]);
  });
});

describe('daily limit', () => {
  it(`allows ${DAILY_REVIEW_LIMIT} reviews per Cambodian day, then answers 429`, async () => {
    const user = await createSignedInUser(ctx, { username: 'busy_writer' });
    const restaurantId = await insertRestaurant(ctx.db, { name: 'Limit Lounge' });
    // Reviews from before today's midnight in Phnom Penh do not count.
    const midnight = sql`(${today()}::date::timestamp AT TIME ZONE 'Asia/Phnom_Penh')`;
    await ctx.db.execute(
      sql`INSERT INTO reviews (restaurant_id, user_id, rating, comment, created_at)
          SELECT ${restaurantId}, ${user.id}, 3, 'old', ${midnight} - interval '1 second' FROM generate_series(1, 5)`,
    );
    await ctx.db.execute(
      sql`UPDATE restaurants SET review_count = 5, rating_sum = 15 WHERE id = ${restaurantId}`,
    );
    for (let i = 0; i < DAILY_REVIEW_LIMIT; i += 1) {
      const response = await request(ctx, {
        method: 'POST',
        url: '/api/reviews',
        cookie: user.cookie,
        payload: { restaurantId, rating: 3, content: `Review ${i}` },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      cookie: user.cookie,
      payload: { restaurantId, rating: 3, content: 'One too many' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({ code: 'RATE_LIMITED', message: reviewMessages.dailyLimit });
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
  });
});

describe('reactions', () => {
  let author: User;
  let reactor: User;
  let reviewId: string;
  const press = (type: string, cookie: string | null = reactor.cookie, id = reviewId) =>
    request(ctx, {
      method: 'PUT',
      url: `/api/reviews/${id}/reaction`,
      cookie: cookie ?? undefined,
      payload: { type },
    });

  beforeAll(async () => {
    author = await createSignedInUser(ctx, { username: 'react_author' });
    reactor = await createSignedInUser(ctx, { username: 'react_fan' });
    const restaurantId = await insertRestaurant(ctx.db, { name: 'Reaction Bistro' });
    const created = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      cookie: author.cookie,
      payload: { restaurantId, rating: 5, content: 'React to me' },
    });
    reviewId = created.json().id;
  });

  it('follows the state machine: add, same again removes, other switches', async () => {
    // The review's search row is written with its text, never by a press (decision 062).
    const searchVersion = async () =>
      (
        await queryRows<{ version: string; search_text: string }>(
          ctx.db,
          sql`SELECT xmin::text AS version, search_text FROM review_search WHERE review_id = ${reviewId}::uuid`,
        )
      )[0];
    const before = await searchVersion();
    expect(before?.search_text).toBe('react to me');
    const steps: Array<[string, { likeCount: number; dislikeCount: number; userReaction: string | null }]> = [
      ['like', { likeCount: 1, dislikeCount: 0, userReaction: 'like' }],
      ['like', { likeCount: 0, dislikeCount: 0, userReaction: null }],
      ['dislike', { likeCount: 0, dislikeCount: 1, userReaction: 'dislike' }],
      ['like', { likeCount: 1, dislikeCount: 0, userReaction: 'like' }],
      ['dislike', { likeCount: 0, dislikeCount: 1, userReaction: 'dislike' }],
      ['dislike', { likeCount: 0, dislikeCount: 0, userReaction: null }],
      ['like', { likeCount: 1, dislikeCount: 0, userReaction: 'like' }],
    ];
    for (const [type, result] of steps) {
      const response = await press(type);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(result);
    }
    const card = (
      await getJson<{ items: ReviewCardView[] }>('/api/reviews/latest?limit=10', reactor.cookie)
    ).items.find((r) => r.id === reviewId);
    expect(card).toMatchObject({ likeCount: 1, userReaction: 'like', canReact: true, isOwn: false });
    // Each list form (the prepared, joined one on PostgreSQL too, decision 051) shows the viewer's own reaction.
    for (const url of ['/api/reviews?sort=most-liked&limit=50', '/api/reviews?sort=highest-rated&limit=50']) {
      const listed = (await getJson<{ items: ReviewCardView[] }>(url, reactor.cookie)).items;
      expect(
        listed.find((r) => r.id === reviewId),
        url,
      ).toMatchObject({ userReaction: 'like' });
      const asAuthor = (await getJson<{ items: ReviewCardView[] }>(url, author.cookie)).items;
      expect(
        asAuthor.find((r) => r.id === reviewId),
        url,
      ).toMatchObject({ userReaction: null, isOwn: true });
    }
    const rows = await queryRows(
      ctx.db,
      sql`SELECT reaction_type FROM review_reactions WHERE review_id = ${reviewId}`,
    );
    expect(rows).toEqual([{ reaction_type: 'like' }]);
    expect(await searchVersion()).toEqual(before);
  });

  it('refuses the author (403), signed-out users (401), unknown reviews (404) and bad input (400)', async () => {
    const own = await press('like', author.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(reviewMessages.reactOwnReview);
    const signedOut = await press('like', null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(reviewMessages.reactSignedOut);
    expect((await press('like', reactor.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await press('like', reactor.cookie, 'nope')).statusCode).toBe(400);
    expect((await press('love')).statusCode).toBe(400);
    const ownCard = (await getJson<ReviewPage>('/api/me/reviews', author.cookie)).items[0];
    expect(ownCard).toMatchObject({ canReact: false, isOwn: true });
  });

  it('never lets counts go below zero', async () => {
    await ctx.db.execute(sql`UPDATE reviews SET like_count = 0 WHERE id = ${reviewId}`);
    const response = await press('like'); // removes the like the row still holds
    expect(response.json()).toEqual({ likeCount: 0, dislikeCount: 0, userReaction: null });
  });
});
