/**
 * The request limits count in the database (decision 036): two processes on one database (two handles, two
 * apps) share each route's counter, a window starts anew once the old one has ended, ended counters are
 * deleted, and a counter the database cannot give lets the request through with a warning.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WRITE_LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../database/connection.ts';
import { sharedRateStore } from '../../lib/shared-rate-store.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildPost, insertPost } from '../../test/factories.ts';
import { createTestApp, createTestDatabase, dialectName, testConfig, type TestDatabase } from '../../test/test-app.ts';
import { databaseRateCounters } from './rate-limits.service.ts';

const COMMENTS = WRITE_LIMITS.comments;
/** What the stores of `hitter` reported through onError: expected to stay empty. */
const storeErrors: unknown[] = [];

/** One hit through a route's store, as the plugin counts it. */
function hitter(handle: DatabaseHandle, route: { method: string; url: string }, sweepEveryMs?: number) {
  const Store = sharedRateStore(databaseRateCounters(handle.db), {
    onError: (error) => void storeErrors.push(error),
    ...(sweepEveryMs !== undefined ? { sweepEveryMs } : {}),
  });
  const store = new Store({}).child({ routeInfo: route } as never);
  return (key: string, windowMs = 60_000) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), windowMs, 10),
    );
}

const counterRows = (db: DatabaseHandle['db']) => db.selectFrom('rate_counters').selectAll().execute();

describe(`request limits shared by processes (${dialectName})`, () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    second = database.openAnother();
    one = await buildApp({ config: testConfig(), database, logger: false });
    two = await buildApp({ config: testConfig(), database: second, logger: false });
    await Promise.all([one.ready(), two.ready()]);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await second.close();
    await database.drop();
  });
  afterEach(() => {
    vi.useRealTimers();
    expect(storeErrors).toEqual([]);
  });

  async function commentsUrl() {
    const author = await quickAccount(database.db);
    const post = await insertPost(database.db, buildPost(author.id));
    return `/api/posts/${post.id}/comments`;
  }

  it('counts a user\'s hits on both processes together: the limit is reached exactly where one process would reach it', async () => {
    const url = await commentsUrl();
    const busy = await quickAccount(database.db);
    for (let i = 0; i < COMMENTS.max; i += 1) {
      const app = i % 2 === 0 ? one : two;
      const ok = await call(app, 'POST', url, { token: busy.token, body: { text: `comment ${i}` } });
      expect(ok.status).toBe(201);
      expect(Number(ok.headers['ratelimit-remaining'])).toBe(COMMENTS.max - i - 1);
    }
    for (const app of [one, two]) {
      const refused = await call(app, 'POST', url, { token: busy.token, body: { text: 'one too many' } });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ message: MESSAGES.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(COMMENTS.windowMs / 1000);
    }
    // Another user is counted on their own, on either process; the busy user's other routes keep their own counts.
    const calm = await quickAccount(database.db);
    expect((await call(one, 'POST', url, { token: calm.token, body: { text: 'still fine' } })).status).toBe(201);
    expect((await call(two, 'POST', url, { token: calm.token, body: { text: 'still fine, on the other process' } })).status).toBe(201);
    const post = url.split('/')[3];
    expect((await call(two, 'PUT', `/api/posts/${post}/like`, { token: busy.token })).status).toBeLessThan(300);
    const rows = await database.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('post_id', '=', post!)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(COMMENTS.max + 2);
  });

  it('starts a new window once the old one has ended, on either process', async () => {
    const url = await commentsUrl();
    const busy = await quickAccount(database.db);
    for (let i = 0; i < COMMENTS.max; i += 1) {
      expect((await call(i % 2 ? one : two, 'POST', url, { token: busy.token, body: { text: `comment ${i}` } })).status).toBe(201);
    }
    expect((await call(one, 'POST', url, { token: busy.token, body: { text: 'too many' } })).status).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + COMMENTS.windowMs - 5_000);
    expect((await call(two, 'POST', url, { token: busy.token, body: { text: 'still too many' } })).status).toBe(429);
    vi.setSystemTime(Date.now() + 10_000);
    const fresh = await call(two, 'POST', url, { token: busy.token, body: { text: 'a new window' } });
    expect(fresh.status).toBe(201);
    expect(Number(fresh.headers['ratelimit-remaining'])).toBe(COMMENTS.max - 1);
    expect((await call(one, 'POST', url, { token: busy.token, body: { text: 'and another' } })).status).toBe(201);
  });

  it('counts simultaneous hits from both processes once each', async () => {
    const route = { method: 'POST', url: '/api/simultaneous' };
    const hitOne = hitter(database, route);
    const hitTwo = hitter(second, route);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? hitOne : hitTwo)('user:same')));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('keeps one counter per route and per key, and answers the time left in the window', async () => {
    const onPosts = hitter(database, { method: 'POST', url: '/api/keys-a' });
    const onLikes = hitter(second, { method: 'PUT', url: '/api/keys-a' });
    expect((await onPosts('user:a')).current).toBe(1);
    expect((await onPosts('user:a')).current).toBe(2);
    expect((await onPosts('user:b')).current).toBe(1);
    const other = await onLikes('user:a', 30_000);
    expect(other.current).toBe(1);
    expect(other.ttl).toBeGreaterThan(25_000);
    expect(other.ttl).toBeLessThanOrEqual(30_000);
    const keys = (await counterRows(database.db)).map((r) => r.key).filter((k) => k.includes('/api/keys-a'));
    expect(keys).toHaveLength(3);
    // The client part of a key is kept as SHA-256, not as the user id or address.
    expect(keys.join(' ')).not.toContain('user:');
  });

  it('deletes ended counters on a hit, at most once per sweep period', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const hit = hitter(database, { method: 'POST', url: '/api/sweep' }, 60_000);
    const sweepRows = async () => (await counterRows(database.db)).filter((r) => r.key.startsWith('POST /api/sweep '));
    await hit('short', 1_000);
    await hit('long', 600_000);
    vi.setSystemTime(start + 61_000); // past the first sweep, wherever in the period it fell
    await hit('trigger');
    expect((await sweepRows()).length).toBe(2); // 'short' ended and is gone
    await hit('short-again', 1_000);
    vi.setSystemTime(start + 70_000); // 'short-again' has ended, but no sweep is due yet
    await hit('trigger');
    expect((await sweepRows()).length).toBe(3);
    vi.setSystemTime(start + 61_000 + 60_000);
    await hit('trigger');
    const left = await sweepRows();
    expect(left.length).toBe(2); // 'long' and 'trigger' (its window restarted at this hit)
  });
});

describe(`request limits when the counters fail (${dialectName})`, () => {
  it('lets the request through (no 500) and logs a warning', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'warn' }),
      database,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await app.ready();
      const author = await quickAccount(database.db);
      const post = await insertPost(database.db, buildPost(author.id));
      await database.db.schema.dropTable('rate_counters').execute();
      const res = await call(app, 'POST', `/api/posts/${post.id}/comments`, { token: author.token, body: { text: 'hello' } });
      expect(res.status).toBe(201);
      expect(lines.some((line) => line.includes('rate limit counter unavailable'))).toBe(true);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('asks no counter with RATE_LIMIT=off', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
    try {
      const author = await quickAccount(t.database.db);
      const post = await insertPost(t.database.db, buildPost(author.id));
      for (let i = 0; i <= COMMENTS.max; i += 1) {
        const res = await call(t.app, 'POST', `/api/posts/${post.id}/comments`, { token: author.token, body: { text: `c ${i}` } });
        expect(res.status).toBe(201);
      }
      expect(await counterRows(t.database.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
