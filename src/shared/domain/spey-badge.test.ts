import { describe, expect, it } from 'vitest';
import { formatSpeyPercentage, getSpeyBadgeTone, getSpeyBarTone, hasSpeyStamp } from './spey-badge';

describe('spey badge tiers', () => {
  it.each([
    [0, 'brand'],
    [49.9, 'brand'],
    [50, 'yellow'],
    [74.9, 'yellow'],
    [75, 'green'],
    [100, 'green'],
  ] as const)('card badge at %s%% is %s', (value, tone) => {
    expect(getSpeyBadgeTone(value)).toBe(tone);
  });

  it.each([
    [0, 'yellow'],
    [60, 'yellow'],
    [60.1, 'green'],
    [80, 'green'],
    [80.1, 'emerald'],
    [100, 'emerald'],
  ] as const)('detail bar at %s%% is %s', (value, tone) => {
    expect(getSpeyBarTone(value)).toBe(tone);
  });

  it('shows the stamp from 70%', () => {
    expect(hasSpeyStamp(69.9)).toBe(false);
    expect(hasSpeyStamp(70)).toBe(true);
    expect(hasSpeyStamp(95)).toBe(true);
  });

  it('formats whole, clamped percentages', () => {
    expect(formatSpeyPercentage(23.4)).toBe(23);
    expect(formatSpeyPercentage(23.5)).toBe(24);
    expect(formatSpeyPercentage(-3)).toBe(0);
    expect(formatSpeyPercentage(140)).toBe(100);
    expect(formatSpeyPercentage(Number.NaN)).toBe(0);
  });
});
