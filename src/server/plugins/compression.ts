import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * JSON answers compressed for phones on slow networks; built assets are already precompressed.
 * After the response cache, so cached answers are stored uncompressed (its onSend hook runs first).
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'spey-compression', fastify: '5.x', dependencies: ['spey-response-cache'] },
);
