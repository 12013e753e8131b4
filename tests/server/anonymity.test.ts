import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reviewSorts, speyFilters } from '@/shared/schemas/review.schema';
import { insertRestaurant } from '../../src/server/modules/reviews/reviews.fixtures';
import { createSignedInUser, createTestApp, request, type TestContext } from '../support/test-app';

/**
 * Anonymity of Spey reviews: walks every endpoint that returns reviews, as another user and signed out,
 * and looks for the author's id, username, email or avatar anywhere in the raw response body.
 */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createSignedInUser>>;
let secret: User;
let other: User;
let owner: User;
let admin: User;
let restaurantId: string;
const speyReviewIds: string[] = [];
const SECRET_AVATAR = '/uploads/avatars/very-secret-face.webp';

beforeAll(async () => {
  ctx = await createTestApp();
  secret = await createSignedInUser(ctx, { username: 'hidden_author' });
  other = await createSignedInUser(ctx, { username: 'curious_user' });
  owner = await createSignedInUser(ctx, { username: 'place_owner', isRestaurantOwner: true });
  admin = await createSignedInUser(ctx, { username: 'site_admin' });
  await ctx.db.execute(sql`UPDATE profiles SET role = 'admin' WHERE id = ${admin.id}`);
  await ctx.db.execute(sql`UPDATE profiles SET avatar_url = ${SECRET_AVATAR} WHERE id = ${secret.id}`);
  // Written behind the app's back: drop its cached sessions (decision 034).
  ctx.app.sessions.clear();
  restaurantId = await insertRestaurant(ctx.db, { name: 'Hidden Truth Grill', cuisine: 'Khmer' });
  await ctx.db.execute(
    sql`UPDATE restaurants SET owner_id = ${owner.id}, featured = true WHERE id = ${restaurantId}`,
  );

  for (const [rating, content] of [
    [1, 'Terrible service, slow kitchen'],
    [2, 'Overpriced and cold'],
  ] as const) {
    const response = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      cookie: secret.cookie,
      payload: { restaurantId, rating, content, isSpey: true },
    });
    expect(response.statusCode).toBe(201);
    speyReviewIds.push(response.json().id);
  }
  // Ordinary reviews by others around it, so lists are not trivially empty.
  for (const user of [other, owner]) {
    await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      cookie: user.cookie,
      payload: { restaurantId, rating: 4, content: `Nice place from ${user.username}` },
    });
  }
  // Reactions on the Spey reviews, so reaction state is part of what is returned.
  for (const id of speyReviewIds) {
    await request(ctx, {
      method: 'PUT',
      url: `/api/reviews/${id}/reaction`,
      cookie: other.cookie,
      payload: { type: 'like' },
    });
  }
});
afterAll(async () => {
  await ctx.close();
});

function assertNoTrace(body: string, where: string) {
  const lower = body.toLowerCase();
  for (const needle of [secret.id, secret.username, secret.email, SECRET_AVATAR, 'very-secret-face']) {
    expect(lower.includes(needle.toLowerCase()), `${where} leaks ${needle}`).toBe(false);
  }
  expect(body, `${where} carries a user id field`).not.toMatch(/"user_?id"/i);
}

function reviewUrls() {
  const urls = ['/api/reviews', '/api/reviews/latest', '/api/reviews/latest?limit=10'];
  for (const sort of reviewSorts) {
    for (const spey of speyFilters) {
      urls.push(`/api/reviews?sort=${sort}&spey=${spey}&limit=50`);
      for (const rating of [1, 2, 4])
        urls.push(`/api/reviews?sort=${sort}&spey=${spey}&rating=${rating}&limit=50`);
    }
  }
  for (const q of ['hidden_author', 'hidden', 'terrible', 'hidden truth', 'khmer', secret.email, secret.id]) {
    urls.push(`/api/reviews?q=${encodeURIComponent(q)}`);
  }
  urls.push(
    `/api/restaurants/${restaurantId}/reviews`,
    `/api/restaurants/${restaurantId}/reviews?limit=1`,
    `/api/restaurants/${restaurantId}`,
    '/api/restaurants',
    '/api/restaurants/featured',
    '/api/leaderboard',
    '/api/me/reviews',
  );
  return urls;
}

