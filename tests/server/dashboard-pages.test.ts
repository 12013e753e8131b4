import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import {
  createActorsAndFixtures,
  daysFromNow,
  validRegistration,
  type ActorName,
  type Fixtures,
} from '../support/actors';
import { catalogue } from '../support/catalogue';
import { createTestApp, request, type TestContext } from '../support/test-app';

/**
 * The owner, admin and account pages drawn on the server with their data (src/web/app/lib/
 * dashboard-pages.server.ts), their heads, and the forms they take without scripts
 * (dashboard-actions.server.ts): the same permissions, rules and refusals as the API.
 */
const errorsEn = catalogue('en', 'errors');
const ownerKm = catalogue('km', 'owner');

let ctx: TestContext;
let f: Fixtures;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: 'true', MODERATION_AUTO_HIDE_REPORTS: '100' }, { pages: true });
  f = await createActorsAndFixtures(ctx);
  // dinerB reports dinerA's review of X, so the moderation queue has an item.
  const report = await request(ctx, {
    method: 'POST',
    url: `/api/reviews/${f.reviewA}/report`,
    cookie: f.actors.dinerB.cookie,
    payload: { reason: 'spam' },
  });
  expect(report.statusCode, report.body).toBe(201);
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

const page = (url: string, actor: ActorName, headers: Record<string, string> = {}) =>
  request(ctx, {
    method: 'GET',
    url,
    cookie: [f.actors[actor].cookie, headers.cookie].filter(Boolean).join('; ') || undefined,
    headers: {
      accept: 'text/html',
      ...Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'cookie')),
    },
  });

const post = (url: string, actor: ActorName, form: Record<string, string>) =>
  request(ctx, {
    method: 'POST',
    url,
    cookie: f.actors[actor].cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(form).toString(),
  });

/** The HTML without the dehydrated query state, so a check sees what is drawn. */
const drawn = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('owner pages drawn with their data', () => {
  it('/owner/reservations: the restaurant, its requests and a private head', async () => {
    const response = await page('/owner/reservations', 'ownerX');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const html = drawn(response.body);
    expect(html).toContain('Matrix X Kitchen');
    expect(html).toContain('Matrix Guest');
    expect(html).toContain('data-testid="owner-reservation"');
    expect(html).toContain('<title>Reservations | Spey</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain('name="description" content="Requests from diners, to confirm or decline."');
  });

  it('/owner/reservations filters by links, each filter’s address drawn with its requests', async () => {
    const upcoming = drawn((await page('/owner/reservations', 'ownerX')).body);
    const filters = [...upcoming.matchAll(/<a[^>]*href="(\/owner\/reservations[^"]*)"[^>]*>(\w+)<\/a>/g)].map(
      (m) => [m[1], m[2], m[0].includes('aria-current="true"')],
    );
    expect(filters).toEqual([
      ['/owner/reservations', 'Upcoming', true],
      ['/owner/reservations?filter=pending', 'Pending', false],
      ['/owner/reservations?filter=confirmed', 'Confirmed', false],
      ['/owner/reservations?filter=declined', 'Declined', false],
      ['/owner/reservations?filter=past', 'Past', false],
    ]);
    const pending = drawn((await page('/owner/reservations?filter=pending', 'ownerX')).body);
    expect(pending).toMatch(/aria-current="true"[^>]*>Pending</);
    expect(pending).toContain('data-testid="owner-reservation"');
    const declined = drawn((await page('/owner/reservations?filter=declined', 'ownerX')).body);
    expect(declined).not.toContain('data-testid="owner-reservation"');
    // An unknown filter is the upcoming requests, never a 500.
    const unknown = await page('/owner/reservations?filter=everything', 'ownerX');
    expect(unknown.statusCode).toBe(200);
    expect(drawn(unknown.body)).toMatch(/aria-current="true"[^>]*>Upcoming</);
  });

  it("another owner sees only their own restaurant, never X's requests", async () => {
    const html = drawn((await page('/owner/reservations', 'ownerY')).body);
    expect(html).toContain('Matrix Y Grill');
    expect(html).not.toContain('Matrix X Kitchen');
    expect(html).not.toContain('Matrix Guest');
  });

  it('/owner/reviews: the reviews with the reply form filled in', async () => {
    const html = drawn((await page('/owner/reviews', 'ownerX')).body);
    expect(html).toContain('Matrix review by A');
    expect(html).toContain('Thank you for visiting Matrix X Kitchen.');
    expect(html).toContain(`name="reviewId" value="${f.reviewA}"`);
    const other = drawn((await page('/owner/reviews', 'ownerY')).body);
    expect(other).not.toContain(`value="${f.reviewA}"`);
  });

  it('/owner/reviews filters and pages by links, each address drawn by the loader', async () => {
    // Twelve older reviews of X without a reply (no author: inserted as the bench's are), then reviewA.
    const start = Date.UTC(2024, 0, 1);
    const older = Array.from({ length: 12 }, (_, index) => `Older review of X number ${index + 1}`);
    for (const [index, comment] of older.entries())
      await ctx.db.execute(
        sql`INSERT INTO reviews (restaurant_id, rating, comment, created_at)
            VALUES (${f.restaurantX}, 3, ${comment}, ${new Date(start + index * 60_000).toISOString()})`,
      );
    const reviewsText = catalogue('en', 'reviews');
    const links = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<a[^>]*data-testid="filter-([\w-]+)"[^>]*>/g)].map((m) => [m[1], m[0]]),
      );

    const all = drawn((await page('/owner/reviews', 'ownerX')).body);
    const filters = links(all);
    expect(filters.all).toContain('href="/owner/reviews"');
    expect(filters.all).toContain('aria-current="true"');
    expect(filters['without-reply']).toContain('href="/owner/reviews?filter=without-reply"');
    expect(all).toContain('Matrix review by A');
    expect(all).toContain('Older review of X number 12');
    expect(all).not.toContain('Older review of X number 3<');
    const next = /<a[^>]*rel="next"[^>]*href="([^"]+)"/.exec(all)![1]!.replace(/&amp;/g, '&');
    expect(next).toMatch(/^\/owner\/reviews\?cursor=/);

    const second = drawn((await page(next, 'ownerX')).body);
    expect(second).toContain('Older review of X number 3<');
    expect(second).toContain('Older review of X number 1<');
    expect(second).not.toContain('Matrix review by A');
    expect(second).toContain(reviewsText.firstPage);
    expect(second).not.toContain('rel="next"');

    const unanswered = drawn((await page('/owner/reviews?filter=without-reply', 'ownerX')).body);
    expect(links(unanswered)['without-reply']).toContain('aria-current="true"');
    expect(unanswered).not.toContain('Matrix review by A');
    expect(unanswered).toContain('Older review of X number 12');
    expect(/<a[^>]*rel="next"[^>]*href="([^"]+)"/.exec(unanswered)![1]).toContain('filter=without-reply');

    // An old or edited link: the first page and the message, never a 500.
    const refused = await page('/owner/reviews?cursor=not-a-cursor', 'ownerX');
    expect(refused.statusCode).toBe(200);
    expect(drawn(refused.body)).toContain(reviewsText.refusedCursor);
    expect(drawn(refused.body)).toContain('Matrix review by A');
    // Another owner's address with X's cursor shows only their own restaurant's reviews.
    const other = drawn((await page(next, 'ownerY')).body);
    expect(other).not.toContain('Older review of X');

    await ctx.db.execute(sql`DELETE FROM reviews WHERE restaurant_id = ${f.restaurantX} AND user_id IS NULL`);
  });

  it('/owner/details, /owner/menu and /owner/hours arrive drawn', async () => {
    const details = drawn((await page('/owner/details', 'ownerX')).body);
    expect(details).toContain('Restaurant Profile');
    expect(details).not.toContain('aria-label="Loading restaurant');
    const menu = drawn((await page('/owner/menu', 'ownerX')).body);
    expect(menu).toContain('Samlor Korko');
    expect(menu).toContain('<title>Menu Management | Spey</title>');
    expect(drawn((await page('/owner/hours', 'ownerX')).body)).toContain('Pchum Ben');
    expect(drawn((await page('/owner/menu', 'ownerY')).body)).not.toContain('Samlor Korko');
  });

  it('/owner/details arrives with its values in the inputs, as a form the page’s action takes', async () => {
    const html = drawn((await page('/owner/details', 'ownerX')).body);
    expect(html).toMatch(/<form [^>]*method="post">/);
    expect(html).toContain('name="intent" value="details"');
    expect(html).toContain(`name="restaurantId" value="${f.restaurantX}"`);
    expect(html).toMatch(/<input[^>]*name="name" value="Matrix X Kitchen"/);
    expect(html).toContain('<option value="Khmer" selected="">');
    expect(html).toContain('<option value="$$" selected="">');
    expect(html).not.toContain('Matrix Y Grill');
  });

  it('the title follows the visitor’s language', async () => {
    const html = (await page('/owner/reservations', 'ownerX', { cookie: 'lang=km' })).body;
    expect(html).toContain(`<title>${ownerKm.reservationsTitle} | Spey</title>`);
  });

  it('keeps the guards: signed out to /auth, a diner home with the notice', async () => {
    const signedOut = await page('/owner/reviews', 'anonymous');
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe(
      '/auth?returnTo=%2Fowner%2Freservations&notice=owner-auth-required',
    );
    const diner = await page('/owner/reservations', 'dinerA');
    expect(diner.statusCode).toBe(302);
    expect(diner.headers.location).toBe('/?notice=owner-access-denied');
  });
});

