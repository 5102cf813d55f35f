/**
 * `GET /metrics` on the app's port, and the request histogram (decision 082). Each answered request is one
 * observation, labelled by method, route pattern (Fastify's `routeOptions.url`, never the address asked for) and
 * status. The scrape itself is behind `METRICS_TOKEN`, a bearer token compared in constant time; without a token
 * the route answers 404 (the metrics are then on METRICS_PORT, metrics-server.ts, or nowhere).
 *
 * The live stream's answers are counted here too: a stream that answered 200 and is still open is a listener.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/messages.ts';
import { notFound, unauthorized } from '../lib/http-errors.ts';

export const METRICS_PATH = '/metrics';
const STREAM_ROUTE = '/api/stream';
/** Operator-facing, not shown to students: English only (decision 082). */
const TOKEN_REQUIRED = 'The metrics need the bearer token METRICS_TOKEN names.';

/** The token of an `Authorization: Bearer …` header, whatever its characters. */
function bearerOf(header: string | undefined): string | null {
  return /^Bearer\s+(\S{1,256})\s*$/i.exec(header ?? '')?.[1] ?? null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is `token`, in time that does not depend on where they differ. */
export function sameToken(given: string | null, token: string): boolean {
  return timingSafeEqual(digest(given ?? ''), digest(token)) && given !== null;
}

export interface MetricsRoute {
  token: string | null;
  observeRequest: (method: string, route: string | undefined, status: number, seconds: number) => void;
  /** The exposition text and its content type: this process's figures, or every process's. */
  scrape: () => Promise<{ text: string; contentType: string }>;
}

/** Registered on the root, before the routes: its hooks see every request. Returns the open streams' count. */
export function registerMetrics(app: FastifyInstance, metrics: MetricsRoute): { streamListeners(): number } {
  const streams = new Set<ServerResponse>();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url === STREAM_ROUTE) {
      const response = reply.raw;
      streams.add(response);
      response.once('close', () => streams.delete(response));
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get(METRICS_PATH, {
    config: { access: 'public', freshness: 'never' },
    schema: { hide: true },
    handler: async (request, reply) => {
      if (metrics.token === null) throw notFound(MESSAGES.notFound);
      if (!sameToken(bearerOf(request.headers.authorization), metrics.token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized(TOKEN_REQUIRED);
      }
      const { text, contentType } = await metrics.scrape();
      return reply.type(contentType).send(text);
    },
  });

  return {
    streamListeners() {
      let open = 0;
      for (const response of streams) if (response.headersSent && response.statusCode === 200 && !response.writableEnded) open += 1;
      return open;
    },
  };
}
