import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { contentTypeForKey, createLocalStorage, isValidStorageKey } from '../lib/storage';
import { createStorage } from '../lib/storage-from-config';

/**
 * `npm run storage:migrate [-- --from <folder>]`: copies every file of the local uploads folder
 * (DATA_DIR/uploads by default) to the store STORAGE_URL names. Files already there are skipped, so it
 * can run again after an interruption. Saved `/uploads/<key>` addresses keep working afterwards: the
 * server reads them from the bucket, or redirects them to STORAGE_PUBLIC_URL.
 */
async function listKeys(root: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const keys: string[] = [];
  for (const entry of entries) {
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await listKeys(root, key)));
    else if (entry.isFile() && isValidStorageKey(key)) keys.push(key);
  }
  return keys;
}

const config = loadConfig();
if (config.storage.kind !== 's3') {
  console.error('Set STORAGE_URL=s3://bucket?endpoint=…&region=… to say where the files go.');
  process.exit(1);
}
const fromIndex = process.argv.indexOf('--from');
const from = fromIndex > 0 ? path.resolve(process.argv[fromIndex + 1]) : path.join(config.dataDir, 'uploads');
const source = createLocalStorage(from);
const target = await createStorage(config.storage);
const keys = await listKeys(from);
let copied = 0;
let skipped = 0;
try {
  for (const key of keys) {
    if (await target.exists(key)) {
      skipped += 1;
      continue;
    }
    const file = await source.get(key);
    if (!file) continue;
    await target.put(key, file.data, contentTypeForKey(key));
    copied += 1;
    if (copied % 100 === 0) console.info(`  ${copied} copied…`);
  }
} finally {
  target.close?.();
}
console.info(
  `${keys.length} files in ${from}: ${copied} copied to s3://${config.storage.bucket}, ${skipped} already there.`,
);
