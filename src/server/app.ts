import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { createAuth, registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerSpa, type PageMetaResolver } from './plugins/spa';
import { accountRoutes } from './modules/account/account.routes';
import { healthRoutes } from './modules/health/health.routes';
import { avatarRoutes } from './modules/avatars/avatars.routes';
import { hoursRoutes } from './modules/hours/hours.routes';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultWebDir = path.join(projectRoot, 'dist/web');

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  registerErrorHandling(app);

  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(config.google ? [new URL(config.google.authorizationUrl).origin] : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Spey API', version: '1.0.0', description: 'Restaurant discovery and reviews for Cambodia' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const auth = createAuth(config, database.db, mailer);
  registerAuth(app, auth, database.db);

  const apiOptions = { prefix: '/api', database };
  await app.register(healthRoutes, apiOptions);
  await app.register(accountRoutes, apiOptions);
  await app.register(avatarRoutes, apiOptions);
  await app.register(hoursRoutes, apiOptions);

  const resolvers: PageMetaResolver[] = [];
  const resolveMeta: PageMetaResolver = async (pathname, request) => {
    for (const resolve of resolvers) {
      const meta = await resolve(pathname, request);
      if (meta) return meta;
    }
    return null;
  };

  const webDir = options.webDir === undefined ? defaultWebDir : options.webDir;
  if (webDir) {
    await registerSpa(app, { webDir, publicUrl: config.publicUrl, resolveMeta });
  } else {
    app.setNotFoundHandler(async (request, reply) =>
      reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` } }),
    );
  }
  return app;
}
