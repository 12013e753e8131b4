import type { Results, RowMode } from '@electric-sql/pglite';

/**
 * The messages between the server's thread and the embedded database's own thread (decision 066).
 * Every request carries an id, and its answer the same id. `tx` names an open transaction: its
 * statements run inside it, and `end` commits or rolls it back.
 */
export type ThreadRequest =
  | { id: number; op: 'query'; text: string; params: unknown[] | undefined; rowMode?: RowMode; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A database error as plain fields: its message, name and PostgreSQL's fields (code, constraint, …). */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

/** What a request answers: a query's results, exec's, a new transaction's number, or nothing. */
export type ThreadValue = Results | Results[] | number | null;

export type ThreadAnswer =
  { id: number; ok: true; value: ThreadValue } | { id: number; ok: false; error: ThreadError };

/** The first message from the database's thread: open, or why it could not open. */
export type ThreadReady = { ready: true } | { ready: false; error: ThreadError };

/** The data a new database thread starts with. */
export interface ThreadData {
  dir: string | undefined;
  /** A dumped data folder (`dumpDataDir`) to open a copy of in memory, instead of `dir`. */
  snapshot?: Uint8Array;
}

/** An error's message and its own string and number fields, which is all a thread boundary carries. */
export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again on the other side, with the fields callers read (`code` for getDatabaseErrorCode). */
export function fromThreadError(error: ThreadError): Error {
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  rebuilt.name = error.name;
  return rebuilt;
}
