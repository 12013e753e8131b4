import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/shared/schemas/error.schema';
import {
  reactionResultSchema,
  reviewIdParamsSchema,
  reviewKeys,
  setReactionSchema,
} from '@/shared/schemas/review.schema';
import type { Database } from '../../db/client';
import { unauthenticated } from '../../lib/app-error';
import { pressReaction } from './reactions.service';

async function registerReactionRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/reviews/:id/reaction',
    {
      preHandler: app.rateLimit('reaction'),
      schema: {
        tags: ['reactions'],
        summary: 'Press like or dislike: same again removes it, the other switches it',
        params: reviewIdParamsSchema,
        body: setReactionSchema,
        response: {
          200: reactionResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = await request.getCurrentUser();
      if (!user) throw unauthenticated(reviewKeys.reactSignedOut);
      return pressReaction(database.db, user, request.params.id, request.body.type);
    },
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const reactionRoutes = fp(registerReactionRoutes, {
  name: 'spey-reaction-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-rate-limit', 'spey-security'],
});
