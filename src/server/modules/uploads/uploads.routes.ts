import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isValidStorageKey, type Storage } from '../../lib/storage';

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('Cache-Control', 'no-store')
    .send({ error: { code: 'NOT_FOUND', message: 'File not found' } });
}

/**
 * Serves uploaded files: `GET /uploads/<key>` (and HEAD). Stored names are timestamped, so
 * responses are cacheable forever. Register without a prefix. When the files have a public home (a
 * bucket or CDN), addresses saved before the move answer with a redirect there instead.
 */
async function registerUploadsRoutes(app: FastifyInstance, options: { storage: Storage }) {
  const { storage } = options;
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*'?: string })['*'] ?? '';
    if (!isValidStorageKey(key)) return notFound(reply);
    if (storage.publicUrl) {
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .redirect(`${storage.publicUrl}/${key}`, 301);
    }
    const file = await storage.get(key);
    if (!file) return notFound(reply);
    return reply
      .status(200)
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.data.length)
      .header('Content-Disposition', 'inline')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(file.data);
  });
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const uploadsRoutes = fp(registerUploadsRoutes, {
  name: 'spey-uploads-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors'],
});
