import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { COVER_FORM_MAX_BYTES } from '@/shared/schemas/owner-restaurant.schema';
import { hasSessionCookie } from './auth';
import { awaitsStore, storeWhenStreamed } from './response-cache';

/** Largest form a page's action accepts, but for the one page that takes a file (below). */
const PAGE_FORM_LIMIT = 1024 * 1024;
/** /owner/details takes the cover image as a form (multipart): one image and a few short fields. */
const UPLOAD_PAGES = new Set(['/owner/details']);

function isPageUpload(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.startsWith('multipart/form-data') && UPLOAD_PAGES.has(request.url.split('?')[0] ?? '');
}

function bodyLimit(request: FastifyRequest): number {
  return isPageUpload(request) ? COVER_FORM_MAX_BYTES : PAGE_FORM_LIMIT;
}

/**
 * The request's body as the action reads it, cut off past `limit` bytes whatever Content-Length says
 * (or without one): the action's `request.formData()` then fails instead of holding more in memory. The
 * rest of the body is read and dropped, so the answer still reaches the browser.
 */
function limitedBody(raw: FastifyRequest['raw'], limit: number, onTooLarge: () => void): ReadableStream {
  let seen = 0;
  const tooLarge = () => {
    onTooLarge();
    raw.unpipe(counter);
    raw.resume();
    return Object.assign(new Error('Request body is too large'), { statusCode: 413 });
  };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(tooLarge());
      else callback(null, chunk);
    },
  });
  if (Number(raw.headers['content-length'] ?? 0) > limit) {
    const error = tooLarge();
    return new ReadableStream({ start: (controller) => controller.error(error) });
  }
  raw.pipe(counter);
  return Readable.toWeb(counter) as ReadableStream;
}
const BODYLESS = new Set(['GET', 'HEAD']);
/** Requests whose body went past its limit while an action read it. */
const bodiesCutOff = new WeakSet<FastifyRequest>();

function bodyTooLarge(): Error & { statusCode: number } {
  return Object.assign(new Error('Request body is too large'), { statusCode: 413 });
}

export interface PagesOptions {
  /** The React Router server build: the built one in production, Vite's module in development. */
  getBuild: () => Promise<ServerBuild>;
  mode: 'production' | 'development';
  /** Built browser assets (dist/app/client); in development Vite serves them. */
  clientDir?: string;
}

/** The origin a browser sent (`Origin` header), when it is an http(s) one. */
function safeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Fetch request React Router's handler takes, made from Fastify's (the body is streamed, unread). Its
 * address is, for a write, on the origin the visitor's browser sent: the security hook has already refused a write from
 * anywhere not allowed (plugins/security.ts), and React Router refuses an action whose Origin differs from
 * the address. Without an Origin, the site's public origin.
 */
function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string,
): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  // Aborted when the visitor goes away before the answer is sent. (Not on the request's own 'close': a
  // form's body, once read by an action, closes the request stream while the answer is still to come.)
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
  const origin =
    isWrite && typeof request.headers.origin === 'string' ? safeOrigin(request.headers.origin) : null;
  return new Request(new URL(request.url, origin ?? publicOrigin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(BODYLESS.has(request.method)
      ? {}
      : {
          body: limitedBody(request.raw, bodyLimit(request), () => bodiesCutOff.add(request)),
          duplex: 'half' as const,
        }),
  });
}

/**
 * A page for a visitor without a session is the same for everyone with the same language and cookies:
 * the server keeps it for a few seconds (the response cache, decision 035), and nginx or a CDN in front
 * may too, serving it stale for 30 s while it fetches a fresh one. Signed-in pages are never stored
 * outside the visitor's browser.
 */
export function pageCacheControl(request: FastifyRequest, status: number): string {
  if (request.method !== 'GET' || status !== 200 || hasSessionCookie(request)) return 'private, no-cache';
  return 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
}

/**
 * Copies a Fetch response (status, headers, streamed body) onto Fastify's reply. When the response cache
 * waits for this answer (a 200 without cookies or its own Cache-Control, for a visitor without a
 * session), the HTML still streams to the visitor and a copy is handed to the cache at its end.
 */
