import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import fp from 'fastify-plugin';
import { isAllowedOrigin, originPolicy, type OriginPolicy } from '../modules/account/auth-policy';

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
 * Whether a mutating request may come from where it says it comes from (the origin policy in
 * modules/account/auth-policy.ts). Browsers send Origin on every POST/PUT/PATCH/DELETE fetch and form
 * post; Referer stands in when a privacy setting drops Origin. A request with neither is refused when it
 * carries a cookie (a browser could have been tricked into sending it) and let through otherwise (a
 * script without a session cannot act for anyone).
 */
export function isSameOriginRequest(request: FastifyRequest, policy: OriginPolicy): boolean {
  const claimed = request.headers.origin ?? request.headers.referer;
  if (claimed === undefined) return !request.headers.cookie;
  const origin = originOf(claimed);
  if (!origin || origin === 'invalid' || origin === 'null') return false;
  return isAllowedOrigin(policy, origin, { protocol: request.protocol, host: request.host });
}

/**
 * The header set helmet writes for these options. Our options have no per-request parts (no nonces,
 * no functions), so the set is computed once at start-up instead of running helmet on every request.
 */
export function computeHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** Security headers (helmet's, computed once), a no-store default for API answers, and the Origin check for every write. */
function registerSecurity(app: FastifyInstance, config: Config) {
  const isHttps = config.publicUrl.startsWith('https://');
  const origins = originPolicy(config);

  const securityHeaders = computeHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline or eval'd script; JSON-LD blocks are data and need no permission.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Radix and sonner set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Covers come from the bucket or CDN when STORAGE_PUBLIC_URL (or a public bucket) is configured.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.storage.kind === 's3' && config.storage.publicUrl
            ? [new URL(config.storage.publicUrl).origin]
            : []),
        ],
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
  securityHeaders['permissions-policy'] = 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)';

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
    if (!MUTATING_METHODS.has(request.method)) return;
    if (!isSameOriginRequest(request, origins)) {
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
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once no request handler is running (true) or after `timeoutMs` (false). After
     * `close()`, handlers of requests whose client went away may still be running; the database must
     * stay open until they finish.
     */
    whenHandlersDone(timeoutMs: number): Promise<boolean>;
  }
}

function registerGracefulClose(app: FastifyInstance) {
  let drainTimer: NodeJS.Timeout | undefined;
  let closing = false;

  // Requests between onRequest and their answer (onSend runs when the handler answers, even when
  // the client has already gone; onResponse covers answers that skip onSend).
  const running = new WeakSet<FastifyRequest>();
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const done = (request: FastifyRequest) => {
    if (!running.delete(request)) return;
    inFlight -= 1;
    if (inFlight === 0) {
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve();
    }
  };
  app.addHook('onRequest', async (request) => {
    running.add(request);
    inFlight += 1;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    done(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => done(request));
  app.decorate('whenHandlersDone', (timeoutMs: number) => {
    if (inFlight === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
      waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  });

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

/** Security headers and same-origin writes; reads `app.config`. */
export const securityPlugin = fp(async (app) => registerSecurity(app, app.config), {
  name: 'spey-security',
  fastify: '5.x',
  decorators: { fastify: ['config'] },
});

/** Counts running handlers for a graceful close (`app.whenHandlersDone`). */
export const gracefulClosePlugin = fp(async (app) => registerGracefulClose(app), {
  name: 'spey-graceful-close',
  fastify: '5.x',
});
