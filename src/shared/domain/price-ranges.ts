/**
 * Price ranges of a restaurant (restaurants.price_range). The owner form offers all five (default '$$');
 * registration offers '$' to '$$$$' (spec). Bounds are US dollars per person; the web builds the
 * descriptions ('Under $15', '$15-30', 'Over $100') from them through i18n.
 */
export const PRICE_RANGES = ['$', '$$', '$$$', '$$$$', '$$$$$'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const DEFAULT_PRICE_RANGE: PriceRange = '$$';

export const REGISTRATION_PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const satisfies readonly PriceRange[];

/** min inclusive, max exclusive; null = unbounded. */
export const PRICE_RANGE_BOUNDS: Record<PriceRange, { min: number | null; max: number | null }> = {
  $: { min: null, max: 15 },
  $$: { min: 15, max: 30 },
  $$$: { min: 30, max: 60 },
  $$$$: { min: 60, max: 100 },
  $$$$$: { min: 100, max: null },
};

export function isPriceRange(value: string): value is PriceRange {
  return (PRICE_RANGES as readonly string[]).includes(value);
}