describe('admin pages drawn with their data', () => {
  it('/admin/reports: the reported review in the queue', async () => {
    const response = await page('/admin/reports', 'admin');
    expect(response.statusCode).toBe(200);
    const html = drawn(response.body);
    expect(html).toContain('data-testid="queue-item"');
    expect(html).toContain('Matrix review by A');
    expect(html).toContain('<title>Reports | Spey</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it('/admin/reports: the statuses are links and the order a GET form, each view drawn by the loader', async () => {
    const tag = (html: string, testId: string) =>
      new RegExp(`<a[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
    const open = drawn((await page('/admin/reports', 'admin')).body);
    expect(tag(open, 'queue-status-open')).toContain('href="/admin/reports"');
    expect(tag(open, 'queue-status-open')).toContain('aria-current="true"');
    expect(tag(open, 'queue-status-hidden')).toContain('href="/admin/reports?status=hidden"');
    expect(open).toMatch(/<form[^>]*action="\/admin\/reports" method="get">[\s\S]*?<select[^>]*name="sort"/);
    expect(open).toContain('>Apply</button>');
    const hidden = drawn((await page('/admin/reports?status=hidden&sort=most-reported', 'admin')).body);
    expect(tag(hidden, 'queue-status-hidden')).toContain('aria-current="true"');
    expect(hidden).toContain('<input type="hidden" name="status" value="hidden"/>');
    expect(hidden).toMatch(/<option value="most-reported" selected="">/);
    // Nothing is hidden yet: the reported review is under the open reports only.
    expect(hidden).not.toContain('Matrix review by A');
    const unknown = await page('/admin/reports?status=everything&sort=random', 'admin');
    expect(unknown.statusCode).toBe(200);
    expect(drawn(unknown.body)).toContain('Matrix review by A');
  });

  it('/admin/claim-requests, /admin/dashboard and /admin/settings', async () => {
    expect(drawn((await page('/admin/claim-requests', 'admin')).body)).toContain('Matrix Z Cafe');
    expect(drawn((await page('/admin/dashboard', 'admin')).body)).toContain('Matrix Z Cafe');
    const settings = drawn((await page('/admin/settings', 'admin')).body);
    expect(settings).toContain('<title>Platform Settings | Spey</title>');
  });

  it('/admin/claim-requests: the tabs are links, and each tab’s address is drawn with its list', async () => {
    const claims = drawn((await page('/admin/claim-requests', 'admin')).body);
    const tabs = [...claims.matchAll(/<a[^>]*role="tab"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])![1]);
    expect(tabs).toEqual([
      '/admin/claim-requests',
      '/admin/claim-requests?tab=approved',
      '/admin/claim-requests?tab=rejected',
      '/admin/claim-requests?tab=all',
      '/admin/claim-requests?tab=registrations',
    ]);
    const registrations = drawn((await page('/admin/claim-requests?tab=registrations', 'admin')).body);
    expect(registrations).toMatch(
      /<a[^>]*aria-selected="true"[^>]*href="\/admin\/claim-requests\?tab=registrations"/,
    );
    expect(registrations).toContain(validRegistration.name);
    expect(registrations).not.toContain('aria-busy="true"');
  });

  it('an owner or a signed-out visitor goes to /auth', async () => {
    for (const actor of ['anonymous', 'ownerX'] as const) {
      const response = await page('/admin/reports', actor);
      expect(response.statusCode, actor).toBe(302);
      expect(response.headers.location).toMatch(/^\/auth/);
    }
  });
});

describe('account pages drawn with their data', () => {
  it('/profile: saved restaurants and reservations; /my-reviews: own reviews', async () => {
    const profile = drawn((await page('/profile', 'dinerA')).body);
    expect(profile).toContain('Matrix Z Cafe');
    expect(profile).toContain('Matrix X Kitchen');
    expect(profile).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const mine = drawn((await page('/my-reviews', 'dinerA')).body);
    expect(mine).toContain('Matrix review by A');
    expect(mine).toContain('<title>My Reviews | Spey</title>');
    expect(drawn((await page('/my-reviews', 'dinerB')).body)).not.toContain('Matrix review by A');
  });

  it('/my-reviews pages by a link drawn by the loader, and only through the visitor’s own reviews', async () => {
    const dinerA = f.actors.dinerA.user!.id;
    const start = Date.UTC(2024, 0, 1);
    for (let index = 1; index <= 12; index += 1)
      await ctx.db.execute(
        sql`INSERT INTO reviews (restaurant_id, user_id, rating, comment, created_at)
            VALUES (${f.restaurantW}, ${dinerA}, 4, ${`My older review number ${index}`},
              ${new Date(start + index * 60_000).toISOString()})`,
      );
    const reviewsText = catalogue('en', 'reviews');
    const first = drawn((await page('/my-reviews', 'dinerA')).body);
    expect(first).toContain('My older review number 12');
    expect(first).not.toContain('My older review number 1<');
    const next = /<a[^>]*rel="next"[^>]*href="([^"]+)"/.exec(first)![1]!.replace(/&amp;/g, '&');
    expect(next).toMatch(/^\/my-reviews\?cursor=/);
    const second = drawn((await page(next, 'dinerA')).body);
    expect(second).toContain('My older review number 1<');
    expect(second).not.toContain('My older review number 12');
    expect(second).toContain(reviewsText.firstPage);
    // Someone else's address with that cursor shows only their own reviews.
    expect(drawn((await page(next, 'dinerB')).body)).not.toContain('My older review');
    const refused = await page('/my-reviews?cursor=W10', 'dinerA');
    expect(refused.statusCode).toBe(200);
    expect(drawn(refused.body)).toContain(reviewsText.refusedCursor);
    expect(drawn(refused.body)).toContain('My older review number 12');
    await ctx.db.execute(
      sql`DELETE FROM reviews WHERE restaurant_id = ${f.restaurantW} AND user_id = ${dinerA}`,
    );
  });

  it('/settings: drawn for its user, signed out to /auth', async () => {
    const settings = await page('/settings', 'dinerB');
    expect(settings.statusCode).toBe(200);
    expect(settings.body).toContain('<title>Settings | Spey</title>');
    const signedOut = await page('/settings', 'anonymous');
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe('/auth?returnTo=%2Fsettings');
  });
});

describe('forms without scripts', () => {
  const replyOf = async (reviewId: string) =>
    (
      await queryRows<{ body: string }>(
        ctx.db,
        sql`SELECT body FROM review_replies WHERE review_id = ${reviewId}`,
      )
    )[0]?.body;

  it('the owner edits a reply: back to the page with the notice', async () => {
    const response = await post('/owner/reviews', 'ownerX', {
      intent: 'reply',
      reviewId: f.reviewA,
      hasReply: 'true',
      content: 'Thank you, see you again soon.',
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe('/owner/reviews?notice=reply-updated');
    expect(await replyOf(f.reviewA)).toBe('Thank you, see you again soon.');
  });

  it('an empty reply is refused with its key, shown in place, and changes nothing', async () => {
    const response = await post('/owner/reviews', 'ownerX', {
      intent: 'reply',
      reviewId: f.reviewA,
      hasReply: 'true',
      content: '   ',
    });
    expect(response.statusCode).toBe(400);
    expect(drawn(response.body)).toContain(errorsEn['moderation.replyRequired']);
    expect(await replyOf(f.reviewA)).toBe('Thank you, see you again soon.');
  });

  it("another owner cannot reply to X's review", async () => {
    const response = await post('/owner/reviews', 'ownerY', {
      intent: 'reply',
      reviewId: f.reviewA,
      content: 'Not my restaurant',
    });
    expect(response.statusCode).toBe(404);
    expect(await replyOf(f.reviewA)).toBe('Thank you, see you again soon.');
  });

  it('a signed-out reply goes to /auth and back', async () => {
    const response = await post('/owner/reviews', 'anonymous', {
      intent: 'reply',
      reviewId: f.reviewA,
      content: 'Hello',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth?returnTo=%2Fowner%2Freviews');
  });

  const profileOf = async (id: string) =>
    (
      await queryRows<{ name: string; description: string | null; website: string | null }>(
        ctx.db,
        sql`SELECT name, description, website FROM restaurants WHERE id = ${id}`,
      )
    )[0];
  const profileForm = (changes: Record<string, string>) => ({
    intent: 'details',
    restaurantId: f.restaurantX,
    name: 'Matrix X Kitchen',
    nameKm: '',
    description: '',
    cuisine: 'Khmer',
    location: 'Phnom Penh',
    address: '',
    phone: '',
    website: '',
    googleMapLocation: '',
    priceRange: '$$',
    ...changes,
  });

  it('the owner saves the restaurant profile: back to /owner/details with the notice', async () => {
    const response = await post(
      '/owner/details',
      'ownerX',
      profileForm({ description: 'Soups since 1998.' }),
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe('/owner/details?notice=restaurant-updated');
    expect((await profileOf(f.restaurantX))?.description).toBe('Soups since 1998.');
    const html = drawn((await page('/owner/details?notice=restaurant-updated', 'ownerX')).body);
    expect(html).toContain('Soups since 1998.</textarea>');
  });

  it('a bad website is refused with its key beside the field, keeps what was typed and changes nothing', async () => {
    const response = await post(
      '/owner/details',
      'ownerX',
      profileForm({ description: 'Typed but refused', website: 'not a site' }),
    );
    expect(response.statusCode).toBe(400);
    const html = drawn(response.body);
    expect(html).toContain(errorsEn['ownerRestaurant.website']);
    expect(html).toContain('Typed but refused</textarea>');
    expect(html).toContain('value="not a site"');
    expect((await profileOf(f.restaurantX))?.description).toBe('Soups since 1998.');
  });

  it("another owner cannot change X's profile; a signed-out visitor goes to /auth", async () => {
    const other = await post('/owner/details', 'ownerY', profileForm({ description: 'Not mine' }));
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.statusCode).toBeLessThan(500);
    const signedOut = await post('/owner/details', 'anonymous', profileForm({ description: 'Nobody' }));
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toMatch(/^\/auth\?/);
    expect((await profileOf(f.restaurantX))?.description).toBe('Soups since 1998.');
  });

  const statusOf = async (id: string) =>
    (await queryRows<{ status: string }>(ctx.db, sql`SELECT status FROM reservations WHERE id = ${id}`))[0]
      ?.status;

  it('the owner confirms a request; a second answer is refused and changes nothing', async () => {
    const form = { intent: 'confirm', restaurantId: f.restaurantX, reservationId: f.reservationA1 };
    const response = await post('/owner/reservations', 'ownerX', form);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe('/owner/reservations?notice=reservation-confirmed');
    expect(await statusOf(f.reservationA1)).toBe('confirmed');

    const again = await post('/owner/reservations', 'ownerX', { ...form, intent: 'decline' });
    expect(again.statusCode).toBe(409);
    expect(drawn(again.body)).toContain(catalogue('en', 'reservations').errorAlreadyAnswered);
    expect(await statusOf(f.reservationA1)).toBe('confirmed');
  });

  it("another owner cannot answer X's requests, nor a malformed id", async () => {
    for (const restaurantId of [f.restaurantX, f.restaurantY]) {
      const response = await post('/owner/reservations', 'ownerY', {
        intent: 'decline',
        restaurantId,
        reservationId: f.reservationA2,
      });
      expect(response.statusCode).toBe(404);
    }
    const malformed = await post('/owner/reservations', 'ownerX', {
      intent: 'confirm',
      restaurantId: f.restaurantX,
      reservationId: 'not-an-id',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await statusOf(f.reservationA2)).toBe('pending');
  });

  const reportsAgainst = async (column: 'review_id' | 'reply_id', id: string) =>
    (
      await queryRows<{ n: number }>(
        ctx.db,
        sql`SELECT count(*)::int AS n FROM content_reports WHERE ${sql.identifier(column)} = ${id}`,
      )
    )[0]?.n;
  const reportsOf = (reviewId: string) => reportsAgainst('review_id', reviewId);
  const replyReportsOf = (replyId: string) => reportsAgainst('reply_id', replyId);

  it('a diner reports a review from its restaurant page; a report without a reason shows its key', async () => {
    const page = `/restaurants/${f.restaurantX}`;
    const before = await reportsOf(f.reviewA);
    const signedOut = await post(page, 'anonymous', {
      intent: 'report',
      target: 'review',
      id: f.reviewA,
      reason: 'fake',
    });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe(
      `/auth?returnTo=%2Frestaurants%2F${f.restaurantX}&notice=report-auth-required`,
    );
    const bad = await post(page, 'ownerY', { intent: 'report', target: 'review', id: f.reviewA });
    expect(bad.statusCode).toBe(400);
    expect(drawn(bad.body)).toContain(errorsEn['moderation.reasonRequired']);
    expect(await reportsOf(f.reviewA)).toBe(before);

    const sent = await post(page, 'ownerY', {
      intent: 'report',
      target: 'review',
      id: f.reviewA,
      reason: 'fake',
    });
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(302);
    expect(sent.headers.location).toBe(`${page}?notice=report-sent`);
    expect(await reportsOf(f.reviewA)).toBe((before ?? 0) + 1);
  });

  it('"Report" (here of a reply) is a link to the page with the form drawn, which keeps a refusal’s choice and goes when sent', async () => {
    const list = `/restaurants/${f.restaurantX}?tab=reviews`;
    const asked = `${list}&report=reply%3A${f.replyX}`;
    const html = drawn((await page(list, 'dinerB')).body);
    // Before or without scripts, the link opens the form; no form is drawn until it is asked for.
    expect(html).toContain(`href="/restaurants/${f.restaurantX}?tab=reviews&amp;report=reply%3A${f.replyX}"`);
    expect(html).not.toContain('data-testid="report-form-reply"');
    // Signed out, the link goes to /auth and back to the form.
    const signedOut = drawn((await page(list, 'anonymous')).body);
    expect(signedOut).toContain(
      `href="/auth?returnTo=${encodeURIComponent(`/restaurants/${f.restaurantX}?tab=reviews&report=reply%3A${f.replyX}`)}&amp;notice=report-auth-required"`,
    );

    const form = drawn((await page(asked, 'dinerB')).body);
    expect(form).toContain('data-testid="report-form-reply"');
    expect(form).toContain('name="reason" value="spam"');
    expect(form).toContain(`name="id" value="${f.replyX}"`);
    // Only the reply asked for has its form.
    expect(form.match(/data-testid="report-form-reply"/g)).toHaveLength(1);
    expect(form).toContain(`href="${list.replace('&', '&amp;')}"`);

    const before = await replyReportsOf(f.replyX);
    const tooShort = await post(asked, 'dinerB', {
      intent: 'report',
      target: 'reply',
      id: f.replyX,
      reason: 'other',
      note: 'short',
    });
    expect(tooShort.statusCode).toBe(400);
    const refused = drawn(tooShort.body);
    expect(refused).toContain('data-testid="report-form-reply"');
    expect(refused).toMatch(/value="other"[^>]*checked|checked[^>]*value="other"/);
    expect(refused).toContain('>short</textarea>');
    expect(await replyReportsOf(f.replyX)).toBe(before);

    const sent = await post(asked, 'dinerB', {
      intent: 'report',
      target: 'reply',
      id: f.replyX,
      reason: 'spam',
    });
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(302);
    expect(sent.headers.location).toBe(`${list}&notice=report-sent`);
    expect(await replyReportsOf(f.replyX)).toBe((before ?? 0) + 1);
    const after = drawn((await page(asked, 'dinerB')).body);
    expect(after).not.toContain('data-testid="report-form-reply"');
  });

  const hiddenAt = async () =>
    (
      await queryRows<{ hidden_at: Date | null }>(
        ctx.db,
        sql`SELECT hidden_at FROM reviews WHERE id = ${f.reviewA}`,
      )
    )[0]?.hidden_at;

  it('an owner cannot hide a review; an unknown action is refused with its key', async () => {
    // The API refuses the owner (403); then the admin area's guard sends them to /auth.
    const owner = await post('/admin/reports', 'ownerX', {
      intent: 'moderate',
      target: 'review',
      id: f.reviewA,
      action: 'hide',
    });
    expect(owner.statusCode).toBe(302);
    expect(owner.headers.location).toBe('/auth');
    expect(await hiddenAt()).toBeNull();
    const bad = await post('/admin/reports', 'admin', {
      intent: 'moderate',
      target: 'review',
      id: f.reviewA,
      action: 'explode',
    });
    expect(bad.statusCode).toBe(400);
    expect(drawn(bad.body)).toContain(errorsEn['moderation.actionRequired']);
    expect(await hiddenAt()).toBeNull();
  });

  it('the administrator hides the reported review', async () => {
    const response = await post('/admin/reports', 'admin', {
      intent: 'moderate',
      target: 'review',
      id: f.reviewA,
      action: 'hide',
      note: 'Spam',
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe('/admin/reports?notice=moderation-hidden');
    expect(await hiddenAt()).not.toBeNull();
  });

  it('refuses a form from another site', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/owner/reservations',
      headers: {
        origin: 'https://evil.example',
        cookie: f.actors.ownerX.cookie ?? '',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `intent=decline&restaurantId=${f.restaurantX}&reservationId=${f.reservationA2}`,
    });
    expect(response.statusCode).toBe(403);
    expect(await statusOf(f.reservationA2)).toBe('pending');
  });
});

describe('/my-reviews: Edit and Delete without scripts', () => {
  const reviewsText = catalogue('en', 'reviews');
  const errorsText = catalogue('en', 'errors');
  const rowOf = async (id: string) =>
    (
      await queryRows<{ rating: number; comment: string; is_spey: boolean; visit_date: string | null }>(
        ctx.db,
        sql`SELECT rating, comment, spey_friendly AS is_spey, visit_date::text FROM reviews WHERE id = ${id}`,
      )
    )[0];
  const restaurantW = async () =>
    (
      await queryRows<{ rating_sum: number; review_count: number }>(
        ctx.db,
        sql`SELECT rating_sum, review_count FROM restaurants WHERE id = ${f.restaurantW}`,
      )
    )[0]!;
  let reviewId = '';

  beforeAll(async () => {
    const posted = await request(ctx, {
      method: 'POST',
      url: '/api/reviews',
      cookie: f.actors.dinerA.cookie,
      payload: {
        restaurantId: f.restaurantW,
        rating: 4,
        content: 'Edit me without scripts please',
        isSpey: false,
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    reviewId = String((posted.json() as { id: string }).id);
  });

  it('Edit and Delete are links to the page’s address, which draws the form under the card', async () => {
    const list = drawn((await page('/my-reviews', 'dinerA')).body);
    expect(list).toContain(`href="/my-reviews?edit=${reviewId}"`);
    expect(list).toContain(`href="/my-reviews?delete=${reviewId}"`);
    expect(list).not.toContain('data-testid="edit-review-inline"');

    const edit = drawn((await page(`/my-reviews?edit=${reviewId}`, 'dinerA')).body);
    expect(edit).toContain('data-testid="edit-review-inline"');
    expect(edit).toMatch(/<button type="submit"[^>]*value="edit-review" name="intent"/);
    expect(edit).toContain('Edit me without scripts please</textarea>');
    expect(edit).toMatch(/name="rating" checked="" value="4"/);
    expect(edit).toContain(`href="/my-reviews"`);

    const remove = drawn((await page(`/my-reviews?delete=${reviewId}`, 'dinerA')).body);
    expect(remove).toContain('data-testid="delete-review-inline"');
    expect(remove).toContain(reviewsText.deleteDescription);
    // Another diner's address with the id draws nothing of it.
    expect(drawn((await page(`/my-reviews?edit=${reviewId}`, 'dinerB')).body)).not.toContain(
      'data-testid="edit-review-inline"',
    );
  });

  it('a refused edit comes back with its message and what was typed, and changes nothing', async () => {
    const before = await rowOf(reviewId);
    const refused = await post(`/my-reviews?edit=${reviewId}`, 'dinerA', {
      intent: 'edit-review',
      reviewId,
      rating: '',
      content: 'Typed text kept after a refusal',
      visitDate: '',
    });
    expect(refused.statusCode).toBe(400);
    const html = drawn(refused.body);
    expect(html).toContain('data-testid="edit-review-inline"');
    expect(html).toContain('Typed text kept after a refusal</textarea>');
    expect(html).toContain(errorsText['review.ratingRange']);

    const empty = await post(`/my-reviews?edit=${reviewId}`, 'dinerA', {
      intent: 'edit-review',
      reviewId,
      rating: '5',
      content: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(drawn(empty.body)).toContain(errorsText['review.contentRequired']);
    expect(drawn(empty.body)).toMatch(/name="rating" checked="" value="5"/);

    const future = await post(`/my-reviews?edit=${reviewId}`, 'dinerA', {
      intent: 'edit-review',
      reviewId,
      rating: '5',
      content: 'A long enough text for the rule',
      visitDate: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(drawn(future.body)).toContain(errorsText['review.visitDateFuture']);
    expect(await rowOf(reviewId)).toEqual(before);
  });

  it('another diner cannot edit or delete it through the form', async () => {
    const before = await rowOf(reviewId);
    const edit = await post('/my-reviews', 'dinerB', {
      intent: 'edit-review',
      reviewId,
      rating: '1',
      content: 'Written by someone else entirely',
    });
    expect(edit.statusCode).toBe(404);
    const remove = await post('/my-reviews', 'dinerB', { intent: 'delete-review', reviewId });
    expect(remove.statusCode).toBe(404);
    const signedOut = await post('/my-reviews', 'anonymous', { intent: 'delete-review', reviewId });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toMatch(/^\/auth\?returnTo=/);
    expect(await rowOf(reviewId)).toEqual(before);
  });

  it('saves an edit and deletes, back on the list with the notice, the aggregates kept exact', async () => {
    const saved = await post(`/my-reviews?edit=${reviewId}`, 'dinerA', {
      intent: 'edit-review',
      reviewId,
      rating: '2',
      content: 'Edited without scripts, and now it is a Spey',
      isSpey: 'on',
      visitDate: '2025-03-01',
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302);
    expect(saved.headers.location).toBe('/my-reviews?notice=review-updated');
    expect(await rowOf(reviewId)).toEqual({
      rating: 2,
      comment: 'Edited without scripts, and now it is a Spey',
      is_spey: true,
      visit_date: '2025-03-01',
    });
    const withEdit = await restaurantW();

    const deleted = await post(`/my-reviews?delete=${reviewId}`, 'dinerA', {
      intent: 'delete-review',
      reviewId,
    });
    expect(deleted.statusCode).toBe(302);
    expect(deleted.headers.location).toBe('/my-reviews?notice=review-deleted');
    expect(await rowOf(reviewId)).toBeUndefined();
    const after = await restaurantW();
    expect(after.review_count).toBe(withEdit.review_count - 1);
    expect(after.rating_sum).toBe(withEdit.rating_sum - 2);

    const unknown = await post('/my-reviews', 'dinerA', { intent: 'something', reviewId });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('/profile and /settings forms without scripts', () => {
  const profileText = catalogue('en', 'profile');
  const reservationsText = catalogue('en', 'reservations');
  const me = async (actor: ActorName) =>
    (
      (await request(ctx, { method: 'GET', url: '/api/me', cookie: f.actors[actor].cookie })).json() as {
        user: { username: string; role: string };
      }
    ).user;
  const preferencesOf = async (actor: ActorName) =>
    (
      await request(ctx, { method: 'GET', url: '/api/me/email-preferences', cookie: f.actors[actor].cookie })
    ).json() as { ownerReplies: boolean; moderation: boolean };

  it('each control of /profile is a form posted to the page', async () => {
    const html = drawn((await page('/profile', 'dinerA')).body);
    for (const intent of ['username', 'remove-favourite', 'cancel-reservation', 'email-preferences'])
      expect(html, intent).toContain(`value="${intent}"`);
    expect(html).toContain('name="intent" value="role"');
    // The role's save button is drawn (a choice before the scripts run is saved by it), not in <noscript>.
    expect(html).toMatch(/<\/fieldset><button type="submit"[^>]*>Save role<\/button><\/form>/);
    // The username's button is enabled as drawn.
    expect(html).toMatch(/<button type="submit"[^>]*value="username"/);
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled=""[^>]*value="username"/);
  });

  it('the username: saved, or refused with what was typed and the rule', async () => {
    const taken = await post('/profile', 'dinerB', {
      intent: 'username',
      username: f.actors.dinerA.user!.username,
    });
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    expect(taken.statusCode).toBeLessThan(500);
    expect(drawn(taken.body)).toContain(`value="${f.actors.dinerA.user!.username}"`);
    const short = await post('/profile', 'dinerB', { intent: 'username', username: 'x' });
    expect(short.statusCode).toBe(400);
    expect(drawn(short.body)).toContain('value="x"');
    expect(drawn(short.body)).toMatch(/role="alert"[^>]*>[^<]+</);
    const before = await me('dinerB');
    expect(before.username).not.toBe('x');

    const saved = await post('/profile', 'dinerB', { intent: 'username', username: 'page_form_name' });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe('/profile?notice=username-updated');
    expect((await me('dinerB')).username).toBe('page_form_name');
    const back = await page('/profile?notice=username-updated', 'dinerB');
    expect(back.body).toContain(profileText.usernameUpdatedTitle);
  });

  it('the role: a diner becomes an owner and back; admin cannot be chosen', async () => {
    const admin = await post('/profile', 'dinerB', { intent: 'role', role: 'admin' });
    expect(admin.statusCode).toBe(403);
    expect(drawn(admin.body)).toMatch(/role="alert"/);
    expect((await me('dinerB')).role).toBe('user');
    const owner = await post('/profile', 'dinerB', { intent: 'role', role: 'owner' });
    expect(owner.statusCode).toBe(302);
    expect(owner.headers.location).toBe('/profile?notice=role-updated');
    expect((await me('dinerB')).role).toBe('owner');
    await post('/profile', 'dinerB', { intent: 'role', role: 'user' });
    expect((await me('dinerB')).role).toBe('user');
  });

  it('a favourite is removed, only from the visitor’s own list', async () => {
    const save = await request(ctx, {
      method: 'PUT',
      url: `/api/me/favourites/${f.restaurantW}`,
      cookie: f.actors.dinerB.cookie,
    });
    expect(save.statusCode).toBeLessThan(300);
    const favouriteForm = `name="restaurantId" value="${f.restaurantW}"`;
    expect(drawn((await page('/profile', 'dinerB')).body)).toContain(favouriteForm);
    const removed = await post('/profile', 'dinerB', {
      intent: 'remove-favourite',
      restaurantId: f.restaurantW,
    });
    expect(removed.statusCode).toBe(302);
    expect(removed.headers.location).toBe('/profile?notice=favourite-removed');
    expect(drawn((await page('/profile', 'dinerB')).body)).not.toContain(favouriteForm);
    const bad = await post('/profile', 'dinerB', { intent: 'remove-favourite', restaurantId: 'not-an-id' });
    expect(bad.statusCode).toBe(404);
    expect(drawn(bad.body)).toMatch(/role="alert"/);
    // dinerA's saved Z is not dinerB's to remove: their own list is unchanged.
    await post('/profile', 'dinerB', { intent: 'remove-favourite', restaurantId: f.restaurantZ });
    expect(drawn((await page('/profile', 'dinerA')).body)).toContain('Matrix Z Cafe');
  });

  it('a reservation is cancelled by its diner only; a second cancel says why', async () => {
    const statusOf = async (id: string) =>
      (await queryRows<{ status: string }>(ctx.db, sql`SELECT status FROM reservations WHERE id = ${id}`))[0]
        ?.status;
    const other = await post('/profile', 'dinerB', {
      intent: 'cancel-reservation',
      reservationId: f.reservationA3,
    });
    expect(other.statusCode).toBe(404);
    expect(await statusOf(f.reservationA3)).toBe('pending');
    const cancelled = await post('/profile', 'dinerA', {
      intent: 'cancel-reservation',
      reservationId: f.reservationA3,
    });
    expect(cancelled.statusCode).toBe(302);
    expect(cancelled.headers.location).toBe('/profile?notice=reservation-cancelled');
    expect(await statusOf(f.reservationA3)).toBe('cancelled');
    const again = await post('/profile', 'dinerA', {
      intent: 'cancel-reservation',
      reservationId: f.reservationA3,
    });
    expect(again.statusCode).toBe(409);
    expect(drawn(again.body)).toContain(reservationsText.errorNotCancellable);
  });

  it('an e-mail switch turns its preference, on /profile and on /settings', async () => {
    expect(await preferencesOf('dinerB')).toEqual({ ownerReplies: true, moderation: true });
    const off = await post('/profile', 'dinerB', {
      intent: 'email-preferences',
      preference: 'ownerReplies',
      value: 'false',
    });
    expect(off.statusCode).toBe(302);
    expect(off.headers.location).toBe('/profile?notice=email-preferences-saved');
    expect(await preferencesOf('dinerB')).toEqual({ ownerReplies: false, moderation: true });
    const settings = await post('/settings', 'dinerB', {
      intent: 'email-preferences',
      preference: 'moderation',
      value: 'false',
    });
    expect(settings.statusCode).toBe(302);
    expect(settings.headers.location).toBe('/settings?notice=email-preferences-saved');
    expect(await preferencesOf('dinerB')).toEqual({ ownerReplies: false, moderation: false });
    // The switch drawn for the next press turns it back on.
    expect(drawn((await page('/settings', 'dinerB')).body)).toMatch(
      /name="preference" value="ownerReplies"\/><input type="hidden" name="value" value="true"\/>/,
    );
    const unknown = await post('/settings', 'dinerB', {
      intent: 'email-preferences',
      preference: 'everything',
      value: 'false',
    });
    expect(unknown.statusCode).toBe(400);
    const signedOut = await post('/profile', 'anonymous', {
      intent: 'email-preferences',
      preference: 'moderation',
      value: 'true',
    });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toMatch(/^\/auth\?returnTo=/);
    expect(await preferencesOf('dinerB')).toEqual({ ownerReplies: false, moderation: false });
  });
});

describe('/admin/claim-requests: View, Approve and Reject without scripts', () => {
  const adminText = catalogue('en', 'admin');
  const claimStatus = async (id: string) =>
    (
      await queryRows<{ status: string }>(
        ctx.db,
        sql`SELECT status FROM restaurant_claim_requests WHERE id = ${id}`,
      )
    )[0]?.status;
  const registrationStatus = async (id: string) =>
    (
      await queryRows<{ status: string }>(
        ctx.db,
        sql`SELECT status FROM restaurant_registrations WHERE id = ${id}`,
      )
    )[0]?.status;

  it('View is a link to ?view=, drawn as the claim’s details with its decision forms', async () => {
    const list = drawn((await page('/admin/claim-requests', 'admin')).body);
    expect(list).toContain(`href="/admin/claim-requests?view=${f.claimA}"`);
    expect(list).toMatch(/<form[^>]*method="post"[^>]*>(?:(?!<\/form>)[\s\S])*value="claim-decision"/);
    expect(list).not.toContain('data-testid="claim-details"');
    const viewed = drawn((await page(`/admin/claim-requests?view=${f.claimA}`, 'admin')).body);
    expect(viewed).toContain('data-testid="claim-details"');
    expect(viewed).toContain('I run this place daily.');
    expect(viewed).toContain(`href="/admin/claim-requests"`);
    // The search box is a GET form that keeps the tab.
    const approved = drawn((await page('/admin/claim-requests?tab=all', 'admin')).body);
    const search = /<form[^>]*role="search"[^>]*>/.exec(approved)?.[0] ?? '';
    expect(search).toContain('method="get"');
    expect(approved).toContain(`${search}<input type="hidden" name="tab" value="all"/>`);
    expect(approved).toContain('name="q"');
  });

  it('only an administrator decides; a refusal changes nothing', async () => {
    for (const actor of ['anonymous', 'dinerA', 'ownerX'] as const) {
      const response = await post('/admin/claim-requests', actor, {
        intent: 'claim-decision',
        id: f.claimB,
        decision: 'approve',
      });
      expect(response.statusCode, actor).toBe(302);
      expect(response.headers.location, actor).toMatch(/^\/auth/);
    }
    const unknown = await post('/admin/claim-requests', 'admin', {
      intent: 'claim-decision',
      id: f.claimB,
      decision: 'maybe',
    });
    expect(unknown.statusCode).toBe(400);
    expect(await claimStatus(f.claimB)).toBe('pending');
  });

  it('rejects and approves claims and registrations, back on the tab with the notice', async () => {
    const rejected = await post(`/admin/claim-requests?view=${f.claimB}`, 'admin', {
      intent: 'claim-decision',
      id: f.claimB,
      decision: 'reject',
    });
    expect(rejected.statusCode).toBe(302);
    expect(rejected.headers.location).toBe('/admin/claim-requests?notice=claim-rejected');
    expect(await claimStatus(f.claimB)).toBe('rejected');
    const again = await post('/admin/claim-requests', 'admin', {
      intent: 'claim-decision',
      id: f.claimB,
      decision: 'approve',
    });
    expect(again.statusCode).toBe(409);
    expect(drawn(again.body)).toMatch(/role="alert"/);
    expect(await claimStatus(f.claimB)).toBe('rejected');

    const approved = await post('/admin/claim-requests?tab=all', 'admin', {
      intent: 'claim-decision',
      id: f.claimA,
      decision: 'approve',
    });
    expect(approved.headers.location).toBe('/admin/claim-requests?tab=all&notice=claim-approved');
    expect(await claimStatus(f.claimA)).toBe('approved');
    const back = await page('/admin/claim-requests?tab=all&notice=claim-approved', 'admin');
    expect(back.body).toContain(adminText.claimApproved);

    const registration = await post('/admin/claim-requests?tab=registrations', 'admin', {
      intent: 'registration-decision',
      id: f.registrationA2,
      decision: 'reject',
    });
    expect(registration.headers.location).toBe(
      '/admin/claim-requests?tab=registrations&notice=registration-rejected',
    );
    expect(await registrationStatus(f.registrationA2)).toBe('rejected');
  });
});

describe('"Reserve a table" without scripts', () => {
  const errorsText = catalogue('en', 'errors');
  const reservationsText = catalogue('en', 'reservations');
  const date = daysFromNow(3);
  const restaurantPage = (query: string) => `/restaurants/${f.restaurantX}${query}`;
  const guestRows = async (guest: string) =>
    queryRows<{ status: string; party_size: number }>(
      ctx.db,
      sql`SELECT status, party_size FROM reservations WHERE guest_name = ${guest}`,
    );
  const openTime = async () => {
    const availability = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants/${f.restaurantX}/reservations/availability?date=${date}`,
    });
    // seatsLeft null: no seat limit at this time.
    const slot = (
      availability.json() as { slots: Array<{ time: string; seatsLeft: number | null }> }
    ).slots.find((s) => s.seatsLeft !== 0);
    expect(slot).toBeDefined();
    return slot!.time;
  };

  it('the button links to ?reserve, which asks a signed-out visitor to sign in first', async () => {
    const html = drawn((await page(restaurantPage(''), 'dinerB')).body);
    expect(html).toContain(`href="/restaurants/${f.restaurantX}?reserve=1#reserve"`);
    expect(html).not.toContain('data-testid="reserve-inline"');
    const signedOut = await page(restaurantPage('?reserve=1'), 'anonymous');
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe(
      `/auth?returnTo=${encodeURIComponent(`/restaurants/${f.restaurantX}?reserve=1`)}&notice=reservation-auth-required`,
    );
  });

  it('?reserve draws the form with the times of the date asked for; a bad date draws today', async () => {
    const time = await openTime();
    const html = drawn((await page(restaurantPage(`?reserve=1&date=${date}`), 'dinerB')).body);
    expect(html).toContain('data-testid="reserve-inline"');
    expect(html).toContain(`name="date" value="${date}"`);
    expect(html).toContain(`<option value="${time}">${time}</option>`);
    expect(html).toContain(reservationsText.showTimes);
    const bad = await page(restaurantPage('?reserve=1&date=31-31-2020'), 'dinerB');
    expect(bad.statusCode).toBe(200);
    expect(drawn(bad.body)).toContain('data-testid="reserve-inline"');
  });

  it('a refused request comes back with its messages and what was typed, and books nothing', async () => {
    const refused = await post(restaurantPage('?reserve=1'), 'dinerB', {
      intent: 'reserve',
      restaurantId: f.restaurantX,
      date,
      time: '',
      partySize: '2',
      name: 'Form Guest Refused',
      phone: '012 345 678',
      email: 'guest@example.com',
      note: 'Window table please',
    });
    expect(refused.statusCode).toBe(400);
    const html = drawn(refused.body);
    expect(html).toContain('data-testid="reserve-inline"');
    expect(html).toContain(errorsText['reservation.time']);
    expect(html).toContain('value="Form Guest Refused"');
    expect(html).toContain('Window table please</textarea>');
    expect(await guestRows('Form Guest Refused')).toEqual([]);
  });

  it('a request is sent, back on the restaurant’s page with "Request sent"', async () => {
    const time = await openTime();
    const sent = await post(restaurantPage(`?reserve=1&date=${date}`), 'dinerB', {
      intent: 'reserve',
      restaurantId: f.restaurantX,
      date,
      time,
      partySize: '3',
      name: 'Form Guest Sent',
      phone: '012 345 678',
      email: 'guest@example.com',
      note: '',
    });
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(302);
    expect(sent.headers.location).toBe(`/restaurants/${f.restaurantX}?notice=reservation-requested`);
    expect(await guestRows('Form Guest Sent')).toEqual([{ status: 'pending', party_size: 3 }]);
    const signedOut = await post(restaurantPage('?reserve=1'), 'anonymous', {
      intent: 'reserve',
      restaurantId: f.restaurantX,
      date,
      time,
      partySize: '2',
      name: 'Nobody',
    });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toMatch(/^\/auth\?returnTo=.*notice=reservation-auth-required$/);
  });
});

describe('/register-restaurant without scripts', () => {
  const registrationsNamed = async (name: string) =>
    queryRows<{ status: string }>(
      ctx.db,
      sql`SELECT status FROM restaurant_registrations WHERE name = ${name}`,
    );

  it('the form is drawn to post to the page; a refusal keeps what was typed with each message', async () => {
    const html = drawn((await page('/register-restaurant', 'dinerB')).body);
    expect(html).toMatch(
      /<form[^>]*method="post"[^>]*><input type="hidden" name="intent" value="registration"\/>/,
    );
    const refused = await post('/register-restaurant', 'dinerB', {
      intent: 'registration',
      ...validRegistration,
      name: 'Form Noodle Bar Refused',
      description: '',
    });
    expect(refused.statusCode).toBe(400);
    const back = drawn(refused.body);
    expect(back).toContain('value="Form Noodle Bar Refused"');
    expect(back).toMatch(/role="alert"[^>]*>[^<]+</);
    expect(await registrationsNamed('Form Noodle Bar Refused')).toEqual([]);
  });

  it('a registration is sent and waits for an administrator; signed out goes to /auth', async () => {
    const sent = await post('/register-restaurant', 'dinerB', {
      intent: 'registration',
      ...validRegistration,
      name: 'Form Noodle Bar',
    });
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(302);
    expect(sent.headers.location).toBe('/restaurants?notice=registration-submitted');
    expect(await registrationsNamed('Form Noodle Bar')).toEqual([{ status: 'pending' }]);
    const signedOut = await post('/register-restaurant', 'anonymous', {
      intent: 'registration',
      ...validRegistration,
      name: 'Form Noodle Bar Anonymous',
    });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toMatch(/^\/auth\?returnTo=/);
    expect(await registrationsNamed('Form Noodle Bar Anonymous')).toEqual([]);
  });
});

describe('/owner/hours without scripts', () => {
  const errorsText = catalogue('en', 'errors');
  const ownerHoursText = catalogue('en', 'owner-hours');
  const weekOf = async (restaurantId: string) =>
    queryRows<{
      day_of_week: number;
      open_time: string | null;
      close_time: string | null;
      is_closed: boolean;
    }>(
      ctx.db,
      sql`SELECT day_of_week, open_time::text, close_time::text, is_closed FROM restaurant_operating_hours
          WHERE restaurant_id = ${restaurantId} ORDER BY day_of_week`,
    );
  const specialsOf = async (restaurantId: string) =>
    queryRows<{ date: string; is_closed: boolean; reason: string | null }>(
      ctx.db,
      sql`SELECT date::text, is_closed, reason FROM restaurant_special_hours
          WHERE restaurant_id = ${restaurantId} ORDER BY date`,
    );
  /** The week as the form sends it: every day 09:00-21:00, Sunday closed, with `changes`. */
  const week = (changes: Record<string, string> = {}) => {
    const fields: Record<string, string> = { restaurantId: f.restaurantX };
    for (let day = 0; day < 7; day += 1) {
      fields[`days.${day}.openTime`] = '09:00';
      fields[`days.${day}.closeTime`] = '21:00';
    }
    fields['days.0.isClosed'] = 'on';
    return { ...fields, ...changes };
  };

  it('the week is a form drawn with its values; the closed switches are checkboxes', async () => {
    const html = drawn((await page('/owner/hours', 'ownerX')).body);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="days.1.openTime"');
    expect(html).toMatch(/type="checkbox" role="switch"[^>]*name="days.1.isClosed"/);
    expect(html).toMatch(/value="weekly-hours"/);
    expect(html).toMatch(/value="copy-hours"/);
    expect(html).toContain(`href="/owner/hours?special=new#special-hours"`);
  });

  it('"Copy to all days" draws the copied week, unsaved; a refused week keeps what was typed', async () => {
    const before = await weekOf(f.restaurantX);
    const copied = await post('/owner/hours', 'ownerX', {
      ...week({ 'days.3.openTime': '07:15', 'days.3.closeTime': '15:45' }),
      intent: 'copy-hours',
      copySource: '3',
    });
    expect(copied.statusCode).toBe(200);
    const html = drawn(copied.body);
    expect(html.match(/value="07:15"/g)?.length).toBe(7);
    expect(html.match(/value="15:45"/g)?.length).toBe(7);
    expect(await weekOf(f.restaurantX)).toEqual(before);

    const refused = await post('/owner/hours', 'ownerX', {
      ...week({ 'days.2.openTime': '' }),
      intent: 'weekly-hours',
    });
    expect(refused.statusCode).toBe(400);
    expect(drawn(refused.body)).toContain(errorsText['hours.openTimeRequired']);
    expect(await weekOf(f.restaurantX)).toEqual(before);
  });

  it('saves the week; another owner cannot', async () => {
    const other = await post('/owner/hours', 'ownerY', { ...week(), intent: 'weekly-hours' });
    expect(other.statusCode).toBe(404);
    const saved = await post('/owner/hours', 'ownerX', {
      ...week({ 'days.5.closeTime': '23:30' }),
      intent: 'weekly-hours',
    });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe('/owner/hours?notice=hours-updated');
    const rows = await weekOf(f.restaurantX);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({ day_of_week: 0, is_closed: true });
    expect(rows[5]).toMatchObject({ open_time: '09:00:00', close_time: '23:30:00', is_closed: false });
    expect(drawn((await page('/owner/hours?notice=hours-updated', 'ownerX')).body)).toContain(
      ownerHoursText.hoursUpdatedTitle,
    );
  });

  it('adds special hours by the form drawn for ?special=new, and deletes them', async () => {
    const form = drawn((await page('/owner/hours?special=new', 'ownerX')).body);
    expect(form).toContain('data-testid="special-hours-inline"');
    const date = daysFromNow(40);
    const refused = await post('/owner/hours?special=new', 'ownerX', {
      intent: 'add-special',
      restaurantId: f.restaurantX,
      date,
      openTime: '10:00',
      closeTime: '',
      reason: 'Water festival',
    });
    expect(refused.statusCode).toBe(400);
    const back = drawn(refused.body);
    expect(back).toContain('data-testid="special-hours-inline"');
    expect(back).toContain(errorsText['hours.closeTimeRequired']);
    expect(back).toContain('value="Water festival"');

    const added = await post('/owner/hours?special=new', 'ownerX', {
      intent: 'add-special',
      restaurantId: f.restaurantX,
      date,
      isClosed: 'on',
      reason: 'Water festival',
    });
    expect(added.statusCode).toBe(302);
    expect(added.headers.location).toBe('/owner/hours?notice=special-hours-added');
    const rows = await specialsOf(f.restaurantX);
    expect(rows).toContainEqual({ date, is_closed: true, reason: 'Water festival' });

    const [row] = await queryRows<{ id: string }>(
      ctx.db,
      sql`SELECT id FROM restaurant_special_hours WHERE restaurant_id = ${f.restaurantX} AND date = ${date}`,
    );
    const stranger = await post('/owner/hours', 'ownerY', {
      intent: 'delete-special',
      restaurantId: f.restaurantX,
      specialId: row!.id,
    });
    expect(stranger.statusCode).toBe(404);
    const deleted = await post('/owner/hours', 'ownerX', {
      intent: 'delete-special',
      restaurantId: f.restaurantX,
      specialId: row!.id,
    });
    expect(deleted.headers.location).toBe('/owner/hours?notice=special-hours-deleted');
    expect((await specialsOf(f.restaurantX)).map((r) => r.date)).not.toContain(date);
  });
});

describe('/owner/reservations: the settings without scripts', () => {
  const settingsOf = async (restaurantId: string) =>
    (
      await queryRows<{ is_enabled: boolean; party_size_max: number; capacity_per_slot: number | null }>(
        ctx.db,
        sql`SELECT is_enabled, party_size_max, capacity_per_slot FROM reservation_settings
            WHERE restaurant_id = ${restaurantId}`,
      )
    )[0];
  const settingsForm = (changes: Record<string, string> = {}) => ({
    intent: 'reservation-settings',
    restaurantId: f.restaurantX,
    isEnabled: 'on',
    partySizeMin: '1',
    partySizeMax: '12',
    maxDaysAhead: '30',
    minNoticeMinutes: '120',
    slotMinutes: '30',
    capacityPerSlot: '',
    ...changes,
  });

  it('the settings are a form drawn with their values; a refusal keeps what was typed', async () => {
    const html = drawn((await page('/owner/reservations', 'ownerX')).body);
    expect(html).toContain('name="intent" value="reservation-settings"');
    expect(html).toMatch(/type="checkbox" role="switch"[^>]*name="isEnabled"/);
    const before = await settingsOf(f.restaurantX);
    const refused = await post(
      '/owner/reservations',
      'ownerX',
      settingsForm({ partySizeMin: '9', partySizeMax: '4' }),
    );
    expect(refused.statusCode).toBe(400);
    const back = drawn(refused.body);
    expect(back).toContain('value="9"');
    expect(back).toMatch(/role="alert"/);
    expect(await settingsOf(f.restaurantX)).toEqual(before);
  });

  it('saves them for the owner only', async () => {
    const other = await post('/owner/reservations', 'ownerY', settingsForm({ partySizeMax: '6' }));
    expect(other.statusCode).toBe(404);
    const saved = await post(
      '/owner/reservations',
      'ownerX',
      settingsForm({ partySizeMax: '10', capacityPerSlot: '40' }),
    );
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe('/owner/reservations?notice=reservation-settings-saved');
    expect(await settingsOf(f.restaurantX)).toEqual({
      is_enabled: true,
      party_size_max: 10,
      capacity_per_slot: 40,
    });
  });
});

describe('/admin/settings: the exchange rate without scripts', () => {
  const rate = async () =>
    (
      (await request(ctx, { method: 'GET', url: '/api/config' })).json() as {
        exchangeRate: { khrPerUsd: number };
      }
    ).exchangeRate.khrPerUsd;

  it('is a form; a refused rate keeps what was typed; a rate is saved by an administrator only', async () => {
    const html = drawn((await page('/admin/settings', 'admin')).body);
    expect(html).toContain('name="intent" value="exchange-rate"');
    const before = await rate();
    const refused = await post('/admin/settings', 'admin', { intent: 'exchange-rate', khrPerUsd: '-5' });
    expect(refused.statusCode).toBe(400);
    expect(drawn(refused.body)).toContain('value="-5"');
    expect(drawn(refused.body)).toMatch(/role="alert"/);
    const owner = await post('/admin/settings', 'ownerX', { intent: 'exchange-rate', khrPerUsd: '4000' });
    expect(owner.statusCode).toBe(302);
    expect(owner.headers.location).toMatch(/^\/auth/);
    expect(await rate()).toBe(before);
    const saved = await post('/admin/settings', 'admin', { intent: 'exchange-rate', khrPerUsd: '4050' });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe('/admin/settings?notice=exchange-rate-saved');
    expect(await rate()).toBe(4050);
    await post('/admin/settings', 'admin', { intent: 'exchange-rate', khrPerUsd: String(before) });
  });
});

describe('a restaurant’s Menu tab without scripts: its filters and currency', () => {
  beforeAll(async () => {
    await ctx.db.execute(
      sql`INSERT INTO menu_items (restaurant_id, name, price, is_vegetarian)
          VALUES (${f.restaurantX}, 'Lotus Stem Salad', 3.5, true)`,
    );
  });

  it('a filter is a submit button of a GET form, and the address’s filters are drawn', async () => {
    const all = drawn((await page(`/restaurants/${f.restaurantX}?tab=menu`, 'anonymous')).body);
    expect(all).toContain('Samlor Korko');
    expect(all).toContain('Lotus Stem Salad');
    const filterButton = (html: string) =>
      /<button type="submit"[^>]*name="vegetarian">/.exec(html)?.[0] ?? '';
    expect(filterButton(all)).toContain('value="1" aria-pressed="false"');
    const vegetarian = drawn(
      (await page(`/restaurants/${f.restaurantX}?tab=menu&vegetarian=1`, 'anonymous')).body,
    );
    expect(vegetarian).toContain('Lotus Stem Salad');
    expect(vegetarian).not.toContain('Samlor Korko');
    // On: the button turns it off, and the other filters' buttons keep it.
    expect(filterButton(vegetarian)).toContain('value="0" aria-pressed="true"');
    expect(vegetarian).toContain('<input type="hidden" name="vegetarian" value="1"/>');
  });

  it('the currency choice is a GET form to /currency that comes back to the page', async () => {
    const html = drawn((await page(`/restaurants/${f.restaurantX}?tab=menu`, 'anonymous')).body);
    const form = /<form[^>]*action="\/currency"[^>]*>(<input[^>]*>)/.exec(html);
    expect(form?.[0]).toContain('method="get"');
    expect(form?.[1]).toBe(
      `<input type="hidden" name="returnTo" value="/restaurants/${f.restaurantX}?tab=menu"/>`,
    );
    expect(html).toMatch(
      /<button type="submit"[^>]*value="khr"[^>]*role="radio"[^>]*>|<button type="submit"[^>]*role="radio"[^>]*value="khr"/,
    );
  });
});
