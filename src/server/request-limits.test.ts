/**
 * What keeps one request from holding the server: each route's body limit, the shape a body may have before its
 * schema reads it, and the NUL check on what the schema keeps.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../shared/limits.ts';
import { MESSAGES, addressTooLong, bodyTooDeep, headersTooLarge, requestTimedOut } from '../shared/messages.ts';
import { buildApp } from './app.ts';
import { buildPost, insertPost } from './test/factories.ts';
import { quickAccount, type QuickAccount } from './test/accounts.ts';
import { call } from './test/api.ts';
import { createTestApp, createTestDatabase, dialectName, testConfig, type TestApp, type TestDatabase } from './test/test-app.ts';

const json = { 'content-type': 'application/json' };
/** A JSON body of about `bytes` bytes: the fields given plus filler in a key no schema names. */
const bodyOf = (fields: Record<string, unknown>, bytes: number) => JSON.stringify({ ...fields, filler: 'x'.repeat(bytes) });

describe(`request bodies are bounded per route (${dialectName})`, () => {
  let t: TestApp;
  let user: QuickAccount;
  let postId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
    user = await quickAccount(t.database.db);
    postId = (await insertPost(t.database.db, buildPost(user.id))).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a 100 KB sign-in, sign-up or Google ticket body with 413 {message}', async () => {
    for (const url of ['/api/auth/login', '/api/auth/register', '/api/auth/google/exchange']) {
      const res = await call(t.app, 'POST', url, { body: bodyOf({ email: 'a@campus.test', password: 'whatever1' }, 100 * 1024), headers: json });
      expect(res.status, url).toBe(413);
      expect(res.json, url).toEqual({ message: MESSAGES.bodyTooLarge });
    }
    // A sign-in of the longest valid fields still fits.
    const longest = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: `${'e'.repeat(240)}@campus.test`, password: '\u{1F600}'.repeat(LIMITS.passwordMax / 2) },
    });
    expect(longest.status).toBe(401);
  });

  it('answers a sign-in holding a huge array with 413, and a deep or long one within the limit with 400 {message}', async () => {
    const huge = `{"email":"a@campus.test","password":"whatever1","junk":[${'0,'.repeat(1_000_000)}0]}`;
    const tooLarge = await call(t.app, 'POST', '/api/auth/login', { body: huge, headers: json });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toEqual({ message: MESSAGES.bodyTooLarge });
    for (const junk of [`${'['.repeat(40)}${']'.repeat(40)}`, `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`, `[${'0,'.repeat(1500)}0]`]) {
      const res = await call(t.app, 'POST', '/api/auth/login', { body: `{"email":"a@campus.test","password":"whatever1","junk":${junk}}`, headers: json });
      expect(res.status, junk.slice(0, 20)).toBe(400);
      expect(res.json, junk.slice(0, 20)).toEqual({ message: bodyTooDeep });
    }
    const manyKeys = `{${Array.from({ length: 1200 }, (_, i) => `"k${i}":0`).join(',')}}`;
    const comment = await call(t.app, 'POST', `/api/posts/${postId}/comments`, { token: user.token, body: `{"text":"hi","junk":${manyKeys}}`, headers: json });
    expect(comment.status).toBe(400);
    expect(comment.json).toEqual({ message: bodyTooDeep });
  });

  it('answers an ordinary JSON route over its limit with 413 {message}, and lets a post carry pictures', async () => {
    const comment = await call(t.app, 'POST', `/api/posts/${postId}/comments`, {
      token: user.token,
      body: bodyOf({ text: 'hello' }, LIMITS.jsonBodyMaxBytes),
      headers: json,
    });
    expect(comment.status).toBe(413);
    expect(comment.json).toEqual({ message: MESSAGES.bodyTooLarge });
    const registration = await call(t.app, 'POST', `/api/users/register-event/${postId}`, {
      token: user.token,
      body: bodyOf({ name: 'A' }, LIMITS.jsonBodyMaxBytes),
      headers: json,
    });
    expect(registration.status).toBe(413);
    const avatar = await call(t.app, 'PUT', '/api/users/profile/avatar', {
      token: user.token,
      body: bodyOf({ avatar: 'data:image/png;base64,' }, LIMITS.avatarBodyMaxBytes),
      headers: json,
    });
    expect(avatar.status).toBe(413);
    expect(avatar.json).toEqual({ message: MESSAGES.bodyTooLarge });
    // A post with a few megabytes of pictures is read (and judged by its schema), not refused for its size.
    const post = await call(t.app, 'POST', '/api/posts', {
      token: user.token,
      body: { type: 'confession', title: '', content: 'x', images: [`data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}`] },
    });
    expect(post.status).toBe(400);
    expect(post.json).toEqual({ message: MESSAGES.titleContentRequired });
    const tooLarge = await call(t.app, 'POST', '/api/posts', {
      token: user.token,
      body: bodyOf({ type: 'confession' }, LIMITS.bodyLimitBytes),
      headers: json,
    });
    expect(tooLarge.status).toBe(413);
  });

  it('answers a path segment too long for the router with 414 {message}, without echoing it', async () => {
    for (const url of [`/api/posts/${'a'.repeat(10_000)}`, `/api/posts/${'a'.repeat(201)}/comments`, `/api/users/register-event/${'a'.repeat(300)}`]) {
      const res = await call(t.app, url.includes('register') ? 'POST' : 'GET', url, { token: user.token });
      expect(res.status, url.slice(0, 30)).toBe(414);
      expect(res.json, url.slice(0, 30)).toEqual({ message: addressTooLong });
    }
  });

  it('ignores a NUL character in a field the schema drops, and refuses one in a field it keeps', async () => {
    const dropped = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'nobody@campus.test', password: 'whatever1', junk: 'a\u0000b', 'key\u0000': 1 },
    });
    expect(dropped.status).toBe(401);
    expect(dropped.json).toEqual({ message: MESSAGES.invalidCredentials });
    const kept = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'nobody@campus.test', password: 'what\u0000ever1' } });
    expect(kept.status).toBe(400);
    expect(kept.json).toEqual({ message: MESSAGES.nulCharacter });
    const comment = await call(t.app, 'POST', `/api/posts/${postId}/comments`, { token: user.token, body: { text: 'a\u0000b' } });
    expect(comment.status).toBe(400);
    expect(comment.json).toEqual({ message: MESSAGES.nulCharacter });
  });
});

