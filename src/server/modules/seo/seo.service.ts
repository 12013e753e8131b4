import type { Db } from '../../db/client';
import type { PageMeta, PageMetaResolver } from '../../plugins/spa';
import { isUuid } from '../restaurants/restaurants.service';
import * as queries from './seo.queries';

/** Shared with the web app: the hero photo shipped in src/web/public/images. */
export const DEFAULT_SHARE_IMAGE = '/images/hero-1200.webp';

const DESCRIPTION_MAX = 160;

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const staticPages: Record<string, PageMeta> = {
  '/': {
    title: 'Spey — Restaurant reviews in Cambodia',
    description:
      'Discover restaurants across Cambodia, read honest reviews in Khmer and English, and share your own — including anonymous Spey reviews.',
    image: DEFAULT_SHARE_IMAGE,
    url: '/',
  },
  '/restaurants': {
    title: 'Restaurants | Spey',
    description:
      'Browse restaurants in Phnom Penh, Siem Reap and across Cambodia. Filter by cuisine, price and who is open now, and see ratings and Spey reviews.',
    image: DEFAULT_SHARE_IMAGE,
    url: '/restaurants',
  },
  '/leaderboard': {
    title: 'Leaderboard | Spey',
    description: 'The top rated, most reviewed and most Spey-friendly restaurants in Cambodia.',
    image: DEFAULT_SHARE_IMAGE,
    url: '/leaderboard',
  },
};

const notFoundMeta: PageMeta = {
  title: 'Restaurant Not Found | Spey',
  description: 'This restaurant could not be found on Spey.',
  status: 404,
};

type MetaRow = NonNullable<Awaited<ReturnType<typeof queries.findRestaurantForMeta>>>;

/** Head tags and schema.org Restaurant JSON-LD for a restaurant page. */
export function buildRestaurantMeta(row: MetaRow, publicUrl: string): PageMeta {
  const path = `/restaurants/${row.id}`;
  const absolute = (value: string) => new URL(value, publicUrl).toString();
  const rating = row.averageRating.toFixed(1);
  const place = row.location ? ` in ${row.location}` : '';
  const summary =
    row.reviewCount > 0
      ? `${row.cuisine} restaurant${place}. Rated ${rating}/5 from ${row.reviewCount} review${row.reviewCount === 1 ? '' : 's'} on Spey.`
      : `${row.cuisine} restaurant${place}. No reviews yet — be the first on Spey.`;
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
    title: `${row.name} — ${row.cuisine} | Spey`,
    description,
    image,
    url: path,
    type: 'restaurant',
    jsonLd,
  };
}

/** Page meta for /, /restaurants, /leaderboard and /restaurants/{id} (404 status for unknown ids). */
export function createSeoMetaResolver(db: Db, publicUrl: string): PageMetaResolver {
  return async (pathname) => {
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = staticPages[normalized];
    if (page) return page;
    const match = /^\/restaurants\/([^/]+)$/.exec(normalized);
    if (!match) return null;
    const id = match[1] ?? '';
    if (!isUuid(id)) return notFoundMeta;
    const row = await queries.findRestaurantForMeta(db, id);
    return row ? buildRestaurantMeta(row, publicUrl) : notFoundMeta;
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
