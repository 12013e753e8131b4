import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { buildApp } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import type { Database, Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema/index';

export interface CapturedQuery {
  text: string;
  params: unknown[];
}

/**
 * The SQL each request runs, captured once per path: the real app (buildApp) answers the path through
 * app.inject over the same database, with a Drizzle logger recording every statement. Every query in
 * the modules goes through Drizzle (raw SQL too, via db.execute), so this is exactly what the route sends.
 */
export interface CapturedRequest {
  queries: CapturedQuery[];
  /** The response body (JSON text), e.g. for the next page's cursor. */
  body: string;
}

export async function captureSql(
  database: Database,
  config: Config,
  paths: string[],
): Promise<Map<string, CapturedRequest>> {
  let current: CapturedQuery[] = [];
  const logger: Logger = { logQuery: (text, params) => current.push({ text, params: [...params] }) };
  let db: Db;
  if (database.kind === 'postgres' && database.pool)
    db = drizzlePg(database.pool, { schema, logger }) as unknown as Db;
  else if (database.pglite) db = drizzlePglite(database.pglite, { schema, logger }) as unknown as Db;
  else throw new Error('no database handle to capture with');
  const app = await buildApp({ config, database: { ...database, db }, webDir: null, logger: false });
  const captured = new Map<string, CapturedRequest>();
  try {
    for (const path of paths) {
      current = [];
      const response = await app.inject({ method: 'GET', url: path });
      if (response.statusCode !== 200)
        throw new Error(`GET ${path} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      captured.set(path, { queries: current, body: response.body });
    }
  } finally {
    await app.close();
  }
  return captured;
}

/** Replays one request's statements, in order, on the bare driver (pg pool or the PGlite instance). */
export function replayer(database: Database): (queries: CapturedQuery[]) => Promise<void> {
  if (database.kind === 'postgres' && database.pool) {
    const pool = database.pool;
    return async (queries) => {
      for (const q of queries) await pool.query(q.text, q.params);
    };
  }
  const pglite = database.pglite;
  if (!pglite) throw new Error('no PGlite handle');
  return async (queries) => {
    for (const q of queries) await pglite.query(q.text, q.params);
  };
}
