/**
 * `WORKERS=2` on PostgreSQL (decision 082): one scrape gives the whole server's figures, merged across the
 * workers by prom-client's aggregator, on METRICS_PORT (the primary answers) and on the app's port behind
 * METRICS_TOKEN (the worker asked gets the merged text from the primary).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parsePrometheusText, type Family } from '../test/prometheus-text.ts';
import { freshDatabase, spawnQuad, type FreshDatabase, type QuadProcess } from '../test/server-process.ts';
import { TEST_DATABASE_URL } from '../test/test-app.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const TOKEN = randomBytes(24).toString('base64url');
let database: FreshDatabase;
let quad: QuadProcess;
let metricsPort: number;

/** GET on a connection of its own, so the cluster may hand it to either worker; the answering pid. */
function fresh(url: string, headers: Record<string, string> = {}): Promise<{ status: number; pid: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, pid: Number(res.headers['x-quad-process']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const countOf = (families: Map<string, Family>, route: string) =>
  (families.get('http_request_duration_seconds')?.samples ?? [])
    .filter((s) => s.name === 'http_request_duration_seconds_count' && s.labels.route === route)
    .reduce((sum, s) => sum + s.value, 0);

describe.runIf(TEST_DATABASE_URL)('metrics with WORKERS=2', () => {
  beforeAll(async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    metricsPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    database = await freshDatabase('quad_cluster_metrics');
    quad = await spawnQuad(database.url, { WORKERS: '2', DEMO_DATA: 'off', METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await quad?.stop();
    await database?.cleanup();
  });

  it('merges every worker: each health check counted once, whichever worker answered it', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 20; i += 1) {
      const res = await fresh(`${quad.url}/api/health`);
      expect(res.status).toBe(200);
      pids.add(res.pid);
    }
    expect(pids.size).toBe(2);

    const onPort = await fresh(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(onPort.status).toBe(200);
    const merged = parsePrometheusText(onPort.body);
    expect(countOf(merged, '/api/health')).toBe(20);
    // Gauges of the database itself are not summed across the workers.
    expect(merged.get('quad_outbox_pending')?.type).toBe('gauge');
    expect(merged.get('quad_db_pool_connections')?.samples[0]?.value).toBeGreaterThanOrEqual(2);

    // On the app's port, behind the token, either worker answers with the same merged figures.
    for (let i = 0; i < 4; i += 1) {
      const viaApp = await fresh(`${quad.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
      expect(viaApp.status).toBe(200);
      expect(countOf(parsePrometheusText(viaApp.body), '/api/health')).toBe(20);
    }
    expect((await fresh(`${quad.url}/metrics`)).status).toBe(401);
  });

  it("measures the change stream's lag: a write in one worker reaches the other", async () => {
    const signUp = await fetch(`${quad.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ name: 'Lag Measure', email: 'lag.measure@campus.test', password: 'correct horse battery' }),
    });
    expect(signUp.status).toBe(201);
    await expect
      .poll(async () => {
        const families = parsePrometheusText((await fresh(`http://127.0.0.1:${metricsPort}/metrics`)).body);
        return families.get('quad_change_stream_lag_seconds')?.samples.find((s) => s.name.endsWith('_count'))?.value ?? 0;
      }, { timeout: 10_000, interval: 200 })
      .toBeGreaterThanOrEqual(1);
  });
});
