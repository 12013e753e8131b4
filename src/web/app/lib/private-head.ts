import type { MetaDescriptor } from 'react-router';

/** A private page's title and description, in the visitor's language (its loader's `head`). */
export interface PrivateHead {
  title: string;
  description: string;
}

/**
 * The `meta` of a page only its signed-in user sees: its own title and description, and no indexing
 * (nothing to share either, so no canonical address or Open Graph tags).
 */
export function privateMeta(head: PrivateHead | undefined): MetaDescriptor[] {
  return [
    { title: head?.title ?? 'Spey' },
    ...(head?.description ? [{ name: 'description', content: head.description }] : []),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
