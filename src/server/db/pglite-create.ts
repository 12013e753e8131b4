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

/**
 * Opens PGlite on a data folder (in memory without one) with the extensions the migrations use, its
 * buffer cache set on its command line, and the text types read once (decision 061); or, with
 * `snapshot`, an in-memory copy of a dumped data folder. Used on the server's thread and in the database's
 * own thread alike (pglite-thread.ts); the lock is the caller's.
 */
export async function createPglite(dir: string | undefined, snapshot?: Uint8Array): Promise<PGlite> {
  if (dir && !existsSync(dir)) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({
    ...(snapshot ? { loadDataDir: new Blob([new Uint8Array(snapshot)]) } : dir ? { dataDir: dir } : {}),
    extensions: { pg_trgm },
    // A setting on the command line rather than ALTER SYSTEM and a second start: a first instance, closed,
    // kept its 128 MB of WebAssembly memory until a collection that an idle thread may not run for a while.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  readTextTypesOnce(client);
  return client;
}
