import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@/shared/schemas/auth.schema';
import { claimErrors } from '@/shared/schemas/claim.schema';
import { reviewMessages } from '@/shared/schemas/review.schema';
import { insertTestRestaurant } from '../support/actors';
import { createSignedInUser, createTestApp, request, type TestContext } from '../support/test-app';

/**
 * Refusals carry stable keys beside the spec's English (decision 022): `error.key`, and per field
 * `fieldKeys`, from schema validation (before the handler), from services, and from the error handler.
 */
let ctx: TestContext;
let diner: Awaited<ReturnType<typeof createSignedInUser>>;
let restaurantId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  diner = await createSignedInUser(ctx);
  restaurantId = await insertTestRestaurant(ctx.db, { name: 'Key Kitchen', ownerId: null });
});
afterAll(async () => ctx?.close());

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: Record<string, unknown> }).error;

describe('error keys in answers', () => {
  it('a field rule of a route schema: English message and fields, the keys beside them', async () => {
    const response = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      cookie: diner.cookie,
      payload: { restaurantId, rating: 9, content: '' },
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toMatchObject({
      rating: reviewMessages.ratingRange,
      content: reviewMessages.contentRequired,
    });
    expect(error.fieldKeys).toMatchObject({
      rating: 'review.ratingRange',
      content: 'review.contentRequired',
    });
    expect(error.key).toMatch(/^review\.(ratingRange|contentRequired)$/);
  });

  it('sign-up through the shared schema, and a taken username from the service', async () => {
    const short = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { username: 'ab', email: 'ab@example.com', password: 'Secret12', confirmPassword: 'Secret12' },
    });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toMatchObject({
      message: authMessages.usernameMin,
      key: 'auth.usernameMin',
      fields: { username: authMessages.usernameMin },
      fieldKeys: { username: 'auth.usernameMin' },
    });
    const taken = await request(ctx, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        username: diner.username,
        email: 'someone-else@example.com',
        password: 'Secret12',
        confirmPassword: 'Secret12',
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      code: 'CONFLICT',
      message: authMessages.usernameTaken,
      key: 'auth.usernameTaken',
      fieldKeys: { username: 'auth.usernameTaken' },
    });
  });

  it('refusals of services and guards', async () => {
    const missing = await request(ctx, {
      method: 'PATCH',
      url: '/api/reviews/00000000-0000-4000-8000-000000000000',
      cookie: diner.cookie,
      payload: { rating: 4 },
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toMatchObject({ code: 'NOT_FOUND', key: 'review.reviewNotFound' });

    const signedOut = await request(ctx, { method: 'GET', url: '/api/me/favourites' });
    expect(signedOut.statusCode).toBe(401);
    expect(errorOf(signedOut)).toMatchObject({ code: 'UNAUTHENTICATED', key: 'common.unauthenticated' });

    const claim = {
      restaurantId,
      contactEmail: 'me@example.com',
      evidence: 'I own this place, see my licence.',
    };
    const first = await request(ctx, {
      method: 'POST',
      url: '/api/claims',
      cookie: diner.cookie,
      payload: claim,
    });
    expect(first.statusCode).toBe(201);
    const again = await request(ctx, {
      method: 'POST',
      url: '/api/claims',
      cookie: diner.cookie,
      payload: claim,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      message: claimErrors.duplicatePending,
      key: 'claimRefusal.duplicatePending',
    });
  });

  it('a malformed list cursor', async () => {
    const response = await request(ctx, { method: 'GET', url: '/api/restaurants?cursor=bm9wZQ' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION',
      fieldKeys: { cursor: 'common.invalidCursor' },
    });
  });
});
