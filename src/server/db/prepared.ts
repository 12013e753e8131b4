import { PgTransaction } from 'drizzle-orm/pg-core';
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
