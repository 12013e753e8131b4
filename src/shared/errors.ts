import { defineMessages } from './messages';

/** Error codes the API answers with; each maps to one HTTP status on the server. */
export const errorCodes = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** New reviews of the restaurant are paused by an administrator (issue 19). */
  REVIEWS_PAUSED: 409,
  /** The review was hidden by moderation: no reactions until it is restored. */
  REVIEW_HIDDEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** Too many failed sign-ins for this account from this address: wait Retry-After seconds. */
  SIGN_IN_THROTTLED: 429,
  /** Signing in to this account, or from this address, needs a solved proof-of-work challenge first. */
  CHALLENGE_REQUIRED: 428,
  // Table reservations (texts in schemas/reservation.schema.ts)
  RESERVATIONS_OFF: 409,
  RESERVATION_PARTY_SIZE: 400,
  RESERVATION_IN_PAST: 400,
  RESERVATION_TOO_SOON: 400,
  RESERVATION_TOO_FAR: 400,
  RESERVATION_CLOSED: 400,
  RESERVATION_NOT_A_SLOT: 400,
  RESERVATION_FULL: 409,
  RESERVATION_PENDING_LIMIT: 409,
  RESERVATION_DAILY_LIMIT: 409,
  RESERVATION_ALREADY_ANSWERED: 409,
  RESERVATION_NOT_CANCELLABLE: 409,
  RESERVATION_CANCEL_TOO_LATE: 409,
  // Account recovery and settings (texts in schemas/account.schema.ts)
  INVALID_RESET_TOKEN: 400,
  WRONG_PASSWORD: 400,
  NO_PASSWORD: 409,
  SAME_EMAIL: 400,
  CONFIRMATION_MISMATCH: 400,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** Texts of the refusals any route may give (the error handler, guards, rate limits, uploads). */
export const commonMessages = {
  notFound: 'Not found',
  forbidden: 'You are not allowed to do this',
  unauthenticated: 'Authentication required',
  internal: 'Something went wrong',
  badAddress: 'The address is not valid',
  invalidValue: 'Invalid value',
  invalidRequest: 'Invalid request',
  badRequest: 'Bad request',
  tooLarge: 'The request is too large',
  badMultipart: 'The upload is not a valid multipart form',
  rateLimited: 'Too many requests. Please try again later.',
  signInRateLimited: 'Too many sign-in attempts. Please wait a moment and try again.',
  imageTooLarge: 'The image is too large (at most 40 megapixels)',
  imageUnsupported: 'The file is not a supported image',
  invalidCursor: 'This page link is no longer valid. Please reload the list.',
  alreadyExists: 'This already exists',
  referenceMissing: 'A referenced record does not exist',
  valueOutOfRange: 'A value is out of range',
  valueFormat: 'A value has the wrong format',
  dateFormat: 'A date or time has the wrong format',
  dateOutOfRange: 'A date or time is out of range',
  numberOutOfRange: 'A number is out of range',
  valueTooLong: 'A value is too long',
  invalidCharacter: 'Text contains an invalid character',
  retry: 'The request conflicted with another one; please retry',
} as const;
export const commonKeys = defineMessages('common', commonMessages);

/**
 * The body of every error answer: `{ error: { code, message, key?, fields?, fieldKeys? } }` (zod schema in
 * schemas/error.schema.ts). `message` and `fields` are English, for API clients; `key` and `fieldKeys`
 * (field → key) are the stable message keys the web translates (src/shared/messages.ts). A message
 * without a key is shown as it came.
 */
export interface ErrorBody {
  error: {
    code: string;
    message: string;
    key?: string;
    fields?: Record<string, string>;
    fieldKeys?: Record<string, string>;
  };
}

const isStringRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

// A plain guard (no zod) so the browser's first page does not download a schema library.
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, key, fields, fieldKeys } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (key !== undefined && typeof key !== 'string') return false;
  if (fields !== undefined && !isStringRecord(fields)) return false;
  return fieldKeys === undefined || isStringRecord(fieldKeys);
}
