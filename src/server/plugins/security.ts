import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import type { Config } from '../config';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Whether a mutating API request may come from where it says it comes from. Browsers send Origin on
 * every POST/PUT/PATCH/DELETE fetch; Referer stands in when a privacy setting drops Origin. A request
 * with neither is refused when it carries a cookie (a browser could have been tricked into sending it)
 * and let through otherwise (a script without a session cannot act for anyone).
 */
export function isSameOriginRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return originOf(origin) === publicOrigin;
  const referer = request.headers.referer;
  if (referer !== undefined) return originOf(referer) === publicOrigin;
  return !request.headers.cookie;
}

/** Security headers (helmet), a no-store default for API answers, and the Origin check for every write. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const isHttps = config.publicUrl.startsWith('https://');
  const publicOrigin = new URL(config.publicUrl).origin;

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline or eval'd script; JSON-LD blocks are data and need no permission.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Radix and sonner set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(config.google ? [new URL(config.google.authorizationUrl).origin] : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    hsts: isHttps ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)');
    if (!MUTATING_METHODS.has(request.method)) return;
    if (!isSameOriginRequest(request, publicOrigin)) {
      return reply.status(403).send({ error: { code: 'FORBIDDEN', message: CROSS_ORIGIN_MESSAGE } });
    }
  });

  // API answers hold personal data; nothing caches them unless a route says so.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/**
 * Graceful close behind a proxy: Node closes the keep-alive connections that are idle when close()
 * starts, but a connection busy at that moment stays open after its answer, and a proxy that has stopped
 * sending to this instance never uses it again — shutdown would wait for the keep-alive timeout. So
 * while closing, every answer carries `Connection: close` and idle connections are reaped until the
 * server is closed. (Requests arriving meanwhile get 503 from Fastify's return503OnClosing.)
 */
export function registerGracefulClose(app: FastifyInstance) {
  let drainTimer: NodeJS.Timeout | undefined;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    drainTimer = setInterval(() => app.server.closeIdleConnections(), 100);
    drainTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(drainTimer));
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
}
