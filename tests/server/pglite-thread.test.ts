import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPglite, queryRows, type Database } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema/index';
import { getDatabaseErrorCode } from '../../src/server/lib/app-error';

// The embedded database in a thread of its own (decision 066) answers as PGlite on the calling thread
// does: the same rows, the same errors with their codes, transactions that commit or roll back, and one
// statement at a time. PostgreSQL runs have no snapshot to compare with.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'spey-pglite-thread-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(process.env.SPEY_TEST_DB === 'postgres')('the embedded database in its own thread', () => {
  let here: Database;
  let there: Database;
  beforeAll(async () => {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    here = await openPglite(undefined, { snapshot, turns: false });
    there = await openPglite(undefined, { snapshot, thread: true });
  });
  afterAll(async () => {
    await here?.close();
    await there?.close();
  });

  /** Runs the same writes and reads on both copies and answers both results. */
  async function onBoth<T>(run: (database: Database) => Promise<T>): Promise<[T, T]> {
    return [await run(here), await run(there)];
  }

  it('answers every column type as the calling thread does', async () => {
    const read = (database: Database) =>
      queryRows(
        database.db,
        sql`SELECT 1::int AS int, 9007199254740993::int8 AS big, 1.50::numeric AS num, ARRAY[1.5, 2]::numeric[] AS nums,
                   'x'::text AS text, NULL::text AS nothing, true AS yes, DATE '2026-11-29' AS day,
                   TIMESTAMPTZ '2026-11-29 10:00+07' AS at, ARRAY[TIMESTAMPTZ '2026-11-29 10:00+07'] AS ats,
                   INTERVAL '90 minutes' AS span, '{"a":[1,"ខ្មែរ"]}'::jsonb AS doc, '\\x00ff'::bytea AS bytes,
                   gen_random_uuid() IS NOT NULL AS uuid_ok`,
      );
    const [mine, theirs] = await onBoth(read);
    expect(theirs).toEqual(mine);
    expect(theirs[0]).toMatchObject({ day: '2026-11-29', num: '1.50', text: 'x', nothing: null, yes: true });
  });

  it('answers Drizzle selects, inserts and updates the same', async () => {
    const [mine, theirs] = await onBoth(async (database) => {
      const [row] = await database.db
        .insert(schema.user)
        .values({
          id: '00000000-0000-4000-8000-0000000000a1',
          name: 'Dara',
          email: 'dara@example.com',
          emailVerified: false,
        })
        .returning();
      await database.db
        .update(schema.user)
        .set({ name: 'Dara S.' })
        .where(eq(schema.user.id, '00000000-0000-4000-8000-0000000000a1'));
      const read = await database.db
        .select()
        .from(schema.user)
        .where(eq(schema.user.id, '00000000-0000-4000-8000-0000000000a1'));
      return { inserted: row?.name, read: read.map((user) => ({ name: user.name, email: user.email })) };
    });
    expect(theirs).toEqual(mine);
    expect(theirs.read).toEqual([{ name: 'Dara S.', email: 'dara@example.com' }]);
  });

  it('carries a database error across with its code, constraint and message', async () => {
    const duplicate = () =>
      there.db.insert(schema.user).values({
        id: '00000000-0000-4000-8000-0000000000a2',
        name: 'Sokha',
        email: 'dara@example.com',
        emailVerified: false,
      });
    const error: unknown = await duplicate().catch((caught: unknown) => caught);
    expect(getDatabaseErrorCode(error)).toBe('23505');
    const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
    expect(cause?.constraint).toMatch(/email/);
    expect(cause?.message).toMatch(/duplicate key/);
    expect(
      getDatabaseErrorCode(await there.db.execute(sql`SELECT 1/0`).catch((caught: unknown) => caught)),
    ).toBe('22012');
    // The failed statements changed nothing and the thread keeps answering.
    expect(
      await queryRows(
        there.db,
        sql`SELECT count(*)::int AS n FROM "user" WHERE id = '00000000-0000-4000-8000-0000000000a2'`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('commits a transaction that returns and rolls back one that throws or asks to', async () => {
    await there.db.execute(sql`CREATE TABLE thread_tx (n int PRIMARY KEY)`);
    await there.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_tx VALUES (1)`);
      await tx.transaction(async (inner) => inner.execute(sql`INSERT INTO thread_tx VALUES (2)`));
    });
    await expect(
      there.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_tx VALUES (3)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      there.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_tx VALUES (4)`);
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);
    // A failed statement inside leaves the whole transaction undone.
    await expect(
      there.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_tx VALUES (5)`);
        await tx.execute(sql`INSERT INTO thread_tx VALUES (1)`);
      }),
    ).rejects.toSatisfy((error: unknown) => getDatabaseErrorCode(error) === '23505');
    expect(await queryRows(there.db, sql`SELECT array_agg(n ORDER BY n) AS ns FROM thread_tx`)).toEqual([
      { ns: [1, 2] },
    ]);
  });

  it('runs one statement at a time: a statement sent during a transaction waits for its end', async () => {
    await there.db.execute(sql`CREATE TABLE thread_wait (n int)`);
    let outside: Promise<{ n: number }[]> | undefined;
    await there.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_wait VALUES (1)`);
      outside = queryRows<{ n: number }>(there.db, sql`SELECT count(*)::int AS n FROM thread_wait`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`INSERT INTO thread_wait VALUES (2)`);
    });
    expect(await outside).toEqual([{ n: 2 }]);
    // Many statements at once each get their own answer.
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => queryRows<{ v: number }>(there.db, sql`SELECT ${i}::int AS v`)),
    );
    expect(answers.map((rows) => rows[0]?.v)).toEqual(Array.from({ length: 500 }, (_, i) => i));
  });

  it("offers PGlite's own transaction interface: tagged statements, several statements, rollback", async () => {
    const thread = there.thread!;
    await thread.exec('CREATE TABLE thread_own (n int, label text)');
    const kept = await thread.transaction(async (tx) => {
      await tx.sql`INSERT INTO thread_own VALUES (${1}, ${"it's"}), (${2}, ${'$1'})`;
      await tx.exec('INSERT INTO thread_own VALUES (3, NULL); UPDATE thread_own SET n = n * 10 WHERE n = 3');
      return (await tx.sql<{ n: number; label: string | null }>`SELECT n, label FROM thread_own ORDER BY n`)
        .rows;
    });
    expect(kept).toEqual([
      { n: 1, label: "it's" },
      { n: 2, label: '$1' },
      { n: 30, label: null },
    ]);
    await thread.transaction(async (tx) => {
      await tx.sql`DELETE FROM thread_own`;
      await tx.rollback();
    });
    expect((await thread.query<{ n: number }>('SELECT count(*)::int AS n FROM thread_own')).rows).toEqual([
      { n: 3 },
    ]);
  });

  it('refuses a statement whose own parsers it could not apply', async () => {
    await expect(
      there.thread!.query('SELECT 1', [], { parsers: { 23: (value: string) => Number(value) * 2 } }),
    ).rejects.toThrow(/parsers/);
  });
});

