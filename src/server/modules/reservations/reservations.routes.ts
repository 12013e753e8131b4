import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerReservationSchema,
  availabilityQuerySchema,
  availabilitySchema,
  createReservationSchema,
  myReservationParamsSchema,
  myReservationsSchema,
  ownerReservationParamsSchema,
  ownerReservationsQuerySchema,
  ownerReservationsSchema,
  reservationRestaurantParamsSchema,
  reservationSettingsSchema,
  reservationStatusSchema,
  reservationSummarySchema,
  updateReservationSettingsSchema,
} from '@/shared/schemas/reservation.schema';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import * as service from './reservations.service';

const resultSchema = z.object({ id: z.uuid(), status: reservationStatusSchema });

/**
 * Table reservations. Availability is public; asking for a table needs a session; the owner's routes
 * only find restaurants whose owner_id is the caller (404 for anyone else's, as the menu and hours).
 * Auth runs before validation (preValidation), so a signed-out caller always gets 401.
 */
async function registerReservationRoutes(
  app: FastifyInstance,
  { database, mailer }: { database: Database; mailer: Mailer },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const clock = (): service.Clock => ({ now: new Date(), timeZone: app.config.timeZone });
  const notifier: service.Notifier = { mailer, publicUrl: app.config.publicUrl, log: app.log };
  const owner = '/owner/restaurants/:id';

  r.get(
    '/restaurants/:id/reservations/availability',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Reservation settings diners see, and the times of a date that can still be asked for',
        params: reservationRestaurantParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => service.getAvailability(db, request.params.id, request.query.date, clock()),
  );

  r.post(
    '/restaurants/:id/reservations',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['reservations'],
        summary: 'Ask for a table (pending until the restaurant answers)',
        description:
          'Refusals carry codes: RESERVATIONS_OFF, RESERVATION_PARTY_SIZE, RESERVATION_IN_PAST, RESERVATION_TOO_SOON, RESERVATION_TOO_FAR, RESERVATION_CLOSED, RESERVATION_NOT_A_SLOT, RESERVATION_FULL, RESERVATION_PENDING_LIMIT, RESERVATION_DAILY_LIMIT.',
        params: reservationRestaurantParamsSchema,
        body: createReservationSchema,
        response: { 201: resultSchema },
      },
    },
    async (request, reply) => {
      const result = await service.createReservation(
        db,
        await request.getUser(),
        request.params.id,
        request.body,
        clock(),
      );
      return reply.status(201).send(result);
    },
  );

  r.get(
    '/me/reservations',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['reservations'],
        summary: 'Your reservations: upcoming first, then past',
        response: { 200: myReservationsSchema },
      },
    },
    async (request) => service.listMyReservations(db, await request.getUser(), clock()),
  );

  r.post(
    '/me/reservations/:reservationId/cancel',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['reservations'],
        summary: 'Cancel one of your reservations (up to the notice window); the restaurant is told',
        params: myReservationParamsSchema,
        response: { 200: resultSchema },
      },
    },
    async (request) =>
      service.cancelMyReservation(
        db,
        await request.getUser(),
        request.params.reservationId,
        clock(),
        notifier,
      ),
  );

  r.get(
    `${owner}/reservation-settings`,
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['reservations'],
        summary: "Your restaurant's reservation settings (defaults until saved)",
        params: reservationRestaurantParamsSchema,
        response: { 200: reservationSettingsSchema },
      },
    },
    async (request) => service.getOwnerSettings(db, await request.getUser(), request.params.id),
  );

  r.put(
    `${owner}/reservation-settings`,
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['reservations'],
        summary: "Save your restaurant's reservation settings",
        params: reservationRestaurantParamsSchema,
        body: updateReservationSettingsSchema,
        response: { 200: reservationSettingsSchema },
      },
    },
    async (request) =>
      service.updateOwnerSettings(db, await request.getUser(), request.params.id, request.body),
  );

  r.get(
    `${owner}/reservations`,
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['reservations'],
        summary:
          "Your restaurant's reservations: upcoming (any status), pending, confirmed, declined or past",
        params: reservationRestaurantParamsSchema,
        querystring: ownerReservationsQuerySchema,
        response: { 200: ownerReservationsSchema },
      },
    },
    async (request) =>
      service.listOwnerReservations(
        db,
        await request.getUser(),
        request.params.id,
        request.query.status,
        clock(),
      ),
  );

  r.get(
    `${owner}/reservations/summary`,
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['reservations'],
        summary: 'Counts for today and this week, and the next arrivals',
        params: reservationRestaurantParamsSchema,
        response: { 200: reservationSummarySchema },
      },
    },
    async (request) => service.getOwnerSummary(db, await request.getUser(), request.params.id, clock()),
  );

  for (const [action, decision] of [
    ['confirm', 'confirmed'],
    ['decline', 'declined'],
  ] as const) {
    r.post(
      `${owner}/reservations/:reservationId/${action}`,
      {
        preValidation: app.requireUser,
        schema: {
          tags: ['reservations'],
          summary: `${action === 'confirm' ? 'Confirm' : 'Decline'} a pending request, with an optional message; the diner is e-mailed`,
          params: ownerReservationParamsSchema,
          body: answerReservationSchema,
          response: { 200: resultSchema },
        },
      },
      async (request) =>
        service.answerReservation(
          db,
          await request.getUser(),
          request.params.id,
          request.params.reservationId,
          decision,
          request.body,
          notifier,
        ),
    );
  }
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const reservationRoutes = fp(registerReservationRoutes, {
  name: 'spey-reservation-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-security'],
  decorators: { fastify: ['config'] },
});
