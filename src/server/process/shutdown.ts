/**
 * A serving process's graceful stop at SIGTERM (decision 082), step by step:
 * 1. readiness turns false at once (`GET /api/health/ready` answers 503), and for `delayMs` the process still
 *    serves, so a balancer that polls readiness stops sending before the port closes;
 * 2. the live streams end, each with a `retry:` hint (the stream process's first, then this process's), and in the
 *    same turn the port stops taking connections (idle kept-alive ones are closed);
 * 3. requests under way finish, for at most `graceMs`, after which their connections are closed;
 * 4. the outbox workers stop: a send cut short gives its claim back, so another process sends the row at once.
 * Each step is logged, so an operator (and the test) can see them in order.
 */
import type { FastifyInstance } from 'fastify';
import { markShuttingDown } from '../modules/health/readiness.ts';
import type { StreamProcess } from './stream-process.ts';

export interface ShutdownOptions {
  app: FastifyInstance;
  streamProcess: StreamProcess | null;
  delayMs: number;
  graceMs: number;
  signal: string;
}

export async function shutDownGracefully({ app, streamProcess, delayMs, graceMs, signal }: ShutdownOptions): Promise<void> {
  markShuttingDown(app.ctx);
  app.log.info({ signal, delayMs }, 'shutting down: not ready');
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await streamProcess?.stop();
  app.log.info('stop: ending the streams, closing the port');
  // Past the bound, what is still open is closed: its clients see the connection end.
  const bound = setTimeout(() => {
    app.log.warn({ graceMs }, 'stop: requests still under way were cut');
    app.server.closeAllConnections();
  }, graceMs);
  bound.unref();
  // Node tells when the port is closed and its last connection ended: before Fastify's onClose stops the workers.
  app.server.once('close', () => app.log.info('stop: requests finished'));
  // preClose ends the streams; then the port closes, requests under way finish, and onClose stops the workers.
  await app.close();
  clearTimeout(bound);
  app.log.info('stop: outbox released, closed');
}
