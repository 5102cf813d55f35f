/**
 * Fastify as every Quad server is made (the whole app, app.ts; the stream process's, stream-app.ts): its
 * limits, waits, log lines and the answers to errors met before a route runs.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { LIMITS } from '../shared/limits.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './database/connection.ts';
import type { OutboxWorkerOptions } from './modules/email/outbox-worker.ts';
import type { PushWorkerOptions } from './modules/push/push-worker.ts';
import { sharedRateStore } from './lib/shared-rate-store.ts';
import { resolveViewer } from './modules/auth/auth.service.ts';
import { databaseRateCounters } from './modules/rate-limits/rate-limits.service.ts';
import { registerAuth } from './plugins/auth.ts';
import { answerFrameworkErrors, clientErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { registerPrivateCampus } from './plugins/private-campus.ts';
import { registerSecurity, securityHeaders } from './plugins/security.ts';
import { registerZod } from './plugins/zod.ts';

/**
 * How long the server waits on a client (decision 023): a request must arrive whole within `requestMs`, its
 * headers within `headersMs`; an idle kept-alive connection is closed after `keepAliveMs` and any silent socket
 * after `idleMs`. Node checks the first two every `checkEveryMs`, so a stalled body is cut within 35 s.
 */
export interface ServerTimeouts {
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
  idleMs: number;
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  keepAliveMs: 5_000,
  idleMs: 120_000,
  checkEveryMs: 5_000,
};

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built client's folder; null serves the API only (tests). */
  clientDir?: string | null;
  logger?: boolean;
  /** Where log lines go (stdout by default); tests read them to prove no secret is logged. */
  logStream?: { write(line: string): void };
  /** Shorter waits for tests that prove a stalled client is cut; SERVER_TIMEOUTS otherwise. */
  timeouts?: Partial<ServerTimeouts>;
  /** Shorter waits for tests of retries and leases; OUTBOX_WORKER_DEFAULTS otherwise. */
  outbox?: Partial<OutboxWorkerOptions>;
  /** The same for the push outbox (decision 051); PUSH_WORKER_DEFAULTS otherwise. */
  push?: Partial<PushWorkerOptions>;
}

const QUIETER_THAN_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/** One log line per request: method, path without its query, status and time. No tokens, no personal data. */
class RequestLines extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Below `info` (LOG_LEVEL=warn) the line is not even made: its fields cost a busy process.
    if (QUIETER_THAN_INFO.has(request.log.level)) return;
    const path = request.routeOptions.config.secretPath ? request.routeOptions.url : request.url.split('?')[0];
    request.log.info({ method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  }
}

/** Fastify as every Quad server is: its limits, waits, log lines and error answers. */
export function createFastify(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Routes that take pictures (posts, the avatar) and sign-in raise or lower it on their own options.
    bodyLimit: LIMITS.jsonBodyMaxBytes,
    // Off unless TRUST_PROXY names the proxy in front: X-Forwarded-For is then read from its hops only.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    logController: new RequestLines(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors met before a route runs answer {message} like every other (plugins/errors.ts).
    frameworkErrors: answerFrameworkErrors(securityHeaders(config)),
    clientErrorHandler,
  });
  // The API takes JSON bodies: Fastify's own text/plain parser would hand a text body to a JSON route's schema
  // (a 400 about fields). Without it a text body answers 415. A route that takes another type (the one-click
  // unsubscribe's form) adds its parser in a scope of its own.
  app.removeContentTypeParser('text/plain');
  return app;
}

/**
 * What every request meets before its route, in both servers: validation, error answers, security headers and
 * limits (counted in the database, across processes), the viewer, and the private campus's gate.
 */
export async function registerRequestRules(app: FastifyInstance, config: Config, database: DatabaseHandle): Promise<void> {
  registerZod(app);
  registerErrorHandling(app);
  const limitStore = sharedRateStore(databaseRateCounters(database.db), {
    onError: (error, what) => app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, what),
  });
  await registerSecurity(app, config, limitStore);
  registerAuth(app, resolveViewer);
  registerPrivateCampus(app, config.campus.private);
}
