import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../../db/client';

/**
 * Which word list a text search's page can read (decision 069). spey_search_page (decision 064) looks the
 * query's words up in the vocabulary's trigram index on every call, then reads their lists. Most queries
 * have one word of the vocabulary that every match must have; for those the page is one plain statement
 * over that word's list (restaurants.queries `findRestaurantPage`), and which word it is comes from here.
 *
 * - `word`: the restaurants that have `word` in their text; `tested` when the query has several words, so
 *   each restaurant's text is also tested against the whole query.
 * - `none`: no restaurant can match (a word of the query is in no restaurant's text).
 * - `function`: the query is under three characters, or several words of the vocabulary can hold it;
 *   spey_search_page decides.
 */
export type SearchWordPlan =
  { kind: 'word'; word: string; tested: boolean } | { kind: 'none' } | { kind: 'function' };

/** How long an answer is kept: a word new to the vocabulary is found by other instances after this. */
export const SEARCH_WORDS_TTL_MS = 60_000;
const MAX_TERMS = 2_000;

interface Kept {
  plan: SearchWordPlan;
  at: number;
  generation: number;
}

const byDatabase = new WeakMap<object, Map<string, Kept>>();
let generation = 0;

/**
 * Forgets every kept answer: called after a statement that writes a restaurant's searchable text (its
 * name, Khmer name or cuisine), so this instance finds the new words at once.
 */
export function forgetSearchWords(): void {
  generation += 1;
}

/** `term` is the normalised query (single spaces, trimmed). */
export async function searchWordPlan(db: DbOrTx, term: string, now = Date.now()): Promise<SearchWordPlan> {
  if (term.length < 3) return { kind: 'function' };
  const parts = term.split(' ');
  // Three words or more: every match has the middle one whole (as spey_search_page reads it).
  if (parts.length >= 3) return { kind: 'word', word: parts[1], tested: true };
  // Inside a transaction the answer is not kept: the transaction may see words others do not.
  if (db instanceof PgTransaction) return lookUp(db, parts);
  let kept = byDatabase.get(db);
  if (!kept) {
    kept = new Map();
    byDatabase.set(db, kept);
  }
  const hit = kept.get(term);
  if (hit && hit.generation === generation && now - hit.at < SEARCH_WORDS_TTL_MS) return hit.plan;
  const asked = generation;
  const plan = await lookUp(db, parts);
  kept.delete(term);
  if (kept.size >= MAX_TERMS) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
  kept.set(term, { plan, at: now, generation: asked });
  return plan;
}

/**
 * At most two words of the vocabulary for each part of the query that a word must hold: one part, the
 * words containing it; two, the words ending with the first and those starting with the second (migration
 * 0016). A part only one word can hold names the list to read.
 */
async function lookUp(db: DbOrTx, parts: string[]): Promise<SearchWordPlan> {
  const [first, second] = parts;
  const rows = await queryRows<{ first_words: string[] | null; second_words: string[] | null }>(
    db,
    second === undefined
      ? sql`SELECT (SELECT array_agg(v.word) FROM (SELECT word FROM restaurant_search_vocabulary
              WHERE word LIKE '%' || spey_like_escape(${first}) || '%' LIMIT 2) v) AS first_words,
              NULL::text[] AS second_words`
      : sql`SELECT (SELECT array_agg(v.word) FROM (SELECT word FROM restaurant_search_vocabulary
              WHERE word LIKE '%' || spey_like_escape(${first}) LIMIT 2) v) AS first_words,
            (SELECT array_agg(v.word) FROM (SELECT word FROM restaurant_search_vocabulary
              WHERE word LIKE spey_like_escape(${second}) || '%' LIMIT 2) v) AS second_words`,
  );
  const firstWords = rows[0]?.first_words ?? [];
  const secondWords = rows[0]?.second_words ?? [];
  const several = second !== undefined;
  if (firstWords.length === 0 || (several && secondWords.length === 0)) return { kind: 'none' };
  if (firstWords.length === 1) return { kind: 'word', word: firstWords[0], tested: several };
  if (several && secondWords.length === 1) return { kind: 'word', word: secondWords[0], tested: true };
  return { kind: 'function' };
}
