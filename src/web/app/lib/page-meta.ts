import type { MetaDescriptor } from 'react-router';
import { canonicalPath, metaDescriptors, type PageMeta } from '@/shared/seo/page-meta';

/** What a page's `meta` reads from the root loader (src/web/app/lib/root.server.ts). */
interface RootMetaData {
  seo: PageMeta;
  publicUrl: string;
}

/** The part of React Router's meta arguments the public pages' heads are built from. */
export interface PageMetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string; search: string };
}

export interface PageMetaOptions {
  /** Query parameters that change what the page shows; they stay in the canonical address. */
  keep?: readonly string[];
  /** schema.org JSON-LD of the page, after the one the page's meta already carries (a restaurant). */
  jsonLd?: (root: RootMetaData, url: string) => ReadonlyArray<object | null | undefined>;
}

function rootData(matches: PageMetaArgs['matches']): RootMetaData | undefined {
  const data = matches.find((match) => match?.id === 'root')?.data;
  if (!data || typeof data !== 'object' || !('seo' in data) || !('publicUrl' in data)) return undefined;
  return data as RootMetaData;
}

/**
 * A public page's head in the visitor's language: title and description from the page's meta (the seo
 * service, texts from the catalogues), the canonical address with the query parameters that change the
 * page, Open Graph, Twitter and the page's JSON-LD.
 */
export function pageMeta(
  { matches, location }: PageMetaArgs,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const root = rootData(matches);
  if (!root) return [{ title: 'Spey' }];
  const url = canonicalPath(location.pathname, location.search, options.keep);
  const tags: MetaDescriptor[] = metaDescriptors({ ...root.seo, url }, root.publicUrl);
  for (const jsonLd of options.jsonLd?.(root, url) ?? []) {
    if (jsonLd) tags.push({ 'script:ld+json': jsonLd });
  }
  return tags;
}
