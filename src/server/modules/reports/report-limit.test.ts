/**
 * Reports per user per hour are limited (WRITE_LIMITS.reports), and the limit holds across processes: two apps
 * on one database share the count (decision 036). The refusal says what the limit is (decision 045).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../database/connection.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildPost, insertPost, insertUser } from '../../test/factories.ts';
import { createTestDatabase, dialectName, testConfig, type TestDatabase } from '../../test/test-app.ts';

describe(`the reports limit across processes (${dialectName})`, () => {
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
    await one?.close();
    await two?.close();
    await second?.close();
    await database?.drop();
  });

  it('counts a reporter\'s reports on both processes, and the next one is refused with the limit named', async () => {
    const { max } = WRITE_LIMITS.reports;
    const reporter = await quickAccount(database.db);
    const author = await insertUser(database.db);
    const posts = [];
    for (let i = 0; i <= max; i += 1) posts.push(await insertPost(database.db, buildPost(author.id)));
    for (let i = 0; i < max; i += 1) {
      const app = i % 2 === 0 ? one : two;
      const res = await call(app, 'POST', `/api/posts/${posts[i]!.id}/report`, { token: reporter.token, body: { reason: 'Spam' } });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    }
    for (const app of [one, two]) {
      const res = await call(app, 'POST', `/api/posts/${posts[max]!.id}/report`, { token: reporter.token, body: { reason: 'Spam' } });
      expect(res.status).toBe(429);
      expect(res.json).toEqual({ message: MESSAGES.tooManyReports(max) });
    }
    // Another student is not held back by this one's count.
    const other = await quickAccount(database.db);
    expect((await call(two, 'POST', `/api/posts/${posts[max]!.id}/report`, { token: other.token, body: { reason: 'Spam' } })).status).toBe(201);
  });
});