describe('Spey reviews stay anonymous', () => {
  const viewers = () =>
    [
      ['signed out', undefined],
      ['another user', other.cookie],
      ['the restaurant owner', owner.cookie],
      ['an administrator', admin.cookie],
    ] as const;

  it('no list, search or detail response carries the author', async () => {
    for (const [who, cookie] of viewers()) {
      for (const url of reviewUrls()) {
        const response = await request(ctx, { method: 'GET', url, cookie });
        if (url === '/api/me/reviews' && !cookie) {
          expect(response.statusCode).toBe(401);
          continue;
        }
        expect(response.statusCode, `${who} ${url}: ${response.body}`).toBeLessThan(500);
        assertNoTrace(response.body, `${who} GET ${url}`);
      }
    }
  });

  it('shows the Spey reviews (as anonymous) in the lists, and the author never in a search for them', async () => {
    const list = (
      await request(ctx, { method: 'GET', url: '/api/reviews?spey=spey', cookie: other.cookie })
    ).json();
    const cards = list.items.filter((c: { id: string }) => speyReviewIds.includes(c.id));
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(card).toMatchObject({ author: null, isSpey: true, isOwn: false, canReact: true });
    }
    // Search never matches usernames, so the author's name finds none of their reviews.
    for (const q of ['hidden_author', 'hidden_a']) {
      const byName = (
        await request(ctx, { method: 'GET', url: `/api/reviews?q=${q}`, cookie: other.cookie })
      ).json();
      expect(byName.items).toEqual([]);
    }
  });

  it('reaction responses carry no author', async () => {
    for (const cookie of [other.cookie, owner.cookie, admin.cookie]) {
      for (const type of ['like', 'dislike', 'dislike']) {
        const response = await request(ctx, {
          method: 'PUT',
          url: `/api/reviews/${speyReviewIds[0]}/reaction`,
          cookie,
          payload: { type },
        });
        expect(response.statusCode).toBe(200);
        assertNoTrace(response.body, `PUT reaction ${type}`);
      }
    }
    const signedOut = await request(ctx, {
      method: 'PUT',
      url: `/api/reviews/${speyReviewIds[0]}/reaction`,
      payload: { type: 'like' },
    });
    expect(signedOut.statusCode).toBe(401);
    assertNoTrace(signedOut.body, 'PUT reaction signed out');
  });

  it("refuses another user's edit or delete without telling who wrote it", async () => {
    for (const cookie of [other.cookie, owner.cookie, admin.cookie]) {
      const patch = await request(ctx, {
        method: 'PATCH',
        url: `/api/reviews/${speyReviewIds[0]}`,
        cookie,
        payload: { rating: 5 },
      });
      expect(patch.statusCode).toBe(404);
      assertNoTrace(patch.body, 'PATCH by another');
      const del = await request(ctx, { method: 'DELETE', url: `/api/reviews/${speyReviewIds[0]}`, cookie });
      expect(del.statusCode).toBe(404);
      assertNoTrace(del.body, 'DELETE by another');
    }
  });

  it('walks the owner and admin endpoints that exist', async () => {
    const ownerUrls = [
      '/api/owner/restaurants',
      `/api/owner/restaurants/${restaurantId}`,
      `/api/restaurants/${restaurantId}/manage`,
    ];
    const adminUrls = ['/api/admin/stats', '/api/admin/claims', '/api/admin/registrations'];
    for (const url of ownerUrls) {
      const response = await request(ctx, { method: 'GET', url, cookie: owner.cookie });
      assertNoTrace(response.body, `owner GET ${url}`);
    }
    for (const url of adminUrls) {
      const response = await request(ctx, { method: 'GET', url, cookie: admin.cookie });
      assertNoTrace(response.body, `admin GET ${url}`);
    }
  });

  it('walks the owner reply, report and moderation endpoints, and the e-mails they send', async () => {
    const mailBefore = ctx.mail.length;
    // The owner replies to a Spey review: the answer, the owner's list and the owner's mail carry no author.
    const reply = await request(ctx, {
      method: 'PUT',
      url: `/api/owner/reviews/${speyReviewIds[0]}/reply`,
      cookie: owner.cookie,
      payload: { content: 'We are sorry, please tell us more.' },
    });
    expect(reply.statusCode).toBe(201);
    assertNoTrace(reply.body, 'owner PUT reply');
    const replyId: string = reply.json().id;
    for (const filter of ['all', 'without-reply']) {
      const url = `/api/owner/restaurants/${restaurantId}/reviews?filter=${filter}&limit=50`;
      const response = await request(ctx, { method: 'GET', url, cookie: owner.cookie });
      expect(response.statusCode).toBe(200);
      assertNoTrace(response.body, `owner GET ${url}`);
    }
    // The reviewer is told (that is the author's own mailbox); nobody else gets a mail naming them.
    const sent = ctx.mail.slice(mailBefore);
    expect(sent.map((m) => m.to)).toEqual([secret.email]);
    for (const mail of ctx.mail.filter((m) => m.to !== secret.email)) {
      assertNoTrace(`${mail.subject}\n${mail.text}`, `mail to ${mail.to}`);
    }

    // Reports and the lists that say who reported what.
    for (const [cookie, url] of [
      [other.cookie, `/api/reviews/${speyReviewIds[0]}/report`],
      [owner.cookie, `/api/reviews/${speyReviewIds[1]}/report`],
      [other.cookie, `/api/replies/${replyId}/report`],
    ] as const) {
      const response = await request(ctx, { method: 'POST', url, cookie, payload: { reason: 'fake' } });
      expect(response.statusCode, response.body).toBe(201);
      assertNoTrace(response.body, `POST ${url}`);
    }
    for (const url of reviewUrls()) {
      for (const cookie of [undefined, other.cookie, owner.cookie]) {
        const response = await request(ctx, { method: 'GET', url, cookie });
        if (response.statusCode === 401) continue;
        assertNoTrace(response.body, `GET ${url} after replies and reports`);
      }
    }

    // Hiding and restoring: the owner's mail and every public answer stay clean.
    const mailBeforeHide = ctx.mail.length;
    for (const action of ['hide', 'restore', 'dismiss']) {
      const response = await request(ctx, {
        method: 'POST',
        url: `/api/admin/moderation/reviews/${speyReviewIds[1]}`,
        cookie: admin.cookie,
        payload: { action },
      });
      expect(response.statusCode).toBe(200);
      assertNoTrace(response.body, `admin ${action}`);
    }
    for (const mail of ctx.mail.slice(mailBeforeHide)) expect(mail.to).toBe(secret.email);
    for (const url of [
      `/api/owner/restaurants/${restaurantId}/reviews`,
      '/api/owner/restaurants',
      `/api/restaurants/${restaurantId}`,
    ]) {
      assertNoTrace((await request(ctx, { method: 'GET', url, cookie: owner.cookie })).body, `owner ${url}`);
    }
  });

  it('shows the author to administrators in the moderation view only on request, and logs each look', async () => {
    const queue = await request(ctx, {
      method: 'GET',
      url: '/api/admin/moderation/queue',
      cookie: admin.cookie,
    });
    expect(queue.statusCode).toBe(200);
    assertNoTrace(queue.body, 'admin GET queue');
    for (const url of ['/api/admin/stats', '/api/admin/integrity']) {
      assertNoTrace((await request(ctx, { method: 'GET', url, cookie: admin.cookie })).body, `admin ${url}`);
    }
    const countLooks = async () => {
      const rows = await ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM moderation_log WHERE action = 'view_author' AND review_id = ${speyReviewIds[0]}`,
      );
      return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    };
    const before = await countLooks();
    for (const cookie of [other.cookie, owner.cookie, undefined]) {
      const refused = await request(ctx, {
        method: 'GET',
        url: `/api/admin/moderation/reviews/${speyReviewIds[0]}/author`,
        cookie,
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(401);
      assertNoTrace(refused.body, 'author look by a non-administrator');
    }
    expect(await countLooks()).toBe(before);
    for (let i = 0; i < 2; i += 1) {
      const shown = await request(ctx, {
        method: 'GET',
        url: `/api/admin/moderation/reviews/${speyReviewIds[0]}/author`,
        cookie: admin.cookie,
      });
      expect(shown.json().username).toBe('hidden_author');
      expect(shown.body).not.toContain(secret.email);
    }
    expect(await countLooks()).toBe(before + 2);
    const log = await request(ctx, { method: 'GET', url: '/api/admin/moderation/log', cookie: admin.cookie });
    assertNoTrace(log.body, 'admin GET log');
  });

  it('shows the author their own Spey reviews as theirs', async () => {
    const mine = (
      await request(ctx, { method: 'GET', url: '/api/me/reviews', cookie: secret.cookie })
    ).json();
    expect(mine.items).toHaveLength(2);
    for (const card of mine.items) {
      expect(card).toMatchObject({
        isSpey: true,
        isOwn: true,
        canReact: false,
        author: { username: 'hidden_author' },
      });
    }
    const own = await request(ctx, {
      method: 'PUT',
      url: `/api/reviews/${speyReviewIds[0]}/reaction`,
      cookie: secret.cookie,
      payload: { type: 'like' },
    });
    expect(own.statusCode).toBe(403);
  });
});
