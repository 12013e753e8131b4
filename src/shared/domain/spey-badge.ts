/**
 * Spey percentage tiers (spec §9): the card badge, the detail-page bar and the card's stamp effect.
 * Pure functions so the server, the web and the tests agree on the thresholds.
 */

/** Card badge: 75 or more green, 50 or more yellow, otherwise the brand colour. */
export type SpeyBadgeTone = 'green' | 'yellow' | 'brand';

/** Detail bar: above 80 emerald, above 60 green, else yellow. */
export type SpeyBarTone = 'emerald' | 'green' | 'yellow';

export const SPEY_BADGE_GREEN_MIN = 75;
export const SPEY_BADGE_YELLOW_MIN = 50;
export const SPEY_BAR_EMERALD_ABOVE = 80;
export const SPEY_BAR_GREEN_ABOVE = 60;
export const SPEY_STAMP_MIN = 70;

export function getSpeyBadgeTone(speyPercentage: number): SpeyBadgeTone {
  if (speyPercentage >= SPEY_BADGE_GREEN_MIN) return 'green';
  if (speyPercentage >= SPEY_BADGE_YELLOW_MIN) return 'yellow';
  return 'brand';
}

export function getSpeyBarTone(speyPercentage: number): SpeyBarTone {
  if (speyPercentage > SPEY_BAR_EMERALD_ABOVE) return 'emerald';
  if (speyPercentage > SPEY_BAR_GREEN_ABOVE) return 'green';
  return 'yellow';
}

/** True when the card shows the 'stamp' effect. */
export function hasSpeyStamp(speyPercentage: number): boolean {
  return speyPercentage >= SPEY_STAMP_MIN;
}

/** Whole-number percentage for display ('23% Spey'), clamped to 0..100. */
export function formatSpeyPercentage(speyPercentage: number): number {
  if (!Number.isFinite(speyPercentage)) return 0;
  return Math.min(100, Math.max(0, Math.round(speyPercentage)));
}
