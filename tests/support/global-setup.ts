import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres, runMigrations } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
    postgresAdminUrl: string;
  }
}

/**
 * Migrates once per run: a PGlite snapshot that each test file loads, or (with TEST_DATABASE_URL)
 * a PostgreSQL template database that each test file copies.
 */
export default async function setup(project: TestProject) {
  const kind = process.env.SPEY_TEST_DB ?? project.config.env?.SPEY_TEST_DB ?? 'pglite';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spey-test-'));
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
    const template = `spey_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openPostgres(url.toString(), 2);
    await runMigrations(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('postgresAdminUrl', adminUrl);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const result = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`spey_t_${process.pid}_%`],
      );
      for (const row of result.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const database = await openPglite(undefined);
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  const file = path.join(dir, 'migrated.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  project.provide('postgresAdminUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
