import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../shared/messages.ts';
import { StreamQuerySchema } from '../../../shared/schemas/stream.ts';
import { HttpError, serviceUnavailable } from '../../lib/http-errors.ts';
import { openFilesLimit } from '../../lib/open-files.ts';
import { bearerToken } from '../../lib/tokens.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { type Refusal, type Resolve, StreamHub, type StreamHubOptions } from './stream.service.ts';

/** Listeners one process serves at most, however many files it may open: past it, a client is told to come back (and reconnects on its own). */
const MAX_LISTENERS = 20_000;
/**
 * Of the process's open-file limit, what the listeners always leave to everything else (the database's files,
 * the sockets of ordinary requests, sign-in included): a quarter of it, and never fewer than this.
 */
const RESERVED_FILES = 256;
/** Streams one account keeps at once: its tabs and devices. */
export const STREAMS_PER_ACCOUNT = 10;
/**
 * Streams the visitors of one address keep at once: generous, as a campus may reach Quad through one address (its
 * NAT); its signed-in students are counted by account, not by address.
 */
export const STREAMS_PER_ADDRESS = 300;
/** How long a client over its share is asked to wait before it tries again. */
const RETRY_AFTER_SECONDS = 30;

/** The listeners a process with this open-file limit (null: unknown) serves at most. */
export function listenerCap(openFiles: number | null): number {
  if (openFiles === null || !Number.isFinite(openFiles)) return MAX_LISTENERS;
  return Math.max(0, Math.min(MAX_LISTENERS, openFiles - Math.max(RESERVED_FILES, Math.ceil(openFiles / 4))));
}

/** The answer to a stream that may not open; over a share it closes its connection, which holds a file too. */
function refused(refusal: Refusal): HttpError {
  if (refusal === 'full') return serviceUnavailable(MESSAGES.streamBusy);
  const message = refusal === 'account' ? MESSAGES.tooManyStreamsForAccount : MESSAGES.tooManyStreamsFromAddress;
  return new HttpError(429, message, { 'retry-after': String(RETRY_AFTER_SECONDS), connection: 'close' });
}

/**
 * GET /api/stream: Server-Sent Events of what changes on campus, as the viewer may see it
 * (src/shared/schemas/stream.ts). The answer is written by hand, outside Fastify's reply: nothing may
 * compress, cache or buffer it.
 */
export function streamRoutes(
  resolve: Resolve,
  options: Partial<StreamHubOptions> = {},
) {
  return async (app: FastifyInstance): Promise<void> => {
    const hub = new StreamHub(app.ctx, resolve, {
      maxListeners: listenerCap(openFilesLimit()),
      perAccount: STREAMS_PER_ACCOUNT,
      perAddress: STREAMS_PER_ADDRESS,
      ...options,
    });
    app.addHook('preClose', async () => hub.closeAll());

    app.withTypeProvider<ZodTypeProvider>().get('/api/stream', {
      config: { access: 'public' },
      schema: {
        tags: ['stream'],
        summary: 'Live changes, as Server-Sent Events (text/event-stream)',
        querystring: StreamQuerySchema,
      },
      handler: async (request, reply) => {
        const refusal = hub.refusal(request.viewer, request.ip);
        if (refusal) throw refused(refusal);
        const lastEventId = request.headers['last-event-id'];
        reply.hijack();
        const headers = {
          ...reply.getHeaders(),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          connection: 'keep-alive',
          // Tells nginx not to buffer the answer.
          'x-accel-buffering': 'no',
        };
        reply.raw.writeHead(200, headers as Record<string, string>);
        hub.open(
          reply.raw,
          request.viewer,
          bearerToken(request.headers.authorization),
          typeof lastEventId === 'string' && lastEventId.length <= 64 ? lastEventId : null,
          request.query.posts ?? null,
          request.ip,
        );
      },
    });
  };
}
