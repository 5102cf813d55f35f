/**
 * The metrics' cost (decision 082): one request's observation (the histogram's labels and buckets) in a tight loop,
 * against the time of the cheapest request Quad answers; and one scrape of a process's registry.
 * `node --import tsx bench/metrics.ts`
 */
import { performance } from 'node:perf_hooks';
import { createQuadMetrics } from '../src/server/metrics/quad-metrics.ts';

const ROUTES = ['/api/posts', '/api/posts/:id', '/api/feed', '/api/stream', '/api/health', '/api/auth/login', 'unmatched'];
const STATUSES = [200, 200, 200, 304, 401, 404];
const metrics = createQuadMetrics({
  outboxBacklog: async () => [],
  pictureQueue: () => ({ waiting: 0, backlog: 16, started: 0 }),
  streamListeners: () => 0,
});

const N = 2_000_000;
for (let i = 0; i < 100_000; i += 1) metrics.observeRequest('GET', ROUTES[i % ROUTES.length], STATUSES[i % STATUSES.length]!, 0.004);
const started = performance.now();
for (let i = 0; i < N; i += 1) metrics.observeRequest('GET', ROUTES[i % ROUTES.length], STATUSES[i % STATUSES.length]!, (i % 100) / 1000);
const perObserveUs = ((performance.now() - started) * 1000) / N;

const scrapes: number[] = [];
for (let i = 0; i < 50; i += 1) {
  const at = performance.now();
  await metrics.registry.metrics();
  scrapes.push(performance.now() - at);
}
scrapes.sort((a, b) => a - b);
const text = await metrics.registry.metrics();

// The cheapest request at the API bench's ceiling (31,411 req/s on this machine, bench/README.md) takes ~32 us.
const result = {
  observeMicroseconds: Number(perObserveUs.toFixed(3)),
  shareOfCheapestRequest: `${((perObserveUs / (1e6 / 31_411)) * 100).toFixed(1)}%`,
  scrapeMsMedian: Number((scrapes[25] ?? 0).toFixed(2)),
  exposureBytes: Buffer.byteLength(text),
};
console.log(JSON.stringify(result, null, 2));
