import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { normalizeSearchText, toLikePattern } from '@/shared/domain/search-normalize';
import type { RestaurantListResponse } from '@/shared/schemas/restaurant.schema';
import {
  createOwnersAndDiner,
  createTestApp,
  request,
  searchThroughPages,
  type SignedInUser,
  type TestContext,
} from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { restaurants } from '../../db/schema/index';
import { findRestaurantPage } from './restaurants.queries';
import { SEARCH_WORDS_TTL_MS, searchWordPlan } from './search-words';

/**
 * A search whose query one word of the vocabulary must hold reads that word's list (decision 069). Each
 * plan must give exactly the full LIKE's matches in (name, id) order, page after page, and a word new to
 * the vocabulary must be found: at once after a write through the application, within the kept answer's
 * lifetime after any other.
 */

let ctx: TestContext;
let owner: SignedInUser;
let ownedId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner } = await createOwnersAndDiner(ctx));
  const names = [
    'Wqzx Golden Noodle',
    'Wqzx Noodles Bar',
    'Toul Kork Wqzx Grill',
    'Toul Tompoung Wqzx',
    'Kork Wqzx Place',
    'Riverside Wqzx Amok',
    'Phsar Toul Kork Wqzx Cafe',
    'Golden Toul Kork Wqzx',
    'ផ្ទះមាស Wqzx',
    'Lotus Wqzx',
  ];
  const rows = await ctx.db
    .insert(restaurants)
    .values([
      ...names.map((name) => ({ name, cuisine: 'Khmer', priceRange: '$' as const })),
      { name: 'Wqzx Owned', cuisine: 'Khmer', priceRange: '$' as const, ownerId: owner.id },
    ])
    .returning({ id: restaurants.id, name: restaurants.name });
  ownedId = rows.find((row) => row.name === 'Wqzx Owned')!.id;
});
afterAll(async () => {
  await ctx.close();
});

async function allMatches(term: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`SELECT id FROM restaurants WHERE search_text LIKE ${toLikePattern(term)} ORDER BY name, id`,
  );
  return rows.map((row) => row.id);
}

/** Every page of `limit` through findRestaurantPage, following each page's last row. */
async function pages(term: string, limit: number): Promise<string[]> {
  const search = { term, pattern: toLikePattern(term) };
  const seen: string[] = [];
  let after: { name: string; id: string } | undefined;
  for (;;) {
    const rows = await findRestaurantPage(ctx.db, { search, after, limit });
    const page = rows.slice(0, limit);
    seen.push(...page.map((row) => row.id));
    if (rows.length <= limit) return seen;
    const last = page[page.length - 1]!;
    after = { name: last.name, id: last.id };
  }
}

describe('a search from one word’s list', () => {
  it('chooses the word every match must have, and finds every match page by page', async () => {
    const cases: [string, Awaited<ReturnType<typeof searchWordPlan>>['kind'], boolean?][] = [
      ['wqzx', 'word', false],
      ['riverside', 'word', false],
      ['tompoung', 'word', false],
      ['toul kork', 'word', true],
      ['kork wqzx', 'word', true],
      ['toul kork wqzx', 'word', true],
      ['phsar toul kork wqzx cafe', 'word', true],
      ['noodle', 'function'],
      ['oul', 'word', false],
      ['go', 'function'],
      ['qqqzzz', 'none'],
      ['toul qqqzzz', 'none'],
      ['qqqzzz kork', 'none'],
      ['មាស', 'word', false],
      ['ផ្ទះមាស', 'word', false],
    ];
    for (const [raw, kind, tested] of cases) {
      const term = normalizeSearchText(raw);
      const plan = await searchWordPlan(ctx.db, term);
      expect(plan.kind, raw).toBe(kind);
      if (plan.kind === 'word') expect(plan.tested, raw).toBe(tested);
      const expected = await allMatches(term);
      for (const limit of [1, 2, 3, 50])
        expect(await pages(term, limit), `${raw} by ${limit}`).toEqual(expected);
    }
  });

  it('pages through the API with a cursor', async () => {
    const expected = await allMatches('wqzx');
    expect(expected.length).toBeGreaterThan(5);
    expect(await searchThroughPages(ctx, 'WQZX', 3)).toEqual(expected);
  });

  it('finds a word new to the vocabulary at once after an owner renames, and after a direct write within the kept answer’s life', async () => {
    const search = (q: string) =>
      request(ctx, { method: 'GET', url: `/api/restaurants?q=${encodeURIComponent(q)}` }).then((response) =>
        (response.json() as RestaurantListResponse).items.map((item) => item.id),
      );
    expect(await search('zqvbistro')).toEqual([]);
    const renamed = await request(ctx, {
      method: 'PATCH',
      url: `/api/owner/restaurants/${ownedId}`,
      cookie: owner.cookie,
      payload: { name: 'Zqvbistro Wqzx', cuisine: 'Khmer', priceRange: '$' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search('zqvbistro')).toEqual([ownedId]);

    // Written behind the application's back: the kept "no such word" holds until it expires.
    const term = 'ykqtavern';
    expect(await searchWordPlan(ctx.db, term)).toEqual({ kind: 'none' });
    const [row] = await ctx.db
      .insert(restaurants)
      .values({ name: 'Ykqtavern', cuisine: 'Khmer', priceRange: '$' })
      .returning({ id: restaurants.id });
    expect(await searchWordPlan(ctx.db, term)).toEqual({ kind: 'none' });
    expect(await searchWordPlan(ctx.db, term, Date.now() + SEARCH_WORDS_TTL_MS + 1)).toEqual({
      kind: 'word',
      word: term,
      tested: false,
    });
    expect(await allMatches(term)).toEqual([row!.id]);
  });
});
