import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appConfigSchema } from '@/shared/schemas/app-config.schema';
import { localeSchema, meSchema, roleSchema, updateUsernameSchema } from '@/shared/schemas/auth.schema';
import type { Database } from '../../db/client';
import { getExchangeRate } from '../exchange-rate/exchange-rate.service';
import { changeOwnLocale, changeOwnRole, changeOwnUsername } from './account.service';

async function registerAccountRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.get(
    '/config',
    {
      schema: {
        tags: ['account'],
        summary: 'Public set-up facts for the web app: which sign-in methods exist, the riel exchange rate',
        response: { 200: appConfigSchema },
      },
    },
    async () => ({ googleEnabled: Boolean(app.config.google), exchangeRate: await getExchangeRate(db) }),
  );

  r.get(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user and profile, or null',
        response: { 200: z.object({ user: meSchema.nullable() }) },
      },
    },
    async (request) => ({ user: await request.getCurrentUser() }),
  );

  r.patch(
    '/me/role',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Switch your own role between user and owner',
        body: z.object({ role: roleSchema }),
        response: { 200: z.object({ role: roleSchema }) },
      },
    },
    async (request) => {
      const role = await changeOwnRole(db, await request.getUser(), request.body.role);
      return { role };
    },
  );

  r.patch(
    '/me/username',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Change your username',
        body: updateUsernameSchema,
        response: { 200: z.object({ username: z.string() }) },
      },
    },
    async (request) => {
      await changeOwnUsername(db, await request.getUser(), request.body.username);
      return { username: request.body.username };
    },
  );

  r.patch(
    '/me/locale',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Remember your language (used for e-mails)',
        body: z.object({ locale: localeSchema }),
        response: { 200: z.object({ locale: localeSchema }) },
      },
    },
    async (request) => {
      await changeOwnLocale(db, await request.getUser(), request.body.locale);
      return { locale: request.body.locale };
    },
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const accountRoutes = fp(registerAccountRoutes, {
  name: 'spey-account-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-security'],
  decorators: { fastify: ['config'] },
});