describe.skipIf(process.env.SPEY_TEST_DB === 'postgres')(
  'a data folder opened in the database thread',
  () => {
    it('keeps what was written, holds the folder lock, and fails to start with a clear error', async () => {
      const dir = path.join(tmp, 'threaded-db');
      const lockFile = path.join(tmp, 'threaded-db.lock');
      const first = await openPglite(dir, { thread: true });
      try {
        expect(readFileSync(lockFile, 'utf8')).toMatch(new RegExp(`^${process.pid} `));
        await first.db.execute(sql`CREATE TABLE kept (note text)`);
        await first.db.execute(sql`INSERT INTO kept VALUES ('សួស្តី')`);
      } finally {
        await first.close();
      }
      expect(existsSync(lockFile)).toBe(false);
      const afterClose: unknown = await first.db.execute(sql`SELECT 1`).catch((caught: unknown) => caught);
      expect((afterClose as { cause?: Error }).cause?.message).toMatch(/thread stopped/);
      expect(first.thread && (await Promise.race([first.thread.lost, Promise.resolve('not lost')]))).toBe(
        'not lost',
      );

      const again = await openPglite(dir);
      try {
        expect(await queryRows(again.db, sql`SELECT note FROM kept`)).toEqual([{ note: 'សួស្តី' }]);
      } finally {
        await again.close();
      }

      // A folder PGlite cannot open: the thread says why, and the lock is given back.
      const broken = path.join(tmp, 'broken-db');
      mkdirSync(broken);
      writeFileSync(path.join(broken, 'PG_VERSION'), '99\n');
      await expect(openPglite(broken, { thread: true })).rejects.toThrow(/initialize/);
      await expect(openPglite(broken, { thread: true })).rejects.toThrow(/initialize/);
    });
  },
);
