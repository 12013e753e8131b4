/**
 * Normalises text for Khmer-aware search, exactly like the database function spey_normalize:
 * Khmer digits ០–៩ become 0–9, zero-width space (U+200B) and zero-width non-joiner (U+200C) are
 * removed, Latin letters are lower-cased and runs of whitespace collapse to one space.
 */
export function normalizeSearchText(input: string): string {
  return input
    .replace(/[\u17E0-\u17E9]/g, (digit) => String(digit.charCodeAt(0) - 0x17e0))
    .replace(/[\u200B\u200C]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A normalised query as a LIKE pattern for substring matching, with LIKE's wildcards escaped. */
export function toLikePattern(normalized: string): string {
  return `%${normalized.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
