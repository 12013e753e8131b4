import type { StorageConfig } from '../config';
import { createLocalStorage, type Storage } from './storage';
import { createS3Storage } from './storage-s3';

/** The configured store: DATA_DIR/uploads by default, an S3-compatible bucket with STORAGE_URL. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind === 'local') return createLocalStorage(config.dir);
  return createS3Storage(config);
}
