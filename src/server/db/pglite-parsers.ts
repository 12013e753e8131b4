import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite session reads as the database's text: dates and times (a JS Date would
 * shift a DATE by the process time zone) and the arrays of them and of numerics. Drizzle passes these
 * as `parsers` with every query, and PGlite then copies its whole table of parsers (one per type, about 350
 * with this schema's row and array types) into a new object for that query: about 70 µs a statement,
 * 7–9% of a reaction's CPU on the embedded database (decision 061).
 */
const TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const textTypes = new Set(TEXT_TYPES);
const asText = (value: string) => value;

/** Each options object Drizzle reuses, and what is sent in its place: without its parsers when they only
 * read `TEXT_TYPES` as text, which the client already does; as it is otherwise. */
const withoutTextParsers = new WeakMap<QueryOptions, QueryOptions>();

/** True when every parser only hands back the text of one of `TEXT_TYPES`, as the client already reads them. */
export function textParsersOnly(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  return Object.keys(parsers).every(
    (key) => textTypes.has(Number(key)) && parsers[Number(key)]?.('1') === '1',
  );
}

/** The options to send in place of `options`: the same object without its parsers when they only say what
 * the client already does, remembered per options object (Drizzle reuses one per prepared query). */
export function readsTheSame(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!options || !parsers) return options;
  const known = withoutTextParsers.get(options);
  if (known) return known;
  if (!textParsersOnly(parsers)) {
    withoutTextParsers.set(options, options);
    return options;
  }
  const rest: QueryOptions = { ...options };
  delete rest.parsers;
  withoutTextParsers.set(options, rest);
  return rest;
}

/**
 * Makes the client itself read `TEXT_TYPES` as text, and drops the per-query parsers that say the same,
 * on the client and on the transactions it opens. Every answer is what it was; PGlite just no longer
 * copies its parser table for each statement. Call after `PGlite.create`, which fills the table.
 */
export function readTextTypesOnce(client: PGlite): void {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, readsTheSame(options))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
        txQuery(text, params, readsTheSame(options))) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
}
