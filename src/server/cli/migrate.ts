import { loadConfig } from '../config';
import { openDatabase, runMigrations } from '../db/client';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
