import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAvatar } from '@dicebear/core';
// Each style from its own package: @dicebear/collection would load all thirty of them, and a process keeps
// every loaded module's source.
import * as funEmoji from '@dicebear/fun-emoji';
import * as initials from '@dicebear/initials';

const styles = { anonymous: funEmoji, initials } as const;

/**
 * Generated avatars, rendered here so browsers download an SVG instead of the generator.
 * Anonymous Spey reviews use the review id as the seed, so the picture never points to the author.
 */
async function registerAvatarRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/avatars/:style/:seed',
    {
      schema: {
        tags: ['avatars'],
        summary: 'A generated SVG avatar for a seed',
        params: z.object({
          style: z.enum(['anonymous', 'initials']),
          seed: z
            .string()
            .min(1)
            .max(80)
            .transform((s) => s.replace(/\.svg$/, '')),
        }),
      },
    },
    async (request, reply) => {
      const { style, seed } = request.params;
      const svg = createAvatar(styles[style] as typeof funEmoji, { seed, size: 64 }).toString();
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const avatarRoutes = fp(registerAvatarRoutes, {
  name: 'spey-avatar-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors'],
});
