import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '@/shared/schemas/claim.schema';
import type { Database } from '../../db/client';
import { getPlatformStats } from './admin.service';

export async function adminRoutes(app: FastifyInstance, { database }: { database: Database }) {
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
