import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';

export const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const projectRoot = path.resolve(benchRoot, '..');
export const resultsDir = path.join(benchRoot, 'results');

export type DbKind = 'pglite' | 'postgres';

/** Where one generated data set lives, and the DATA_DIR the server gets for it (auth secret, cookie cache). */
export interface Dataset {
  kind: DbKind;
  scale: number;
  label: string;
  dataDir: string;
  pgliteDir?: string;
  databaseUrl?: string;
}

export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432';

export function resolveDataset(kind: DbKind, scale: number, url?: string): Dataset {
  if (kind === 'pglite') {
    const dataDir = path.join(benchRoot, 'data', `pglite-scale${scale}`);
    return { kind, scale, label: `pglite-scale${scale}`, dataDir, pgliteDir: path.join(dataDir, 'db') };
  }
  const databaseUrl = url ?? process.env.BENCH_DATABASE_URL ?? `${LOCAL_POSTGRES}/spey_bench_s${scale}`;
  const dbName = new URL(databaseUrl).pathname.replace(/^\//, '') || 'postgres';
  return {
    kind,
    scale,
    label: `postgres ${dbName}`,
    dataDir: path.join(benchRoot, 'data', `postgres-${dbName}`),
    databaseUrl,
  };
}

/** The auth secret the bench server uses for this data set (kept beside it so cached cookies stay valid). */
export function datasetSecret(dataset: Dataset): string {
  mkdirSync(dataset.dataDir, { recursive: true });
  const file = path.join(dataset.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Opens the data set in this process (PGlite: only while no server holds the folder). PGlite's statements
 * run bare here, without the turns the server gives them on its event loop (decision 053): the floor is
 * the database's own throughput.
 */
export async function openDataset(dataset: Dataset, poolSize = 20): Promise<Database> {
  if (dataset.kind === 'pglite') {
    if (!dataset.pgliteDir) throw new Error('pglite data set without a folder');
    return openPglite(dataset.pgliteDir, { turns: false });
  }
  if (!dataset.databaseUrl) throw new Error('postgres data set without a URL');
  return openPostgres(dataset.databaseUrl, poolSize);
}

/** Creates the PostgreSQL database named in the URL when it does not exist yet. */
export async function ensurePostgresDatabase(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const dbName = target.pathname.replace(/^\//, '');
  if (!dbName || dbName === 'postgres') return;
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${dbName.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Whether the data set has been generated (restaurants exist); opens and closes it. */
export async function isSeeded(dataset: Dataset): Promise<boolean> {
  if (dataset.kind === 'pglite' && !(dataset.pgliteDir && existsSync(dataset.pgliteDir))) return false;
  if (dataset.kind === 'postgres') {
    const client = new pg.Client({ connectionString: dataset.databaseUrl });
    try {
      await client.connect();
      const rows = await client.query("SELECT to_regclass('public.restaurants') IS NOT NULL AS ok");
      if (!rows.rows[0]?.ok) return false;
      const count = await client.query('SELECT EXISTS (SELECT 1 FROM restaurants) AS ok');
      return Boolean(count.rows[0]?.ok);
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const database = await openDataset(dataset);
  try {
    const result = await database.pglite?.query<{ ok: boolean }>(
      "SELECT to_regclass('public.restaurants') IS NOT NULL AS ok",
    );
    if (!result?.rows[0]?.ok) return false;
    const count = await database.pglite?.query<{ ok: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM restaurants) AS ok',
    );
    return Boolean(count?.rows[0]?.ok);
  } finally {
    await database.close();
  }
}
