import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { moderationMessages } from '@/shared/domain/moderation';
import { reviewMessages } from '@/shared/domain/review-constants';
import type { ReviewCardView, ReviewPage } from '@/shared/schemas/review.schema';
import {
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';
import { queryRows, type DbOrTx } from '../../db/client';
import { findAggregateMismatches, insertRestaurant } from '../reviews/reviews.fixtures';

let ctx: TestContext;
type User = Awaited<ReturnType<typeof createSignedInUser>>;
let owner: User;
let otherOwner: User;
let admin: User;
let diners: User[];

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { username: 'mod_owner' });
  otherOwner = await createSignedInUser(ctx, { username: 'mod_other_owner' });
  admin = await createSignedInUser(ctx, { username: 'mod_admin' });
  diners = [];
  for (let i = 0; i < 5; i += 1) diners.push(await createSignedInUser(ctx, { username: `mod_diner_${i}` }));
  await ctx.db.execute(sql`UPDATE profiles SET role = 'owner' WHERE id IN (${owner.id}, ${otherOwner.id})`);
  await ctx.db.execute(sql`UPDATE profiles SET role = 'admin' WHERE id = ${admin.id}`);
  // E-mails in English for the assertions below; diners[1] keeps Khmer, the default.
  await ctx.db.execute(sql`UPDATE "user" SET locale = 'en' WHERE id <> ${diners[1]!.id}`);
  // Written behind the app's back: drop its cached sessions (decision 034).
  ctx.app.sessions.clear();
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

async function ownedRestaurant(name: string, ownerId = owner.id) {
  const id = await insertRestaurant(ctx.db, { name });
  await ctx.db.execute(sql`UPDATE restaurants SET owner_id = ${ownerId} WHERE id = ${id}`);
  return id;
}

