/**
 * HTTP's own rules (decision 069): a known address asked with a method it does not take answers 405 with Allow;
 * HEAD carries GET's Cache-Control and ETag; If-None-Match: * answers 304 for what exists; a body that is not
 * JSON on a JSON route answers 415, while the one-click unsubscribe keeps taking its form.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, methodNotAllowed } from '../shared/messages.ts';
import { quickAccount, type QuickAccount } from './test/accounts.ts';
import { call } from './test/api.ts';
import { buildPost, insertPost } from './test/factories.ts';
import { createTestApp, dialectName, type TestApp } from './test/test-app.ts';

describe(`HTTP semantics (${dialectName})`, () => {
  let t: TestApp;
  let clientDir: string;
  let student: QuickAccount;
  let postId: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'quad-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Quad</title><div id="root"></div>');
    t = await createTestApp({ clientDir, env: { RATE_LIMIT: 'off' } });
    student = await quickAccount(t.database.db);
    postId = (await insertPost(t.database.db, buildPost(student.id))).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  describe('405 Method Not Allowed', () => {
    it('answers a known address asked with another method 405 {message} and the methods it takes', async () => {
      const login = await call(t.app, 'GET', '/api/auth/login');
      expect(login.status).toBe(405);
      expect(login.headers.allow).toBe('POST');
      expect(login.json).toEqual({ message: methodNotAllowed('GET', ['POST']) });

      const post = await call(t.app, 'PATCH', `/api/posts/${postId}`, { token: student.token, body: {} });
      expect(post.status).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD, PUT, DELETE');
      expect(post.json.message).toBe(methodNotAllowed('PATCH', ['GET', 'HEAD', 'PUT', 'DELETE']));

      const feed = await call(t.app, 'DELETE', '/api/posts');
      expect(feed.status).toBe(405);
      expect(String(feed.headers.allow).split(', ')).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST']));

      const picture = await call(t.app, 'POST', `/media/${'a'.repeat(64)}.png`);
      expect(picture.status).toBe(405);
      expect(picture.headers.allow).toBe('GET, HEAD');

      const home = await call(t.app, 'POST', '/');
      expect(home.status).toBe(405);
      expect(home.headers.allow).toBe('GET, HEAD');
    });

    it('still answers an unknown address 404 and serves the page for an app address', async () => {
      const unknown = await call(t.app, 'POST', '/api/nothing-here');
      expect(unknown.status).toBe(404);
      expect(unknown.json).toEqual({ message: MESSAGES.notFound });
      expect(unknown.headers.allow).toBeUndefined();
      expect((await call(t.app, 'GET', '/api/nothing-here')).status).toBe(404);
      const page = await t.app.inject({ method: 'GET', url: `/posts/${postId}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    });
  });

  describe('HEAD', () => {
    it("carries the Cache-Control, Vary and ETag of GET's answer, without a body", async () => {
      for (const [url, token] of [
        ['/api/posts', undefined],
        [`/api/posts/${postId}`, undefined],
        ['/api/posts', student.token],
        ['/api/calendar/campus.ics', undefined],
      ] as const) {
        const get = await call(t.app, 'GET', url, { token });
        const head = await call(t.app, 'HEAD', url, { token });
        expect(get.status, url).toBe(200);
        expect(head.status, url).toBe(200);
        expect(head.raw.body, url).toBe('');
        expect(head.headers['cache-control'], url).toBe(get.headers['cache-control']);
        expect(head.headers.etag, url).toBe(get.headers.etag);
        expect(head.headers.etag, url).toMatch(/^W\/".+"$/);
        expect(head.headers.vary, url).toBe(get.headers.vary);
        const unchanged = await call(t.app, 'HEAD', url, { token, headers: { 'if-none-match': String(get.headers.etag) } });
        expect(unchanged.status, url).toBe(304);
      }
    });
  });

  describe('If-None-Match: *', () => {
    it('answers 304 for GET and HEAD of what exists, and 404 for what does not', async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await call(t.app, method, `/api/posts/${postId}`, { headers: { 'if-none-match': '*' } });
        expect(res.status, method).toBe(304);
        expect(res.raw.body).toBe('');
        expect(res.headers.etag).toMatch(/^W\/".+"$/);
        const signedIn = await call(t.app, method, '/api/auth/me', { token: student.token, headers: { 'if-none-match': '*' } });
        expect(signedIn.status, method).toBe(304);
      }
      const missing = await call(t.app, 'GET', '/api/posts/no-such-post', { headers: { 'if-none-match': '*' } });
      expect(missing.status).toBe(404);
    });
  });

  describe('415 Unsupported Media Type', () => {
    it('refuses a text or form body on a JSON route with 415 {message}', async () => {
      for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'application/xml']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': type },
          payload: '{"email":"a@campus.test","password":"whatever1"}',
        });
        expect(res.statusCode, type).toBe(415);
        expect(res.json(), type).toEqual({ message: MESSAGES.unsupportedMediaType });
      }
      const comment = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${postId}/comments`,
        headers: { 'content-type': 'text/plain', authorization: `Bearer ${student.token}` },
        payload: '{"content":"Hello there"}',
      });
      expect(comment.statusCode).toBe(415);
    });

    it('still takes JSON, and the one-click unsubscribe still takes its form', async () => {
      const json = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'nobody@campus.test', password: 'whatever1' } });
      expect(json.status).toBe(401);
      for (const [type, payload] of [
        ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
        ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n'],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url: '/api/email/unsubscribe?token=not-a-real-token', headers: { 'content-type': type }, payload });
        // The form is read; the made-up token is what is refused, never the body's type.
        expect(res.statusCode, type).not.toBe(415);
        expect(res.statusCode, type).toBeLessThan(500);
      }
    });
  });
});
