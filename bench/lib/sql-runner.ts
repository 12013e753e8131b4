import type { PoolClient } from 'pg';
import type { Database } from '../../src/server/db/client';

/** Raw SQL on one connection, the same way on both drivers (temp tables and setseed need one session). */
export interface SqlRunner {
  run<T extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<T[]>;
  release(): void;
}

export async function oneConnection(database: Database): Promise<SqlRunner> {
  if (database.kind === 'pglite') {
    const pglite = database.pglite;
    if (!pglite) throw new Error('PGlite handle missing');
    return {
      async run<T extends Record<string, unknown>>(text: string, params?: unknown[]) {
        const result = await pglite.query<T>(text, params);
        return result.rows;
      },
      release: () => undefined,
    };
  }
  const pool = database.pool;
  if (!pool) throw new Error('pg pool missing');
  const client: PoolClient = await pool.connect();
  return {
    async run<T extends Record<string, unknown>>(text: string, params?: unknown[]) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    release: () => client.release(),
  };
}

/** A text[] literal for inlining a fixed word list into generated SQL. */
export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}
