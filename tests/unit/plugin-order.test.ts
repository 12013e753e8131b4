import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressionPlugin } from '../../src/server/plugins/compression';
import { responseCachePlugin } from '../../src/server/plugins/response-cache';
import { securityPlugin } from '../../src/server/plugins/security';

/** Server plugins name what they need: registered out of order, the app refuses to start. */
describe('server plugin dependencies', () => {
  it('compression needs the response cache registered first', async () => {
    const wrong = Fastify({ logger: false });
    await expect(wrong.register(compressionPlugin)).rejects.toThrow(/spey-response-cache/);
    await wrong.close();

    const right = Fastify({ logger: false });
    await right.register(responseCachePlugin, { ttlMs: 0 });
    await right.register(compressionPlugin);
    await expect(right.ready()).resolves.toBeDefined();
    await right.close();
  });

  it('the security plugin needs the configuration decorated', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(securityPlugin)).rejects.toThrow(/config/);
    await app.close();
  });
});
