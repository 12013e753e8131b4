import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSpecialHoursSchema,
  restaurantHoursResponseSchema,
  restaurantIdParamsSchema,
  specialHoursParamsSchema,
  specialHoursRowSchema,
  updateWeeklyHoursSchema,
  weeklyHoursResponseSchema,
} from '@/shared/schemas/hours.schema';
import type { Database } from '../../db/client';
import {
  createSpecialHours,
  deleteSpecialHours,
  getRestaurantHours,
  updateWeeklyHours,
} from './hours.service';

/**
 * Opening hours: public read, owner writes. Writes need a session (401 otherwise) and only touch a
 * restaurant whose owner_id is the caller; anyone else's restaurant answers 404 (not 403), so the
 * API does not confirm which restaurants another owner manages.
 */
async function registerHoursRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const clock = () => ({ now: new Date(), timeZone: app.config.timeZone });

  r.get(
    '/restaurants/:id/hours',
    {
      config: { publicCache: true },
      schema: {
        tags: ['hours'],
        summary: 'Weekly hours, special days from today on, and the open status right now',
        params: restaurantIdParamsSchema,
        response: { 200: restaurantHoursResponseSchema },
      },
    },
    async (request) => getRestaurantHours(db, request.params.id, clock()),
  );

  r.put(
    '/owner/restaurants/:id/hours',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['hours'],
        summary: 'Replace the weekly hours of your restaurant (exactly 7 days)',
        params: restaurantIdParamsSchema,
        body: updateWeeklyHoursSchema,
        response: { 200: weeklyHoursResponseSchema },
      },
    },
    async (request) => {
      const weekly = await updateWeeklyHours(db, await request.getUser(), request.params.id, request.body);
      return { weekly };
    },
  );

  r.post(
    '/owner/restaurants/:id/special-hours',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['hours'],
        summary: 'Add special hours (or a closed day) for one date of your restaurant',
        params: restaurantIdParamsSchema,
        body: createSpecialHoursSchema,
        response: { 201: specialHoursRowSchema },
      },
    },
    async (request, reply) => {
      const row = await createSpecialHours(
        db,
        await request.getUser(),
        request.params.id,
        request.body,
        clock(),
      );
      return reply.status(201).send(row);
    },
  );

  r.delete(
    '/owner/restaurants/:id/special-hours/:specialId',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['hours'],
        summary: 'Delete special hours of your restaurant',
        params: specialHoursParamsSchema,
        response: { 200: z.object({ id: z.uuid() }) },
      },
    },
    async (request) => {
      const id = await deleteSpecialHours(
        db,
        await request.getUser(),
        request.params.id,
        request.params.specialId,
      );
      return { id };
    },
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const hoursRoutes = fp(registerHoursRoutes, {
  name: 'spey-hours-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-response-cache', 'spey-security'],
  decorators: { fastify: ['config'] },
});
