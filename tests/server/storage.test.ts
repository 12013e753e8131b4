import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseStorageUrl } from '../../src/server/config';
import { createLocalStorage, storageKeyFromUrl, type Storage } from '../../src/server/lib/storage';
import { createS3Storage } from '../../src/server/lib/storage-s3';
import { createTestApp, type TestContext } from '../support/test-app';
import { S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from '../support/s3-server';

const webp = (text: string) => Buffer.concat([Buffer.from('RIFF0000WEBPVP8 '), Buffer.from(text)]);

let s3: LocalS3;
let folder: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  folder = mkdtempSync(path.join(os.tmpdir(), 'spey-storage-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

const drivers: [string, () => Storage | Promise<Storage>][] = [
  ['local folder', () => createLocalStorage(folder)],
  [
    's3 (s3rver on loopback)',
    () =>
      createS3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: S3RVER_CREDENTIALS,
      }),
  ],
];

describe.each(drivers)('storage contract: %s', (_name, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });
  afterAll(() => storage.close?.());

  it('gives back what was put, with its content type', async () => {
    const key = 'restaurant-images/r1/cover-1000.webp';
    await storage.put(key, webp('one'), 'image/webp');
    const file = await storage.get(key);
    expect(file?.data.equals(webp('one'))).toBe(true);
    expect(file?.contentType).toBe('image/webp');
    expect(await storage.exists(key)).toBe(true);
  });

  it('replaces a file put again under the same key', async () => {
    const key = 'restaurant-images/r1/cover-1001-640.webp';
    await storage.put(key, webp('first'), 'image/webp');
    await storage.put(key, webp('second'), 'image/webp');
    expect((await storage.get(key))?.data.toString()).toContain('second');
  });

  it('answers null / false for a key that is not there', async () => {
    expect(await storage.get('restaurant-images/none/cover-1.webp')).toBeNull();
    expect(await storage.exists('restaurant-images/none/cover-1.webp')).toBe(false);
  });

  it('deletes, and deleting a missing key is no error', async () => {
    const key = 'restaurant-images/r2/cover-2000-320.webp';
    await storage.put(key, webp('gone'), 'image/webp');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses unsafe keys and treats them as missing on read', async () => {
    for (const key of ['../escape.webp', '/abs.webp', 'a//b.webp', 'a/.hidden.webp', 'a b.webp', '']) {
      await expect(storage.put(key, webp('x'), 'image/webp')).rejects.toThrow();
      expect(await storage.get(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
    }
  });

  it('keeps binary data intact', async () => {
    const key = 'restaurant-images/r3/cover-3000.webp';
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    await storage.put(key, data, 'image/webp');
    expect((await storage.get(key))?.data.equals(data)).toBe(true);
  });

  it('serves files through /uploads/ unless they have a public home', async () => {
    const key = 'restaurant-images/r4/cover-4000.webp';
    expect(storage.urlFor(key)).toBe(`/uploads/${key}`);
    expect(storageKeyFromUrl(storage, `/uploads/${key}`)).toBe(key);
    expect(storageKeyFromUrl(storage, 'https://elsewhere.example/x.webp')).toBeNull();
  });
});

describe('STORAGE_URL', () => {
  it('defaults to DATA_DIR/uploads', () => {
    expect(parseStorageUrl(undefined, undefined, '/srv/spey')).toEqual({
      kind: 'local',
      dir: '/srv/spey/uploads',
    });
  });

  it('reads bucket, endpoint and region; path style with a custom endpoint', () => {
    expect(
      parseStorageUrl(
        's3://covers?endpoint=https://acc.r2.cloudflarestorage.com&region=auto',
        undefined,
        '/d',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'covers',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      region: 'auto',
      forcePathStyle: true,
      publicUrl: undefined,
    });
  });

  it('takes the public base from STORAGE_PUBLIC_URL, or the bucket with public=1', () => {
    expect(parseStorageUrl('s3://covers?region=eu-west-1', 'https://cdn.example.com/', '/d')).toMatchObject({
      forcePathStyle: false,
      publicUrl: 'https://cdn.example.com',
    });
    expect(parseStorageUrl('s3://covers?region=eu-west-1&public=1', undefined, '/d')).toMatchObject({
      publicUrl: 'https://covers.s3.eu-west-1.amazonaws.com',
    });
    expect(
      parseStorageUrl('s3://covers?endpoint=http://127.0.0.1:9000&public=1', undefined, '/d'),
    ).toMatchObject({
      publicUrl: 'http://127.0.0.1:9000/covers',
    });
  });

  it('refuses a malformed STORAGE_URL, and STORAGE_PUBLIC_URL without a bucket', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: folder, AUTH_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, STORAGE_URL: 'https://bucket' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ ...base, STORAGE_URL: 's3://b?endpoint=ftp://x' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ ...base, STORAGE_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(
      /STORAGE_PUBLIC_URL/,
    );
  });
});

describe('uploads served from a bucket', () => {
  let ctx: TestContext | undefined;
  afterAll(async () => {
    await ctx?.close();
  });

  it('reads /uploads/<key> from the bucket when it has no public URL', async () => {
    process.env.AWS_ACCESS_KEY_ID ??= S3RVER_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY ??= S3RVER_CREDENTIALS.secretAccessKey;
    ctx = await createTestApp({ STORAGE_URL: s3.storageUrl });
    const key = 'restaurant-images/served/cover-5000.webp';
    await ctx.app.storage.put(key, webp('served'), 'image/webp');
    const response = await ctx.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.equals(webp('served'))).toBe(true);
    const missing = await ctx.app.inject({ method: 'GET', url: '/uploads/restaurant-images/x/cover-1.webp' });
    expect(missing.statusCode).toBe(404);
  });

  it('redirects saved /uploads/ addresses to the public URL, which the CSP allows', async () => {
    const app = await createTestApp({
      STORAGE_URL: s3.storageUrl,
      STORAGE_PUBLIC_URL: 'https://cdn.example.com/spey',
    });
    try {
      const key = 'restaurant-images/r5/cover-6000.webp';
      expect(app.app.storage.urlFor(key)).toBe(`https://cdn.example.com/spey/${key}`);
      expect(storageKeyFromUrl(app.app.storage, `https://cdn.example.com/spey/${key}`)).toBe(key);
      const response = await app.app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`https://cdn.example.com/spey/${key}`);
      expect(String(response.headers['content-security-policy'])).toContain(
        "img-src 'self' data: blob: https://cdn.example.com",
      );
    } finally {
      await app.close();
    }
  });
});
