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
