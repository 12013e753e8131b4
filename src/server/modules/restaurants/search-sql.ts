import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The length of the runs of characters restaurant_search_grams keeps (migration 0012). */
const RUN_LENGTH = 3;

/**
 * A text search's name range as conditions on a name column (migration 0012, decision 057): the matches
 * of `term` lie between the largest first name and the smallest last name of its three-character runs, so
 * a walk in name order starts at the first name that can match and stops after the last; both bounds are
 * null, and nothing matches, when some run is in no restaurant's text. `term` is the normalised query
 * (normalizeSearchText) and `value` what the statement sends for it; a term shorter than three characters
 * has no runs and gets no conditions. A search with other filters, or with the pickers' one restaurant,
 * uses it; a search alone (the list's and the pickers') is spey_search_page (migration 0014, decision
 * 060), which reads the word lists (decision 064) or computes the same range inside.
 */
export function searchNameRange(name: AnyPgColumn, term: string, value: Placeholder | string): SQL[] {
  if (Array.from(term).length < RUN_LENGTH) return [];
  return [
    sql`${name} >= (SELECT first_bound FROM spey_search_name_range(${value}))`,
    sql`${name} <= (SELECT last_bound FROM spey_search_name_range(${value}))`,
  ];
}
