import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { commonKeys, type ErrorCode } from '@/shared/errors';
import { AppError, fieldsFromIssues, getDatabaseErrorCode } from '../lib/app-error';
import fp from 'fastify-plugin';

const databaseInputErrors: Record<string, { code: ErrorCode; key: string }> = {
  '23505': { code: 'CONFLICT', key: commonKeys.alreadyExists },
  '23503': { code: 'VALIDATION', key: commonKeys.referenceMissing },
  '23514': { code: 'VALIDATION', key: commonKeys.valueOutOfRange },
  '22P02': { code: 'VALIDATION', key: commonKeys.valueFormat },
  '22007': { code: 'VALIDATION', key: commonKeys.dateFormat },
  '22008': { code: 'VALIDATION', key: commonKeys.dateOutOfRange },
  '22003': { code: 'VALIDATION', key: commonKeys.numberOutOfRange },
  '22001': { code: 'VALIDATION', key: commonKeys.valueTooLong },
  '22021': { code: 'VALIDATION', key: commonKeys.invalidCharacter },
  '40001': { code: 'CONFLICT', key: commonKeys.retry },
  '40P01': { code: 'CONFLICT', key: commonKeys.retry },
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
  return reply.status(status).send(new AppError('BAD_REQUEST', commonKeys.badAddress).toBody());
}

/**
 * One error handler: known errors keep their message (English, with its stable key when it has one),
 * anything else is logged and hidden.
 */
function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSec !== undefined) reply.header('Retry-After', String(error.retryAfterSec));
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFromIssues(
        error.validation.map((v) => ({
          path: (v.instancePath || '').split('/').filter(Boolean),
          message: v.message ?? commonKeys.invalidValue,
        })),
      );
      const first = Object.values(fields)[0] ?? commonKeys.invalidRequest;
      return reply.status(400).send(new AppError('VALIDATION', first, fields).toBody());
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(new AppError('INTERNAL', commonKeys.internal).toBody());
    }
    const dbCode = getDatabaseErrorCode(error);
    if (dbCode && databaseInputErrors[dbCode]) {
      const mapped = databaseInputErrors[dbCode];
      request.log.info({ dbCode, err: error.message }, 'database refused input');
      const refusal = new AppError(mapped.code, mapped.key);
      return reply.status(refusal.statusCode).send(refusal.toBody());
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 429
              ? 'RATE_LIMITED'
              : status === 404
                ? 'NOT_FOUND'
                : 'BAD_REQUEST';
      // A library's own 4xx sentence travels as it is (no key); the web falls back to its message.
      const message =
        status === 413
          ? commonKeys.tooLarge
          : status === 429
            ? error.message || commonKeys.rateLimited
            : error.message || commonKeys.badRequest;
      return reply.status(status).send(new AppError(code, message).toBody());
    }
    // busboy (behind @fastify/multipart) throws plain errors for a broken multipart body.
    if (BROKEN_MULTIPART.test(error.message) && /^multipart\//i.test(request.headers['content-type'] ?? '')) {
      return reply.status(400).send(new AppError('BAD_REQUEST', commonKeys.badMultipart).toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new AppError('INTERNAL', commonKeys.internal).toBody());
  });
}

/** The error handler as a plugin (no dependencies: register it first, so every later plugin's errors reach it). */
export const errorsPlugin = fp(async (app) => registerErrorHandling(app), {
  name: 'spey-errors',
  fastify: '5.x',
});
