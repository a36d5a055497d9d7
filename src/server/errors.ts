import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../contracts/common';

/** An expected failure with an HTTP status and a stable code the web translates (STYLE §10). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, data?: unknown) => new AppError(400, 'bad_request', message, data);
export const unauthorized = (message = 'Sign-in required.') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Not allowed.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ isSuccess: false, code: error.code, message: error.message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext}: ${issue.message}`)
        .join('; ');
      return reply.status(400).send({ isSuccess: false, code: 'validation', message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, rate limit) keep their status and message.
      return reply.status(status).send({ isSuccess: false, code: status === 429 ? 'rate_limited' : 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ isSuccess: false, code: 'internal', message: 'Unexpected error.' });
  });

}
