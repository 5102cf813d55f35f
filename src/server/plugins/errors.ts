import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, addressTooLong, headersTooLarge, requestTimedOut } from '../../shared/messages.ts';
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
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: addressTooLong },
};

/**
 * Fastify's `frameworkErrors`: a path that cannot be decoded or a path segment over the router's bound is refused
 * before any route (and any hook) runs. Answered `{message}` like every other error, without echoing the path,
 * with the security headers every answer carries.
 */
export function answerFrameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    void reply
      .headers(headers)
      .status(known?.status ?? 400)
      .send({ message: known?.message ?? MESSAGES.invalidRequest });
  };
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request (a malformed
 * request line or Content-Length, headers too large, a request that did not arrive in time) gets `{message}` too.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', requestTimedOut]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', headersTooLarge]
        : [400, 'Bad Request', MESSAGES.invalidRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

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
