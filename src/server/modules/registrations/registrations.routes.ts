import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRegistrationListQuerySchema,
  adminRegistrationListSchema,
  adminRegistrationSchema,
  createRegistrationSchema,
  myRegistrationSchema,
  registrationIdParamsSchema,
} from '@/shared/schemas/registration.schema';
import type { Database } from '../../db/client';
import {
  approveRegistration,
  createRegistration,
  getMyRegistrations,
  listRegistrationsForAdmin,
  rejectRegistration,
} from './registrations.service';

async function registerRegistrationRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  // Guards run as preValidation so a stranger gets 401/403 before any 400 about the input.
  const requireAdmin = app.requireRole('admin');

  r.post(
    '/registrations',
    {
      preValidation: app.requireUser,
      preHandler: app.rateLimit('registration'),
      schema: {
        tags: ['registrations'],
        summary: 'Submit a new restaurant for an administrator to review',
        body: createRegistrationSchema,
        response: { 201: z.object({ registration: myRegistrationSchema }) },
      },
    },
    async (request, reply) => {
      const registration = await createRegistration(db, await request.getUser(), request.body);
      return reply.status(201).send({ registration });
    },
  );

  r.get(
    '/me/registrations',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary: 'Your own restaurant registrations with their status, newest first',
        response: { 200: z.object({ items: z.array(myRegistrationSchema) }) },
      },
    },
    async (request) => ({ items: await getMyRegistrations(db, await request.getUser()) }),
  );

  r.get(
    '/admin/registrations',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Restaurant registrations by status with every submitted detail (administrators)',
        querystring: adminRegistrationListQuerySchema,
        response: { 200: adminRegistrationListSchema },
      },
    },
    async (request) =>
      listRegistrationsForAdmin(db, {
        tab: request.query.status,
        limit: request.query.limit,
        cursor: request.query.cursor,
      }),
  );

  r.post(
    '/admin/registrations/:id/approve',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Approve a registration: the restaurant is created and owned by the requester (administrators)',
        params: registrationIdParamsSchema,
        response: { 200: z.object({ registration: adminRegistrationSchema }) },
      },
    },
    async (request) => ({
      registration: await approveRegistration(db, await request.getUser(), request.params.id),
    }),
  );

  r.post(
    '/admin/registrations/:id/reject',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a registration (administrators)',
        params: registrationIdParamsSchema,
        response: { 200: z.object({ registration: adminRegistrationSchema }) },
      },
    },
    async (request) => ({
      registration: await rejectRegistration(db, await request.getUser(), request.params.id),
    }),
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const registrationRoutes = fp(registerRegistrationRoutes, {
  name: 'spey-registration-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-rate-limit', 'spey-security'],
});