describe(`a client that stalls is cut (${dialectName})`, () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let port: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      timeouts: { requestMs: 1000, headersMs: 1000, idleMs: 3000, keepAliveMs: 1000, checkEveryMs: 200 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** Opens a connection, writes `text`, then waits, writing nothing more: answers what the server sent before it closed. */
  function stallAfter(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });
  }

  it('closes a connection whose body stops halfway', { timeout: 20_000 }, async () => {
    const half = '{"email":"a@campus.test",';
    const answer = await stallAfter(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n${half}`,
    );
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
  });

  it('closes a connection whose headers never end', { timeout: 20_000 }, async () => {
    const answer = await stallAfter('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
  });

  it("answers what Node's parser refuses (a bad Content-Length, a malformed request, huge headers) with {message} alone", { timeout: 20_000 }, async () => {
    const badLength = await stallAfter('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}');
    expect(badLength).toMatch(/^HTTP\/1\.1 400/);
    expect(badLength.slice(badLength.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ message: MESSAGES.invalidRequest }));
    const twoLengths = await stallAfter('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}');
    expect(twoLengths).toMatch(/^HTTP\/1\.1 400/);
    const garbage = await stallAfter('NOT A REQUEST\r\n\r\n');
    expect(garbage.slice(garbage.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ message: MESSAGES.invalidRequest }));
    const huge = await stallAfter(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431/);
    expect(huge.slice(huge.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ message: headersTooLarge }));
  });

  it('answers a body that stops halfway with 408 {message} before closing', { timeout: 20_000 }, async () => {
    const answer = await stallAfter('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email"');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ message: requestTimedOut }));
  });

  it('closes an idle kept-alive connection after its answer', { timeout: 20_000 }, async () => {
    const answer = await stallAfter('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
