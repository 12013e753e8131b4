import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, requestLanguage } from '@/shared/i18n/language';
import { createFirstPageHints, encodeHtml, pickEncoding, sendEncodedHtml } from './page-delivery';
import { hasSessionCookie } from './auth';
import { loadFirstScreenRenderer } from './page-render';
import type { ResponseCache } from './response-cache';

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  url?: string;
  type?: 'website' | 'restaurant';
  jsonLd?: unknown;
  status?: number;
  /** The page's language ('km', 'en'): `<html lang>` and og:locale. */
  lang?: string;
}

export type PageMetaResolver = (pathname: string, request: FastifyRequest) => Promise<PageMeta | null>;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ogLocales: Record<string, string> = { km: 'km_KH', en: 'en_US' };

/** Renders the head tags search engines and chat apps read; the SPA renders the body. */
export function renderMetaTags(meta: PageMeta, publicUrl: string): string {
  const url = meta.url ? new URL(meta.url, publicUrl).toString() : publicUrl;
  const image = meta.image ? new URL(meta.image, publicUrl).toString() : undefined;
  const description = escapeHtml(meta.description);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...(description ? [`<meta name="description" content="${description}" />`] : []),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="Spey" />`,
    `<meta property="og:type" content="${meta.type === 'restaurant' ? 'restaurant.restaurant' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    ...(description ? [`<meta property="og:description" content="${description}" />`] : []),
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(meta.lang && ogLocales[meta.lang]
      ? [`<meta property="og:locale" content="${ogLocales[meta.lang]}" />`]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    ...(description ? [`<meta name="twitter:description" content="${description}" />`] : []),
  ];
  if (image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(image)}" />`);
  }
  if (meta.jsonLd) {
    // JSON-LD is data, not script; '<' is escaped so the text can never close the tag.
    const json = JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\n?/g;

/**
 * Puts a page drawn on the server into `#root` (in place of the static shell) and its data beside it,
 * as JSON the browser reads before hydrating (src/web/main.tsx); a JSON block is not a script to run,
 * so the policy against inline scripts still holds. The page reads without its scripts, so they are
 * asked for once it has been painted (src/web/public/boot.js, given the entry and the files to preload).
 */
export function withFirstScreen(html: string, page: { html: string; state: string }, language: string) {
  const preload: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    preload.push(href);
    return '';
  });
  return withoutPreloads
    .replace(
      ENTRY_SCRIPT,
      (_tag, entry: string) =>
        `<script type="module" src="/boot.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload.join(' '))}"></script>`,
    )
    .replace(
      /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
      (_match, end: string) =>
        [
          `<div id="root">${page.html}</div>`,
          `<script type="application/json" id="spey-state" data-lang="${escapeHtml(language)}">${page.state}</script>`,
        ].join('\n    ') + end,
    );
}

const visitorLanguage = (request: FastifyRequest) =>
  requestLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });

/** Used only when no resolver answers; the resolver (modules/seo) gives every page its text in the visitor's language. */
export const defaultMeta: PageMeta = { title: 'Spey', description: '' };

/** Serves the built web app: hashed assets (precompressed, immutable) and index.html for every page route. */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    webDir: string;
    publicUrl: string;
    resolveMeta?: PageMetaResolver;
    /** Where drawn first screens are kept as briefly as public answers (plugins/response-cache.ts). */
    responseCache?: ResponseCache | null;
  },
) {
  const indexFile = path.join(options.webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no web build in ${options.webDir}; run "npm run build"`);
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const addFirstPageHints = createFirstPageHints(options.webDir);
  const renderFirstScreen = await loadFirstScreenRenderer(app, options.webDir, options.responseCache ?? null);

  await app.register(fastifyStatic, {
    root: options.webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'public, max-age=3600');
      }
    },
  });

  const renderPage = async (request: FastifyRequest) => {
    const pathname = new URL(request.url, 'http://internal').pathname;
    let meta: PageMeta | null = null;
    if (options.resolveMeta) {
      try {
        meta = await options.resolveMeta(pathname, request);
      } catch (error) {
        request.log.warn({ err: error }, 'page meta failed');
      }
    }
    const head = renderMetaTags({ ...defaultMeta, url: pathname, ...meta }, options.publicUrl);
    let html = template.replace(/<title>[^<]*<\/title>/, head);
    if (meta?.lang) html = html.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(meta.lang)}"`);
    const status = meta?.status ?? 200;
    const language = isLanguage(meta?.lang) ? meta.lang : visitorLanguage(request);
    const search = new URL(request.url, 'http://internal').search;
    const page = status === 200 ? await renderFirstScreen?.(request, { pathname, search, language }) : null;
    html = addFirstPageHints(html, {
      pathname,
      search,
      language,
      status,
      image: meta?.image,
      hasData: Boolean(page),
    });
    if (page) html = withFirstScreen(html, page, language);
    return { html, status };
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const accept = request.headers.accept ?? '*/*';
    const acceptsHtml = accept.includes('text/html') || accept.includes('*/*');
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/assets/') &&
      !pathname.startsWith('/uploads/') &&
      acceptsHtml
    ) {
      // The head follows the visitor's language (language cookie, else Accept-Language).
      reply.header('Vary', 'Accept-Language, Cookie');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      // A visitor without a session gets what the last few seconds' visitors got, as sent: the page is
      // the same for all of them (decision 016), and drawing and compressing it is the costly part.
      const cache = options.responseCache;
      const key =
        cache && !hasSessionCookie(request)
          ? `html:${encoding ?? 'identity'}:${visitorLanguage(request)}:${request.url}`
          : null;
      const kept = key ? cache?.get(key, Date.now()) : undefined;
      if (kept) {
        const body = encoding ? Buffer.from(kept.body, 'latin1') : kept.body;
        return sendEncodedHtml(reply.header('x-cache', 'hit'), 200, body, encoding);
      }
      const generation = cache?.generation;
      const { html, status } = await renderPage(request);
      const body = encodeHtml(html, encoding);
      if (key && cache && status === 200 && cache.generation === generation) {
        cache.set(key, typeof body === 'string' ? body : body.toString('latin1'), 'text/html', Date.now());
      }
      return sendEncodedHtml(reply, status, body, encoding);
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` } });
  });
}
