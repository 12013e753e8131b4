import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { projectRoot } from './lib/project-root';
import type { Storage } from './lib/storage';
import { createStorage } from './lib/storage-from-config';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { authPlugin, createAuth } from './plugins/auth';
import { rateLimitPlugin } from './plugins/rate-limit';
import { responseCachePlugin } from './plugins/response-cache';
import { compressionPlugin } from './plugins/compression';
import { gracefulClosePlugin, securityPlugin } from './plugins/security';
import { errorsPlugin, handleFrameworkError } from './plugins/errors';
import type { ViteDevServer } from 'vite';
import { builtPages, registerPages, type PagesOptions } from './plugins/pages';
import { viteDevPlugin } from './plugins/pages-dev';
import { accountRoutes } from './modules/account/account.routes';
import { accountSettingsRoutes } from './modules/account/settings.routes';
import { credentialsRoutes } from './modules/account/credentials.routes';
import { healthRoutes } from './modules/health/health.routes';
import { avatarRoutes } from './modules/avatars/avatars.routes';
import { claimRoutes } from './modules/claims/claims.routes';
import { registrationRoutes } from './modules/registrations/registrations.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { hoursRoutes } from './modules/hours/hours.routes';
import { ownerRoutes } from './modules/owner/owner.routes';
import { menuRoutes } from './modules/menu/menu.routes';
import { reservationRoutes } from './modules/reservations/reservations.routes';
import { exchangeRateRoutes } from './modules/exchange-rate/exchange-rate.routes';
import { restaurantRoutes } from './modules/restaurants/restaurants.routes';
import { favouriteRoutes } from './modules/favourites/favourites.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { reactionRoutes } from './modules/reactions/reactions.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { createResponseSerializerCompiler } from './lib/response-serializer';

/** Where `npm run build` writes the pages (React Router's client and server builds). */
export const defaultWebDir = path.join(projectRoot, 'dist/app');

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  storage?: Storage;
  /** Folder of the built pages (dist/app); null serves the API alone (most tests). */
  webDir?: string | null;
  /** The pages from their sources through Vite (development, tests): src/server/plugins/pages-dev.ts. */
  devPages?: { pages: PagesOptions; vite: ViteDevServer };
  logger?: boolean;
}

/** Body size limit for JSON requests; uploads have their own limit. */
export const JSON_BODY_LIMIT = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Where uploaded files live: DATA_DIR/uploads or an S3-compatible bucket (STORAGE_URL). */
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
  // Under the tests every answer is also written by zod's serializer and compared (decision 046).
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.env === 'test' }));
  app.decorate('config', config);
  app.decorate('database', database);
  const storage = options.storage ?? (await createStorage(config.storage));
  app.decorate('storage', storage);
  await app.register(errorsPlugin);

  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });

  await app.register(fastifyCookie);
  // Server plugins are fastify-plugin modules that name what they need (dependencies, decorators):
  // registered out of order, the app refuses to start.
  await app.register(responseCachePlugin, {
    ttlMs: config.responseCacheTtlMs,
    pageTtlMs: config.responseCachePageTtlMs,
  });
  await app.register(compressionPlugin);
  await app.register(securityPlugin);
  await app.register(gracefulClosePlugin);

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

  await app.register(rateLimitPlugin, { db: database.db });
  const auth = createAuth(config, database.db, mailer, app.allowMailTo);
  await app.register(authPlugin, { auth, db: database.db });

  // Route modules are plugins too, each in its own scope, naming the plugins above that they need.
  const apiOptions = { prefix: '/api', database };
  await app.register(healthRoutes, apiOptions);
  await app.register(accountRoutes, apiOptions);
  await app.register(accountSettingsRoutes, apiOptions);
  await app.register(credentialsRoutes, { prefix: '/api' });
  await app.register(avatarRoutes, apiOptions);
  await app.register(hoursRoutes, apiOptions);
  await app.register(ownerRoutes, { ...apiOptions, storage });
  await app.register(menuRoutes, apiOptions);
  await app.register(reservationRoutes, { ...apiOptions, mailer });
  await app.register(exchangeRateRoutes, apiOptions);
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

  const webDir = options.webDir === undefined ? defaultWebDir : options.webDir;
  if (options.devPages) await app.register(viteDevPlugin, { vite: options.devPages.vite });
  const pages = options.devPages?.pages ?? (webDir ? builtPages(webDir) : null);
  if (webDir && !pages) app.log.warn(`no web build in ${webDir}; run "npm run build"`);
  if (pages) {
    await app.register(registerPages, pages);
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
