import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Database } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
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
