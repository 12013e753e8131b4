import { cuisineKey } from '@/shared/domain/cuisines';
import { requestLanguage, type Language } from '@/shared/i18n/language';
import type { Db } from '../../db/client';
import type { FastifyRequest } from 'fastify';
import type { PageMeta } from '@/shared/seo/page-meta';
import { isUuid } from '../../lib/uuid';
import { pageText } from './page-text';
import * as queries from './seo.queries';

export type { PageMeta };
export type PageMetaResolver = (pathname: string, request: FastifyRequest) => Promise<PageMeta | null>;

/** Shared with the web app: the hero photo shipped in src/web/public/images. */
export const DEFAULT_SHARE_IMAGE = '/images/hero-1200.webp';

const DESCRIPTION_MAX = 160;

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const withSuffix = (title: string) => `${title} | Spey`;

/** Head tags of the main pages in the visitor's language (texts from the web app's catalogues). */
function staticPage(pathname: string, language: Language): PageMeta | undefined {
  const t = (key: string) => pageText(language, key);
  const page = (title: string, description: string): PageMeta => ({
    title,
    description,
    image: DEFAULT_SHARE_IMAGE,
    url: pathname,
    lang: language,
  });
  switch (pathname) {
    case '/':
      return page(`Spey — ${t('home:pageTitle')}`, t('home:metaDescription'));
    case '/restaurants':
      return page(withSuffix(t('restaurants:title')), t('restaurants:metaDescription'));
    case '/leaderboard':
      return page(withSuffix(t('restaurants:leaderboardTitle')), t('restaurants:leaderboardMetaDescription'));
    case '/reviews':
      return page(withSuffix(t('reviews:allReviewsTitle')), t('reviews:allReviewsSubtitle'));
    case '/submit':
      return page(withSuffix(t('reviews:writeTitle')), t('reviews:writeSubtitle'));
    case '/become-a-partner':
      return page(withSuffix(t('claims:partnerTitle')), t('claims:partnerSubtitle'));
    case '/register-restaurant':
      return page(withSuffix(t('claims:registerTitle')), t('claims:registerSubtitle'));
    case '/search':
      return page(withSuffix(t('search:pageTitle')), t('search:emptyBody'));
    case '/about':
    case '/faq':
    case '/terms':
    case '/privacy':
    case '/contact': {
      const name = pathname.slice(1);
      return page(withSuffix(t(`pages:${name}Title`)), t(`pages:${name}Intro`));
    }
    case '/blog':
      return page(withSuffix(t('pages:blogTitle')), t('home:metaDescription'));
    case '/auth':
      return page(withSuffix(t('auth:pageTitle')), t('auth:subtitleDiner'));
    case '/pitch-deck':
      return page(withSuffix(t('pitch:pageTitle')), t('pitch:heroBody'));
    default:
      return undefined;
  }
}

/** Every other page: the site's title and description (the web app sets the page's own title). */
function siteMeta(language: Language): PageMeta {
  return {
    title: `Spey — ${pageText(language, 'home:pageTitle')}`,
    description: pageText(language, 'home:metaDescription'),
    lang: language,
  };
}

function notFoundMeta(language: Language): PageMeta {
  return {
    title: withSuffix(pageText(language, 'restaurants:notFoundTitle')),
    description: pageText(language, 'restaurants:metaNotFound'),
    status: 404,
    lang: language,
  };
}

type MetaRow = NonNullable<Awaited<ReturnType<typeof queries.findRestaurantForMeta>>>;

/** Head tags (in the visitor's language) and schema.org Restaurant JSON-LD for a restaurant page. */
export function buildRestaurantMeta(row: MetaRow, publicUrl: string, language: Language = 'en'): PageMeta {
  const path = `/restaurants/${row.id}`;
  const absolute = (value: string) => new URL(value, publicUrl).toString();
  const rating = row.averageRating.toFixed(1);
  const cuisine = pageText(language, `claims:cuisine${cuisineKey(row.cuisine)}`, {}, row.cuisine);
  const kind = row.location
    ? pageText(language, 'restaurants:metaCuisineIn', { cuisine, location: row.location })
    : pageText(language, 'restaurants:metaCuisine', { cuisine });
  const reviews =
    row.reviewCount > 0
      ? pageText(language, 'restaurants:metaRated', { rating, count: row.reviewCount })
      : pageText(language, 'restaurants:metaUnrated');
  const summary = `${kind} ${reviews}`;
  const description = clip(row.description ? `${summary} ${row.description}` : summary, DESCRIPTION_MAX);
  const image = row.imageUrl ?? DEFAULT_SHARE_IMAGE;

  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': absolute(path),
    name: row.name,
    url: absolute(path),
    image: absolute(image),
    servesCuisine: row.cuisine,
    priceRange: row.priceRange,
  };
  if (row.nameKm) jsonLd.alternateName = row.nameKm;
  if (row.description) jsonLd.description = clip(row.description, 500);
  if (row.phone) jsonLd.telephone = row.phone;
  if (row.website && /^https?:\/\//i.test(row.website)) jsonLd.sameAs = row.website;
  if (row.address || row.location) {
    jsonLd.address = {
      '@type': 'PostalAddress',
      ...(row.address ? { streetAddress: row.address } : {}),
      ...(row.location ? { addressLocality: row.location } : {}),
      addressCountry: 'KH',
    };
  }
  if (row.latitude !== null && row.longitude !== null) {
    jsonLd.geo = { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude };
  }
  // Search engines reject an AggregateRating without reviews.
  if (row.reviewCount > 0) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(rating),
      reviewCount: row.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }

  return {
    title: withSuffix(`${row.name} — ${cuisine}`),
    description,
    image,
    url: path,
    type: 'restaurant',
    jsonLd,
    lang: language,
  };
}

/**
 * Page meta in the visitor's language (the language cookie, else Accept-Language; the web app's rule):
 * the public pages and /restaurants/{id} (404 status for unknown ids) have their own; every other page
 * gets the site's title and description. The pages' `meta` add the address's query and their JSON-LD.
 */
export function createSeoMetaResolver(db: Db, publicUrl: string): PageMetaResolver {
  return async (pathname, request) => {
    const language = requestLanguage({
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = staticPage(normalized, language);
    if (page) return page;
    const match = /^\/restaurants\/([^/]+)$/.exec(normalized);
    if (!match) return siteMeta(language);
    const id = match[1] ?? '';
    if (!isUuid(id)) return notFoundMeta(language);
    try {
      const row = await queries.findRestaurantForMeta(db, id);
      return row ? buildRestaurantMeta(row, publicUrl, language) : notFoundMeta(language);
    } catch (error) {
      request.log.warn({ err: error }, 'restaurant page meta failed');
      return siteMeta(language);
    }
  };
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const SITEMAP_MAIN_PATHS = [
  '/',
  '/restaurants',
  '/reviews',
  '/leaderboard',
  '/about',
  '/faq',
] as const;

/** sitemap.xml with the main pages and every restaurant page (well under the 50,000-URL limit). */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const rows = await queries.findRestaurantsForSitemap(db);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const path of SITEMAP_MAIN_PATHS) {
    lines.push(`<url><loc>${escapeXml(new URL(path, publicUrl).toString())}</loc></url>`);
  }
  for (const row of rows) {
    const loc = escapeXml(new URL(`/restaurants/${row.id}`, publicUrl).toString());
    lines.push(`<url><loc>${loc}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`);
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}
