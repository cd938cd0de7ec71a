import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@spesa/domain';
import { AppError } from '../lib/app-error.js';
import { httpStatusFor } from './errors.js';
import { failure } from './envelope.js';

/**
 * One handler maps every error to the envelope. Malformed input answers 400 naming the field;
 * business errors answer 200 with a non-zero status; a 5xx never leaks a stack or SQL.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '';
      const where = error.validationContext ?? 'querystring';
      const message = `Parametro non valido: ${field || where}`;
      return reply.status(400).send(failure('VALIDATION_ERROR', message, { field: field || where }));
    }
    if (error instanceof AppError) {
      const status = httpStatusFor(error);
      return reply
        .status(status)
        .send(failure(error.code, error.message, { status: error.options.status, field: error.options.field, data: error.options.data }));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(failure('RATE_LIMITED', ERROR_MESSAGES.RATE_LIMITED));
    }
    if (error.statusCode === 413) {
      return reply.status(413).send(failure('PAYLOAD_TOO_LARGE', ERROR_MESSAGES.PAYLOAD_TOO_LARGE));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, ...): the client's fault, said plainly.
      return reply.status(error.statusCode).send(failure('BAD_REQUEST', ERROR_MESSAGES.BAD_REQUEST));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('INTERNAL_ERROR', ERROR_MESSAGES.INTERNAL_ERROR));
  });
}
