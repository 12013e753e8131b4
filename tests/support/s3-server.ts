import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials (it checks signatures made with them). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** STORAGE_URL for this server's bucket. */
  storageUrl: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on loopback (random port, temporary folder) standing in for AWS S3, R2 or
 * MinIO, the way the mock OAuth server stands in for Google.
 */
export async function startLocalS3(bucket = 'spey-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'spey-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storageUrl: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
