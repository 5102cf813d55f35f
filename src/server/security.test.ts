/**
 * The security settings, asserted: per-user write limits, HSTS only over https, CORS closed
 * unless configured, and no token, password or email in the logs.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../shared/limits.ts';
import { MESSAGES } from '../shared/messages.ts';
import { buildApp } from './app.ts';
import { CONTENT_SECURITY_POLICY } from './plugins/security.ts';
import { buildPost, insertPost } from './test/factories.ts';
import { quickAccount } from './test/accounts.ts';
import { call, signUp } from './test/api.ts';
import { createTestApp, createTestDatabase, dialectName, testConfig, type TestApp } from './test/test-app.ts';

describe(`security settings (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits each user\'s comments and answers 429 {message} with Retry-After; another user is not affected', async () => {
    const author = await quickAccount(t.database.db);
    const busy = await quickAccount(t.database.db);
    const calm = await quickAccount(t.database.db);
    const post = await insertPost(t.database.db, buildPost(author.id));
    const url = `/api/posts/${post.id}/comments`;
    for (let i = 0; i < WRITE_LIMITS.comments.max; i += 1) {
      const ok = await call(t.app, 'POST', url, { token: busy.token, body: { text: `comment ${i}` } });
      expect(ok.status).toBe(201);
    }
    const refused = await call(t.app, 'POST', url, { token: busy.token, body: { text: 'one too many' } });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await call(t.app, 'POST', url, { token: calm.token, body: { text: 'still fine' } });
    expect(other.status).toBe(201);
    const rows = await t.database.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(WRITE_LIMITS.comments.max + 1);
  });

  it('limits each user\'s new posts', async () => {
    const poster = await quickAccount(t.database.db);
    const body = { type: 'confession', title: 'A thought', content: 'Quiet library, loud thoughts.' };
    for (let i = 0; i < WRITE_LIMITS.posts.max; i += 1) {
      expect((await call(t.app, 'POST', '/api/posts', { token: poster.token, body })).status).toBe(201);
    }
    const refused = await call(t.app, 'POST', '/api/posts', { token: poster.token, body });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: MESSAGES.tooManyRequests });
  });

  it('sends the whole security header set on every answer, errors included', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/posts/missing']) {
      const res = await call(t.app, 'GET', url);
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      // No inline scripts or styles and no eval of JavaScript; 'wasm-unsafe-eval' only lets the door's QR reader
      // compile its WebAssembly (decision 053), which JavaScript's eval stays refused by.
      expect(res.headers['content-security-policy'], url).not.toMatch(/'unsafe-(inline|eval)'/);
      expect(res.headers['content-security-policy'], url).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
      // Pictures come from Quad only: no other site sees who reads a post.
      expect(res.headers['content-security-policy'], url).toContain("img-src 'self' data: blob:;");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it("serves the API documentation under the app's own CSP, not swagger-ui's looser one", async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
    }
    const page = await call(t.app, 'GET', '/api/docs');
    // Every script is a file of our own origin: nothing inline that the policy would have to allow.
    expect(page.raw.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.raw.body).not.toMatch(/\sstyle=/);
  });

  it('sends no HSTS over plain http and keeps CORS closed by default', async () => {
    const res = await call(t.app, 'GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/posts',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // No route takes OPTIONS: the address answers 405 with the methods it takes (decision 069), and no CORS.
    expect(preflight.statusCode).toBe(405);
  });
});

describe(`security settings that depend on configuration (${dialectName})`, () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });

  it('sends HSTS when the public address is https', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://quad.campus.example' } });
    closers.push(t.close);
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}; includeSubDomains/);
  });

  it('opens CORS to a configured origin only, with a preflight', async () => {
    const t = await createTestApp({ env: { CORS_ORIGINS: 'https://app.campus.example' } });
    closers.push(t.close);
    const allowed = await call(t.app, 'GET', '/api/posts', { headers: { origin: 'https://app.campus.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.campus.example');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/posts',
      headers: { origin: 'https://app.campus.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
    const other = await call(t.app, 'GET', '/api/posts', { headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  /** Sends 300 sign-ins (the per-address limit), each naming another address in X-Forwarded-For; answers the 301st's status. */
  async function statusAfterLimit(t: TestApp, remoteAddress = '127.0.0.1'): Promise<number> {
    let status = 0;
    for (let i = 0; i <= 300; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': `203.0.${Math.floor(i / 250)}.${i % 250}` },
        payload: {},
      });
      status = res.statusCode;
    }
    return status;
  }

  it('ignores X-Forwarded-For by default: rotating it does not step around the per-address sign-in limit', async () => {
    const t = await createTestApp();
    closers.push(t.close);
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.statusCode).toBe(200);
    expect(await statusAfterLimit(t)).toBe(429);
  });

  it('ignores X-Forwarded-For in production too, unless TRUST_PROXY is set', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    closers.push(t.close);
    expect(await statusAfterLimit(t)).toBe(429);
  });

  it('counts the forwarded address when TRUST_PROXY names the proxy, and only from it', async () => {
    const named = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    closers.push(named.close);
    expect(await statusAfterLimit(named)).toBe(400);
    // A client that is not the named proxy cannot name its own address.
    expect(await statusAfterLimit(named, '198.51.100.20')).toBe(429);
    const range = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    closers.push(range.close);
    expect(await statusAfterLimit(range, '10.1.2.3')).toBe(400);
  });

  it('logs no token, password or email, even on failures', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    closers.push(async () => {
      await app.close();
      await database.drop();
    });
    await app.ready();
    const user = await signUp(app, { email: 'secret.person@campus.test', password: 'a very private pass' });
    const login = await call(app, 'POST', '/api/auth/login', {
      body: { email: 'secret.person@campus.test', password: 'a very private pass' },
    });
    const token = String(login.json.token);
    await call(app, 'GET', '/api/auth/me', { token });
    await call(app, 'GET', `/api/posts?q=${encodeURIComponent('secret.person@campus.test')}`, { token });
    await call(app, 'POST', '/api/auth/login', { body: { email: 'secret.person@campus.test', password: 'wrong' } });
    await call(app, 'POST', '/api/posts', { token: 'not-a-real-token', body: {} });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(4);
    expect(log).not.toContain(token);
    expect(log).not.toContain(user.token);
    expect(log).not.toContain('not-a-real-token');
    expect(log).not.toContain('a very private pass');
    expect(log).not.toContain('secret.person');
    expect(log).not.toMatch(/authorization/i);
  });
});
