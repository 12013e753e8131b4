import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exchangeRateSchema, updateExchangeRateSchema } from '@/shared/schemas/exchange-rate.schema';
import type { Database } from '../../db/client';
import * as service from './exchange-rate.service';

/** The dollar-to-riel rate on /admin/settings. Everyone reads it through GET /api/config. */
export async function exchangeRateRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.get(
    '/admin/settings/exchange-rate',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The riel-per-dollar rate and when it was set',
        response: { 200: exchangeRateSchema },
      },
    },
    async () => service.getExchangeRate(db),
  );

  r.put(
    '/admin/settings/exchange-rate',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Set the riel-per-dollar rate (dated now)',
        body: updateExchangeRateSchema,
        response: { 200: exchangeRateSchema },
      },
    },
    async (request) => service.setExchangeRate(db, await request.getUser(), request.body.khrPerUsd),
  );
}
