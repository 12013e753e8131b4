import type { FastifyRequest } from 'fastify';
import { meSchema, type Me } from '@/shared/schemas/auth.schema';

/**
 * What the server hands every loader and action (src/server/plugins/pages.ts): the Fastify request, whose
 * app holds the database, configuration and auth, and the nonce this response's inline scripts carry.
 */
export interface PageContext {
  request: FastifyRequest;
  nonce: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation adds PageContext's members
  interface AppLoadContext extends PageContext {}
}

/** The signed-in visitor as /api/me gives it (the same schema strips the same fields), or null. */
export async function getVisitor(context: PageContext): Promise<Me | null> {
  const user = await context.request.getCurrentUser();
  return user ? meSchema.parse(user) : null;
}

export const getDb = (context: PageContext) => context.request.server.database.db;
export const getConfig = (context: PageContext) => context.request.server.config;
export const getClock = (context: PageContext) => ({
  timeZone: context.request.server.config.timeZone,
  now: new Date(),
});