async function sendFetchResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: globalThis.Response,
) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  if (
    response.status !== 200 ||
    cookies.length > 0 ||
    response.headers.has('cache-control') ||
    !awaitsStore(request)
  )
    return reply.send(body);
  const store = storeWhenStreamed(request);
  const chunks: Buffer[] = [];
  const tee = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      callback(null, chunk);
    },
    flush(callback) {
      store(Buffer.concat(chunks));
      callback();
    },
  });
  // An error in the page's stream ends the answer; nothing is stored.
  pipeline(body, tee, () => undefined);
  return reply.send(tee);
}

/**
 * Every page: React Router's request handler (framework mode) for whatever no API route, upload or
 * built asset answers. Loaders and actions get the Fastify request as their context, so they read
 * through the server's services and the signed-in session directly. Pages carry a per-response nonce for
 * their inline scripts (React Router's hydration data), added to the content security policy.
 */
async function pagesPlugin(app: FastifyInstance, options: PagesOptions) {
  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const publicOrigin = new URL(app.config.publicUrl).origin;
  await app.register(async (scope) => {
    // A page's form reaches its action as sent: React Router reads the body itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, _payload, done) => {
      // An image too large for the cover form reaches its action, which answers with the size message.
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > bodyLimit(request) && !isPageUpload(request)) {
        done(bodyTooLarge());
        return;
      }
      done(null, undefined);
    });

    let handle:
      ((request: globalThis.Request, context: AppLoadContext) => Promise<globalThis.Response>) | null = null;
    const getHandler = async () => {
      if (options.mode === 'development') return createRequestHandler(await options.getBuild(), options.mode);
      handle ??= createRequestHandler(await options.getBuild(), options.mode);
      return handle;
    };

    scope.route({
      method: ['GET', 'POST'],
      url: '/*',
      // Anonymous GETs are answered from the response cache (keyed by language and cookies, decision 035),
      // which keeps pages for RESPONSE_CACHE_PAGE_TTL_MS.
      config: { publicCache: 'page' },
      handler: async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '/';
        if (pathname === '/api' || pathname.startsWith('/api/')) {
          return reply.status(404).send({
            error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` },
          });
        }
        const nonce = randomBytes(16).toString('base64');
        // A page drawn for the cache keeps its nonce while it is cached (a few seconds, until a write).
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string')
          reply.header(
            'content-security-policy',
            policy.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
          );
        const handler = await getHandler();
        const response = await handler(toFetchRequest(request, reply, publicOrigin), { request, nonce });
        // A form that grew past its limit without saying so (no or a false Content-Length) is refused like
        // one that said so, whatever its action made of the cut-off body; the cover form's action answers
        // with the image-size message itself.
        if (bodiesCutOff.has(request) && !isPageUpload(request)) {
          await response.body?.cancel();
          throw bodyTooLarge();
        }
        // A page depends on the visitor's language and session.
        reply.header('Vary', 'Accept-Language, Cookie');
        if (!response.headers.has('cache-control'))
          reply.header('Cache-Control', pageCacheControl(request, response.status));
        return sendFetchResponse(request, reply, response);
      },
    });
  });
}

export const registerPages = fp(pagesPlugin, {
  name: 'spey-pages',
  fastify: '5.x',
  // Loaders read the visitor (auth); pages answer with the security headers' policy and a nonce; anonymous
  // pages are kept by the response cache.
  dependencies: ['spey-auth', 'spey-security', 'spey-response-cache'],
});

/** The built server module of the pages, when the web app has been built (`npm run build`). */
export function builtPages(appDir: string): PagesOptions | null {
  const serverBuild = path.join(appDir, 'server/index.js');
  const clientDir = path.join(appDir, 'client');
  if (!existsSync(serverBuild)) return null;
  return {
    mode: 'production',
    clientDir,
    getBuild: () => import(pathToFileURL(serverBuild).href) as Promise<ServerBuild>,
  };
}
