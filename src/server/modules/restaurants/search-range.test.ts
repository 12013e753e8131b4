import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { normalizeSearchText, toLikePattern } from '@/shared/domain/search-normalize';
import { createTestApp, searchThroughPages, type TestContext } from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { mulberry32 } from '../../lib/seeded-random';
import { restaurants, restaurantSearchGrams } from '../../db/schema/index';
import { findRestaurantOptions, findRestaurantPage } from './restaurants.queries';

/**
 * A search walks only the name range its three-character runs allow (migration 0012, decision 057). The
 * range must never leave a match out: random names (Latin and Khmer, with words shared between them) are
 * renamed and deleted, which leaves the ranges wider than they need to be, and every search is compared
 * with the same LIKE over the whole table in name order.
 */

const WORDS = [
  'golden',
  'lotus',
  'noodle',
  'cafe',
  'kitchen',
  'ស្រី',
  'មាស',
  'ទន្លេ',
  'bbq',
  'toul',
  'kork',
  'ox',
];
const CUISINES = ['Khmer', 'Thai', 'Cafe', 'Korean'];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** Every match of `term` in (name, id) order, without the name range: the answer the range must keep. */
async function allMatches(term: string, cuisine?: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`SELECT id FROM restaurants WHERE search_text LIKE ${toLikePattern(term)}
        ${cuisine ? sql`AND cuisine = ${cuisine}` : sql``} ORDER BY name, id`,
  );
  return rows.map((row) => row.id);
}

