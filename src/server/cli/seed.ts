import { loadConfig } from '../config';
import { openDatabase, runMigrations } from '../db/client';
import { isDatabaseEmpty, seedDemoData } from '../db/seed/demo';
import { createStorage } from '../lib/storage-from-config';

// `npm run db:seed`: loads the demo data into an empty database (add --force to seed anyway).
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await runMigrations(database);
  if (!process.argv.includes('--force') && !(await isDatabaseEmpty(database.db))) {
    console.log('The database already has restaurants; nothing seeded (use --force to seed anyway).');
  } else {
    const summary = await seedDemoData(database.db, {
      dataDir: config.dataDir,
      timeZone: config.timeZone,
      storage: await createStorage(config.storage),
    });
    console.log(`Demo data loaded: ${JSON.stringify(summary)}`);
  }
} finally {
  await database.close();
}
