/**
 * The transfer rules: API answers are compressed when the client accepts it, carry an ETag and answer
 * 304 when unchanged; the built client's files are served precompressed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildPost, insertPost } from './test/factories.ts';
import { quickAccount } from './test/accounts.ts';
import { call } from './test/api.ts';
import { createTestApp, dialectName, type TestApp } from './test/test-app.ts';

describe(`compression and conditional GETs (${dialectName})`, () => {
  let t: TestApp;
  let clientDir: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'quad-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Quad</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    t = await createTestApp({ clientDir });
    const author = await quickAccount(t.database.db);
    for (let i = 0; i < 20; i += 1) await insertPost(t.database.db, buildPost(author.id, { content: `A long enough Consight, number ${i}. `.repeat(4) }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('compresses a feed page with brotli or gzip, as the client accepts, to the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/posts' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/api/posts', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await t.app.inject({ method: 'GET', url: '/api/posts', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers an unchanged feed page with 304 and no body, and a changed one with 200 and a new ETag', async () => {
    const first = await call(t.app, 'GET', '/api/posts');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await call(t.app, 'GET', '/api/posts', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw.body).toBe('');
    const author = await quickAccount(t.database.db);
    await insertPost(t.database.db, buildPost(author.id, { title: 'Something new' }));
    const changed = await call(t.app, 'GET', '/api/posts', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("marks a signed-in caller's answers and every write's answer no-store, and keeps a visitor's and the calendar's as before", async () => {
    const reader = await quickAccount(t.database.db);
    for (const url of ['/api/posts', '/api/auth/me', '/api/notifications', '/api/posts/popular', '/api/calendar/mine']) {
      const res = await call(t.app, 'GET', url, { token: reader.token });
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await call(t.app, 'GET', '/api/notifications', { token: 'not-a-real-token' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'a@campus.test', password: 'whatever1' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const visitor = await call(t.app, 'GET', '/api/posts/popular');
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
    // The calendar's month is the same for every caller on an open campus: anyone may keep it (decision 069).
    const calendar = await call(t.app, 'GET', '/api/calendar?month=2034-02', { token: reader.token });
    expect(calendar.headers['cache-control']).toBe('no-cache');
  });

  it('gives no ETag to writes or errors', async () => {
    const missing = await call(t.app, 'GET', '/api/posts/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const write = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'a@b.c', password: 'x' } });
    expect(write.headers.etag).toBeUndefined();
  });

  it('serves the built client precompressed when the browser accepts brotli', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it("keeps a visitor's feed page until anything is written, and never a signed-in answer", async () => {
    const reader = await quickAccount(t.database.db);
    const first = await call(t.app, 'GET', '/api/posts?limit=5');
    const second = await call(t.app, 'GET', '/api/posts?limit=5');
    expect(second.headers['x-quad-cache']).toBe('hit');
    expect(second.json).toEqual(first.json);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.link).toBe(first.headers.link);
    const signedIn = await call(t.app, 'GET', '/api/posts?limit=5', { token: reader.token });
    expect(signedIn.headers['x-quad-cache']).toBeUndefined();

    // A like through the API is a write: the next visitor sees the new count, not the kept page.
    const top = (first.json as unknown as { _id: string; likes: number }[])[0]!;
    expect((await call(t.app, 'PUT', `/api/posts/${top._id}/like`, { token: reader.token })).status).toBe(200);
    const after = await call(t.app, 'GET', '/api/posts?limit=5');
    expect(after.headers['x-quad-cache']).toBeUndefined();
    expect((after.json as unknown as { _id: string; likes: number }[])[0]!.likes).toBe(top.likes + 1);
    // And a kept page answers 304 to a browser that has it.
    const kept = await call(t.app, 'GET', '/api/posts?limit=5', { headers: { 'if-none-match': String(after.headers.etag) } });
    expect(kept.status).toBe(304);
    expect(kept.headers['x-quad-cache']).toBe('hit');
  });

  it("shares a calendar day's answer with every caller, signed in or not, until anything is written", async () => {
    const [asha, rahul] = [await quickAccount(t.database.db), await quickAccount(t.database.db)];
    const author = await quickAccount(t.database.db);
    const url = '/api/calendar/day?day=2034-02-10&tz=Asia%2FKolkata';
    const first = await insertPost(t.database.db, buildEvent(author.id, { event_start_date: '2034-02-10T06:00:00.000Z', event_end_date: null }));
    const asked = await call(t.app, 'GET', url, { token: asha.token });
    expect(asked.headers['x-quad-cache']).toBeUndefined();
    expect((asked.json as unknown as { _id: string }[]).map((e) => e._id)).toEqual([first.id]);
    for (const token of [rahul.token, undefined]) {
      const again = await call(t.app, 'GET', url, token ? { token } : {});
      expect(again.headers['x-quad-cache']).toBe('hit');
      expect(again.json).toEqual(asked.json);
    }
    // An event added that day is a write: the next student reads the day again and sees it.
    const second = await insertPost(t.database.db, buildEvent(author.id, { event_start_date: '2034-02-10T09:00:00.000Z', event_end_date: null }));
    const after = await call(t.app, 'GET', url, { token: rahul.token });
    expect(after.headers['x-quad-cache']).toBeUndefined();
    expect((after.json as unknown as { _id: string }[]).map((e) => e._id)).toEqual([first.id, second.id]);
  });

  it('keeps nothing with READ_CACHE=off (for measuring the queries)', async () => {
    const uncached = await createTestApp({ env: { READ_CACHE: 'off' } });
    try {
      const author = await quickAccount(uncached.database.db);
      await insertPost(uncached.database.db, buildPost(author.id));
      for (let i = 0; i < 3; i += 1) {
        const res = await call(uncached.app, 'GET', '/api/posts?limit=5');
        expect(res.status).toBe(200);
        expect(res.headers['x-quad-cache']).toBeUndefined();
      }
    } finally {
      await uncached.close();
    }
  });
});
