import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/server/db/schema/index';
import { createSignedInUser, createTestApp, request, type TestContext } from '../support/test-app';

/**
 * The pages' actions (src/web/app/lib/actions.server.ts): the forms a browser sends before or without
 * the page's scripts. They answer as the API routes they stand for: the same sign-in check, validation,
 * rules and rate limits, then back to the page (303/302) with the toast named in `?notice=`.
 */
let ctx: TestContext;
let restaurantId: string;
let diner: Awaited<ReturnType<typeof createSignedInUser>>;
let author: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: 'true' }, { pages: true });
  const [row] = await ctx.db
    .insert(restaurants)
    .values({ name: 'Sovanna Noodle House', cuisine: 'Noodles' })
    .returning({ id: restaurants.id });
  restaurantId = row!.id;
  diner = await createSignedInUser(ctx);
  author = await createSignedInUser(ctx);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, form: Record<string, string>, cookie?: string) =>
  request(ctx, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(form).toString(),
    cookie,
  });

describe('Save to Favorites as a form', () => {
  it('sends a signed-out visitor to /auth with the way back and the notice', async () => {
    const response = await post(`/restaurants/${restaurantId}`, {
      intent: 'favourite',
      restaurantId,
      isFavourite: 'true',
    });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(302);
    expect(response.headers.location).toBe(
      `/auth?signup=true&returnTo=%2Frestaurants%2F${restaurantId}&notice=favourite-auth-required`,
    );
  });

  it('saves and removes, back to the page with the toast', async () => {
    const saved = await post(
      `/restaurants/${restaurantId}`,
      { intent: 'favourite', restaurantId, isFavourite: 'true' },
      diner.cookie,
    );
    expect(saved.statusCode, saved.body.slice(0, 500)).toBe(302);
    expect(saved.headers.location).toBe(`/restaurants/${restaurantId}?notice=favourite-saved`);
    const list = await request(ctx, { method: 'GET', url: '/api/me/favourites', cookie: diner.cookie });
    expect(JSON.stringify(list.json())).toContain(restaurantId);

    const removed = await post(
      `/restaurants/${restaurantId}`,
      { intent: 'favourite', restaurantId, isFavourite: 'false' },
      diner.cookie,
    );
    expect(removed.headers.location).toBe(`/restaurants/${restaurantId}?notice=favourite-removed`);
  });

  it('refuses an unknown restaurant with the API’s status and changes nothing', async () => {
    const response = await post(
      `/restaurants/${restaurantId}`,
      { intent: 'favourite', restaurantId: '00000000-0000-4000-8000-000000000000', isFavourite: 'true' },
      diner.cookie,
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses a form from another site', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/restaurants/${restaurantId}`,
      headers: {
        origin: 'https://evil.example',
        cookie: diner.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `intent=favourite&restaurantId=${restaurantId}&isFavourite=true`,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('like and dislike as a form', () => {
  let reviewId: string;
  beforeAll(async () => {
    const created = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      payload: { restaurantId, rating: 4, content: 'Good broth, friendly staff.' },
      cookie: author.cookie,
    });
    expect(created.statusCode, created.body).toBe(201);
    reviewId = (created.json() as { id: string }).id;
  });

  it('sends a signed-out visitor to /auth, from the home page too (index route)', async () => {
    const response = await post('/?index', { intent: 'reaction', reviewId, type: 'like' });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(302);
    expect(response.headers.location).toBe('/auth?returnTo=%2F&notice=react-auth-required');
  });

  it('likes, switches and removes, as the API does', async () => {
    const like = await post(
      '/reviews?sort=most-liked',
      { intent: 'reaction', reviewId, type: 'like' },
      diner.cookie,
    );
    expect(like.headers.location).toBe('/reviews?sort=most-liked&notice=review-liked');
    const dislike = await post('/reviews', { intent: 'reaction', reviewId, type: 'dislike' }, diner.cookie);
    expect(dislike.headers.location).toBe('/reviews?notice=review-disliked');
    const removed = await post('/reviews', { intent: 'reaction', reviewId, type: 'dislike' }, diner.cookie);
    expect(removed.headers.location).toBe('/reviews?notice=dislike-removed');
  });

  it('refuses a reaction to one’s own review and a bad type, changing nothing', async () => {
    const own = await post('/reviews', { intent: 'reaction', reviewId, type: 'like' }, author.cookie);
    expect(own.statusCode).toBe(403);
    const bad = await post('/reviews', { intent: 'reaction', reviewId, type: 'love' }, diner.cookie);
    expect(bad.statusCode).toBe(400);
    const review = await request(ctx, { method: 'GET', url: `/api/reviews?q=broth` });
    expect(JSON.stringify(review.json())).toContain('"likeCount":0');
  });
});

describe('a review as a form', () => {
  it('sends a signed-out visitor to sign up, and the page itself too', async () => {
    const response = await post('/submit', { restaurantId, content: 'x' });
    expect(response.headers.location).toBe(
      '/auth?signup=true&returnTo=%2Fsubmit&notice=review-auth-required',
    );
    const page = await request(ctx, { method: 'GET', url: '/submit', headers: { accept: 'text/html' } });
    expect(page.headers.location).toBe('/auth?signup=true&returnTo=%2Fsubmit&notice=review-auth-required');
  });

  it('answers a blank review with the field message and keeps what was typed', async () => {
    const response = await post('/submit', { restaurantId, rating: '2', content: '  ' }, diner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please write your review before submitting.');
  });

  it('posts the review and goes to the restaurant’s reviews', async () => {
    const response = await post(
      '/submit',
      { restaurantId, rating: '3', content: 'Sent without scripts.', isSpey: 'on', visitDate: '' },
      diner.cookie,
    );
    expect(response.statusCode, response.body.slice(0, 500)).toBe(302);
    expect(response.headers.location).toBe(
      `/restaurants/${restaurantId}?tab=reviews&notice=review-submitted`,
    );
    const mine = await request(ctx, { method: 'GET', url: '/api/me/reviews', cookie: diner.cookie });
    expect(JSON.stringify(mine.json())).toContain('Sent without scripts.');
    expect(JSON.stringify(mine.json())).toContain('"isSpey":true');
  });

  it('counts against the same rate limit as the API (5 a minute per account)', async () => {
    // One review was posted above; the API and the form share the counter.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await post(
        '/submit',
        { restaurantId, rating: '4', content: `Form review ${i}` },
        diner.cookie,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([302, 302, 302, 302]);
    const api = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      payload: { restaurantId, rating: 4, content: 'Over the limit.' },
      cookie: diner.cookie,
    });
    expect(api.statusCode).toBe(429);
    const form = await post('/submit', { restaurantId, rating: '4', content: 'Over again.' }, diner.cookie);
    expect(form.statusCode).toBe(429);
    expect(form.body).toContain('Too many requests. Please try again later.');
  });
});

describe('a claim as a form', () => {
  it('refuses a signed-out visitor and short evidence, then files the claim', async () => {
    const signedOut = await post('/become-a-partner', { restaurantId, evidence: 'x' });
    expect(signedOut.headers.location).toBe('/auth?returnTo=%2Fbecome-a-partner&notice=claim-auth-required');
    const short = await post(
      `/become-a-partner?restaurantId=${restaurantId}`,
      { restaurantId, contactEmail: author.email, contactPhone: '', evidence: 'short' },
      author.cookie,
    );
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Please provide some proof of ownership');
    const filed = await post(
      `/become-a-partner?restaurantId=${restaurantId}`,
      {
        restaurantId,
        contactEmail: author.email,
        contactPhone: '',
        evidence: 'I run the kitchen; the licence hangs by the door.',
      },
      author.cookie,
    );
    expect(filed.statusCode, filed.body.slice(0, 500)).toBe(200);
    const claims = await request(ctx, { method: 'GET', url: '/api/me/claims', cookie: author.cookie });
    expect(JSON.stringify(claims.json())).toContain('Sovanna Noodle House');
  });
});
