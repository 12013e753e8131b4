import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '@/shared/schemas/claim.schema';
import type { Database } from '../../db/client';
import { getPlatformStats } from './admin.service';

async function registerAdminRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.get(
    '/admin/stats',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Platform totals: restaurants, users, pending claims, reviews, pending registrations (administrators)',
        response: { 200: adminStatsSchema },
      },
    },
    async () => getPlatformStats(db),
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const adminRoutes = fp(registerAdminRoutes, {
  name: 'spey-admin-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth'],
});
