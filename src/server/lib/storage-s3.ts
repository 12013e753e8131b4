import { assertValidStorageKey, isValidStorageKey, UPLOADS_URL_PREFIX, type Storage } from './storage';

/** Where an S3-compatible bucket is and how its files are reached (parsed from STORAGE_URL). */
export interface S3StorageOptions {
  bucket: string;
  /** Endpoint of a non-AWS service (R2, MinIO, Backblaze, s3rver); AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and s3rver need it). */
  forcePathStyle: boolean;
  /** Base the browser loads files from (bucket's public URL or a CDN); through the server when absent. */
  publicUrl?: string;
  /** Credentials for tests; in production the SDK's default chain reads the usual AWS variables. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Stored names carry a timestamp and never change, so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files kept as objects in an S3-compatible bucket, under the same keys as the local folder. The AWS SDK
 * (about 20 MB of a process' memory) is loaded here, when a bucket is configured, not by every server.
 */
export async function createS3Storage(options: S3StorageOptions): Promise<Storage> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    NoSuchKey,
    NotFound,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  const isMissing = (error: unknown): boolean => {
    if (error instanceof NoSuchKey || error instanceof NotFound) return true;
    return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
  };
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums on every request are an AWS-only extension that some compatible services refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const publicBase = options.publicUrl?.replace(/\/+$/, '');

  return {
    async put(key, data, contentType) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },

    async get(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const data = Buffer.from(await object.Body.transformToByteArray());
        return { data, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      if (!isValidStorageKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      // S3 answers 204 for a key that is not there, like the local store ignores ENOENT.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    urlFor(key) {
      assertValidStorageKey(key);
      return publicBase ? `${publicBase}/${key}` : `${UPLOADS_URL_PREFIX}${key}`;
    },

    publicUrl: publicBase,

    close() {
      client.destroy();
    },
  };
}
