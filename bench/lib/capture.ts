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
  /**
   * The name the server sends the statement under when it is a named prepared statement (decision 046):
   * the floor replays it under the same name, so PostgreSQL plans it once per connection there too.
   */
  name?: string;
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

/** A request to capture: GET paths for the reads, the write's method and JSON body for the writes. */
export interface CaptureRequest {
  key: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: unknown;
}

export interface CaptureOptions {
  /** Signs this account in first (through the app, like a browser) and sends its cookie with every request. */
  signIn?: { email: string; password: string };
  /**
   * Checks the session once before capturing. The server checks a session against the database once per
   * 30 s (decision 034): under load every cookie is in its session cache and no read sends that look-up,
   * so it must not land in the SQL of whichever path happens to be captured first.
   */
  warmSession?: boolean;
  /**
   * Sends each GET once before capturing it. A text search keeps which word list a query reads for 60 s
   * (decision 069): under load every query the bench sends is kept and no read sends that look-up again.
   */
  warmReads?: boolean;
}

export async function captureSql(
  database: Database,
  config: Config,
  paths: string[],
  options: CaptureOptions = {},
): Promise<Map<string, CapturedRequest>> {
  return captureRequests(
    database,
    config,
    paths.map((url) => ({ key: url, method: 'GET', url })),
    { warmSession: true, warmReads: true, ...options },
  );
}

export async function captureRequests(
  database: Database,
  config: Config,
  requests: CaptureRequest[],
  options: CaptureOptions = {},
): Promise<Map<string, CapturedRequest>> {
  let current: CapturedQuery[] = [];
  const logger: Logger = { logQuery: (text, params) => current.push({ text, params: [...params] }) };
  let db: Db;
  if (database.kind === 'postgres' && database.pool) {
    // Drizzle logs a statement, then hands the pool a query config that carries its name when it is
    // prepared: note that name on the statement just logged.
    const pool = database.pool;
    const naming = new Proxy(pool, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
        return (config: unknown, ...rest: unknown[]) => {
          const last = current.at(-1);
          if (last && isNamedConfig(config) && config.text === last.text) last.name = config.name;
          return (target.query as (...args: unknown[]) => unknown).call(target, config, ...rest);
        };
      },
    });
    db = drizzlePg(naming, { schema, logger }) as unknown as Db;
  } else if (database.pglite) db = drizzlePglite(database.pglite, { schema, logger }) as unknown as Db;
  else throw new Error('no database handle to capture with');
  // With the reads warmed, the response cache must not answer the captured request in place of its SQL.
  const captureConfig = options.warmReads ? { ...config, responseCacheTtlMs: 0 } : config;
  const app = await buildApp({
    config: captureConfig,
    database: { ...database, db },
    webDir: null,
    logger: false,
  });
  const captured = new Map<string, CapturedRequest>();
  try {
    let cookie: string | undefined;
    if (options.signIn) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: config.publicUrl },
        payload: options.signIn,
      });
      if (response.statusCode !== 200)
        throw new Error(`capture sign-in answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      if (options.warmSession) {
        const warm = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
        if (warm.statusCode !== 200) throw new Error(`capture session check answered ${warm.statusCode}`);
      }
    }
    const headers = { origin: config.publicUrl, ...(cookie ? { cookie } : {}) };
    for (const request of requests) {
      // The warming request's statements go to a list of their own, not to the request captured before.
      current = [];
      if (options.warmReads && request.method === 'GET')
        await app.inject({ method: 'GET', url: request.url, headers });
      current = [];
      const response = await app.inject({
        method: request.method,
        url: request.url,
        payload: request.payload as Record<string, unknown> | undefined,
        headers,
      });
      if (response.statusCode >= 300)
        throw new Error(
          `${request.method} ${request.url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
        );
      captured.set(request.key, { queries: current, body: response.body });
    }
  } finally {
    await app.close();
  }
  return captured;
}

function isNamedConfig(config: unknown): config is { name: string; text: string } {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as { name?: unknown }).name === 'string' &&
    typeof (config as { text?: unknown }).text === 'string'
  );
}

/**
 * Replays one request's statements, in order, on the bare driver (pg pool or the PGlite instance); a
 * statement the server sends prepared is sent prepared under its name, the others unnamed, as the server does.
 */
export function replayer(database: Database): (queries: CapturedQuery[]) => Promise<void> {
  if (database.kind === 'postgres' && database.pool) {
    const pool = database.pool;
    return async (queries) => {
      for (const q of queries)
        if (q.name) await pool.query({ name: q.name, text: q.text, values: q.params });
        else await pool.query(q.text, q.params);
    };
  }
  const pglite = database.pglite;
  if (!pglite) throw new Error('no PGlite handle');
  return async (queries) => {
    for (const q of queries) await pglite.query(q.text, q.params);
  };
}

/**
 * Replays one write request's statements (its transaction's BEGIN … COMMIT included) on one connection,
 * replacing captured values (the capturing user, review, restaurant) with this iteration's, and the id an
 * INSERT … RETURNING gave at capture time with the one it gives now. On PGlite the statements run in
 * pglite.transaction, as Drizzle runs the server's.
 */
export function writeReplayer(
  database: Database,
): (queries: CapturedQuery[], substitutions: Map<string, string>, returnedId?: string) => Promise<void> {
  const substitute = (params: unknown[], map: Map<string, string>) =>
    params.map((p) => (typeof p === 'string' && map.has(p) ? map.get(p) : p));
  async function run(
    query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
    queries: CapturedQuery[],
    substitutions: Map<string, string>,
    returnedId?: string,
  ) {
    const map = new Map(substitutions);
    for (const q of queries) {
      const result = await query(q.text, substitute(q.params, map));
      const id = result.rows[0]?.id;
      if (returnedId && /^insert/i.test(q.text) && typeof id === 'string') map.set(returnedId, id);
    }
  }
  if (database.kind === 'postgres' && database.pool) {
    const pool = database.pool;
    return async (queries, substitutions, returnedId) => {
      const client = await pool.connect();
      try {
        await run((text, params) => client.query(text, params), queries, substitutions, returnedId);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    };
  }
  const pglite = database.pglite;
  if (!pglite) throw new Error('no PGlite handle');
  // Drizzle runs PGlite transactions through pglite.transaction (no BEGIN/COMMIT in the log): do the same.
  return (queries, substitutions, returnedId) => {
    const body = queries.filter((q) => !/^(begin|commit)\b/i.test(q.text.trim()));
    return pglite.transaction((tx) =>
      run((text, params) => tx.query<Record<string, unknown>>(text, params), body, substitutions, returnedId),
    );
  };
}

/**
 * The cheapest read there is: one restaurant row by primary key. It is sent as a named prepared
 * statement, as the server sends its fixed-shape reads (decision 046), so that no read's ratio to it
 * gains from a planning cost the single row pays and the read does not.
 */
export function singleRowRead(restaurantId: string): CapturedQuery[] {
  return [
    { name: 'floor_single_row', text: 'SELECT * FROM restaurants WHERE id = $1', params: [restaurantId] },
  ];
}
