import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are. */
export const COMPRESSION_THRESHOLD = 1024;
const BROTLI_QUALITY = 4;
const BROTLI_PARAMS = { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding an answer is sent in for an Accept-Encoding header: brotli, else gzip, else none
 * (the order @fastify/compress prefers; a coding refused with q=0 is not used).
 */
export function preferredEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    const name = token.trim().toLowerCase();
    if (name === 'br' || name === '*') br = true;
    else if (name === 'gzip') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/** A body compressed as the compression plugin compresses answers, or with another brotli quality. */
export function encodeBody(
  body: Buffer,
  encoding: Exclude<ContentEncoding, 'identity'>,
  brotliQuality = BROTLI_QUALITY,
): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/**
 * JSON answers and pages compressed for phones on slow networks; built assets are already precompressed.
 * After the response cache, so cached answers are stored uncompressed (its onSend hook runs first); the
 * cache sends its hits already encoded (`Content-Encoding` set), which this plugin leaves alone.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: BROTLI_PARAMS },
    });
  },
  { name: 'spey-compression', fastify: '5.x', dependencies: ['spey-response-cache'] },
);
