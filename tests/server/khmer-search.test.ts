/**
 * Khmer-aware search end to end: the query is normalised in TypeScript (normalizeSearchText) and the
 * stored text by the SQL function spey_normalize (generated search_text columns). Both must agree on
 * zero-width spaces, Khmer digits, every Unicode space and Latin case, on PGlite and on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantListResponse } from '@/shared/schemas/restaurant.schema';
import type { ReviewPage } from '@/shared/schemas/review.schema';
import { normalizeSearchText } from '@/shared/domain/search-normalize';
import { migrationsFolder, queryRows } from '../../src/server/db/client';
import { restaurants } from '../../src/server/db/schema/index';
import { createSignedInUser, createTestApp, request, type TestContext } from '../support/test-app';

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

const ZWSP = '\u200B';

// Written as Khmer is typed in the wild: zero-width spaces between words and Khmer digits.
const BAI_SACH_CHROUK = {
  name: 'Bai Sach Chrouk Corner',
  nameKm: `បាយ${ZWSP}សាច់${ZWSP}ជ្រូក ផ្សារ${ZWSP}លេខ${ZWSP}៩`,
  cuisine: 'Khmer',
};
const NOODLE_HOUSE = { name: 'Noodle House 168', nameKm: null, cuisine: 'Chinese' };
const PIZZA = { name: 'Pizza Place', nameKm: 'ភីហ្សា', cuisine: 'Italian' };

const AMOK_REVIEW = `អាម៉ុក${ZWSP}ត្រី ឆ្ងាញ់   ណាស់!\nសេវា${ZWSP}ល្អ តម្លៃ ១២ ដុល្លារ`;
const NOODLE_REVIEW = 'Hand-pulled noodles, broth 10/10';
const PIZZA_REVIEW = 'នំបុ័ង ក្រៀម ល្អ';

let ctx: TestContext;
let owner: SignedIn;
let diner: SignedIn;
let baiSachChroukId: string;

async function insertRestaurant(values: {
  name: string;
  nameKm: string | null;
  cuisine: string;
  ownerId?: string | null;
}) {
  const rows = await ctx.db
    .insert(restaurants)
    .values({ priceRange: '$', ...values })
    .returning({ id: restaurants.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('restaurant not created');
  return id;
}

async function postReview(restaurantId: string, content: string) {
  const response = await request(ctx, {
    method: 'POST',
    url: '/api/reviews',
    cookie: diner.cookie,
    payload: { restaurantId, rating: 4, content },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

async function searchRestaurants(q: string): Promise<string[]> {
  const response = await request(ctx, { method: 'GET', url: `/api/restaurants?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as RestaurantListResponse).items.map((item) => item.name).sort();
}

async function searchReviews(q: string): Promise<string[]> {
  const response = await request(ctx, { method: 'GET', url: `/api/reviews?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ReviewPage).items.map((item) => item.content).sort();
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { isRestaurantOwner: true });
  diner = await createSignedInUser(ctx);
  await ctx.db.execute(sql`DELETE FROM restaurants`);
  baiSachChroukId = await insertRestaurant({ ...BAI_SACH_CHROUK, ownerId: owner.id });
  const noodleId = await insertRestaurant(NOODLE_HOUSE);
  const pizzaId = await insertRestaurant(PIZZA);
  await postReview(baiSachChroukId, AMOK_REVIEW);
  await postReview(noodleId, NOODLE_REVIEW);
  await postReview(pizzaId, PIZZA_REVIEW);
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/restaurants?q= with Khmer queries', () => {
  it('finds a restaurant by its Khmer name typed without the zero-width spaces stored in it', async () => {
    expect(await searchRestaurants('បាយសាច់ជ្រូក')).toEqual([BAI_SACH_CHROUK.name]);
  });

  it('ignores zero-width spaces (and non-joiners) in the query', async () => {
    expect(await searchRestaurants(`បាយ${ZWSP}សាច់${ZWSP}ជ្រូក`)).toEqual([BAI_SACH_CHROUK.name]);
    expect(await searchRestaurants(`សា${ZWSP}ច់\u200Cជ្រូ${ZWSP}ក`)).toEqual([BAI_SACH_CHROUK.name]);
  });

  it('treats Khmer digits and ASCII digits as the same, in the query and in the data', async () => {
    expect(await searchRestaurants('លេខ៩')).toEqual([BAI_SACH_CHROUK.name]);
    expect(await searchRestaurants('លេខ9')).toEqual([BAI_SACH_CHROUK.name]);
    expect(await searchRestaurants('១៦៨')).toEqual([NOODLE_HOUSE.name]);
  });

  it('collapses extra, leading and trailing whitespace in the query (tabs, new lines, no-break spaces)', async () => {
    expect(await searchRestaurants('   បាយសាច់ជ្រូក    ផ្សារលេខ៩  ')).toEqual([BAI_SACH_CHROUK.name]);
    expect(await searchRestaurants('\tបាយសាច់ជ្រូក\n\u00A0ផ្សារ')).toEqual([BAI_SACH_CHROUK.name]);
    expect(await searchRestaurants('noodle   house  ១៦៨')).toEqual([NOODLE_HOUSE.name]);
  });

  it('does not match a Khmer query that is not in any name', async () => {
    expect(await searchRestaurants('នំបញ្ចុក')).toEqual([]);
  });
});

describe('GET /api/reviews?q= with Khmer queries', () => {
  it('finds a review by its Khmer text with zero-width spaces, Khmer digits and extra whitespace', async () => {
    expect(await searchReviews('អាម៉ុកត្រី')).toEqual([AMOK_REVIEW]);
    expect(await searchReviews(`សេវា${ZWSP}ល្អ`)).toEqual([AMOK_REVIEW]);
    expect(await searchReviews('តម្លៃ 12')).toEqual([AMOK_REVIEW]);
    expect(await searchReviews('តម្លៃ ១២ ដុល្លារ')).toEqual([AMOK_REVIEW]);
    // The stored text has three spaces and a line break where the query has one space.
    expect(await searchReviews('  ឆ្ងាញ់ ណាស់! សេវាល្អ ')).toEqual([AMOK_REVIEW]);
  });

  it('matches ASCII digits in a review from a query in Khmer digits', async () => {
    expect(await searchReviews('១០/១០')).toEqual([NOODLE_REVIEW]);
  });

  it('finds the reviews of a restaurant by the restaurant’s Khmer name', async () => {
    expect(await searchReviews('ផ្សារលេខ៩')).toEqual([AMOK_REVIEW]);
    expect(await searchReviews('ភីហ្សា')).toEqual([PIZZA_REVIEW]);
  });
});

describe('PATCH /api/owner/restaurants/:id and the Khmer name', () => {
  it('lets the owner change name_km, and search finds the new Khmer name at once (not the old one)', async () => {
    const newNameKm = `ហាង${ZWSP}បាយ${ZWSP}ម្ដាយ ១៩៧៩`;
    const response = await request(ctx, {
      method: 'PATCH',
      url: `/api/owner/restaurants/${baiSachChroukId}`,
      cookie: owner.cookie,
      payload: { name: BAI_SACH_CHROUK.name, nameKm: newNameKm, cuisine: 'Khmer', priceRange: '$' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ nameKm: newNameKm });

    expect(await searchRestaurants('បាយម្ដាយ')).toEqual([BAI_SACH_CHROUK.name]);
    expect(await searchRestaurants('ម្ដាយ 1979')).toEqual([BAI_SACH_CHROUK.name]);
    expect(await searchRestaurants('បាយសាច់ជ្រូក')).toEqual([]);
    // Reviews are found through their restaurant's search text, which follows the edit too.
    expect(await searchReviews('បាយម្ដាយ')).toEqual([AMOK_REVIEW]);

    const list = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants?q=${encodeURIComponent('ម្ដាយ')}`,
    });
    expect((list.json() as RestaurantListResponse).items[0]?.nameKm).toBe(newNameKm);
  });

  it('refuses a Khmer name change from someone who does not own the restaurant', async () => {
    const response = await request(ctx, {
      method: 'PATCH',
      url: `/api/owner/restaurants/${baiSachChroukId}`,
      cookie: diner.cookie,
      payload: { name: BAI_SACH_CHROUK.name, nameKm: 'ឈ្មោះ​ក្លែងក្លាយ', cuisine: 'Khmer', priceRange: '$' },
    });
    expect([403, 404]).toContain(response.statusCode);
    expect(await searchRestaurants('ក្លែងក្លាយ')).toEqual([]);
  });
});

describe('the search copy the list reads (restaurant_search, migration 0009)', () => {
  it('follows a new name and cuisine at once, pages in name order, and leaves with the restaurant', async () => {
    const id = await insertRestaurant({ name: 'Copy Kitchen', nameKm: null, cuisine: 'Thai' });
    await insertRestaurant({ name: 'Another Copy Kitchen', nameKm: null, cuisine: 'Thai' });
    expect(await searchRestaurants('copy kitchen')).toEqual(['Another Copy Kitchen', 'Copy Kitchen']);

    // Page by page (limit 1): the keyset cursor walks the copy in (name, id) order.
    const first = await request(ctx, { method: 'GET', url: '/api/restaurants?q=copy%20kitchen&limit=1' });
    const firstPage = first.json() as RestaurantListResponse;
    expect(firstPage.items.map((item) => item.name)).toEqual(['Another Copy Kitchen']);
    const second = await request(ctx, {
      method: 'GET',
      url: `/api/restaurants?q=copy%20kitchen&limit=1&cursor=${encodeURIComponent(firstPage.nextCursor ?? '')}`,
    });
    const secondPage = second.json() as RestaurantListResponse;
    expect(secondPage.items.map((item) => item.name)).toEqual(['Copy Kitchen']);
    expect(secondPage.nextCursor).toBeNull();

    await ctx.db.update(restaurants).set({ name: 'Renamed Kitchen' }).where(eq(restaurants.id, id));
    expect(await searchRestaurants('copy kitchen')).toEqual(['Another Copy Kitchen']);
    expect(await searchRestaurants('renamed kitchen')).toEqual(['Renamed Kitchen']);
    await ctx.db.update(restaurants).set({ cuisine: 'Burmese' }).where(eq(restaurants.id, id));
    expect(await searchRestaurants('burmese')).toEqual(['Renamed Kitchen']);
    // With another filter the search is a condition on restaurants itself: the same answer.
    const filtered = await request(ctx, { method: 'GET', url: '/api/restaurants?q=kitchen&cuisine=Burmese' });
    expect((filtered.json() as RestaurantListResponse).items.map((item) => item.name)).toEqual([
      'Renamed Kitchen',
    ]);
    await ctx.db.delete(restaurants).where(eq(restaurants.id, id));
    expect(await searchRestaurants('kitchen')).toEqual(['Another Copy Kitchen']);
  });
});

describe('normalizeSearchText and spey_normalize', () => {
  async function sqlNormalize(text: string) {
    const rows = await queryRows<{ n: string }>(ctx.db, sql`SELECT spey_normalize(${text}) AS n`);
    return rows[0]?.n;
  }
  async function sqlNormalizeAll(texts: string[]) {
    const rows = await queryRows<{ n: string }>(
      ctx.db,
      sql`SELECT spey_normalize(t.x) AS n FROM jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) WITH ORDINALITY AS t(x, o) ORDER BY t.o`,
    );
    return rows.map((row) => row.n);
  }

  it('agree on zero-width characters, Khmer digits, ASCII whitespace and Latin case', async () => {
    const samples = [
      `ម្ហូប${ZWSP}ខ្មែរ`,
      'ក\u200Cខ',
      'ផ្ទះលេខ ០១២៣៤៥៦៧៨៩',
      '  Khmer \t\n  KITCHEN \r\n',
      AMOK_REVIEW,
      BAI_SACH_CHROUK.nameKm,
      '100% _Juice_',
    ];
    for (const text of samples)
      expect(await sqlNormalize(text), JSON.stringify(text)).toBe(normalizeSearchText(text));
  });

  it('agree on every character JavaScript counts as whitespace, in a word, at the ends and in runs', async () => {
    const spaces = [...whitespaceCharacters()];
    expect(spaces).toEqual(
      expect.arrayContaining(['\u00A0', '\u1680', '\u2007', '\u202F', '\u3000', '\uFEFF']),
    );
    const samples = spaces.flatMap((s) => [
      `ម្ហូប${s}ខ្មែរ`,
      `${s}ម្ហូប${s}${s}ខ្មែរ ${s}`,
      `Khmer${s}${ZWSP}KITCHEN`,
    ]);
    // Look-alikes that are not whitespace in JavaScript: kept as they are (or removed, for U+200B/U+200C).
    samples.push(...['\u0085', '\u180E', '\u200B', '\u200C', '\u200D', '\u2060'].map((c) => `ក${c}ខ`));
    expect(await sqlNormalizeAll(samples)).toEqual(samples.map(normalizeSearchText));
  });

  it('agree on the case of every Latin letter (Basic Latin to Latin Extended-B and Latin Extended Additional)', async () => {
    const letters: string[] = [];
    for (const [from, to] of [
      [0x41, 0x24f],
      [0x1e00, 0x1eff],
    ] as const) {
      for (let cp = from; cp <= to; cp += 1) {
        const c = String.fromCodePoint(cp);
        if (/\p{L}/u.test(c)) letters.push(c);
      }
    }
    const samples = [...letters, letters.join(''), 'İSTANBUL KEBAB', 'CAFÉ ĐÀ NẴNG'];
    expect(await sqlNormalizeAll(samples)).toEqual(samples.map(normalizeSearchText));
  });
});

// Written as text is pasted in the wild: no-break, narrow, ideographic and figure spaces, and U+FEFF.
const CRAB = { name: 'Kep Crab Shack', nameKm: 'ក្ដាម\u00A0ម្រេច\u202Fកំពត', cuisine: 'Seafood' };
const CRAB_REVIEW = 'សាច់\u00A0ស្រស់\u3000ទឹកជ្រលក់\uFEFFហឹរ\u2007ខ្លាំង';

/** The migration files' statements, as drizzle runs them. */
function migrationStatements(file: string): string[] {
  return readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('migration 0004 (spey_normalize for Unicode spaces) on data written before it', () => {
  it('recomputes the stored search text, so text with no-break spaces is found by a query with spaces', async () => {
    const oldFunction = migrationStatements('0000_extensions.sql').find((s) =>
      s.includes('FUNCTION spey_normalize'),
    );
    const migration = migrationStatements('0004_search_normalize_spaces.sql');
    expect(oldFunction).toBeDefined();
    expect(migration[0]).toContain('FUNCTION spey_normalize');
    try {
      // The database as it was before the migration: the first function, and rows stored with it.
      await ctx.db.execute(sql.raw(oldFunction!));
      const crabId = await insertRestaurant(CRAB);
      await postReview(crabId, CRAB_REVIEW);
      const before = await queryRows<{ search_text: string }>(
        ctx.db,
        sql`SELECT search_text FROM restaurants WHERE id = ${crabId}`,
      );
      expect(before[0]?.search_text).toContain('\u00A0');

      for (const statement of migration) await ctx.db.execute(sql.raw(statement));
    } finally {
      await ctx.db.execute(sql.raw(migration[0]!));
    }

    expect(await searchRestaurants('ក្ដាម ម្រេច កំពត')).toEqual([CRAB.name]);
    expect(await searchReviews('សាច់ ស្រស់ ទឹកជ្រលក់ ហឹរ ខ្លាំង')).toEqual([CRAB_REVIEW]);
    const restaurantRows = await queryRows<{
      name: string;
      name_km: string | null;
      cuisine: string;
      search_text: string;
    }>(ctx.db, sql`SELECT name, name_km, cuisine, search_text FROM restaurants`);
    for (const row of restaurantRows) {
      expect(row.search_text).toBe(normalizeSearchText(`${row.name} ${row.name_km ?? ''} ${row.cuisine}`));
    }
    const reviewRows = await queryRows<{ comment: string; search_text: string }>(
      ctx.db,
      sql`SELECT comment, search_text FROM reviews`,
    );
    expect(reviewRows.length).toBeGreaterThan(3);
    for (const row of reviewRows) expect(row.search_text).toBe(normalizeSearchText(row.comment));
  });
});

/** Every BMP character JavaScript's \s matches (what normalizeSearchText folds to one space). */
function* whitespaceCharacters() {
  for (let cp = 0; cp < 0x10000; cp += 1) {
    const c = String.fromCharCode(cp);
    if (/\s/.test(c)) yield c;
  }
}
