import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { projectRoot } from './lib/project-root';
import { createLocalStorage, type Storage } from './lib/storage';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { createAuth, registerAuth } from './plugins/auth';
import { registerRateLimits } from './plugins/rate-limit';
import { registerResponseCache } from './plugins/response-cache';
import { registerGracefulClose, registerSecurity } from './plugins/security';
import { handleFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerSpa, type PageMetaResolver } from './plugins/spa';
import { accountRoutes } from './modules/account/account.routes';
import { healthRoutes } from './modules/health/health.routes';
import { avatarRoutes } from './modules/avatars/avatars.routes';
import { claimRoutes } from './modules/claims/claims.routes';
import { registrationRoutes } from './modules/registrations/registrations.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { hoursRoutes } from './modules/hours/hours.routes';
import { ownerRoutes } from './modules/owner/owner.routes';
import { menuRoutes } from './modules/menu/menu.routes';
import { restaurantRoutes } from './modules/restaurants/restaurants.routes';
import { favouriteRoutes } from './modules/favourites/favourites.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { reactionRoutes } from './modules/reactions/reactions.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { createSeoMetaResolver } from './modules/seo/seo.service';

export const defaultWebDir = path.join(projectRoot, 'dist/web');

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  storage?: Storage;
  /** Folder of the built web app; tests leave it out. */
  webDir?: string | null;
  logger?: boolean;
}

/** Body size limit for JSON requests; uploads have their own limit. */
export const JSON_BODY_LIMIT = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Where uploaded files live (DATA_DIR/uploads); an S3-compatible store can implement the same interface. */
    storage: Storage;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  const storage = options.storage ?? createLocalStorage(path.join(config.dataDir, 'uploads'));
  app.decorate('storage', storage);
  registerErrorHandling(app);

  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });

  await app.register(fastifyCookie);
  // Before compression, so cached answers are stored uncompressed (its onSend hook runs first).
  const responseCache = registerResponseCache(app, { ttlMs: config.responseCacheTtlMs });
  // JSON answers are compressed for phones on slow networks; built assets are already precompressed.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerSecurity(app, config);
  registerGracefulClose(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Spey API',
        version: '1.0.0',
        description: 'Restaurant discovery and reviews for Cambodia',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerRateLimits(app, database.db);
  const auth = createAuth(config, database.db, mailer);
  registerAuth(app, auth, database.db);

  const apiOptions = { prefix: '/api', database };
  await app.register(healthRoutes, apiOptions);
  await app.register(accountRoutes, apiOptions);
  await app.register(avatarRoutes, apiOptions);
  await app.register(hoursRoutes, apiOptions);
  await app.register(ownerRoutes, { ...apiOptions, storage });
  await app.register(menuRoutes, apiOptions);
  await app.register(restaurantRoutes, apiOptions);
  await app.register(favouriteRoutes, apiOptions);
  await app.register(claimRoutes, apiOptions);
  await app.register(registrationRoutes, apiOptions);
  await app.register(adminRoutes, apiOptions);
  await app.register(reviewRoutes, apiOptions);
  await app.register(reactionRoutes, apiOptions);
  await app.register(moderationRoutes, { ...apiOptions, mailer });
  await app.register(seoRoutes, { database });

  await app.register(uploadsRoutes, { storage });

  const resolvers: PageMetaResolver[] = [];
  resolvers.push(createSeoMetaResolver(database.db, config.publicUrl));
  const resolveMeta: PageMetaResolver = async (pathname, request) => {
    for (const resolve of resolvers) {
      const meta = await resolve(pathname, request);
      if (meta) return meta;
    }
    return null;
  };

  const webDir = options.webDir === undefined ? defaultWebDir : options.webDir;
  if (webDir) {
    await registerSpa(app, { webDir, publicUrl: config.publicUrl, resolveMeta, responseCache });
  } else {
    app.setNotFoundHandler(async (request, reply) =>
      reply.status(404).send({
        error: {
          code: 'NOT_FOUND',
          message: `No route for ${request.method} ${request.url.split('?')[0]}`,
        },
      }),
    );
  }
  return app;
}
