/**
 * The readable log (every NODE_ENV but production): one line per request, other records as their message
 * and fields, and no more of a person than the JSON log carries (no token, password, email or query).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { call, signUp } from '../test/api.ts';
import { createTestDatabase, testConfig } from '../test/test-app.ts';
import { formatLogRecord, readableLog } from './log-lines.ts';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

describe('the readable log', () => {
  it('writes one line per request, and nothing of the person behind it', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      logStream: readableLog({ write: (text: string) => lines.push(text) }),
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
    await call(app, 'GET', `/api/posts?q=${encodeURIComponent('secret.person@campus.test')}`, { token: user.token });
    await call(app, 'POST', '/api/auth/login', { body: { email: 'secret.person@campus.test', password: 'wrong' } });
    await call(app, 'POST', '/api/posts', { token: 'not-a-real-token', body: {} });

    const log = lines.join('');
    expect(lines.every((text) => text.endsWith('\n') && !text.slice(0, -1).includes('\n'))).toBe(true);
    expect(lines).toContainEqual(expect.stringMatching(/^POST \/api\/auth\/login 200 \d+ms\n$/));
    expect(lines).toContainEqual(expect.stringMatching(/^GET \/api\/posts 200 \d+ms\n$/));
    expect(lines).toContainEqual(expect.stringMatching(/^POST \/api\/auth\/login 401 \d+ms\n$/));
    expect(lines).toContainEqual(expect.stringMatching(/^POST \/api\/posts 401 \d+ms\n$/));
    expect(log).not.toContain('{');
    expect(log).not.toContain(String(login.json.token));
    expect(log).not.toContain(user.token);
    expect(log).not.toContain('not-a-real-token');
    expect(log).not.toContain('a very private pass');
    expect(log).not.toContain('secret.person');
    expect(log).not.toMatch(/authorization/i);
  });

  it('shows other records as their level, message and fields, an error with its stack', () => {
    const time = Date.now();
    const base = { time, pid: 1, hostname: 'host', reqId: 'req-1' };
    expect(formatLogRecord(JSON.stringify({ ...base, level: 30, signal: 'SIGTERM', msg: 'shutting down' }))).toBe(
      'shutting down (signal=SIGTERM)',
    );
    expect(formatLogRecord(JSON.stringify({ ...base, level: 40, reason: 'busy', tries: 2, msg: 'search index merge step failed' }))).toBe(
      'WARN search index merge step failed (reason=busy, tries=2)',
    );
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (posts.routes.ts:1:1)' };
    expect(formatLogRecord(JSON.stringify({ ...base, level: 50, err, msg: 'boom' }))).toBe(
      'ERROR boom\n  Error: boom\n      at handler (posts.routes.ts:1:1)',
    );
    expect(formatLogRecord('not json at all')).toBe('not json at all');
    expect(formatLogRecord(JSON.stringify({ ...base, level: 30, msg: 'Server listening at http://127.0.0.1:3000' }))).toBeNull();
  });

  it('takes records however the logger splits its writes', () => {
    const out: string[] = [];
    const record = (path: string) => JSON.stringify({ level: 30, method: 'GET', path, status: 200, ms: 3, msg: 'request' });
    readableLog({ write: (text: string) => out.push(text) }).write(`${record('/a')}\n${record('/b')}\n`);
    expect(out).toEqual(['GET /a 200 3ms\n', 'GET /b 200 3ms\n']);
  });
});
