import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement of fixed shape, built once per database and sent as a named prepared statement
 * (decision 046): `build` ends with Drizzle's `.prepare(name)`, and the statement's values are
 * `sql.placeholder(…)`s given to `execute`.
 *
 * Drizzle otherwise builds every statement's text from its query builder on each call (about a tenth
 * of a signed-in read's server time), and PostgreSQL plans it again each time. Prepared once, the text
 * is kept here, and node-postgres prepares it once per pooled connection under its name, so PostgreSQL
 * keeps the plan for that connection. PGlite runs the same text unnamed.
 *
 * Inside a transaction the statement is built on the transaction (it must run on its connection) and
 * not kept. `name` must be unique per shape: one name, one text.
 */
export function prepared<P>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => P): P {
  if (db instanceof PgTransaction) return build(db, name);
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as P | undefined;
  if (!statement) {
    statement = build(db, name);
    byName.set(name, statement);
  }
  return statement;
}

/**
 * A statement like `prepared`'s whose LIMIT is written into its text (decision 058): `build` gets the
 * limit to give `.limit()`, and the statement is kept and prepared under `${name}_${rows}`, so each limit
 * is its own name and text and no caller can reuse a name for another limit.
 *
 * PostgreSQL gives a prepared statement a generic plan only when it costs about what its custom plans
 * did, and a generic plan cannot know a LIMIT sent as a value: it costs the walk as a tenth of the table,
 * so PostgreSQL kept planning each call afresh, and a prepared page cost as much as an unprepared one.
 * With the number in the text the generic plan is the custom one.
 */
export function preparedWithLimit<P>(
  db: DbOrTx,
  name: string,
  rows: number,
  build: (db: DbOrTx, name: string, limit: Placeholder) => P,
): P {
  return prepared(db, `${name}_${rows}`, (d, named) => build(d, named, limitInText(rows)));
}

/**
 * A LIMIT written into a statement's text rather than sent as a value (decision 058): a generic plan
 * cannot know a LIMIT value and plans for a tenth of the table.
 */
export function limitSql(rows: number): SQL {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`bad limit ${rows}`);
  return sql.raw(String(rows));
}

/**
 * limitSql for `.limit()`: Drizzle's `.limit()` is typed for a number or a placeholder, and renders any
 * SQL chunk it is given as it is. A named statement gets it through preparedWithLimit.
 */
export function limitInText(rows: number): Placeholder {
  return limitSql(rows) as unknown as Placeholder;
}

/** Turns raw SQL into its text and values; raw SQL names no table through the schema, so any dialect does. */
const rawDialect = new PgDialect();

/**
 * Raw SQL sent as a named prepared statement, for a statement whose shape (its text) varies with the
 * request but only among a few forms, each used again and again (a review list: sort, cursor or not):
 * the name is the prefix and a digest of the text, so one name always means one text, and PostgreSQL
 * parses and plans each form once per pooled connection instead of for every request. Its plan may then
 * become generic (one plan for every value): use it only where every value is served well by the same
 * plan — not for a search pattern, whose best plan depends on how rare the word is. PGlite runs it unnamed.
 */
export async function queryRowsPrepared<T extends Record<string, unknown>>(
  db: DbOrTx,
  prefix: string,
  query: SQL,
): Promise<T[]> {
  const built = rawDialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const statement = db._.session.prepareQuery(built, undefined, name, false);
  const result = (await statement.execute()) as { rows: T[] };
  return result.rows;
}

/** Whether statements sent through `db` can be prepared: node-postgres can, PGlite runs each one unnamed. */
export function sendsPrepared(db: DbOrTx): boolean {
  return db._.session instanceof NodePgSession;
}
