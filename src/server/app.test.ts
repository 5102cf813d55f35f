import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { buildApp } from './app.ts';
import { CONTENT_SECURITY_POLICY } from './plugins/security.ts';
import { call } from './test/api.ts';
import { createTestApp, createTestDatabase, dialectName, testConfig, type TestApp } from './test/test-app.ts';

describe(`server-wide behaviour (${dialectName})`, () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'quad-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Quad</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers health with the database checked', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, database: 'ok' });
  });

  it('answers the public configuration', async () => {
    const res = await call(t.app, 'GET', '/api/config');
    expect(res.json).toEqual({ googleEnabled: false, allowedEmailDomains: [], privateCampus: false, supportEmail: 'support@quad.campus', paymentGateway: null });
  });

  it('answers malformed JSON with 400 {message}', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: MESSAGES.invalidJson });
  });

  it('answers an unknown /api path with 404 {message}, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(t.app, method, '/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: MESSAGES.notFound });
    }
  });

  it('answers a body over the limit with 413 {message}', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(26 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ message: MESSAGES.bodyTooLarge });
  });

  it('answers a body that is not JSON with 415 {message}', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ message: MESSAGES.unsupportedMediaType });
  });

  it('answers every error Fastify meets before a route (bad URL, too long a path, bad body) with {message} alone', async () => {
    const cases: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string; status: number; message: string }[] = [
      { method: 'GET', url: '/api/posts/%E0%A4%A', status: 400, message: MESSAGES.invalidRequest },
      { method: 'GET', url: '/%ff', status: 400, message: MESSAGES.invalidRequest },
      { method: 'GET', url: '/api/%E0%A4%A/comments', status: 400, message: MESSAGES.invalidRequest },
      { method: 'POST', url: '/api/posts/%ff/comments', status: 400, message: MESSAGES.invalidRequest },
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>', status: 415, message: MESSAGES.unsupportedMediaType },
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":', status: 400, message: MESSAGES.invalidJson },
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '', status: 400, message: MESSAGES.invalidJson },
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"a":1}}', status: 400, message: MESSAGES.invalidJson },
      { method: 'GET', url: '/api/no-such-thing/%E2%82%AC', status: 404, message: MESSAGES.notFound },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: c.method, url: c.url, headers: c.headers, payload: c.payload });
      const where = `${c.method} ${c.url.slice(0, 40)}`;
      expect(res.statusCode, where).toBe(c.status);
      expect(res.json(), where).toEqual({ message: c.message });
      expect(res.body, where).not.toMatch(/FST_|statusCode|%E0|%ff|aaaa/);
      expect(res.headers['content-type'], where).toContain('application/json');
      expect(res.headers['content-security-policy'], where).toBe(CONTENT_SECURITY_POLICY);
    }
    // With the client served, a path too long for the router falls to the client's files: still {message} alone.
    for (const url of [`/api/posts/${'a'.repeat(10_000)}`, `/${'b'.repeat(10_000)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url.slice(0, 20)).toBeLessThan(500);
      expect(Object.keys(res.json<object>()), url.slice(0, 20)).toEqual(['message']);
      expect(res.body, url.slice(0, 20)).not.toMatch(/FST_|aaaa|bbbb/);
    }
  });

  it('answers a NUL character in a path, query or body with 400 {message}, never a database error', async () => {
    const inPath = await call(t.app, 'GET', '/api/posts/%00abc');
    expect(inPath.status).toBe(400);
    expect(inPath.json).toEqual({ message: MESSAGES.nulCharacter });
    const inQuery = await call(t.app, 'GET', '/api/posts?q=a%00b');
    expect(inQuery.status).toBe(400);
    const inBody = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'Nul Name', email: 'nul@campus.test', password: 'correct\u0000horse battery' },
    });
    expect(inBody.status).toBe(400);
    expect(inBody.json).toEqual({ message: MESSAGES.nulCharacter });
    // A name has a rule of its own for every invisible character, NUL included.
    const inName = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'Nul\u0000Name', email: 'nul@campus.test', password: 'correct horse battery' },
    });
    expect(inName.status).toBe(400);
    expect(inName.json).toEqual({ message: MESSAGES.nameHiddenCharacters });
  });

  it('sends security headers and a CSP without inline scripts', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the client for any non-/api page, so /posts/{id} links open the app', async () => {
    const page = await call(t.app, 'GET', '/posts/abc123', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.raw.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const root = await call(t.app, 'GET', '/');
    expect(root.raw.body).toContain('<div id="root">');
    const asset = await call(t.app, 'GET', '/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('publishes an OpenAPI 3 document generated from the zod schemas', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toMatch(/^3\./);
    const paths = res.json.paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/health']));
    const body = JSON.stringify(paths['/api/auth/register']?.post?.requestBody);
    expect(body).toContain('password');
    expect(body).toContain('email');
  });

  it('answers an internal failure with a plain 500 {message}: no stack, no SQL', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await database.close();
    const res = await call(app, 'POST', '/api/auth/login', { body: { email: 'a@campus.test', password: 'whatever1' } });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: MESSAGES.serverError });
    await app.close();
    await database.drop().catch(() => undefined);
  });

  it('refuses to start with an /api route that declares no access policy', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    expect(() => app.get('/api/unguarded', async () => ({ ok: true }))).toThrow(/declares no access policy/);
    await app.close();
    await database.drop();
  });
});
