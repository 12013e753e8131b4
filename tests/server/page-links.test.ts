import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { createActorsAndFixtures, type ActorName, type Fixtures } from '../support/actors';
import { catalogue } from '../support/catalogue';
import { createTestApp, request, type TestContext } from '../support/test-app';

/**
 * "Load more" on /profile's saved restaurants and on /admin/claim-requests' claims and registrations:
 * a link to the next page's address (`?cursor=`), which the page's loader draws, so it works before and
 * without the page's scripts; a refused cursor draws the first page with the catalogue's message.
 */
const profileEn = catalogue('en', 'profile');
const profileKm = catalogue('km', 'profile');
const adminEn = catalogue('en', 'admin');

let ctx: TestContext;
let f: Fixtures;
/** 55 restaurants "Paged Place 01" … "Paged Place 55", saved by dinerB in that order. */
let placeIds: string[] = [];

const minute = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: 'true' }, { pages: true });
  f = await createActorsAndFixtures(ctx);
  placeIds = [];
  for (let index = 1; index <= 55; index += 1) {
    const name = `Paged Place ${String(index).padStart(2, '0')}`;
    const rows = await queryRows<{ id: string }>(
      ctx.db,
      sql`INSERT INTO restaurants (name, cuisine) VALUES (${name}, 'Khmer') RETURNING id`,
    );
    placeIds.push(rows[0]!.id);
  }
  const dinerA = f.actors.dinerA.user!.id;
  const dinerB = f.actors.dinerB.user!.id;
  for (const [index, id] of placeIds.entries()) {
    await ctx.db.execute(
      sql`INSERT INTO favourites (user_id, restaurant_id, created_at) VALUES (${dinerB}, ${id}, ${minute(index)})`,
    );
    // 25 pending claims and 25 pending registrations by dinerA, newest last.
    if (index < 25) {
      await ctx.db.execute(
        sql`INSERT INTO restaurant_claim_requests (restaurant_id, user_id, contact_email, evidence, created_at)
            VALUES (${id}, ${dinerA}, 'claimer@example.com', 'I run this place daily.', ${minute(index)})`,
      );
      await ctx.db.execute(
        sql`INSERT INTO restaurant_registrations
              (user_id, name, description, cuisine, address, location, price_range, phone, opening_hours, created_at)
            VALUES (${dinerA}, ${`Paged Registration ${String(index + 1).padStart(2, '0')}`}, 'Noodles.',
              'Khmer', 'Street 240', 'Phnom Penh', '$$', '012 345 6789', 'Every day', ${minute(index)})`,
      );
    }
  }
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

const page = async (url: string, actor: ActorName, cookie = '') => {
  const response = await request(ctx, {
    method: 'GET',
    url,
    cookie: [f.actors[actor].cookie, cookie].filter(Boolean).join('; ') || undefined,
    headers: { accept: 'text/html' },
  });
  expect(response.statusCode, url).toBe(200);
  // The HTML without the dehydrated query state, so a check sees what is drawn.
  return response.body.replace(/<script[\s\S]*?<\/script>/g, '');
};

/** The drawn "Load more" link's address. */
const nextHref = (html: string) =>
  /<a[^>]*rel="next"[^>]*href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;