async function postReview(
  user: User,
  restaurantId: string,
  rating: number,
  isSpey = false,
  content?: string,
) {
  const response = await request(ctx, {
    method: 'POST',
    url: '/api/reviews',
    cookie: user.cookie,
    payload: { restaurantId, rating, content: content ?? `Review by ${user.username}`, isSpey },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as ReviewCardView).id;
}

async function getJson<T>(url: string, cookie?: string) {
  const response = await request(ctx, { method: 'GET', url, cookie });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

async function replyFlag(reviewId: string) {
  const [row] = await queryRows<{ has_reply: boolean }>(
    ctx.db,
    sql`SELECT has_reply FROM reviews WHERE id = ${reviewId}`,
  );
  return row?.has_reply;
}

const putReply = (reviewId: string, content: string, cookie = owner.cookie) =>
  request(ctx, { method: 'PUT', url: `/api/owner/reviews/${reviewId}/reply`, cookie, payload: { content } });

const report = (
  kind: 'reviews' | 'replies',
  id: string,
  cookie: string | undefined,
  payload: object = { reason: 'spam' },
) => request(ctx, { method: 'POST', url: `/api/${kind}/${id}/report`, cookie, payload });

const moderate = (kind: 'reviews' | 'replies', id: string, payload: object, cookie = admin.cookie) =>
  request(ctx, { method: 'POST', url: `/api/admin/moderation/${kind}/${id}`, cookie, payload });

async function aggregates(db: DbOrTx, restaurantId: string) {
  const [row] = await queryRows<{
    review_count: number;
    rating_sum: number;
    spey_count: number;
    average_rating: number;
    spey_percentage: number;
  }>(
    db,
    sql`SELECT review_count, rating_sum, spey_count, average_rating, spey_percentage
        FROM restaurants WHERE id = ${restaurantId}`,
  );
  return row;
}

const mailTo = (user: User) => ctx.mail.filter((m) => m.to === user.email);

describe('owner replies', () => {
  let restaurantId: string;
  let reviewId: string;
  let speyReviewId: string;

  beforeAll(async () => {
    restaurantId = await ownedRestaurant('Reply Garden');
    reviewId = await postReview(diners[0]!, restaurantId, 2, false, 'Slow service and cold soup');
    speyReviewId = await postReview(diners[1]!, restaurantId, 1, true, 'Never again, terrible place');
  });

  it('lets the owner reply once, edit it, and shows it under the review in every list, with its date', async () => {
    const before = mailTo(diners[0]!).length;
    const created = await putReply(reviewId, 'Sorry about that, we fixed the kitchen.');
    expect(created.statusCode, created.body).toBe(201);
    const reply = created.json();
    expect(reply).toMatchObject({ content: 'Sorry about that, we fixed the kitchen.', isHidden: false });
    expect(Date.parse(reply.createdAt)).not.toBeNaN();

    const edited = await putReply(reviewId, 'Sorry about that, the kitchen is fixed now.');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().id).toBe(reply.id);
    const [count] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM review_replies WHERE review_id = ${reviewId}`,
    );
    expect(count?.n).toBe(1);
    // Only the first reply e-mails the reviewer.
    expect(mailTo(diners[0]!).length).toBe(before + 1);

    for (const url of [
      `/api/restaurants/${restaurantId}/reviews`,
      '/api/reviews?limit=50',
      '/api/reviews/latest?limit=10',
    ]) {
      for (const cookie of [undefined, diners[2]!.cookie]) {
        const page = await getJson<ReviewPage>(url, cookie);
        const card = page.items.find((c) => c.id === reviewId);
        expect(card?.reply, url).toMatchObject({
          id: reply.id,
          content: 'Sorry about that, the kitchen is fixed now.',
          createdAt: reply.createdAt,
          isReported: false,
          isHidden: false,
        });
      }
    }
  });

  it('e-mails the reviewer, a Spey reviewer too, and tells the owner nothing about them', async () => {
    const response = await putReply(speyReviewId, 'We would love to hear more, please contact us.');
    expect(response.statusCode).toBe(201);
    const mail = mailTo(diners[1]!).at(-1);
    expect(mail?.subject).toContain('Reply Garden');
    expect(mail?.text).toContain('We would love to hear more, please contact us.');
    expect(mail?.text).toContain(`/restaurants/${restaurantId}?tab=reviews`);
    // Nothing went to the owner, and the owner's answers do not name the Spey reviewer.
    expect(mailTo(owner).filter((m) => m.subject.includes('Reply Garden'))).toEqual([]);
    const list = await request(ctx, {
      method: 'GET',
      url: `/api/owner/restaurants/${restaurantId}/reviews`,
      cookie: owner.cookie,
    });
    expect(list.body).not.toContain(diners[1]!.username);
    expect(list.body).not.toContain(diners[1]!.email);
    expect(response.body).not.toContain(diners[1]!.username);
  });

  it('respects the reviewer turning these e-mails off', async () => {
    const off = await request(ctx, {
      method: 'PUT',
      url: '/api/me/email-preferences',
      cookie: diners[3]!.cookie,
      payload: { ownerReplies: false },
    });
    expect(off.json()).toEqual({ ownerReplies: false, moderation: true });
    expect(await getJson('/api/me/email-preferences', diners[3]!.cookie)).toEqual({
      ownerReplies: false,
      moderation: true,
    });
    const quiet = await postReview(diners[3]!, restaurantId, 4);
    expect((await putReply(quiet, 'Thank you!')).statusCode).toBe(201);
    expect(mailTo(diners[3]!).filter((m) => m.subject.includes('replied'))).toEqual([]);
    const empty = await request(ctx, {
      method: 'PUT',
      url: '/api/me/email-preferences',
      cookie: diners[3]!.cookie,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('lists the owner\'s reviews with a "without reply" filter, and refuses everyone else', async () => {
    const unanswered = await postReview(diners[4]!, restaurantId, 5);
    const all = await getJson<ReviewPage>(
      `/api/owner/restaurants/${restaurantId}/reviews?limit=50`,
      owner.cookie,
    );
    expect(all.items.map((c) => c.id)).toEqual(expect.arrayContaining([reviewId, speyReviewId, unanswered]));
    const spey = all.items.find((c) => c.id === speyReviewId);
    expect(spey?.author).toBeNull();
    const without = await getJson<ReviewPage>(
      `/api/owner/restaurants/${restaurantId}/reviews?filter=without-reply`,
      owner.cookie,
    );
    expect(without.items.map((c) => c.id)).toEqual([unanswered]);
    for (const cookie of [otherOwner.cookie, diners[0]!.cookie, admin.cookie]) {
      const refused = await request(ctx, {
        method: 'GET',
        url: `/api/owner/restaurants/${restaurantId}/reviews`,
        cookie,
      });
      expect(refused.statusCode).toBe(404);
      const write = await putReply(unanswered, 'Not my restaurant', cookie);
      expect(write.statusCode).toBe(404);
    }
    const signedOut = await request(ctx, {
      method: 'PUT',
      url: `/api/owner/reviews/${unanswered}/reply`,
      payload: { content: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
    const bad = await putReply(unanswered, '   ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.content).toBe(moderationMessages.replyRequired);
    const long = await putReply(unanswered, 'x'.repeat(2001));
    expect(long.json().error.fields.content).toBe(moderationMessages.replyMax);
    const [n] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM review_replies WHERE review_id = ${unanswered}`,
    );
    expect(n?.n).toBe(0);
  });

  it('lets the owner delete the reply', async () => {
    const review = await postReview(diners[2]!, restaurantId, 3);
    expect(await replyFlag(review)).toBe(false);
    expect((await putReply(review, 'Thanks')).statusCode).toBe(201);
    // The review row says it has a reply (migration 0010): the cards look replies up only then.
    expect(await replyFlag(review)).toBe(true);
    expect((await putReply(review, 'Thanks again')).statusCode).toBe(200);
    expect(await replyFlag(review)).toBe(true);
    const other = await request(ctx, {
      method: 'DELETE',
      url: `/api/owner/reviews/${review}/reply`,
      cookie: otherOwner.cookie,
    });
    expect(other.statusCode).toBe(404);
    const del = await request(ctx, {
      method: 'DELETE',
      url: `/api/owner/reviews/${review}/reply`,
      cookie: owner.cookie,
    });
    expect(del.statusCode).toBe(204);
    const again = await request(ctx, {
      method: 'DELETE',
      url: `/api/owner/reviews/${review}/reply`,
      cookie: owner.cookie,
    });
    expect(again.statusCode).toBe(404);
    expect(await replyFlag(review)).toBe(false);
    const page = await getJson<ReviewPage>(`/api/restaurants/${restaurantId}/reviews?limit=50`);
    expect(page.items.find((c) => c.id === review)?.reply).toBeNull();
  });
});

