import { existsSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readTextTypesOnce } from './pglite-parsers';

/**
 * The embedded database's buffer cache. PostgreSQL's default (128 MB) lives inside the server process
 * with PGlite and alone pushed its memory past 450 MB under load; pages it does not keep are read
 * back from the operating system's file cache. 16 MB answered the bench as fast as 32 did, with 18 MB
 * less memory at the peak (decision 061).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
const SHARED_BUFFERS_QUERY = `SELECT current_setting('shared_buffers') AS v`;

/**
 * Opens PGlite on a data folder (in memory without one) with the extensions the migrations use, its
 * buffer cache set (once per folder, then reopened) and the text types read once (decision 061); or, with
 * `snapshot`, an in-memory copy of a dumped data folder. Used on
 * the server's thread and in the database's own thread alike (pglite-thread.ts); the lock is the caller's.
 */
export async function createPglite(dir: string | undefined, snapshot?: Uint8Array): Promise<PGlite> {
  if (snapshot) {
    // A copy of a dumped database (the tests' migrated template), in memory.
    const copy = await PGlite.create({
      loadDataDir: new Blob([new Uint8Array(snapshot)]),
      extensions: { pg_trgm },
    });
    readTextTypesOnce(copy);
    return copy;
  }
  if (dir && !existsSync(dir)) mkdirSync(dir, { recursive: true });
  let client = await PGlite.create(
    dir ? { dataDir: dir, extensions: { pg_trgm } } : { extensions: { pg_trgm } },
  );
  if (dir && (await client.query<{ v: string }>(SHARED_BUFFERS_QUERY)).rows[0]?.v !== PGLITE_SHARED_BUFFERS) {
    // Takes effect on the next start: set it once per data folder, then reopen.
    await client.exec(`ALTER SYSTEM SET shared_buffers = '${PGLITE_SHARED_BUFFERS}'`);
    await client.close();
    client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  }
  readTextTypesOnce(client);
  return client;
}
