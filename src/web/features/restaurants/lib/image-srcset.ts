/** Widths of an uploaded cover: the main file and its '-640' / '-320' variants (see server/lib/images). */
const VARIANT_WIDTHS = [320, 640] as const;
const MAIN_WIDTH = 1200;

/**
 * A srcset for a restaurant image. Uploaded covers ('/uploads/….webp') have smaller variants
 * named by inserting '-320' / '-640' before '.webp'; other images have none (undefined).
 */
export function getRestaurantImageSrcSet(imageUrl: string): string | undefined {
  if (!imageUrl.startsWith('/uploads/') || !imageUrl.endsWith('.webp')) return undefined;
  const base = imageUrl.slice(0, -'.webp'.length);
  return [
    ...VARIANT_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`),
    `${imageUrl} ${MAIN_WIDTH}w`,
  ].join(', ');
}

/** The `sizes` of a card's photo in the restaurant grids (1, 2 or 3 columns). */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

const preloaded = new Set<string>();

/**
 * Starts the download of the first card's photo as soon as the list has arrived, before the page has
 * rendered its cards: on a phone it is the page's largest paint. The browser picks the same variant
 * the card will (same srcset and sizes), so the card finds it in the cache.
 */
export function preloadCardImage(imageUrl: string | null | undefined) {
  if (!imageUrl || preloaded.has(imageUrl) || typeof document === 'undefined') return;
  preloaded.add(imageUrl);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = imageUrl;
  const srcset = getRestaurantImageSrcSet(imageUrl);
  if (srcset) {
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', CARD_IMAGE_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
