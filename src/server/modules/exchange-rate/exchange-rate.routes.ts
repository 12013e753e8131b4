import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exchangeRateSchema, updateExchangeRateSchema } from '@/shared/schemas/exchange-rate.schema';
import type { Database } from '../../db/client';
import * as service from './exchange-rate.service';

/** The dollar-to-riel rate on /admin/settings. Everyone reads it through GET /api/config. */
async function registerExchangeRateRoutes(app: FastifyInstance, { database }: { database: Database }) {
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

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const exchangeRateRoutes = fp(registerExchangeRateRoutes, {
  name: 'spey-exchange-rate-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-security'],
});
