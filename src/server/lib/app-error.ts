import { errorCodes, type ErrorCode } from '@/shared/errors';

/** The one error type services throw; the error handler turns it into `{ error: { code, message, fields } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  /** Seconds the client should wait (429): sent as Retry-After. */
  readonly retryAfterSec?: number;

  constructor(
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    options: { retryAfterSec?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.retryAfterSec = options.retryAfterSec;
  }

  get statusCode(): number {
    return errorCodes[this.code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Authentication required') =>
  new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('CONFLICT', message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION', message, fields);

/** Turns zod issues into one message per field (the first broken rule wins, as in the forms). */
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
