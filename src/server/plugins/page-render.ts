import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@/shared/i18n/language';
import { createLimiter } from '../lib/limiter';
import { hasSessionCookie } from './auth';
import type { ResponseCache } from './response-cache';

/**
 * Server rendering of the first screen (src/web/entry-server.tsx, built into dist/ssr): the home page,
 * the restaurant list and a restaurant's page arrive drawn, with their data, and the browser hydrates
 * them. Visitors with a session get the page drawn by the browser alone: their pages hold their own
 * data (reactions, favourites, owner tools), which is never put into HTML.
 *
 * A drawn page is kept in the response cache as long as a public answer (five seconds by default,
 * emptied by every write), by language and address, so a burst of visitors costs one rendering.
 */
interface RenderedPage {
  html: string;
  state: string;
}

interface ServerEntry {
  configure(transport: typeof fetch): void;
  isServerRendered(pathname: string): boolean;
  render(url: string, language: Language): Promise<RenderedPage | null>;
}

export interface FirstScreenInput {
  pathname: string;
  search: string;
  language: Language;
}

export type FirstScreenRenderer = (
  request: Parameters<typeof hasSessionCookie>[0],
  input: FirstScreenInput,
) => Promise<RenderedPage | null>;

const RENDERINGS_AT_ONCE = 4;

function isServerEntry(value: unknown): value is ServerEntry {
  const entry = value as Partial<ServerEntry> | null;
  return (
    typeof entry?.render === 'function' &&
    typeof entry.configure === 'function' &&
    typeof entry.isServerRendered === 'function'
  );
}

/**
 * Loads the server renderer next to the web build (`<webDir>/../ssr/entry-server.js`); without it
 * (tests, an old build) every page is drawn by the browser, as before.
 */
export async function loadFirstScreenRenderer(
  app: FastifyInstance,
  webDir: string,
  cache: ResponseCache | null = null,
): Promise<FirstScreenRenderer | null> {
  const file = path.join(webDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const entry: unknown = await import(pathToFileURL(file).href);
  if (!isServerEntry(entry)) {
    app.log.warn(`${file} is not a page renderer; pages are drawn in the browser`);
    return null;
  }
  // The page's API calls go to this server's own routes, in-process and without the visitor's
  // cookies, so they are the public answers (and come from the response cache when fresh).
  entry.configure(async (input, init) => {
    // Rendering only reads.
    if (init?.method && init.method !== 'GET') return new Response(null, { status: 405 });
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  // Renderings at once: each holds its page's data and markup while it waits for the API, and the
  // work is the CPU's anyway; a burst queues instead of holding fifty pages in memory together.
  const limit = createLimiter(RENDERINGS_AT_ONCE);
  // Visitors asking for the same page while it is being drawn wait for that drawing.
  const inFlight = new Map<string, Promise<RenderedPage | null>>();
  const drawAndKeep = async (key: string, url: string, language: Language) => {
    const generation = cache?.generation;
    const page = await limit(() => entry.render(url, language));
    // Not kept when a write happened meanwhile: the page may show what was there before it.
    if (page && cache && cache.generation === generation)
      cache.set(key, JSON.stringify(page), 'application/json', Date.now());
    return page;
  };
  const draw = async (url: string, language: Language): Promise<RenderedPage | null> => {
    const key = `page:${language}:${url}`;
    const kept = cache?.get(key, Date.now());
    if (kept) return JSON.parse(kept.body) as RenderedPage;
    let drawing = inFlight.get(key);
    if (!drawing) {
      drawing = drawAndKeep(key, url, language).finally(() => inFlight.delete(key));
      inFlight.set(key, drawing);
    }
    return drawing;
  };
  return async (request, input) => {
    if (hasSessionCookie(request) || !entry.isServerRendered(input.pathname)) return null;
    try {
      return await draw(input.pathname + input.search, input.language);
    } catch (error) {
      request.log.warn({ err: error }, 'server rendering failed; the page is drawn in the browser');
      return null;
    }
  };
}