const escapeHtml = (text: string) => text.replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('/profile: the saved restaurants page by a link', () => {
  it('draws the newest 50, then the rest at the link’s address, with a way back', async () => {
    const first = await page('/profile', 'dinerB');
    expect(first).toContain('>Paged Place 55<');
    expect(first).toContain('>Paged Place 06<');
    expect(first).not.toContain('>Paged Place 05<');
    const next = nextHref(first);
    expect(next).toMatch(/^\/profile\?cursor=/);
    expect(first).toContain(`>${profileEn.loadMore}</a>`);

    const second = await page(next!, 'dinerB');
    expect(second).toContain('>Paged Place 05<');
    expect(second).toContain('>Paged Place 01<');
    expect(second).not.toContain('>Paged Place 06<');
    expect(nextHref(second)).toBeNull();
    expect(second).toMatch(new RegExp(`<a[^>]*href="/profile"[^>]*>${escapeHtml(profileEn.firstPage)}</a>`));
    // The rest of the page is drawn as before.
    expect(second).toContain('name="intent" value="role"');
  });

  it('another diner with that address sees only their own saved restaurants', async () => {
    const next = nextHref(await page('/profile', 'dinerB'));
    const other = await page(next!, 'dinerA');
    // dinerA's claims name the paged restaurants too: only the saved restaurants' card is looked at.
    // dinerA saved nothing before that point in B's list: the card is empty.
    const saved = /id="favourites-title"[\s\S]*?<h2/.exec(other)?.[0] ?? '';
    expect(saved).toContain(escapeHtml(profileEn.favouritesEmpty));
    expect(saved).not.toContain('Paged Place');
    // An empty later page keeps its way back to the first.
    expect(saved).toMatch(new RegExp(`<a[^>]*href="/profile"[^>]*>${escapeHtml(profileEn.firstPage)}</a>`));
    expect(await page('/profile', 'dinerA')).toContain('Matrix Z Cafe');
  });

  it('a refused cursor draws the first page with the catalogue’s message, in Khmer too', async () => {
    const refused = await page('/profile?cursor=not-a-cursor', 'dinerB');
    expect(refused).toContain(escapeHtml(profileEn.refusedCursor));
    expect(refused).toContain('>Paged Place 55<');
    const khmer = await page('/profile?cursor=not-a-cursor', 'dinerB', 'lang=km');
    expect(khmer).toContain(profileKm.refusedCursor);
  });
});

describe('/admin/claim-requests: the claims and the registrations page by a link', () => {
  it('claims: the newest 20, then the rest, the tab and search kept', async () => {
    const first = await page('/admin/claim-requests', 'admin');
    expect(first).toContain('Paged Place 25');
    expect(first).not.toContain('Paged Place 05<');
    const next = nextHref(first);
    expect(next).toMatch(/^\/admin\/claim-requests\?cursor=/);
    const second = await page(next!, 'admin');
    expect(second).toContain('Paged Place 05<');
    expect(second).toContain('Paged Place 01<');
    expect(second).not.toContain('Paged Place 25');
    expect(second).toContain(escapeHtml(adminEn.firstPage));

    const searched = await page('/admin/claim-requests?tab=all&q=Paged', 'admin');
    const searchedNext = nextHref(searched);
    expect(searchedNext).toMatch(/^\/admin\/claim-requests\?tab=all&q=Paged&cursor=/);
    expect(await page(searchedNext!, 'admin')).toContain('Paged Place 01<');
  });

  it('registrations: the newest 20, then the rest', async () => {
    const first = await page('/admin/claim-requests?tab=registrations', 'admin');
    expect(first).toContain('Paged Registration 25');
    expect(first).not.toContain('Paged Registration 05');
    const next = nextHref(first);
    expect(next).toMatch(/^\/admin\/claim-requests\?tab=registrations&cursor=/);
    const second = await page(next!, 'admin');
    expect(second).toContain('Paged Registration 05');
    expect(second).not.toContain('Paged Registration 25');
  });

  it('a refused cursor draws the first page with the message; a View keeps the page it is on', async () => {
    const refused = await page('/admin/claim-requests?cursor=not-a-cursor', 'admin');
    expect(refused).toContain(escapeHtml(adminEn.refusedCursor));
    expect(refused).toContain('Paged Place 25');
    const next = nextHref(await page('/admin/claim-requests', 'admin'));
    const second = await page(next!, 'admin');
    const view = /href="(\/admin\/claim-requests\?[^"]*view=[^"]+)"/
      .exec(second)?.[1]
      ?.replace(/&amp;/g, '&');
    expect(view).toContain('cursor=');
    expect(await page(view!, 'admin')).toContain('data-testid="claim-details"');
  });

  it('a diner with the address goes to /auth', async () => {
    const next = nextHref(await page('/admin/claim-requests', 'admin'));
    const response = await request(ctx, {
      method: 'GET',
      url: next!,
      cookie: f.actors.dinerA.cookie,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/auth/);
  });
});
