import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { buildSitemap } from './seo.service';

/** GET /sitemap.xml and /robots.txt (register without the /api prefix). */
async function registerSeoRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap(database.db, app.config.publicUrl);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(xml);
  });

  // robots.txt names the sitemap by its absolute address, which depends on PUBLIC_URL.
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /owner/',
          'Disallow: /admin/',
          'Disallow: /api/',
          `Sitemap: ${app.config.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const seoRoutes = fp(registerSeoRoutes, {
  name: 'spey-seo-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors'],
  decorators: { fastify: ['config'] },
});
