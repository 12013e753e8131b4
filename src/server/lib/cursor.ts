import { commonKeys } from '@/shared/errors';
import { badRequest } from './app-error';
import { isUuid } from './uuid';

/**
 * Keyset cursors for every paged list: the last row's sort values as a JSON array, base64url-encoded,
 * opaque to clients. Each list names the parts of its position once; a cursor that comes back is
 * checked part by part, and anything malformed is a 400 (never a database error).
 *
 *   const cursor = keysetCursor('timestamp', 'uuid');     // (created_at, id)
 *   cursor.encode([row.createdKey, row.id]);
 *   cursor.decode(query.cursor);                          // [createdAt, id] | undefined
 */

/** PostgreSQL's text form of a timestamp (microseconds kept) or an ISO string. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

const checks = {
  text: (value: unknown) => typeof value === 'string',
  uuid: (value: unknown) => typeof value === 'string' && isUuid(value),
  timestamp: (value: unknown) => typeof value === 'string' && TIMESTAMP.test(value),
  int: (value: unknown) => typeof value === 'number' && Number.isInteger(value),
  intOrNull: (value: unknown) => value === null || (typeof value === 'number' && Number.isInteger(value)),
} as const;

export type CursorPart = keyof typeof checks;

type PartValue<P extends CursorPart> = P extends 'int'
  ? number
  : P extends 'intOrNull'
    ? number | null
    : string;
export type CursorValues<P extends readonly CursorPart[]> = { -readonly [I in keyof P]: PartValue<P[I]> };

/** The one answer to a malformed or foreign cursor. */
export const invalidCursor = () => badRequest(commonKeys.invalidCursor, { cursor: commonKeys.invalidCursor });

export function keysetCursor<const P extends readonly CursorPart[]>(...parts: P) {
  return {
    encode(values: CursorValues<P>): string {
      return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
    },
    /** The position a cursor names; undefined without one; a 400 for anything malformed. */
    decode(cursor: string | undefined): CursorValues<P> | undefined {
      if (!cursor) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        throw invalidCursor();
      }
      if (
        !Array.isArray(value) ||
        value.length !== parts.length ||
        !parts.every((part, index) => checks[part](value[index]))
      ) {
        throw invalidCursor();
      }
      return value as CursorValues<P>;
    },
  };
}

/** Keyset position in a list ordered by created_at DESC, id DESC; the time is PostgreSQL text (keeps microseconds). */
export interface CreatedAtPosition {
  createdAt: string;
  id: string;
}

const createdAtCursor = keysetCursor('timestamp', 'uuid');

/** The cursor of the lists ordered newest first by (created_at, id): claims, registrations, moderation log. */
export function encodeCreatedAtCursor(position: CreatedAtPosition): string {
  return createdAtCursor.encode([position.createdAt, position.id]);
}

export function decodeCreatedAtCursor(cursor: string | undefined): CreatedAtPosition | undefined {
  const position = createdAtCursor.decode(cursor);
  return position && { createdAt: position[0], id: position[1] };
}
