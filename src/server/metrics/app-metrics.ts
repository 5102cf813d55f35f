/**
 * The metrics of one serving process (decision 082), put together: the registry and its sources, the request
 * histogram's hooks and `GET /metrics` (plugins/metrics.ts), and the change stream's lag between processes.
 * `app.metrics` lets main.ts add what only it knows (the stream process's listeners) and open METRICS_PORT.
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../database/connection.ts';
import { registerMetrics } from '../plugins/metrics.ts';
import { processExposition, type Exposition } from './cluster-metrics.ts';
import { outboxBacklog } from './outbox-backlog.repository.ts';
import { createQuadMetrics, type MetricSources } from './quad-metrics.ts';

export interface AppMetrics {
  /** This process's figures, or (in a worker) every process's. */
  scrape(): Promise<Exposition>;
  /** This process's own figures. */
  own(): Promise<Exposition>;
  /** More listeners this process answers for (its stream process's). */
  addStreamListeners(count: () => number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export function attachMetrics(
  app: FastifyInstance,
  database: DatabaseHandle,
  token: string | null,
  sources: Pick<MetricSources, 'pictureQueue'> = {},
): AppMetrics {
  const more: (() => number)[] = [];
  let listeners = () => 0;
  const metrics = createQuadMetrics({
    ...sources,
    outboxBacklog: () => outboxBacklog(database.db),
    ...(database.pool ? { pool: database.pool } : {}),
    streamListeners: () => listeners() + more.reduce((sum, count) => sum + count(), 0),
  });
  database.changes.onLag((ms) => metrics.observeChangeLag(ms));
  const scrape = processExposition(metrics.registry);
  const counted = registerMetrics(app, { token, observeRequest: metrics.observeRequest, scrape });
  listeners = () => counted.streamListeners();
  const handle: AppMetrics = {
    scrape,
    own: async () => ({ text: await metrics.registry.metrics(), contentType: metrics.registry.contentType }),
    addStreamListeners: (count) => more.push(count),
  };
  app.decorate('metrics', handle);
  return handle;
}
