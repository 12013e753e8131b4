import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { compressionPlugin } from '../../src/server/plugins/compression';
import { responseCachePlugin } from '../../src/server/plugins/response-cache';
import { securityPlugin } from '../../src/server/plugins/security';
import { errorsPlugin } from '../../src/server/plugins/errors';
import { healthRoutes } from '../../src/server/modules/health/health.routes';
import { reviewRoutes } from '../../src/server/modules/reviews/reviews.routes';
import type { Database } from '../../src/server/db/client';

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

  it('route modules name the plugins they need', async () => {
    const database = {} as Database;
    const app = Fastify({ logger: false });
    app.decorate('config', {} as never);
    await app.register(errorsPlugin);
    // Reviews need the session helpers, the rate limiter, the response cache and the security hooks.
    await expect(app.register(reviewRoutes, { prefix: '/api', database })).rejects.toThrow(/spey-auth/);
    await app.close();

    const bare = Fastify({ logger: false });
    await expect(bare.register(healthRoutes, { prefix: '/api', database })).rejects.toThrow(/spey-errors/);
    await bare.close();
  });

  it('route modules keep their own scope: the prefix applies and nothing leaks out', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await app.register(healthRoutes, { prefix: '/api', database: {} as Database });
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/health' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/health' })).toBe(false);
    await app.close();
  });
});