describe('reports', () => {
  let restaurantId: string;
  let reviewId: string;

  beforeAll(async () => {
    restaurantId = await ownedRestaurant('Report Corner');
    reviewId = await postReview(diners[0]!, restaurantId, 1, true, 'Awful, the worst meal of my life');
  });

  it('sends signed-out visitors to sign in (401, the auth-required code) and changes nothing', async () => {
    const response = await report('reviews', reviewId, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('needs a reason, and a note of 10 characters for "other"', async () => {
    const none = await report('reviews', reviewId, diners[1]!.cookie, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.reason).toBe(moderationMessages.reasonRequired);
    const short = await report('reviews', reviewId, diners[1]!.cookie, {
      reason: 'other',
      note: 'too short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.note).toBe(moderationMessages.noteMin);
    const wrong = await report('reviews', reviewId, diners[1]!.cookie, { reason: 'boring' });
    expect(wrong.statusCode).toBe(400);
    const [n] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM content_reports`);
    expect(n?.n).toBe(0);
  });

  it('takes one report per user per item, and tells that user (only) they reported it', async () => {
    const first = await report('reviews', reviewId, diners[1]!.cookie, {
      reason: 'other',
      note: 'This is a competitor writing.',
    });
    expect(first.statusCode).toBe(201);
    const second = await report('reviews', reviewId, diners[1]!.cookie, { reason: 'spam' });
    expect(second.statusCode).toBe(200);
    const rows = await queryRows<{ reason: string }>(
      ctx.db,
      sql`SELECT reason::text AS reason FROM content_reports WHERE review_id = ${reviewId}`,
    );
    expect(rows).toEqual([{ reason: 'other' }]);
    // The review row says it was reported (migration 0010): the cards look reports up only then.
    const [flag] = await queryRows<{ has_reports: boolean }>(
      ctx.db,
      sql`SELECT has_reports FROM reviews WHERE id = ${reviewId}`,
    );
    expect(flag?.has_reports).toBe(true);
    const mine = await getJson<ReviewPage>(`/api/restaurants/${restaurantId}/reviews`, diners[1]!.cookie);
    expect(mine.items.find((c) => c.id === reviewId)?.isReported).toBe(true);
    const theirs = await getJson<ReviewPage>(`/api/restaurants/${restaurantId}/reviews`, diners[2]!.cookie);
    expect(theirs.items.find((c) => c.id === reviewId)?.isReported).toBe(false);
    const everyone = await getJson<ReviewPage>(`/api/reviews?limit=50`, diners[1]!.cookie);
    expect(everyone.items.find((c) => c.id === reviewId)?.isReported).toBe(true);
  });

  it('refuses reporting what you wrote, and unknown items', async () => {
    const own = await report('reviews', reviewId, diners[0]!.cookie);
    expect(own.statusCode).toBe(403);
    const unknown = await report('reviews', '00000000-0000-4000-8000-000000000000', diners[1]!.cookie);
    expect(unknown.statusCode).toBe(404);
    const notUuid = await report('reviews', 'nope', diners[1]!.cookie);
    expect(notUuid.statusCode).toBe(400);
  });

  it('reports an owner reply, and marks it reported for the reporter', async () => {
    const reply = (await putReply(reviewId, 'This review is fake, come and see.')).json();
    const response = await report('replies', reply.id, diners[2]!.cookie, { reason: 'hateful' });
    expect(response.statusCode).toBe(201);
    const page = await getJson<ReviewPage>(`/api/restaurants/${restaurantId}/reviews`, diners[2]!.cookie);
    expect(page.items.find((c) => c.id === reviewId)?.reply?.isReported).toBe(true);
    const own = await report('replies', reply.id, owner.cookie);
    expect(own.statusCode).toBe(403);
  });
});

describe('the moderation queue', () => {
  let restaurantId: string;
  let target: string;
  let keep: string;

  beforeAll(async () => {
    restaurantId = await ownedRestaurant('Queue Kitchen');
    target = await postReview(diners[0]!, restaurantId, 1, true, 'My neighbour owns the place across');
    keep = await postReview(diners[1]!, restaurantId, 5, false, 'Lovely noodles');
  });

  it('lists open reports with the item in context, counts by reason and notes; the Spey author only on request', async () => {
    await putReply(target, 'We have never seen this guest.');
    await report('reviews', target, diners[1]!.cookie, {
      reason: 'fake',
      note: 'Owner of the shop next door',
    });
    await report('reviews', target, diners[2]!.cookie, { reason: 'fake' });
    await report('reviews', keep, diners[2]!.cookie, { reason: 'spam' });
    const stats = await getJson<{ openReports: number }>('/api/admin/stats', admin.cookie);
    expect(stats.openReports).toBeGreaterThanOrEqual(2);

    const queue = await getJson<{ items: Array<Record<string, unknown>> }>(
      '/api/admin/moderation/queue?sort=most-reported',
      admin.cookie,
    );
    const item = queue.items.find((i) => i.id === target);
    expect(item).toMatchObject({
      target: 'review',
      restaurant: { id: restaurantId, name: 'Queue Kitchen' },
      review: { rating: 1, content: 'My neighbour owns the place across', isSpey: true, author: null },
      reply: { content: 'We have never seen this guest.' },
      reportCount: 2,
      reasons: [{ reason: 'fake', count: 2 }],
      notes: [{ reason: 'fake', note: 'Owner of the shop next door' }],
    });
    expect(JSON.stringify(queue)).not.toContain(diners[0]!.username);
    const mostReported = queue.items.map((i) => i.reportCount as number);
    expect(mostReported).toEqual([...mostReported].sort((a, b) => b - a));

    const author = await getJson<{ username: string }>(
      `/api/admin/moderation/reviews/${target}/author`,
      admin.cookie,
    );
    expect(author.username).toBe(diners[0]!.username);
    const log = await getJson<{ items: Array<{ action: string; reviewId: string; actor: unknown }> }>(
      '/api/admin/moderation/log',
      admin.cookie,
    );
    expect(log.items[0]).toMatchObject({
      action: 'view_author',
      reviewId: target,
      actor: { username: 'mod_admin' },
    });
  });

  it('hides a review out of every list and the aggregates in one go, e-mails the author why, and restores it exactly', async () => {
    const before = await aggregates(ctx.db, restaurantId);
    expect(before).toMatchObject({ review_count: 2, rating_sum: 6, spey_count: 1 });
    const mailsBefore = mailTo(diners[0]!).length;

    const hidden = await moderate('reviews', target, { action: 'hide', note: 'Conflict of interest' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ isHidden: true, openReports: 0 });
    expect(await aggregates(ctx.db, restaurantId)).toMatchObject({
      review_count: 1,
      rating_sum: 5,
      spey_count: 0,
      average_rating: 5,
      spey_percentage: 0,
    });
    for (const url of [
      `/api/restaurants/${restaurantId}/reviews`,
      '/api/reviews?limit=50',
      '/api/reviews?spey=spey&limit=50',
      '/api/reviews/latest?limit=10',
      `/api/owner/restaurants/${restaurantId}/reviews`,
    ]) {
      const page = await getJson<ReviewPage>(url, owner.cookie);
      expect(
        page.items.some((c) => c.id === target),
        url,
      ).toBe(false);
    }
    const detail = await getJson<{ reviewCount: number; rating: number }>(`/api/restaurants/${restaurantId}`);
    expect(detail).toMatchObject({ reviewCount: 1 });
    // The author still sees it in their own list, marked hidden.
    const mine = await getJson<ReviewPage>('/api/me/reviews', diners[0]!.cookie);
    expect(mine.items.find((c) => c.id === target)?.isHidden).toBe(true);

    const mail = mailTo(diners[0]!).slice(mailsBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('hidden');
    expect(mail[0]?.text).toContain('fake, or a conflict of interest');
    expect(mail[0]?.text).toContain('Conflict of interest');

    const queue = await getJson<{ items: Array<{ id: string }> }>(
      '/api/admin/moderation/queue',
      admin.cookie,
    );
    expect(queue.items.some((i) => i.id === target)).toBe(false);
    // Hidden items stay reachable, with their (now closed) reports, so a hide can be undone.
    const hiddenQueue = await getJson<{
      items: Array<{ id: string; reportCount: number; review: { isHidden: boolean } }>;
    }>('/api/admin/moderation/queue?status=hidden', admin.cookie);
    expect(hiddenQueue.items.find((i) => i.id === target)).toMatchObject({
      reportCount: 2,
      review: { isHidden: true },
    });

    const restored = await moderate('reviews', target, { action: 'restore' });
    expect(restored.json()).toEqual({ isHidden: false, openReports: 0 });
    expect(await aggregates(ctx.db, restaurantId)).toEqual(before);
    const page = await getJson<ReviewPage>(`/api/restaurants/${restaurantId}/reviews`);
    expect(page.items.some((c) => c.id === target)).toBe(true);
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);

    const log = await getJson<{ items: Array<{ action: string; note: string | null }> }>(
      '/api/admin/moderation/log',
      admin.cookie,
    );
    expect(log.items.slice(0, 2)).toMatchObject([
      { action: 'restore', note: null },
      { action: 'hide', note: 'Conflict of interest' },
    ]);
  });

  it('dismisses reports, leaving the review in place', async () => {
    const response = await moderate('reviews', keep, { action: 'dismiss', note: 'Not spam' });
    expect(response.json()).toEqual({ isHidden: false, openReports: 0 });
    const [open] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM content_reports WHERE review_id = ${keep} AND resolved_at IS NULL`,
    );
    expect(open?.n).toBe(0);
    const bad = await moderate('reviews', keep, { action: 'delete' });
    expect(bad.statusCode).toBe(400);
    const unknown = await moderate('reviews', '00000000-0000-4000-8000-000000000000', { action: 'hide' });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps aggregates exact when the author edits or deletes a hidden review', async () => {
    const id = await postReview(diners[3]!, restaurantId, 2, true);
    await moderate('reviews', id, { action: 'hide' });
    const edit = await request(ctx, {
      method: 'PATCH',
      url: `/api/reviews/${id}`,
      cookie: diners[3]!.cookie,
      payload: { rating: 5, isSpey: false },
    });
    expect(edit.statusCode).toBe(200);
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
    await moderate('reviews', id, { action: 'restore' });
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
    await moderate('reviews', id, { action: 'hide' });
    const del = await request(ctx, {
      method: 'DELETE',
      url: `/api/reviews/${id}`,
      cookie: diners[3]!.cookie,
    });
    expect(del.statusCode).toBe(204);
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
  });

  it('hides an item at once when 3 different users report it, pending review', async () => {
    const id = await postReview(diners[4]!, restaurantId, 1, false, 'Call me at 012 345 678 for a deal');
    const before = await aggregates(ctx.db, restaurantId);
    const mailsBefore = mailTo(diners[4]!).length;
    for (const [i, diner] of [diners[0]!, diners[1]!].entries()) {
      expect(
        (await report('reviews', id, diner.cookie, { reason: i ? 'spam' : 'private_info' })).statusCode,
      ).toBe(201);
    }
    let page = await getJson<ReviewPage>(`/api/restaurants/${restaurantId}/reviews`);
    expect(page.items.some((c) => c.id === id)).toBe(true);
    expect((await report('reviews', id, diners[2]!.cookie)).statusCode).toBe(201);
    page = await getJson<ReviewPage>(`/api/restaurants/${restaurantId}/reviews`);
    expect(page.items.some((c) => c.id === id)).toBe(false);
    expect(await aggregates(ctx.db, restaurantId)).toMatchObject({
      review_count: before!.review_count - 1,
      rating_sum: before!.rating_sum - 1,
    });
    const mail = mailTo(diners[4]!).slice(mailsBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('spam or advertising');
    // Still in the queue, shown as hidden, until an administrator decides.
    const queue = await getJson<{ items: Array<{ id: string; review: { isHidden: boolean } }> }>(
      '/api/admin/moderation/queue',
      admin.cookie,
    );
    expect(queue.items.find((i) => i.id === id)?.review.isHidden).toBe(true);
    const log = await getJson<{ items: Array<{ action: string; actor: unknown }> }>(
      '/api/admin/moderation/log',
      admin.cookie,
    );
    expect(log.items[0]).toMatchObject({ action: 'auto_hide', actor: null });
    // A dismissal brings it back.
    await moderate('reviews', id, { action: 'dismiss' });
    expect(await aggregates(ctx.db, restaurantId)).toEqual(before);
    expect(await findAggregateMismatches(ctx.db)).toEqual([]);
  });

  it('hides and restores an owner reply', async () => {
    const reply = (await putReply(keep, 'Thank you, come again!')).json();
    await moderate('replies', reply.id, { action: 'hide', note: 'Advertising' });
    let page = await getJson<ReviewPage>(`/api/restaurants/${restaurantId}/reviews`);
    expect(page.items.find((c) => c.id === keep)?.reply).toBeNull();
    const ownerView = await getJson<ReviewPage>(
      `/api/owner/restaurants/${restaurantId}/reviews`,
      owner.cookie,
    );
    expect(ownerView.items.find((c) => c.id === keep)?.reply?.isHidden).toBe(true);
    expect(mailTo(owner).at(-1)?.subject).toContain('reply');
    await moderate('replies', reply.id, { action: 'restore' });
    page = await getJson<ReviewPage>(`/api/restaurants/${restaurantId}/reviews`);
    expect(page.items.find((c) => c.id === keep)?.reply?.content).toBe('Thank you, come again!');
  });

  it('takes no reactions or reports on a hidden review or its reply, and takes them again once restored', async () => {
    const elsewhere = await ownedRestaurant('Hidden Grill');
    const id = await postReview(diners[2]!, elsewhere, 2, false, 'The grill was cold and the rice hard');
    const reply = (await putReply(id, 'We are sorry, the grill broke that day.')).json();
    const react = (cookie: string) =>
      request(ctx, { method: 'PUT', url: `/api/reviews/${id}/reaction`, cookie, payload: { type: 'like' } });
    expect((await react(diners[3]!.cookie)).statusCode).toBe(200);
    await moderate('reviews', id, { action: 'hide' });

    const refused = await react(diners[4]!.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'REVIEW_HIDDEN',
      message: reviewMessages.reactHidden,
    });
    // Taking back one's own like is a reaction too: refused alike, nothing changes.
    expect((await react(diners[3]!.cookie)).json().error.code).toBe('REVIEW_HIDDEN');
    const [counts] = await queryRows<{ like_count: number; reactions: number }>(
      ctx.db,
      sql`SELECT like_count, (SELECT count(*)::int FROM review_reactions WHERE review_id = ${id}) AS reactions
          FROM reviews WHERE id = ${id}`,
    );
    expect(counts).toEqual({ like_count: 1, reactions: 1 });
    // What the public cannot see cannot be reported: the review, or the reply under it.
    expect((await report('reviews', id, diners[4]!.cookie)).statusCode).toBe(404);
    expect((await report('replies', reply.id, diners[4]!.cookie)).statusCode).toBe(404);
    const [reports] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM content_reports WHERE review_id = ${id} OR reply_id = ${reply.id}`,
    );
    expect(reports?.n).toBe(0);

    await moderate('reviews', id, { action: 'restore' });
    expect((await react(diners[4]!.cookie)).json()).toEqual({
      likeCount: 2,
      dislikeCount: 0,
      userReaction: 'like',
    });
    expect((await report('replies', reply.id, diners[4]!.cookie)).statusCode).toBe(201);
  });

  it('pages through the audit log', async () => {
    const first = await getJson<{ items: Array<{ id: string }>; nextCursor: string | null }>(
      '/api/admin/moderation/log?limit=2',
      admin.cookie,
    );
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await getJson<{ items: Array<{ id: string }> }>(
      `/api/admin/moderation/log?limit=2&cursor=${first.nextCursor}`,
      admin.cookie,
    );
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
    const bad = await request(ctx, {
      method: 'GET',
      url: '/api/admin/moderation/log?cursor=garbage',
      cookie: admin.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('integrity signals and paused reviews', () => {
  /** Accounts created straight in the database, `ageDays` old. */
  async function makeAccounts(count: number, ageDays: number, tag: string) {
    const rows = await queryRows<{ id: string }>(
      ctx.db,
      sql`INSERT INTO "user" (name, email, email_verified, created_at)
          SELECT ${tag} || i, ${tag} || i || '@example.com', true, now() - make_interval(days => ${ageDays})
          FROM generate_series(1, ${count}) AS i RETURNING id`,
    );
    return rows.map((r) => r.id);
  }
  async function insertReviews(restaurantId: string, userIds: string[], hoursAgo: number) {
    for (const userId of userIds) {
      await ctx.db.execute(
        sql`INSERT INTO reviews (restaurant_id, user_id, rating, comment, created_at)
            VALUES (${restaurantId}, ${userId}, 5, 'Best ever', now() - make_interval(hours => ${hoursAgo}))`,
      );
    }
  }

  it('flags a burst of reviews and one mostly from new accounts, with the reasons', async () => {
    const burst = await insertRestaurant(ctx.db, { name: 'Burst Bistro' });
    const steady = await insertRestaurant(ctx.db, { name: 'Steady Diner' });
    const fresh = await insertRestaurant(ctx.db, { name: 'Fresh Faces Cafe' });
    const old = await makeAccounts(40, 400, 'old_');
    await insertReviews(burst, old.slice(0, 12), 2);
    // Steady: 12 today but about 10 a day before, so no burst.
    await insertReviews(steady, old.slice(0, 12), 3);
    for (let day = 2; day <= 30; day += 1) await insertReviews(steady, old.slice(0, 10), day * 24);
    const young = await makeAccounts(3, 0, 'young_');
    await insertReviews(fresh, [...young, old[0]!], 1);

    const flags = await getJson<{ items: Array<{ restaurant: { id: string }; reasons: string[] }> }>(
      '/api/admin/integrity',
      admin.cookie,
    );
    const reasonsOf = (id: string) => flags.items.find((f) => f.restaurant.id === id)?.reasons;
    expect(reasonsOf(burst)).toEqual(['burst']);
    expect(reasonsOf(steady)).toBeUndefined();
    expect(reasonsOf(fresh)).toEqual(['young_accounts']);
  }, 60_000);

  it('pauses new reviews until a time, with a coded refusal and a flag in the detail', async () => {
    const restaurantId = await insertRestaurant(ctx.db, { name: 'Paused Place' });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const past = await request(ctx, {
      method: 'PUT',
      url: `/api/admin/restaurants/${restaurantId}/review-pause`,
      cookie: admin.cookie,
      payload: { until: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    const paused = await request(ctx, {
      method: 'PUT',
      url: `/api/admin/restaurants/${restaurantId}/review-pause`,
      cookie: admin.cookie,
      payload: { until },
    });
    expect(paused.json()).toEqual({ reviewsPausedUntil: until });
    const detail = await getJson<{ reviewsPausedUntil: string | null }>(`/api/restaurants/${restaurantId}`);
    expect(detail.reviewsPausedUntil).toBe(until);
    const refused = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      cookie: diners[0]!.cookie,
      payload: { restaurantId, rating: 5, content: 'Let me in' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'REVIEWS_PAUSED',
      message: moderationMessages.reviewsPaused,
    });
    const flags = await getJson<{ items: Array<{ restaurant: { id: string }; reviewsPausedUntil: string }> }>(
      '/api/admin/integrity',
      admin.cookie,
    );
    expect(flags.items.find((f) => f.restaurant.id === restaurantId)?.reviewsPausedUntil).toBe(until);

    await request(ctx, {
      method: 'PUT',
      url: `/api/admin/restaurants/${restaurantId}/review-pause`,
      cookie: admin.cookie,
      payload: { until: null },
    });
    expect(
      (await getJson<{ reviewsPausedUntil: null }>(`/api/restaurants/${restaurantId}`)).reviewsPausedUntil,
    ).toBeNull();
    await postReview(diners[0]!, restaurantId, 5);
    const log = await getJson<{ items: Array<{ action: string }> }>(
      '/api/admin/moderation/log',
      admin.cookie,
    );
    expect(log.items.slice(0, 2).map((i) => i.action)).toEqual(['resume_reviews', 'pause_reviews']);
  });
});

describe('the daily report limit', () => {
  it('refuses reports past the limit with 429 (database limiter)', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'true' });
    try {
      const reporter = await createSignedInUser(limited, { username: 'eager_reporter' });
      const author = await createSignedInUser(limited, { username: 'prolific_author' });
      const restaurantId = await insertRestaurant(limited.db, { name: 'Limit Lane' });
      const ids = await queryRows<{ id: string }>(
        limited.db,
        sql`INSERT INTO reviews (restaurant_id, user_id, rating, comment)
            SELECT ${restaurantId}, ${author.id}, 3, 'Review ' || i FROM generate_series(1, 21) AS i
            RETURNING id`,
      );
      const statuses: number[] = [];
      for (const { id } of ids) {
        const response = await request(limited, {
          method: 'POST',
          url: `/api/reviews/${id}/report`,
          cookie: reporter.cookie,
          payload: { reason: 'spam' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
