import { loadConfig } from '../config';
import { openDatabase, runMigrations } from '../db/client';
import { createOrPromoteAdmin } from '../db/seed/admin';

// `npm run user:create-admin -- email [password]`: promotes an existing account to admin, or creates one.
const [email, password] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!email) {
  console.error('Usage: npm run user:create-admin -- <email> [password]');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await runMigrations(database);
  const result = await createOrPromoteAdmin(database.db, { email, password });
  console.log(result.created ? `Created admin ${email}.` : `Promoted ${email} to admin.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
