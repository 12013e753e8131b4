import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** A stored file and the content type it was stored with. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live: a local folder (the default) or an S3-compatible bucket (storage-s3.ts).
 * Keys look like `restaurant-images/{restaurantId}/cover-{timestamp}.webp`.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a key that is not there is no error. */
  delete(key: string): Promise<void>;
  /** The URL the file is served at: `/uploads/<key>` through the server, or under `publicUrl`. */
  urlFor(key: string): string;
  /** Base URL the browser loads files from directly (a bucket or CDN), when files are not served by Spey. */
  publicUrl?: string;
  close?(): void;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const KEY_PATTERN = /^[A-Za-z0-9/_.-]+$/;
const MAX_KEY_LENGTH = 500;

/** Keys are relative paths of safe characters, with no '..', empty or dot-prefixed segments. */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (!KEY_PATTERN.test(key)) return false;
  if (key.startsWith('/') || key.endsWith('/')) return false;
  if (key.includes('..')) return false;
  // No empty segments, and no dot-files (temporary files start with a dot).
  return key.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

const contentTypesByExtension: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** The content type to serve a key with (the local store keeps no sidecar metadata). */
export function contentTypeForKey(key: string): string {
  return contentTypesByExtension[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * The key behind a stored file's URL, whichever way it is served (`/uploads/<key>` or the public base),
 * or null for a URL that is not one of ours.
 */
export function storageKeyFromUrl(storage: Storage, url: string): string | null {
  const prefixes = [UPLOADS_URL_PREFIX];
  if (storage.publicUrl) prefixes.push(`${storage.publicUrl}/`);
  for (const prefix of prefixes) {
    if (url.startsWith(prefix)) {
      const key = url.slice(prefix.length);
      return isValidStorageKey(key) ? key : null;
    }
  }
  return null;
}

/**
 * Stores files under `dir/<key>`, each written atomically (temp file, fsync, rename).
 * The content type is not stored separately: it follows from the key's extension.
 */
export function createLocalStorage(dir: string): Storage {
  const root = path.resolve(dir);

  function fileFor(key: string): string {
    assertValidStorageKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }

  return {
    async put(key, data, contentType) {
      const file = fileFor(key);
      // The type is derived from the extension when reading, so it must agree with it.
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Content type ${contentType} does not match the extension of ${key}`);
      }
      const folder = path.dirname(file);
      await mkdir(folder, { recursive: true });
      const temp = path.join(folder, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await open(temp, 'w', 0o644);
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true }).catch(() => undefined);
        throw error;
      }
      // Make the rename itself durable (not supported on every platform; best effort).
      try {
        const dirHandle = await open(folder, 'r');
        try {
          await dirHandle.sync();
        } finally {
          await dirHandle.close();
        }
      } catch {
        // ignore
      }
    },

    async get(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const data = await readFile(fileFor(key));
        return { data, contentType: contentTypeForKey(key) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },

    async exists(key) {
      if (!isValidStorageKey(key)) return false;
      try {
        return (await stat(fileFor(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(fileFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },

    urlFor(key) {
      assertValidStorageKey(key);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
  };
}
