import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, fieldsFromIssues, getDatabaseErrorCode } from '../lib/app-error';

const databaseInputErrors: Record<string, { status: number; code: string; message: string }> = {
  '23505': { status: 409, code: 'CONFLICT', message: 'This already exists' },
  '23503': { status: 400, code: 'VALIDATION', message: 'A referenced record does not exist' },
  '23514': { status: 400, code: 'VALIDATION', message: 'A value is out of range' },
  '22P02': { status: 400, code: 'VALIDATION', message: 'A value has the wrong format' },
  '22007': { status: 400, code: 'VALIDATION', message: 'A date or time has the wrong format' },
  '22008': { status: 400, code: 'VALIDATION', message: 'A date or time is out of range' },
  '22003': { status: 400, code: 'VALIDATION', message: 'A number is out of range' },
  '22001': { status: 400, code: 'VALIDATION', message: 'A value is too long' },
  '22021': { status: 400, code: 'VALIDATION', message: 'Text contains an invalid character' },
  '40001': {
    status: 409,
    code: 'CONFLICT',
    message: 'The request conflicted with another one; please retry',
  },
  '40P01': {
    status: 409,
    code: 'CONFLICT',
    message: 'The request conflicted with another one; please retry',
  },
};

const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|Malformed part header|Unexpected end of form)/;

/**
 * Errors Fastify's router raises before any handler runs (a malformed percent-encoding, a path
 * parameter longer than maxParamLength): same `{ error: { code, message } }` shape as everything else.
 * Passed as the `frameworkErrors` option of the Fastify constructor.
 */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ error: { code: 'BAD_REQUEST', message: 'The address is not valid' } });
}

/** One error handler: known errors keep their message, anything else is logged and hidden. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSec !== undefined) reply.header('Retry-After', String(error.retryAfterSec));
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, fields: error.fields } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFromIssues(
        error.validation.map((v) => ({
          path: (v.instancePath || '').split('/').filter(Boolean),
          message: v.message ?? 'Invalid value',
        })),
      );
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send({ error: { code: 'VALIDATION', message: first, fields } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong' } });
    }
    const dbCode = getDatabaseErrorCode(error);
    if (dbCode && databaseInputErrors[dbCode]) {
      const mapped = databaseInputErrors[dbCode];
      request.log.info({ dbCode, err: error.message }, 'database refused input');
      return reply.status(mapped.status).send({ error: { code: mapped.code, message: mapped.message } });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 429
              ? 'RATE_LIMITED'
              : status === 404
                ? 'NOT_FOUND'
                : 'BAD_REQUEST';
      const message =
        status === 413
          ? 'The request is too large'
          : status === 429
            ? error.message || 'Too many requests. Please try again later.'
            : error.message || 'Bad request';
      return reply.status(status).send({ error: { code, message } });
    }
    // busboy (behind @fastify/multipart) throws plain errors for a broken multipart body.
    if (BROKEN_MULTIPART.test(error.message) && /^multipart\//i.test(request.headers['content-type'] ?? '')) {
      return reply
        .status(400)
        .send({ error: { code: 'BAD_REQUEST', message: 'The upload is not a valid multipart form' } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong' } });
  });
}