describe('the name range a search walks', () => {
  it('finds every match of random terms, after renames and deletions', async () => {
    const random = mulberry32(20261127);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const randomName = () =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(WORDS)).join(random() < 0.2 ? '' : ' ');
    const created = await ctx.db
      .insert(restaurants)
      .values(
        Array.from({ length: 120 }, (_, n) => ({
          name: `${random() < 0.5 ? 'The ' : ''}${randomName()} ${n}`,
          nameKm: random() < 0.4 ? randomName() : null,
          cuisine: pick(CUISINES),
          priceRange: '$' as const,
        })),
      )
      .returning({ id: restaurants.id });
    const ids = created.map((row) => row.id);
    // Renames move names out of the ranges they widened; deletions leave ranges behind.
    for (const id of ids.slice(0, 30)) {
      await ctx.db
        .update(restaurants)
        .set({ name: `Renamed ${randomName()}` })
        .where(eq(restaurants.id, id));
    }
    await ctx.db.delete(restaurants).where(inArray(restaurants.id, ids.slice(30, 45)));

    const terms = new Set([
      'golden',
      'lotus',
      'den lo',
      'ទន្លេ',
      'មាស',
      'ox',
      'o',
      'zzq',
      'renamed',
      'kork 1',
    ]);
    const texts = await queryRows<{ search_text: string }>(ctx.db, sql`SELECT search_text FROM restaurants`);
    while (terms.size < 80) {
      const text = Array.from(pick(texts).search_text);
      const start = Math.floor(random() * text.length);
      terms.add(text.slice(start, start + 1 + Math.floor(random() * 6)).join(''));
    }
    for (const raw of terms) {
      const term = normalizeSearchText(raw);
      if (!term) continue;
      const search = { term, pattern: toLikePattern(term) };
      const expected = await allMatches(term);
      const found = await findRestaurantPage(ctx.db, { search, limit: 1000 });
      expect(
        found.map((row) => row.id),
        raw,
      ).toEqual(expected);
      const withCuisine = await findRestaurantPage(ctx.db, { search, cuisine: 'Thai', limit: 1000 });
      expect(
        withCuisine.map((row) => row.id),
        raw,
      ).toEqual(await allMatches(term, 'Thai'));
      const options = await findRestaurantOptions(ctx.db, { search, limit: 1000 });
      expect(
        options.map((row) => row.id),
        raw,
      ).toEqual(expected);
    }
  });

  // Decision 060: spey_search_page walks at most walk_cap names, then takes the rest of a short page from a
  // statement planned for the word. With caps of one to a few names every page crosses from the walk to
  // that statement, at every cursor position; each page must be the same slice of the full LIKE.
  it('gives the same pages when its walk stops at a small cap and the rest comes from the planned statement', async () => {
    const random = mulberry32(20261128);
    const names = await queryRows<{ name: string; id: string }>(
      ctx.db,
      sql`SELECT name, id::text FROM restaurants ORDER BY name, id`,
    );
    const position = new Map(names.map((row, index) => [row.id, index]));
    for (const raw of ['golden', 'o', 'ox', 'ទន្លេ', 'lotus', 'kork 1', 'zzq', 'en', 'ន']) {
      const term = normalizeSearchText(raw);
      const expected = await allMatches(term);
      for (let trial = 0; trial < 12; trial += 1) {
        const cap = 1 + Math.floor(random() * 6);
        const want = 1 + Math.floor(random() * 5);
        // A cursor anywhere in the list (or none): the page is the matches after it.
        const at = random() < 0.25 ? null : names[Math.floor(random() * names.length)]!;
        const after = at ? names.findIndex((row) => row.id === at.id) : -1;
        const rows = await queryRows<{ restaurant_id: string }>(
          ctx.db,
          sql`SELECT restaurant_id::text FROM spey_search_page(${term}, ${toLikePattern(term)}, ${at?.name ?? null},
                ${at?.id ?? null}::uuid, ${want}, ${cap})`,
        );
        expect(
          rows.map((row) => row.restaurant_id),
          `${raw} cap ${cap} want ${want} after ${after}`,
        ).toEqual(expected.filter((id) => (position.get(id) ?? -1) > after).slice(0, want));
      }
    }
  });

  it('pages through a frequent word in name order, one page at a time', async () => {
    const expected = await allMatches('golden');
    expect(expected.length).toBeGreaterThan(5);
    expect(await searchThroughPages(ctx, 'Golden', 4)).toEqual(expected);
  });

  // Decision 064: a search of three characters or more reads the lists of the words that can hold it. The
  // lists must hold each restaurant's words after renames and deletions, and the vocabulary every word.
  it('keeps each restaurant’s words in the word lists, and finds LIKE’s special characters and many words', async () => {
    await ctx.db.insert(restaurants).values([
      { name: 'Cafe 100% Noodle', cuisine: 'Khmer', priceRange: '$' },
      { name: 'Cafe 1000 Noodle', cuisine: 'Khmer', priceRange: '$' },
      { name: 'Under_score Bar', cuisine: 'Thai', priceRange: '$' },
      { name: 'Underxscore Bar', cuisine: 'Thai', priceRange: '$' },
      { name: 'Back\\slash Grill', cuisine: 'Thai', priceRange: '$' },
      // Forty words hold "qqz": more than the word lists take, so the search walks the name range.
      ...Array.from({ length: 40 }, (_, n) => ({
        name: `Word qqz${n}x Place`,
        cuisine: 'Cafe',
        priceRange: '$' as const,
      })),
    ]);
    const [renamed] = await ctx.db
      .update(restaurants)
      .set({ name: 'Qqz Renamed Lotus' })
      .where(eq(restaurants.name, 'Word qqz3x Place'))
      .returning({ id: restaurants.id });
    await ctx.db.delete(restaurants).where(eq(restaurants.name, 'Word qqz4x Place'));

    const missing = await queryRows<{ id: string; word: string }>(
      ctx.db,
      sql`SELECT r.id::text, w.word FROM restaurants r CROSS JOIN LATERAL unnest(string_to_array(r.search_text, ' ')) AS w(word)
          EXCEPT SELECT id::text, word FROM restaurant_search_words`,
    );
    expect(missing).toEqual([]);
    const extra = await queryRows<{ id: string; word: string }>(
      ctx.db,
      sql`SELECT s.id::text, s.word FROM restaurant_search_words s
          WHERE NOT EXISTS (SELECT 1 FROM restaurants r WHERE r.id = s.id AND s.name = r.name
            AND s.word = ANY (string_to_array(r.search_text, ' ')))`,
    );
    expect(extra).toEqual([]);
    const unknown = await queryRows<{ word: string }>(
      ctx.db,
      sql`SELECT word FROM restaurant_search_words EXCEPT SELECT word FROM restaurant_search_vocabulary`,
    );
    expect(unknown).toEqual([]);
    const renamedWords = await queryRows<{ word: string }>(
      ctx.db,
      sql`SELECT word FROM restaurant_search_words WHERE id = ${renamed!.id} ORDER BY word`,
    );
    expect(renamedWords.map((row) => row.word)).toEqual(['cafe', 'lotus', 'qqz', 'renamed']);

    for (const raw of [
      '100%',
      '0% noo',
      'r_s',
      'under_score',
      'k\\sl',
      'qqz',
      'qqz1',
      'z1x pla',
      'word qqz2x place',
    ]) {
      const term = normalizeSearchText(raw);
      const search = { term, pattern: toLikePattern(term) };
      const expected = await allMatches(term);
      expect(expected.length, raw).toBeGreaterThan(0);
      const found = await findRestaurantPage(ctx.db, { search, limit: 1000 });
      expect(
        found.map((row) => row.id),
        raw,
      ).toEqual(expected);
      // Page by page, two at a time, from the cursor of each page's last row.
      const paged: string[] = [];
      let after: { name: string; id: string } | null = null;
      for (;;) {
        const rows: { restaurant_id: string; restaurant_name: string }[] = await queryRows(
          ctx.db,
          sql`SELECT restaurant_id::text, restaurant_name FROM spey_search_page(${term}, ${search.pattern},
                ${after?.name ?? null}, ${after?.id ?? null}::uuid, 2, 2000)`,
        );
        paged.push(...rows.map((row) => row.restaurant_id));
        if (rows.length < 2) break;
        const last = rows[rows.length - 1]!;
        after = { name: last.restaurant_name, id: last.restaurant_id };
      }
      expect(paged, raw).toEqual(expected);
    }
  });

  it('keeps each run’s bounds around every name that has it, and a new restaurant widens them at once', async () => {
    const enclosed = async (gram: string) => {
      const [row] = await queryRows<{ first: boolean; last: boolean }>(
        ctx.db,
        sql`SELECT g.first_name <= min(r.name) AS first, g.last_name >= max(r.name) AS last
            FROM restaurants r, restaurant_search_grams g
            WHERE g.gram = ${gram} AND r.search_text LIKE ${toLikePattern(gram)}
            GROUP BY g.first_name, g.last_name`,
      );
      return row;
    };
    expect(await enclosed('gol')).toEqual({ first: true, last: true });
    expect(await enclosed('ទន្')).toEqual({ first: true, last: true });

    // "Aaa" sorts before every name here: the first bound moves to it.
    await ctx.db.insert(restaurants).values([
      { name: 'Aaa Qwxj Golden', cuisine: 'Khmer', priceRange: '$' },
      { name: 'Renamed Qwxj Golden', nameKm: 'ទន្លេ', cuisine: 'Khmer', priceRange: '$' },
    ]);
    const search = { term: 'qwxj golden', pattern: toLikePattern('qwxj golden') };
    const found = await findRestaurantPage(ctx.db, { search, limit: 10 });
    expect(found.map((r) => r.name)).toEqual(['Aaa Qwxj Golden', 'Renamed Qwxj Golden']);
    const [gol] = await ctx.db
      .select()
      .from(restaurantSearchGrams)
      .where(eq(restaurantSearchGrams.gram, 'gol'));
    expect(gol?.firstName).toBe('Aaa Qwxj Golden');
    expect(await enclosed('gol')).toEqual({ first: true, last: true });
    expect(await enclosed('qwx')).toEqual({ first: true, last: true });
  });
});
