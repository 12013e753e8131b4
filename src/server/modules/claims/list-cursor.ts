import { badRequest } from '../../lib/app-error';

/** Keyset position in a list ordered by created_at DESC, id DESC; the time is PostgreSQL text (keeps microseconds). */
export interface ListCursor {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** Reads a cursor from the query string; anything malformed is a 400, never a database error. */
export function decodeCursor(value: string | undefined): ListCursor | undefined {
  if (!value) return undefined;
  const [createdAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !id || !TIMESTAMP.test(createdAt) || !UUID.test(id)) {
    throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
  }
  return { createdAt, id };
}
