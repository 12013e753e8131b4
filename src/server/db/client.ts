import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { projectRoot } from '../lib/project-root';
import { createPglite } from './pglite-create';
import { PgliteThread } from './pglite-thread-client';
import { takeTurns } from './pglite-turns';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

/** Read at run time, from the sources (the server bundle does not carry the SQL files). */
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The pg pool (postgres mode only), for benchmarks that measure the bare query floor. */
  pool?: pg.Pool;
  /** The embedded database on this thread; or, in a thread of its own, that thread's client. */
  pglite?: PGlite;
  thread?: PgliteThread;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {}

/**
 * Only one process may open a PGlite data folder; a lock file guards it. It holds the owner's pid and,
 * on Linux, the boot id and the process's start time, so that a lock left by a killed process is
 * recognised as stale even when its pid has been given to another process since (after a reboot, pids
 * start again from small numbers).
 */
function acquireLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, '..', `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, [process.pid, readBootId() ?? '-', readStartTime(process.pid) ?? '-'].join(' '));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText = '', bootId, startTime] = readFileSync(lockFile, 'utf8').trim().split(' ');
      const pid = Number(pidText);
      if (pid && pid !== process.pid && isLockOwnerAlive(pid, bootId, startTime)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dir} is in use by another Spey process (pid ${pid}). ` +
            'Stop it first, or set DATA_DIR to another folder, or use DATABASE_URL.',
        );
      }
      rmSync(lockFile, { force: true }); // stale lock from a process that died
    }
  }
  throw new DatabaseLockedError(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after boot. */
function readStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The recorded owner is still running: same boot, pid alive, and (where known) the same start time. */
function isLockOwnerAlive(pid: number, bootId?: string, startTime?: string): boolean {
  if (!isAlive(pid)) return false;
  const currentBoot = readBootId();
  if (bootId && bootId !== '-' && currentBoot && bootId !== currentBoot) return false;
  const currentStart = readStartTime(pid);
  if (startTime && startTime !== '-' && currentStart && startTime !== currentStart) return false;
  return true;
}

// DATE columns stay 'YYYY-MM-DD' strings; a JS Date would shift them by the process time zone.
pg.types.setTypeParser(1082, (value: string) => value);

/**
 * Opens the embedded database. With `thread`, PGlite runs in a worker thread of its own (decision 066), so
 * its statements no longer share the server's event loop: that is how the server runs it. Otherwise it
 * runs on the calling thread (the command-line tools, the tests, the bench's bare floor), where the server's
 * statements would take turns with its sockets (decision 053) and a bench's floor opts out.
 */
export async function openPglite(
  dir: string | undefined,
  options: { lock?: boolean; turns?: boolean; thread?: boolean; snapshot?: Uint8Array } = {},
): Promise<Database> {
  const release = dir && options.lock !== false ? acquireLock(dir) : () => undefined;
  try {
    if (options.thread) {
      const thread = await PgliteThread.start(dir, options.snapshot);
      return {
        kind: 'pglite',
        db: drizzlePglite(thread as unknown as PGlite, { schema }) as unknown as Db,
        thread,
        async close() {
          try {
            await thread.close();
          } finally {
            release();
          }
        },
      };
    }
    const client = await createPglite(dir, options.snapshot);
    if (options.turns !== false) takeTurns(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      pglite: client,
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  pool.on('error', () => undefined); // an idle client's error surfaces on its next query
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

export async function openDatabase(
  config:
    { kind: 'pglite'; dir: string; thread?: boolean } | { kind: 'postgres'; url: string; poolSize: number },
): Promise<Database> {
  return config.kind === 'pglite'
    ? openPglite(config.dir, { thread: config.thread })
    : openPostgres(config.url, config.poolSize);
}

/** Applies committed migrations; on PostgreSQL an advisory lock keeps concurrent instances in line. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const pool = database.pool!;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727372)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727372)').catch(() => undefined);
    client.release();
  }
}

/** Runs raw SQL and returns its rows, the same way on both drivers. */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
