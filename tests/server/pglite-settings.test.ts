import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite, queryRows } from '../../src/server/db/client';
import { PGLITE_SHARED_BUFFERS } from '../../src/server/db/pglite-create';

describe('embedded database settings', () => {
  it('keeps its buffer cache small, from the first start of a data folder on', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spey-pglite-'));
    try {
      for (let start = 0; start < 2; start += 1) {
        const database = await openPglite(dir);
        try {
          const rows = await queryRows<{ v: string }>(
            database.db,
            sql`SELECT current_setting('shared_buffers') AS v`,
          );
          expect(rows[0]?.v).toBe(PGLITE_SHARED_BUFFERS);
        } finally {
          await database.close();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
