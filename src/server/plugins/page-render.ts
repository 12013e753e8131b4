import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@/shared/i18n/language';
import { hasSessionCookie } from './auth';

/**
 * Server rendering of the first screen (src/web/entry-server.tsx, built into dist/ssr): the home page,
 * the restaurant list and a restaurant's page arrive drawn, with their data, and the browser hydrates
 * them. Visitors with a session get the page drawn by the browser alone: their pages hold their own
 * data (reactions, favourites, owner tools), which is never put into HTML.
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
  return async (request, input) => {
    if (hasSessionCookie(request) || !entry.isServerRendered(input.pathname)) return null;
    try {
      return await entry.render(input.pathname + input.search, input.language);
    } catch (error) {
      request.log.warn({ err: error }, 'server rendering failed; the page is drawn in the browser');
      return null;
    }
  };
}
