/** A page's head: title, description, share image, canonical address, JSON-LD, in the page's language. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  url?: string;
  type?: 'website' | 'restaurant';
  jsonLd?: unknown;
  status?: number;
  /** The page's language ('km', 'en'): og:locale. */
  lang?: string;
}

const ogLocales: Record<string, string> = { km: 'km_KH', en: 'en_US' };

type Descriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': Record<string, unknown> | unknown[] };

/**
 * The head tags search engines and chat apps read, as React Router meta descriptors: title,
 * description, canonical, Open Graph, Twitter card and JSON-LD (React Router escapes it in the page).
 */
export function metaDescriptors(meta: PageMeta, publicUrl: string): Descriptor[] {
  const url = new URL(meta.url ?? '/', publicUrl).toString();
  const image = meta.image ? new URL(meta.image, publicUrl).toString() : undefined;
  const description = meta.description.replace(/\s+/g, ' ').trim();
  const tags: Descriptor[] = [
    { title: meta.title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: 'Spey' },
    { property: 'og:type', content: meta.type === 'restaurant' ? 'restaurant.restaurant' : 'website' },
    { property: 'og:title', content: meta.title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: url },
    ...(meta.lang && ogLocales[meta.lang] ? [{ property: 'og:locale', content: ogLocales[meta.lang]! }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: meta.title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
  ];
  if (image) {
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  if (meta.jsonLd && typeof meta.jsonLd === 'object') {
    tags.push({ 'script:ld+json': meta.jsonLd as Record<string, unknown> });
  }
  return tags;
}

/**
 * A page's address for its canonical link and og:url: the path and, in a fixed order, only the query
 * parameters that change what the page shows (a list's filters, a tab); tracking tags and the like go.
 */
export function canonicalPath(pathname: string, search: string, keep: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name)?.trim();
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** The home page's JSON-LD: the site (with its search box for search engines) and who publishes it. */
export function websiteJsonLd(publicUrl: string, meta: { description: string; lang?: string }) {
  const home = new URL('/', publicUrl).toString();
  const search = new URL('/search', publicUrl);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        url: home,
        name: 'Spey',
        description: meta.description,
        ...(meta.lang ? { inLanguage: meta.lang } : {}),
        publisher: { '@id': `${home}#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${search.toString()}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@type': 'Organization',
        '@id': `${home}#organization`,
        name: 'Spey',
        url: home,
        logo: new URL('/favicon.svg', publicUrl).toString(),
      },
    ],
  };
}

/** A list page's JSON-LD: schema.org ItemList of the restaurant pages it shows, in order. */
export function restaurantListJsonLd(
  items: ReadonlyArray<{ id: string; name: string }>,
  publicUrl: string,
  pagePath: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: new URL(pagePath, publicUrl).toString(),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: new URL(`/restaurants/${item.id}`, publicUrl).toString(),
      name: item.name,
    })),
  };
}
