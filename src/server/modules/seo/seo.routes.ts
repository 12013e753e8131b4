import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { buildSitemap } from './seo.service';

/** GET /sitemap.xml (register without the /api prefix). */
export async function seoRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap(database.db, app.config.publicUrl);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(xml);
  });
}
