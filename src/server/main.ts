import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseLockedError, openDatabase, runMigrations, type Database } from './db/client';
import { isDatabaseEmpty, seedDemoData } from './db/seed/demo';
import { createStorage } from './lib/storage-from-config';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds demo data when asked or on a new embedded database, and listens. */
export async function startServer(
  config: Config,
  extra: Pick<AppOptions, 'devPages'> = {},
): Promise<RunningServer> {
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const shouldSeed =
      config.seedDemo === true ||
      (config.seedDemo === undefined && database.kind === 'pglite' && (await isDatabaseEmpty(database.db)));
    const storage = await createStorage(config.storage);
    if (shouldSeed && (await isDatabaseEmpty(database.db))) {
      await seedDemoData(database.db, { dataDir: config.dataDir, timeZone: config.timeZone, storage });
    }
    const app = await buildApp({ config, database, storage, ...extra });
    // Fastify would log every address it listens on (127.0.0.1, each LAN address): the one line that
    // matters, the address to open, is logged by main() instead.
    const level = app.log.level;
    app.log.level = level === 'info' ? 'warn' : level;
    try {
      await app.listen({ port: config.port, host: config.host });
    } finally {
      app.log.level = level;
    }
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        await app.close(); // finishes in-flight requests, refuses new ones with 503
        // Handlers of requests whose client left can outlive close(): let them finish their queries.
        if (!(await app.whenHandlersDone(10_000)))
          app.log.warn('closing the database with requests still running');
        await database.close();
      })();
      return stopping;
    };
    return { app, database, config, stop };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/**
 * The one address to open: PUBLIC_URL when set; otherwise the listening port on localhost (or on the
 * one host it listens on). Without PUBLIC_URL the site also works by any other name it is reached by.
 */
export function addressToOpen(config: Config): string {
  if (config.publicUrlSet) return config.publicUrl;
  const everywhere = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(config.host);
  const host = everywhere ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

export async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  server.app.log.info(`Spey is ready: open ${addressToOpen(config)} (database: ${server.database.kind})`);
  // The embedded database's thread stopping on its own leaves nothing to answer with: exit, so that the
  // service manager starts the server again (the database recovers from its write-ahead log).
  void server.database.thread?.lost.then((error) => {
    server.app.log.fatal({ err: error }, 'the embedded database stopped');
    process.exit(1);
  });
  const shutdown = (signal: string) => {
    server.app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    server
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
