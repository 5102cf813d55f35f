import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoIn } from '../database/values.ts';
import { quickAccount } from '../test/accounts.ts';
import { call } from '../test/api.ts';
import { openStream } from '../test/event-stream.ts';
import { buildPost, insertFailedEmail, insertPost } from '../test/factories.ts';
import { parsePrometheusText, type Family } from '../test/prometheus-text.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startMetricsServer } from './metrics-server.ts';

const TOKEN = randomBytes(24).toString('base64url');
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'other']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => t?.close());

async function scrape(): Promise<Map<string, Family>> {
  const res = await call(t.app, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4; charset=utf-8$/);
  return parsePrometheusText(res.raw.body);
}

const valueOf = (families: Map<string, Family>, name: string, labels: Record<string, string> = {}) =>
  (families.get(name) ?? families.get(name.replace(/_(bucket|sum|count)$/, '')))?.samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /metrics on the app port, behind METRICS_TOKEN', () => {
  it('answers 401 {message} without the token or with another, in the same way', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: `Bearer ${TOKEN.slice(0, -1)}${TOKEN.endsWith('A') ? 'B' : 'A'}` }, { authorization: `Bearer ${TOKEN}${TOKEN}` }, { authorization: TOKEN }]) {
      const res = await call(t.app, 'GET', '/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.json.message).toEqual(expect.any(String));
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('is 404 {message} when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const bare = await createTestApp();
    try {
      const res = await call(bare.app, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      expect(res.json.message).toEqual(expect.any(String));
    } finally {
      await bare.close();
    }
  });

  it('is the text format 0.0.4 with the request histogram, Node, the outbox, the picture queue and the stream', async () => {
    const student = await quickAccount(t.app.ctx.db);
    const post = await insertPost(t.app.ctx.db, buildPost(student.id));
    await call(t.app, 'GET', `/api/posts/${post.id}`);
    await insertFailedEmail(t.app.ctx.db, student.id, { kind: 'registration-confirmed' });
    await insertFailedEmail(t.app.ctx.db, student.id, { kind: 'verify-email', status: 'pending', attempts: 2, next_attempt_at: isoIn(3_600_000) });

    const families = await scrape();
    expect(families.get('http_request_duration_seconds')?.type).toBe('histogram');
    expect(valueOf(families, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/posts/:id', status_code: '200' })).toBeGreaterThanOrEqual(1);
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_cpu_seconds_total', 'nodejs_heap_size_used_bytes']) {
      expect(families.has(name), name).toBe(true);
    }
    expect(valueOf(families, 'quad_outbox_failed', { queue: 'email', kind: 'registration-confirmed' })).toBe(1);
    expect(valueOf(families, 'quad_outbox_pending', { queue: 'email', kind: 'verify-email' })).toBe(1);
    expect(valueOf(families, 'quad_outbox_retrying', { queue: 'email', kind: 'verify-email' })).toBe(1);
    expect(valueOf(families, 'quad_picture_queue_waiting')).toBe(0);
    expect(valueOf(families, 'quad_picture_queue_limit')).toBe(t.config.images.backlog);
    expect(valueOf(families, 'quad_stream_listeners')).toBe(0);
    expect(families.get('quad_change_stream_lag_seconds')?.type).toBe('histogram');
    // Database pool waits: PostgreSQL's pool; SQLite has one connection and no pool (decision 082).
    if (t.database.kind === 'postgres') {
      expect(valueOf(families, 'quad_db_pool_waiting')).toBe(0);
      expect(valueOf(families, 'quad_db_pool_connections')).toBeGreaterThanOrEqual(1);
    } else {
      expect(families.has('quad_db_pool_waiting')).toBe(false);
    }
  });

  it('labels requests by route pattern: no id, email or address asked for is ever a label value', async () => {
    const ids: string[] = [];
    const student = await quickAccount(t.app.ctx.db);
    for (let i = 0; i < 5; i += 1) {
      const post = await insertPost(t.app.ctx.db, buildPost(student.id));
      const missing = `missing${randomBytes(6).toString('hex')}`;
      ids.push(post.id, missing);
      await call(t.app, 'GET', `/api/posts/${post.id}`);
      await call(t.app, 'GET', `/api/posts/${missing}`);
      await call(t.app, 'GET', `/api/no-such-place/${missing}?who=${student.email}`);
      await call(t.app, 'GET', `/api/posts/${post.id}/comments`, { token: student.token });
    }
    await call(t.app, 'GET', '/api/profile', { token: student.token });
    const families = await scrape();
    const routes = new Set(routePatterns(t));
    const requests = families.get('http_request_duration_seconds');
    expect(requests).toBeDefined();
    const seenRoutes = new Set<string>();
    for (const sample of requests?.samples ?? []) {
      expect(Object.keys(sample.labels).sort()).toEqual(sample.name.endsWith('_bucket') ? ['le', 'method', 'route', 'status_code'] : ['method', 'route', 'status_code']);
      expect(METHODS.has(sample.labels.method ?? '')).toBe(true);
      expect(sample.labels.status_code).toMatch(/^[1-5]\d\d$/);
      seenRoutes.add(sample.labels.route ?? '');
    }
    expect(seenRoutes).toContain('/api/posts/:id');
    expect(seenRoutes).toContain('unmatched');
    for (const route of seenRoutes) expect(route === 'unmatched' || routes.has(route), route).toBe(true);
    // Across every family, no label value holds an id, an email or a user's name.
    const unbounded = [...ids, student.id, student.email, student.token];
    for (const family of families.values()) {
      for (const sample of family.samples) {
        for (const value of Object.values(sample.labels)) {
          for (const secret of unbounded) expect(value.includes(secret), `${sample.name} ${value}`).toBe(false);
        }
      }
    }
  });

  it('counts a live-stream listener while its stream is open', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const stream = await openStream(`http://127.0.0.1:${port}`);
    try {
      expect(stream.status).toBe(200);
      expect(valueOf(await scrape(), 'quad_stream_listeners')).toBe(1);
    } finally {
      stream.close();
    }
    await expect.poll(async () => valueOf(await scrape(), 'quad_stream_listeners')).toBe(0);
  });
});

describe('GET /metrics on METRICS_PORT', () => {
  it('answers the same exposition on a port of its own, and nothing else there', async () => {
    const server = await startMetricsServer(0, '127.0.0.1', () => t.app.metrics.own());
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const families = parsePrometheusText(await res.text());
      expect(families.get('http_request_duration_seconds')?.type).toBe('histogram');
      const other = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(other.status).toBe(404);
      expect(((await other.json()) as { message: string }).message).toEqual(expect.any(String));
    } finally {
      await server.close();
    }
  });
});

/** Every route pattern the app has. */
function routePatterns(app: TestApp): string[] {
  const spec = app.app.swagger?.() as { paths?: Record<string, unknown> } | undefined;
  const fromSpec = Object.keys(spec?.paths ?? {}).map((path) => path.replace(/\{(\w+)\}/g, ':$1'));
  return [...fromSpec, '/metrics', '/*'];
}
