import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@/shared/i18n/language';

/**
 * How the SPA's HTML page reaches the browser fast (used by plugins/spa.ts):
 *
 * - `createFirstPageHints`: head tags that start, while the HTML is still arriving, every download the
 *   first page would otherwise discover one after the other (entry → router → page code → data →
 *   images): modulepreload for the page's code, its catalogue file, its API data, its largest image.
 * - `sendHtml`: the page compressed (br or gzip, as the browser accepts), never cached by the browser.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageHintsInput {
  pathname: string;
  search: string;
  language: Language;
  /** The page's meta from the SEO resolver: its status, and for a restaurant its cover (`image`). */
  status: number;
  image?: string;
  /** The page was drawn on the server and carries its data: no data to preload. */
  hasData?: boolean;
}

const LAYOUT = 'components/layouts/main-layout.tsx';
const PAGE_MODULE = (name: string) => `app/routes/public/${name}.tsx`;
/** Pages outside the public shell (src/web/app/router.tsx); owner and admin pages get no hints. */
const OUTSIDE_LAYOUT = new Set(['auth', 'pitch-deck']);
const NO_HINTS = new Set(['owner', 'admin', 'api', 'assets', 'uploads']);
const RESTAURANT_PATH = /^\/restaurants\/([\w-]{1,64})$/;
/** The cover variants the server writes beside an upload (see src/web/features/restaurants/lib/image-srcset.ts). */
const COVER_VARIANTS = [320, 640] as const;
const COVER_MAIN_WIDTH = 1200;
/** The restaurant banner's `sizes` (src/web/features/restaurants/components/restaurant-banner.tsx). */
const COVER_SIZES = '(min-width: 1280px) 1200px, 100vw';
const HERO = 'features/restaurants/components/home/images/hero';
const HERO_WIDTHS = [640, 1200, 1600] as const;
const KHMER_FONT_PRELOAD = /[ \t]*<link rel="preload" as="font"[^>]*noto-sans-khmer[^>]*>\n?/g;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function readManifest(webDir: string): Manifest | null {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * Returns a function that adds the first-page hints to a rendered page. Without a build manifest
 * (tests, an old build) pages are left as they are, apart from the font rule below.
 */
export function createFirstPageHints(webDir: string): (html: string, input: PageHintsInput) => string {
  const manifest = readManifest(webDir) ?? {};
  const filesOf = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const dependency of chunk.imports ?? []) filesOf(dependency, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const inIndexHtml = entryKey ? filesOf(entryKey) : new Set<string>();
  const asset = (key: string) => (manifest[key] ? `/${manifest[key].file}` : undefined);
  const hero = HERO_WIDTHS.map((width) => ({ width, url: asset(`${HERO}-${width}.webp`) }));

  const modulesFor = (segments: string[]): string[] => {
    const [first = ''] = segments;
    if (NO_HINTS.has(first)) return [];
    const page =
      segments.length === 0
        ? 'home'
        : first === 'restaurants' && segments.length === 2
          ? 'restaurant-detail'
          : first;
    const modules = OUTSIDE_LAYOUT.has(first) ? [] : [LAYOUT];
    if (segments.length <= 1 || page === 'restaurant-detail') modules.push(PAGE_MODULE(page));
    return modules.filter((key) => manifest[key]);
  };

  const dataFor = (input: PageHintsInput): string[] => {
    if (input.status !== 200 || input.hasData) return [];
    const params = new URLSearchParams(input.search);
    if (input.pathname === '/') return ['/api/me', '/api/restaurants/featured', '/api/reviews/latest'];
    // The unfiltered list only: filters in the address become query parameters the page computes.
    if (input.pathname === '/restaurants' && [...params.keys()].length === 0)
      return ['/api/me', '/api/restaurants/cuisines', '/api/restaurants'];
    const restaurant = RESTAURANT_PATH.exec(input.pathname);
    if (restaurant) {
      const id = encodeURIComponent(restaurant[1]);
      const infoTab = (params.get('tab') ?? 'info') === 'info';
      return ['/api/me', `/api/restaurants/${id}`, ...(infoTab ? [`/api/restaurants/${id}/hours`] : [])];
    }
    return [];
  };

  const imageFor = (input: PageHintsInput): string | undefined => {
    if (input.status !== 200) return undefined;
    if (input.pathname === '/' && hero.every((h) => h.url)) {
      const srcset = hero.map((h) => `${h.url} ${h.width}w`).join(', ');
      return `<link rel="preload" as="image" href="${hero[1].url}" imagesrcset="${srcset}" imagesizes="100vw" fetchpriority="high" />`;
    }
    // The SEO resolver gives a restaurant page its cover as the share image.
    const cover = input.image;
    if (RESTAURANT_PATH.test(input.pathname) && cover?.startsWith('/uploads/') && cover.endsWith('.webp')) {
      const base = cover.slice(0, -'.webp'.length);
      const srcset = [
        ...COVER_VARIANTS.map((w) => `${base}-${w}.webp ${w}w`),
        `${cover} ${COVER_MAIN_WIDTH}w`,
      ].join(', ');
      return `<link rel="preload" as="image" href="${escapeAttribute(cover)}" imagesrcset="${escapeAttribute(srcset)}" imagesizes="${COVER_SIZES}" fetchpriority="high" />`;
    }
    return undefined;
  };

  return (html, input) => {
    // The Khmer font files are preloaded for Khmer pages only; elsewhere they load when Khmer text shows.
    const page = input.language === 'km' ? html : html.replace(KHMER_FONT_PRELOAD, '');
    const segments = input.pathname.split('/').filter(Boolean);
    const modules = modulesFor(segments);
    if (modules.length === 0) return page;
    const scripts = new Set<string>();
    for (const key of [...modules, `i18n/catalogues/${input.language}-core.ts`]) filesOf(key, scripts);
    const tags = [
      ...[...scripts]
        .filter((file) => !inIndexHtml.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
      ...dataFor(input).map(
        (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}" />`,
      ),
    ];
    const image = imageFor(input);
    if (image) tags.unshift(image);
    return page.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  };
}

/** br, else gzip, else none: the first the browser accepts (a coding with q=0 is refused). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/i.test(p)))
      .map(([coding]) => coding.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** A page's body as sent with `encoding`: compressed when the browser accepts it. */
export function encodeHtml(html: string, encoding: 'br' | 'gzip' | undefined): string | Buffer {
  if (!encoding) return html;
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html, { level: 6 });
}

/** Sends a page's body made by `encodeHtml`, never cached by the browser (`no-cache`: always revalidated). */
export function sendEncodedHtml(
  reply: FastifyReply,
  status: number,
  body: string | Buffer,
  encoding: 'br' | 'gzip' | undefined,
) {
  const vary = reply.getHeader('vary');
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', vary ? `Accept-Encoding, ${String(vary)}` : 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

/** Sends a page: compressed when the browser accepts it, `no-cache` (always revalidated). */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  return sendEncodedHtml(reply, status, encodeHtml(html, encoding), encoding);
}
