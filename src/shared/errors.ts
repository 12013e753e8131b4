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
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** The body of every error answer: `{ error: { code, message, fields? } }` (zod schema in schemas/error.schema.ts). */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

// A plain guard (no zod) so the browser's first page does not download a schema library.
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (fields === undefined) return true;
  return (
    typeof fields === 'object' && fields !== null && Object.values(fields).every((v) => typeof v === 'string')
  );
}
