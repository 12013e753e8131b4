import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAuthResponse } from '../../plugins/auth';
import { createSignInChallenge } from './challenge';
import { challengeKeysOf, signInWithEmail, signUpWithEmail } from './credentials.service';

const challengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
    })
    .loose(),
  signature: z.string().optional(),
});

/**
 * E-mail sign-in and sign-up (ahead of better-auth's catch-all in plugins/auth.ts), and the sign-in
 * challenge. Registered under /api.
 */
async function registerCredentialsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/auth-challenge',
    {
      preHandler: app.rateLimit('challenge'),
      schema: {
        tags: ['account'],
        summary:
          'A proof-of-work challenge (ALTCHA) for signing in when the server has answered CHALLENGE_REQUIRED',
        response: { 200: challengeSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const challenge = await createSignInChallenge(challengeKeysOf(request));
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );

  app.post('/auth/sign-in/email', async (request, reply) => {
    const body =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const { response, retryAfterSec } = await signInWithEmail(request, body);
    if (retryAfterSec) reply.header('Retry-After', String(retryAfterSec));
    return sendAuthResponse(reply, response);
  });

  app.post('/auth/sign-up/email', async (request, reply) => {
    const { response } = await signUpWithEmail(request, request.body);
    return sendAuthResponse(reply, response);
  });
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const credentialsRoutes = fp(registerCredentialsRoutes, {
  name: 'spey-credentials-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-rate-limit', 'spey-security'],
});
