import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { readTextTypesOnce } from './pglite-parsers';

const ROW = sql`SELECT timestamptz '2026-11-28 07:00:00+00' AS at, date '2026-11-28' AS day,
                       1.50::numeric AS amount, ARRAY[timestamptz '2026-11-28 07:00:00+00'] AS ats,
                       interval '1 day' AS span, 7::int AS n`;

describe('PGlite reads the text types once, not per statement', () => {
  let plain: PGlite;
  let client: PGlite;
  let sent: (QueryOptions | undefined)[];
  beforeAll(async () => {
    [plain, client] = await Promise.all([PGlite.create(), PGlite.create()]);
    sent = [];
    const query = client.query.bind(client);
    // What reaches PGlite's own query, under the wrapper.
    vi.spyOn(client, 'query').mockImplementation((text, params, options) => {
      sent.push(options);
      return query(text, params, options);
    });
    readTextTypesOnce(client);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), client.close()]);
  });

  it('answers Drizzle exactly as before, in and out of a transaction', async () => {
    const before = (await drizzle(plain).execute(ROW)).rows;
    const db = drizzle(client);
    expect((await db.execute(ROW)).rows).toEqual(before);
    expect(await db.transaction(async (tx) => (await tx.execute(ROW)).rows)).toEqual(before);
    expect(before).toEqual([
      {
        at: '2026-11-28 07:00:00+00',
        day: '2026-11-28',
        amount: '1.50',
        ats: '{"2026-11-28 07:00:00+00"}',
        span: '1 day',
        n: 7,
      },
    ]);
  });

  it('sends no per-statement parsers when they only say what the client already does', async () => {
    sent.length = 0;
    await drizzle(client).execute(ROW);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ rowMode: 'object' });
    expect(sent[0]).not.toHaveProperty('parsers');
  });

  it('keeps parsers that read something else', async () => {
    const options: QueryOptions = { parsers: { [types.INT4]: (value) => Number(value) * 2 } };
    expect((await client.query<{ n: number }>('SELECT 7::int AS n', [], options)).rows).toEqual([{ n: 14 }]);
    const notText: QueryOptions = { parsers: { [types.TIMESTAMPTZ]: (value) => `at ${value}` } };
    expect(
      (await client.query<{ at: string }>(`SELECT timestamptz '2026-11-28 07:00:00+00' AS at`, [], notText))
        .rows,
    ).toEqual([{ at: 'at 2026-11-28 07:00:00+00' }]);
  });
});
