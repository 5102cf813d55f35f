import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { markShuttingDown } from './readiness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the probes', () => {
  it('GET /api/health/live answers 200 {status: ok}, never kept', async () => {
    const res = await call(t.app, 'GET', '/api/health/live');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('GET /api/health/ready answers 200 {status: ok} while the database answers and holds every migration', async () => {
    const res = await call(t.app, 'GET', '/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('GET /api/health stays as it was', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, database: 'ok' });
  });

  it('is not ready (503 {message}) on a database that lacks a migration this version needs', async () => {
    const behind = await createTestApp();
    try {
      const { rows } = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(behind.app.ctx.db);
      await sql`delete from kysely_migration where name = ${rows[0]?.name ?? ''}`.execute(behind.app.ctx.db);
      const res = await call(behind.app, 'GET', '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.json.message).toMatch(/migrations/);
      // The process itself still runs.
      expect((await call(behind.app, 'GET', '/api/health/live')).status).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it('is not ready from the moment the process starts shutting down, while it still lives', async () => {
    markShuttingDown(t.app.ctx);
    const ready = await call(t.app, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.json.message).toMatch(/shutting down/);
    expect((await call(t.app, 'GET', '/api/health/live')).status).toBe(200);
  });
});
