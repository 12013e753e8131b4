import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/shared/schemas/error.schema';
import {
  createReportSchema,
  emailPreferencesSchema,
  integrityFlagsSchema,
  moderationActionSchema,
  moderationLogPageSchema,
  moderationLogQuerySchema,
  moderationQueueQuerySchema,
  moderationQueueSchema,
  moderationResultSchema,
  ownerReviewPageSchema,
  ownerReviewsQuerySchema,
  replyBodySchema,
  replyIdParamsSchema,
  replyViewSchema,
  reportResultSchema,
  restaurantIdParamsSchema,
  reviewAuthorSchema,
  reviewIdParamsSchema,
  reviewPauseResultSchema,
  reviewPauseSchema,
  updateEmailPreferencesSchema,
} from '@/shared/schemas/moderation.schema';
import type { ReportTarget } from '@/shared/domain/moderation';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import * as service from './moderation.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Owner replies, reports, the moderation queue and its audit log, integrity signals and e-mail
 * preferences (issue 19). Owner routes put the owner id in the query (another user's id finds
 * nothing: 404); administrator routes are guarded by role.
 */
async function registerModerationRoutes(
  app: FastifyInstance,
  { database, mailer }: { database: Database; mailer: Mailer },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const context = (): service.ModerationContext => ({
    db,
    mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
    autoHideReports: app.config.autoHideReports,
  });
  const admin = app.requireRole('admin');

  /* ---------------------------------------------------------------- Owner replies */

  r.get(
    '/owner/restaurants/:id/reviews',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['owner'],
        summary: "Your restaurant's reviews with your replies; filter=without-reply for the unanswered",
        params: restaurantIdParamsSchema,
        querystring: ownerReviewsQuerySchema,
        response: { 200: ownerReviewPageSchema, ...errors },
      },
    },
    async (request) =>
      service.listOwnerReviews(db, await request.getUser(), request.params.id, request.query),
  );

  r.put(
    '/owner/reviews/:id/reply',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['owner'],
        summary: 'Write or edit your one public reply to a review of your restaurant (201 when new)',
        params: reviewIdParamsSchema,
        body: replyBodySchema,
        response: { 200: replyViewSchema, 201: replyViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.saveReply(
        context(),
        await request.getUser(),
        request.params.id,
        request.body.content,
      );
      return reply.status(result.created ? 201 : 200).send(result.reply);
    },
  );

  r.delete(
    '/owner/reviews/:id/reply',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['owner'],
        summary: 'Delete your reply to a review of your restaurant',
        params: reviewIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteReply(db, await request.getUser(), request.params.id);
      return reply.status(204).send(null);
    },
  );

  /* ---------------------------------------------------------------- Reports */

  const reportRoute = (target: ReportTarget) =>
    r.post(
      target === 'review' ? '/reviews/:id/report' : '/replies/:id/report',
      {
        preHandler: [app.requireUser, app.rateLimit('report')],
        schema: {
          tags: ['reviews'],
          summary:
            target === 'review'
              ? 'Report a review (once per user; 201 when new, 200 when already reported)'
              : "Report an owner's reply (once per user; 201 when new, 200 when already reported)",
          params: target === 'review' ? reviewIdParamsSchema : replyIdParamsSchema,
          body: createReportSchema,
          response: { 200: reportResultSchema, 201: reportResultSchema, ...errors, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        const result = await service.reportItem(
          context(),
          await request.getUser(),
          target,
          request.params.id,
          request.body,
        );
        return reply.status(result.created ? 201 : 200).send({ reported: true });
      },
    );
  reportRoute('review');
  reportRoute('reply');

  /* ---------------------------------------------------------------- Moderation (administrators) */

  r.get(
    '/admin/moderation/queue',
    {
      preValidation: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Reviews and replies with open reports (or, with status=hidden, hidden ones), newest or most reported first',
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationQueueSchema, ...errors },
      },
    },
    async (request) => service.getQueue(db, request.query),
  );

  const actionRoute = (target: ReportTarget) =>
    r.post(
      target === 'review' ? '/admin/moderation/reviews/:id' : '/admin/moderation/replies/:id',
      {
        preValidation: admin,
        schema: {
          tags: ['admin'],
          summary: `Hide, restore or dismiss the reports of a ${target === 'review' ? 'review' : 'reply'}`,
          params: target === 'review' ? reviewIdParamsSchema : replyIdParamsSchema,
          body: moderationActionSchema,
          response: { 200: moderationResultSchema, ...errors },
        },
      },
      async (request) =>
        service.moderateItem(context(), await request.getUser(), target, request.params.id, request.body),
    );
  actionRoute('review');
  actionRoute('reply');

  r.get(
    '/admin/moderation/reviews/:id/author',
    {
      preValidation: admin,
      schema: {
        tags: ['admin'],
        summary: "A review's author, Spey reviews included (each look is written to the audit log)",
        params: reviewIdParamsSchema,
        response: { 200: reviewAuthorSchema, ...errors },
      },
    },
    async (request) => service.revealReviewAuthor(db, await request.getUser(), request.params.id),
  );

  r.get(
    '/admin/moderation/log',
    {
      preValidation: admin,
      schema: {
        tags: ['admin'],
        summary: 'The moderation audit log, newest first',
        querystring: moderationLogQuerySchema,
        response: { 200: moderationLogPageSchema, ...errors },
      },
    },
    async (request) => service.getLog(db, request.query),
  );

  r.get(
    '/admin/integrity',
    {
      preValidation: admin,
      schema: {
        tags: ['admin'],
        summary: 'Restaurants with unusual review activity, with the reasons, and paused ones',
        response: { 200: integrityFlagsSchema, ...errors },
      },
    },
    async () => service.getIntegrityFlags(db),
  );

  r.put(
    '/admin/restaurants/:id/review-pause',
    {
      preValidation: admin,
      schema: {
        tags: ['admin'],
        summary: 'Pause new reviews of a restaurant until a time (null lets them in again)',
        params: restaurantIdParamsSchema,
        body: reviewPauseSchema,
        response: { 200: reviewPauseResultSchema, ...errors },
      },
    },
    async (request) =>
      service.setReviewPause(db, await request.getUser(), request.params.id, request.body.until),
  );

  /* ---------------------------------------------------------------- E-mail preferences */

  r.get(
    '/me/email-preferences',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Which e-mails you get about owner replies and moderation',
        response: { 200: emailPreferencesSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.getEmailPreferences(db, await request.getUser()),
  );

  r.put(
    '/me/email-preferences',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Turn e-mails about owner replies or moderation on or off',
        body: updateEmailPreferencesSchema,
        response: { 200: emailPreferencesSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => service.updateEmailPreferences(db, await request.getUser(), request.body),
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const moderationRoutes = fp(registerModerationRoutes, {
  name: 'spey-moderation-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-rate-limit', 'spey-security'],
  decorators: { fastify: ['config'] },
});
