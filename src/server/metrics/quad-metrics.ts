/**
 * What `GET /metrics` says (decision 082): one prom-client registry per process, with Node's default metrics,
 * the request histogram and gauges read at scrape time from what the process already knows. Every label value
 * comes from a fixed set (methods, route patterns, status codes, queue kinds named in code): never an id, an
 * address or anything a caller chooses.
 *
 * With several processes the figures are merged by prom-client's aggregator (cluster-metrics.ts): counters,
 * histograms and per-process gauges are summed; the database's own figures (the outbox backlog), which every
 * process reads alike, take the largest.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OutboxFigure } from './outbox-backlog.repository.ts';
import { requestHistogram } from './request-histogram.ts';

/** What the gauges read at scrape time; each may be absent where the process has no such thing. */
export interface MetricSources {
  outboxBacklog?: () => Promise<OutboxFigure[]>;
  /** Pictures waiting for their turn, and the most that may wait. */
  pictureQueue?: () => { waiting: number; backlog: number; started: number };
  /** The PostgreSQL pool: connections, idle ones, and queries waiting for one. SQLite has none. */
  pool?: () => { total: number; idle: number; waiting: number } | null;
  /** Live-stream listeners this process serves (its stream process's included). */
  streamListeners?: () => number;
}

export interface QuadMetrics {
  registry: Registry;
  /** One observation per answered request. */
  observeRequest: (method: string, route: string | undefined, status: number, seconds: number) => void;
  /** A change written in another process reached this one after `ms`. */
  observeChangeLag: (ms: number) => void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The label of a request no route matched (a 404 of an unknown address, a framework error before routing). */
export const UNMATCHED = 'unmatched';
/** Outbox kinds are named in code; anything else (a row written by a newer version, say) counts as `other`. */
const KIND = /^[a-z][a-z0-9_.-]{0,47}$/;
const MAX_KINDS = 64;

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LAG_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'other';
}

export function statusLabel(status: number): string {
  return Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : 'other';
}

export function createQuadMetrics(sources: MetricSources = {}): QuadMetrics {
  const registry = new Registry();
  // Node's own: CPU, memory, heap, handles, GC, and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = requestHistogram(
    registry,
    'http_request_duration_seconds',
    'Time to answer a request, by method, route pattern and status code.',
    REQUEST_BUCKETS,
  );
  const changeLag = new Histogram({
    name: 'quad_change_stream_lag_seconds',
    help: "Time from a change's write in another process to its delivery in this one (PostgreSQL's notifications).",
    buckets: LAG_BUCKETS,
    registers: [registry],
  });

  if (sources.streamListeners) {
    const listeners = sources.streamListeners;
    new Gauge({
      name: 'quad_stream_listeners',
      help: 'Live-stream listeners connected.',
      registers: [registry],
      collect() {
        this.set(listeners());
      },
    });
  }

  if (sources.pictureQueue) {
    const queue = sources.pictureQueue;
    // The gauge that reads comes first: the registry writes metrics in the order they were made.
    new Gauge({
      name: 'quad_picture_queue_waiting',
      help: 'Pictures waiting for their turn to be decoded.',
      registers: [registry],
      collect() {
        const figures = queue();
        this.set(figures.waiting);
        limit.set(figures.backlog);
      },
    });
    const limit = new Gauge({
      name: 'quad_picture_queue_limit',
      help: 'Pictures that may wait before an upload is refused with 503 (IMAGE_BACKLOG).',
      registers: [registry],
    });
    let counted = 0;
    new Counter({
      name: 'quad_pictures_started_total',
      help: 'Pictures whose decoding started.',
      registers: [registry],
      collect() {
        const started = queue().started;
        if (started > counted) this.inc(started - counted);
        counted = started;
      },
    });
  }

  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: 'quad_db_pool_connections',
      help: 'PostgreSQL connections the pool holds.',
      registers: [registry],
      collect() {
        const figures = pool();
        this.set(figures?.total ?? 0);
        idle.set(figures?.idle ?? 0);
        waiting.set(figures?.waiting ?? 0);
      },
    });
    const idle = new Gauge({ name: 'quad_db_pool_idle', help: 'PostgreSQL connections of the pool that are idle.', registers: [registry] });
    const waiting = new Gauge({
      name: 'quad_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL connection of the pool (above 0 for long: the pool is too small or the database too slow).',
      registers: [registry],
    });
  }

  if (sources.outboxBacklog) {
    const read = sources.outboxBacklog;
    // The registry asks every gauge at once: one read serves them all.
    let reading: Promise<OutboxFigure[]> | null = null;
    const figures = () => {
      reading ??= read().finally(() => setImmediate(() => (reading = null)));
      return reading;
    };
    const gauge = (name: string, help: string, pick: (figure: OutboxFigure) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue', 'kind'] as const,
        // Every process reads the same rows: across processes the largest is the figure, not the sum.
        aggregator: 'max',
        registers: [registry],
        async collect() {
          const all = await figures();
          this.reset();
          const kinds = new Set<string>();
          for (const figure of all) {
            const known = KIND.test(figure.kind) && (kinds.has(figure.kind) || kinds.size < MAX_KINDS);
            const kind = known ? figure.kind : 'other';
            kinds.add(kind);
            this.inc({ queue: figure.queue, kind }, pick(figure));
          }
        },
      });
    gauge('quad_outbox_pending', 'Outbox rows waiting to be sent (emails and pushes), by kind.', (f) => f.pending);
    gauge('quad_outbox_retrying', 'Outbox rows waiting to be tried again after a passing failure.', (f) => f.retrying);
    gauge('quad_outbox_failed', 'Outbox rows that failed for good (kept until the sweep drops them).', (f) => f.failed);
    gauge('quad_outbox_oldest_pending_seconds', 'How long the oldest row waiting has waited since it was queued.', (f) => f.oldestPendingSeconds);
  }

  return {
    registry,
    observeRequest: (method, route, status, seconds) => {
      requests.observe(methodLabel(method), route ?? UNMATCHED, statusLabel(status), seconds);
    },
    observeChangeLag: (ms) => {
      changeLag.observe(Math.max(0, ms) / 1000);
    },
  };
}
