import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  devicesSchema,
  forgotPasswordSchema,
  okSchema,
  resendVerificationSchema,
  resetPasswordSchema,
} from '@/shared/schemas/account.schema';
import { errorBodySchema } from '@/shared/schemas/error.schema';
import type { Database } from '../../db/client';
import { unauthenticated } from '../../lib/app-error';
import { accountRateLimits, type AccountRateLimitName } from './account-limits';
import * as service from './settings.service';

/** What better-auth needs to find the session and the client: the cookie, the browser, the address. */
function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  if (request.headers['user-agent']) headers.set('user-agent', request.headers['user-agent']);
  headers.set('x-spey-client-ip', request.ip);
  return headers;
}

const ok = { ok: true } as const;

/** The session the request is signed in with (its id), or 401. */
async function currentSessionId(request: FastifyRequest): Promise<string> {
  const current = await request.getCurrentSession();
  if (!current) throw unauthenticated();
  return current.id;
}

/**
 * Account recovery (forgot password, reset, resend verification) and the settings page's endpoints
 * (password, e-mail, devices, export, delete). better-auth keeps the tokens and sessions; these
 * routes apply the shared rules first and answer in the API's error shape.
 */
async function registerAccountSettingsRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const limit =
    (name: AccountRateLimitName, email?: (request: FastifyRequest) => string | undefined) =>
    async (request: FastifyRequest, reply: FastifyReply) =>
      app.consumeRateLimit(request, reply, name, accountRateLimits[name], { email: email?.(request) });
  const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string }).email;
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

  r.post(
    '/account/forgot-password',
    {
      preHandler: limit('accountResetMail', bodyEmail),
      schema: {
        tags: ['account'],
        summary: 'E-mail a one-time password reset link (the same answer whether the address has an account)',
        body: forgotPasswordSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await service.requestPasswordReset(app.auth, request.body.email);
      return ok;
    },
  );

  r.post(
    '/account/reset-password',
    {
      preHandler: limit('accountResetPassword'),
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the token from the reset link; every session ends',
        body: resetPasswordSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await service.resetPassword(app.auth, request.body.token, request.body.password);
      return ok;
    },
  );

  r.post(
    '/account/resend-verification',
    {
      preHandler: limit('accountVerificationMail', bodyEmail),
      schema: {
        tags: ['account'],
        summary: 'Send the verification link again (the same answer for any address)',
        body: resendVerificationSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await service.resendVerification(app.auth, request.body.email);
      return ok;
    },
  );

  r.get(
    '/me/devices',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Your signed-in devices: browser, address, last seen',
        response: { 200: devicesSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = await request.getUser();
      const currentId = await currentSessionId(request);
      return { devices: await service.listDevices(db, user.id, currentId) };
    },
  );

  r.post(
    '/me/devices/:id/sign-out',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Sign out one of your devices',
        params: z.object({ id: z.uuid() }),
        response: { 200: okSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await request.getUser();
      await service.signOutDevice(db, user.id, request.params.id);
      return ok;
    },
  );

  r.post(
    '/me/devices/sign-out-others',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Sign out every device but this one',
        response: { 200: z.object({ signedOut: z.number().int() }), 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = await request.getUser();
      const currentId = await currentSessionId(request);
      return { signedOut: await service.signOutOtherDevices(db, user.id, currentId) };
    },
  );

  r.post(
    '/me/password',
    {
      preHandler: [app.requireUser, limit('accountChangePassword')],
      schema: {
        tags: ['account'],
        summary: 'Change your password (the current one required); your other devices are signed out',
        body: changePasswordSchema,
        response: { 200: okSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = await request.getUser();
      const currentId = await currentSessionId(request);
      await service.changePassword(db, user.id, currentId, request.body);
      return ok;
    },
  );

  r.post(
    '/me/email',
    {
      preHandler: [app.requireUser, limit('accountChangeEmail')],
      schema: {
        tags: ['account'],
        summary: 'Change your e-mail: a link to the new address confirms it; the old address is told',
        body: changeEmailSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const user = await request.getUser();
      await service.requestEmailChange(app.auth, user, authHeaders(request), request.body.newEmail);
      return ok;
    },
  );

  // Answered as a file (no response schema): the JSON is written as it is, indented for people.
  app.get(
    '/me/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Download your data as JSON: profile, reviews, reactions, favourites, claims, registrations',
      },
    },
    async (request, reply) => {
      const user = await request.getUser();
      const data = await service.exportAccount(db, user);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="spey-${user.username}-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  r.post(
    '/me/delete',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Delete your account after typing your username (decision 020)',
        body: deleteAccountSchema,
        response: { 200: okSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await request.getUser();
      await service.deleteAccount(db, user, request.body.username);
      // The session rows went with the account; the browser forgets its cookie too.
      for (const name of ['spey.session_token', '__Secure-spey.session_token'])
        reply.clearCookie(name, { path: '/' });
      return ok;
    },
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const accountSettingsRoutes = fp(registerAccountSettingsRoutes, {
  name: 'spey-account-settings-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-rate-limit', 'spey-security'],
});
