import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminClaimListQuerySchema,
  adminClaimListSchema,
  adminClaimSchema,
  claimIdParamsSchema,
  createClaimSchema,
  myClaimSchema,
} from '@/shared/schemas/claim.schema';
import type { Database } from '../../db/client';
import { approveClaim, createClaim, getMyClaims, listClaimsForAdmin, rejectClaim } from './claims.service';

async function registerClaimRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  // Guards run as preValidation so a stranger gets 401/403 before any 400 about the input.
  const requireAdmin = app.requireRole('admin');

  r.post(
    '/claims',
    {
      preValidation: app.requireUser,
      preHandler: app.rateLimit('claim'),
      schema: {
        tags: ['claims'],
        summary: 'Ask to become the owner of a restaurant that has no owner yet',
        body: createClaimSchema,
        response: { 201: z.object({ claim: myClaimSchema }) },
      },
    },
    async (request, reply) => {
      const claim = await createClaim(db, await request.getUser(), request.body);
      return reply.status(201).send({ claim });
    },
  );

  r.get(
    '/me/claims',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['claims'],
        summary: 'Your own claim requests with their status, newest first',
        response: { 200: z.object({ items: z.array(myClaimSchema) }) },
      },
    },
    async (request) => ({ items: await getMyClaims(db, await request.getUser()) }),
  );

  r.get(
    '/admin/claims',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Claim requests by status, searchable by restaurant, username or contact e-mail (administrators)',
        querystring: adminClaimListQuerySchema,
        response: { 200: adminClaimListSchema },
      },
    },
    async (request) =>
      listClaimsForAdmin(db, {
        tab: request.query.status,
        search: request.query.q,
        limit: request.query.limit,
        cursor: request.query.cursor,
      }),
  );

  r.post(
    '/admin/claims/:id/approve',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending claim: the claimant becomes the owner (administrators)',
        params: claimIdParamsSchema,
        response: { 200: z.object({ claim: adminClaimSchema }) },
      },
    },
    async (request) => ({ claim: await approveClaim(db, await request.getUser(), request.params.id) }),
  );

  r.post(
    '/admin/claims/:id/reject',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending claim (administrators)',
        params: claimIdParamsSchema,
        response: { 200: z.object({ claim: adminClaimSchema }) },
      },
    },
    async (request) => ({ claim: await rejectClaim(db, await request.getUser(), request.params.id) }),
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const claimRoutes = fp(registerClaimRoutes, {
  name: 'spey-claim-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-rate-limit', 'spey-security'],
});
