import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../shared/messages.ts';
import { StreamQuerySchema } from '../../../shared/schemas/stream.ts';
import { serviceUnavailable } from '../../lib/http-errors.ts';
import { bearerToken } from '../../lib/tokens.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { type Resolve, StreamHub } from './stream.service.ts';

/** Listeners one process serves at most: past it, a client is told to come back (and reconnects on its own). */
const MAX_LISTENERS = 20_000;

/**
 * GET /api/stream: Server-Sent Events of what changes on campus, as the viewer may see it
 * (src/shared/schemas/stream.ts). The answer is written by hand, outside Fastify's reply: nothing may
 * compress, cache or buffer it.
 */
export function streamRoutes(
  resolve: Resolve,
  options: { maxListeners?: number; heartbeatMs?: number; othersBusy?: () => boolean } = {},
) {
  return async (app: FastifyInstance): Promise<void> => {
    const hub = new StreamHub(app.ctx, resolve, { maxListeners: options.maxListeners ?? MAX_LISTENERS, ...options });
    app.addHook('preClose', async () => hub.closeAll());

    app.withTypeProvider<ZodTypeProvider>().get('/api/stream', {
      config: { access: 'public' },
      schema: {
        tags: ['stream'],
        summary: 'Live changes, as Server-Sent Events (text/event-stream)',
        querystring: StreamQuerySchema,
      },
      handler: async (request, reply) => {
        if (hub.full) throw serviceUnavailable(MESSAGES.streamBusy);
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
        );
      },
    });
  };
}
