import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cuisinesResponseSchema,
  featuredRestaurantsResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  restaurantDetailSchema,
  restaurantListQuerySchema,
  restaurantListResponseSchema,
  restaurantManageResponseSchema,
  restaurantOptionsQuerySchema,
  restaurantOptionsResponseSchema,
  restaurantPathSchema,
} from '@/shared/schemas/restaurant.schema';
import type { Database } from '../../db/client';
import * as service from './restaurants.service';

async function registerRestaurantRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const clock = (): service.Clock => ({ timeZone: app.config.timeZone, now: new Date() });

  r.get(
    '/restaurants',
    {
      config: { publicCache: true },
      schema: {
        tags: ['restaurants'],
        summary: 'Restaurants ordered by name, filtered and paged with a keyset cursor',
        description:
          'q matches a substring of the name, Khmer name or cuisine (Khmer-aware normalisation); cuisine and price match exactly; open=1 keeps those open now.',
        querystring: restaurantListQuerySchema,
        response: { 200: restaurantListResponseSchema },
      },
    },
    async (request) => service.listRestaurants(db, request.query, clock()),
  );

  r.get(
    '/restaurants/featured',
    {
      config: { publicCache: true },
      schema: {
        tags: ['restaurants'],
        summary: 'Up to 6 featured restaurants (home page)',
        response: { 200: featuredRestaurantsResponseSchema },
      },
    },
    async () => service.listFeaturedRestaurants(db, clock()),
  );

  r.get(
    '/restaurants/cuisines',
    {
      config: { publicCache: true },
      schema: {
        tags: ['restaurants'],
        summary: 'The cuisines present in the data, alphabetically',
        response: { 200: cuisinesResponseSchema },
      },
    },
    async () => service.listCuisines(db),
  );

  r.get(
    '/restaurants/options',
    {
      config: { publicCache: true },
      schema: {
        tags: ['restaurants'],
        summary: 'Restaurants to pick in the review and claim forms: up to limit, by name, searched with q',
        description:
          'q matches a substring of the name, Khmer name or cuisine (Khmer-aware normalisation, like GET /restaurants); empty q gives the first by name. id returns only that restaurant (a form opened with one chosen). hasMore is true when more than limit match.',
        querystring: restaurantOptionsQuerySchema,
        response: { 200: restaurantOptionsResponseSchema },
      },
    },
    async (request) => service.listRestaurantOptions(db, request.query),
  );

  r.get(
    '/restaurants/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['restaurants'],
        summary: 'One restaurant, with the open status and whether the caller saved it',
        params: restaurantPathSchema,
        response: { 200: restaurantDetailSchema },
      },
    },
    async (request) =>
      service.getRestaurantDetail(db, request.params.id, await request.getCurrentUser(), clock()),
  );

  r.get(
    '/restaurants/:id/manage',
    {
      schema: {
        tags: ['restaurants'],
        summary: "Manage-tab data (sample reservations and the menu); only the restaurant's owner",
        params: restaurantPathSchema,
        response: { 200: restaurantManageResponseSchema },
      },
    },
    async (request) =>
      service.getRestaurantManage(db, request.params.id, await request.getCurrentUser(), clock()),
  );

  r.get(
    '/leaderboard',
    {
      config: { publicCache: true },
      schema: {
        tags: ['restaurants'],
        summary: 'Top rated, most reviewed and most Spey-friendly restaurants',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema },
      },
    },
    async (request) => service.getLeaderboard(db, request.query.limit),
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const restaurantRoutes = fp(registerRestaurantRoutes, {
  name: 'spey-restaurant-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-response-cache'],
  decorators: { fastify: ['config'] },
});
