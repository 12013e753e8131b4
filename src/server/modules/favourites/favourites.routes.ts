import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  favouritePathSchema,
  favouriteStateSchema,
  favouritesQuerySchema,
  favouritesResponseSchema,
} from '@/shared/schemas/restaurant.schema';
import type { Database } from '../../db/client';
import * as service from './favourites.service';

/** The signed-in user's saved restaurants; every route works on the caller's own list only. */
async function registerFavouriteRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.get(
    '/me/favourites',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['favourites'],
        summary: 'Your saved restaurants, newest first',
        querystring: favouritesQuerySchema,
        response: { 200: favouritesResponseSchema },
      },
    },
    async (request) =>
      service.listFavourites(db, await request.getUser(), request.query, {
        timeZone: app.config.timeZone,
        now: new Date(),
      }),
  );

  r.put(
    '/me/favourites/:restaurantId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['favourites'],
        summary: 'Save a restaurant to your favourites (idempotent)',
        params: favouritePathSchema,
        response: { 200: favouriteStateSchema },
      },
    },
    async (request) => service.addFavourite(db, await request.getUser(), request.params.restaurantId),
  );

  r.delete(
    '/me/favourites/:restaurantId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['favourites'],
        summary: 'Remove a restaurant from your favourites (idempotent)',
        params: favouritePathSchema,
        response: { 200: favouriteStateSchema },
      },
    },
    async (request) => service.removeFavourite(db, await request.getUser(), request.params.restaurantId),
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const favouriteRoutes = fp(registerFavouriteRoutes, {
  name: 'spey-favourite-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-security'],
  decorators: { fastify: ['config'] },
});
