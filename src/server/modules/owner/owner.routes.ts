import fp from 'fastify-plugin';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COVER_MAX_BYTES,
  coverUploadResponseSchema,
  ownerRestaurantListSchema,
  ownerRestaurantKeys,
  ownerRestaurantParamsSchema,
  ownerRestaurantSchema,
  updateOwnerRestaurantSchema,
} from '@/shared/schemas/owner-restaurant.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import {
  getOwnerRestaurant,
  getOwnerRestaurants,
  replaceCoverImage,
  updateOwnerRestaurant,
} from './owner.service';

/**
 * The owner's restaurant profile and cover. Any signed-in user may call these; ownership is part of
 * every query, so a restaurant the caller does not own answers 404 and nothing changes.
 */
async function registerOwnerRoutes(
  app: FastifyInstance,
  { database, storage }: { database: Database; storage: Storage },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  // Only this plugin accepts multipart bodies: one file of at most 5 MB, no other parts of note.
  await app.register(fastifyMultipart, {
    limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  r.get(
    '/owner/restaurants',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['owner'],
        summary: 'Restaurants the signed-in user owns (for the owner dashboard selector)',
        response: { 200: ownerRestaurantListSchema },
      },
    },
    async (request) => ({ restaurants: await getOwnerRestaurants(db, await request.getUser()) }),
  );

  r.get(
    '/owner/restaurants/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['owner'],
        summary: 'One of your restaurants, with every editable field',
        params: ownerRestaurantParamsSchema,
        response: { 200: ownerRestaurantSchema },
      },
    },
    async (request) => getOwnerRestaurant(db, await request.getUser(), request.params.id),
  );

  r.patch(
    '/owner/restaurants/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['owner'],
        summary: 'Update the profile of one of your restaurants',
        params: ownerRestaurantParamsSchema,
        body: updateOwnerRestaurantSchema,
        response: { 200: ownerRestaurantSchema },
      },
    },
    async (request) => updateOwnerRestaurant(db, await request.getUser(), request.params.id, request.body),
  );

  r.post(
    '/owner/restaurants/:id/cover',
    {
      preHandler: [app.requireUser, app.rateLimit('upload')],
      schema: {
        tags: ['owner'],
        summary: 'Upload a new cover image (multipart field "file": JPEG, PNG or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: ownerRestaurantParamsSchema,
        response: { 200: coverUploadResponseSchema },
      },
    },
    async (request) => {
      const current = await request.getUser();
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', ownerRestaurantKeys.imageType);
      }
      const file = await request.file();
      if (!file) {
        throw new AppError('VALIDATION', ownerRestaurantKeys.imageMissing, {
          file: ownerRestaurantKeys.imageMissing,
        });
      }
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('PAYLOAD_TOO_LARGE', ownerRestaurantKeys.imageSize, {
            file: ownerRestaurantKeys.imageSize,
          });
        }
        throw error;
      }
      return replaceCoverImage(db, storage, current, request.params.id, data);
    },
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const ownerRoutes = fp(registerOwnerRoutes, {
  name: 'spey-owner-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-rate-limit', 'spey-security'],
});
