import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/shared/schemas/error.schema';
import {
  createReviewSchema,
  latestReviewsQuerySchema,
  pageQuerySchema,
  restaurantIdParamsSchema,
  reviewCardSchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewPageSchema,
  updateReviewSchema,
} from '@/shared/schemas/review.schema';
import type { Database } from '../../db/client';
import * as service from './reviews.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

async function registerReviewRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.get(
    '/reviews',
    {
      config: { publicCache: true },
      schema: {
        tags: ['reviews'],
        summary: 'All reviews: search, rating and Spey filters, sort, keyset paging',
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.listReviews(db, await request.getCurrentUser(), request.query),
  );

  r.get(
    '/reviews/latest',
    {
      config: { publicCache: true },
      schema: {
        tags: ['reviews'],
        summary: 'The newest reviews (home page)',
        querystring: latestReviewsQuerySchema,
        response: { 200: reviewListSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.listLatestReviews(db, await request.getCurrentUser(), request.query.limit),
  );

  r.get(
    '/restaurants/:id/reviews',
    {
      config: { publicCache: true },
      schema: {
        tags: ['reviews'],
        summary: "A restaurant's reviews, newest first",
        params: restaurantIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: reviewPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service.listRestaurantReviews(db, await request.getCurrentUser(), request.params.id, request.query),
  );

  r.get(
    '/me/reviews',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Your own reviews, Spey ones included, newest first',
        querystring: pageQuerySchema,
        response: { 200: reviewPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => service.listOwnReviews(db, await request.getUser(), request.query),
  );

  r.post(
    '/reviews',
    {
      preHandler: [app.requireUser, app.rateLimit('review')],
      schema: {
        tags: ['reviews'],
        summary: 'Write a review (at most 10 a day)',
        body: createReviewSchema,
        response: { 201: reviewCardSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const review = await service.createReview(
        db,
        await request.getUser(),
        request.body,
        app.config.timeZone,
      );
      return reply.status(201).send(review);
    },
  );

  r.patch(
    '/reviews/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Edit your own review',
        params: reviewIdParamsSchema,
        body: updateReviewSchema,
        response: { 200: reviewCardSchema, ...errors },
      },
    },
    async (request) =>
      service.updateReview(db, await request.getUser(), request.params.id, request.body, app.config.timeZone),
  );

  r.delete(
    '/reviews/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Delete your own review',
        params: reviewIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteReview(db, await request.getUser(), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const reviewRoutes = fp(registerReviewRoutes, {
  name: 'spey-review-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-rate-limit', 'spey-response-cache', 'spey-security'],
  decorators: { fastify: ['config'] },
});
