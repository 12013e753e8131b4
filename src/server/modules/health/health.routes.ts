import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Database } from '../../db/client';

async function registerHealthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service and database status',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.object({ kind: z.string(), ok: z.boolean() }),
          }),
          503: z.object({
            status: z.literal('degraded'),
            database: z.object({ kind: z.string(), ok: z.boolean() }),
          }),
        },
      },
    },
    async (_request, reply) => {
      const ok = await pingDatabase(options.database.db);
      const database = { kind: options.database.kind, ok };
      return ok
        ? reply.send({ status: 'ok' as const, database })
        : reply.status(503).send({ status: 'degraded' as const, database });
    },
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const healthRoutes = fp(registerHealthRoutes, {
  name: 'spey-health-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors'],
});
