import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/messages.ts';
import { HttpError } from '../lib/http-errors.ts';
import { RequestValidationError } from './zod.ts';

/** Fastify's own client-error codes, answered with our words. */
const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.invalidRequest },
  FST_ERR_BAD_URL: { status: 400, message: MESSAGES.invalidRequest },
};

/**
 * Every error becomes JSON `{message}` with the right status. Nothing internal (stack, SQL, codes)
 * reaches a response; unexpected errors are logged by the request logger and answered as a plain 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (error instanceof RequestValidationError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (error.statusCode === 429) return reply.status(429).send({ message: MESSAGES.tooManyRequests });
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // A client error from Fastify or a plugin whose text is safe to show: it never carries internals.
      return reply.status(error.statusCode).send({ message: MESSAGES.invalidRequest });
    }
    request.log.error({ err: { type: error.name, message: error.message, stack: error.stack } }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.serverError });
  });
}
