import { errorCodes, type ErrorCode } from '@/shared/errors';
import { resolveFields, resolveMessage } from '@/shared/messages';

/**
 * The one error type services throw; the error handler turns it into
 * `{ error: { code, message, key?, fields?, fieldKeys? } }`. The message and the field messages may be
 * stable keys (src/shared/messages.ts): they are sent as their English texts with the keys beside them.
 * A plain sentence is sent as it is, without a key.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly key?: string;
  readonly fields?: Record<string, string>;
  readonly fieldKeys?: Record<string, string>;
  /** Seconds the client should wait (429): sent as Retry-After. */
  readonly retryAfterSec?: number;

  constructor(
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    options: { retryAfterSec?: number } = {},
  ) {
    const resolved = resolveMessage(message);
    super(resolved.message);
    this.name = 'AppError';
    this.code = code;
    this.key = resolved.key;
    this.retryAfterSec = options.retryAfterSec;
    if (fields) {
      const resolvedFields = resolveFields(fields);
      this.fields = resolvedFields.fields;
      this.fieldKeys = resolvedFields.fieldKeys;
    }
  }

  get statusCode(): number {
    return errorCodes[this.code];
  }

  /** The answer's body. */
  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        key: this.key,
        fields: this.fields,
        fieldKeys: this.fieldKeys,
      },
    };
  }
}

export const notFound = (message = 'common.notFound') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'common.forbidden') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'common.unauthenticated') =>
  new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('CONFLICT', message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION', message, fields);

/**
 * Turns zod issues into one message per field (the first broken rule wins, as in the forms). The
 * messages are what the schema says: stable keys, or sentences; AppError resolves them.
 */
export function fieldsFromIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** PostgreSQL error codes that mean "the input was wrong", not "the server broke". */
export function getDatabaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
