/**
 * Two Quad processes on one database agree on the word-filter list: each keeps its compiled list, and a filter
 * added (or removed) through one drops the other's at once (on PostgreSQL through the change stream's
 * notification, on SQLite through the other-writer check).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../database/connection.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildPost, insertPost } from '../../test/factories.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/test-app.ts';

let database: TestDatabase;
let second: DatabaseHandle;
let one: FastifyInstance;
let two: FastifyInstance;
let admin: QuickAccount;
let student: QuickAccount;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  second = database.openAnother();
  one = await buildApp({ config: testConfig({ RATE_LIMIT: 'off' }), database, logger: false });
  two = await buildApp({ config: testConfig({ RATE_LIMIT: 'off' }), database: second, logger: false });
  await Promise.all([one.ready(), two.ready()]);
  admin = await quickAccount(database.db, { is_admin: 1 });
  student = await quickAccount(database.db);
  const post = await insertPost(database.db, buildPost(admin.id));
  url = `/api/posts/${post.id}/comments`;
});

afterAll(async () => {
  await one.close();
  await two.close();
  await second.close();
  await database.drop();
});

const commentOn = (app: FastifyInstance, text: string) => call(app, 'POST', url, { token: student.token, body: { text } });

describe('the kept word-filter list across processes', () => {
  it('drops in the other process when an admin adds or removes a filter', async () => {
    // Both processes compile and keep the (empty) list.
    expect((await commentOn(one, 'a swindle? no')).status).toBe(201);
    expect((await commentOn(two, 'a swindle? no')).status).toBe(201);

    const added = await call(one, 'POST', '/api/admin/word-filters', { token: admin.token, body: { pattern: 'swindle', action: 'block' } });
    expect(added.status).toBe(201);
    expect((await commentOn(one, 'what a swindle')).status).toBe(422);
    await vi.waitFor(
      async () => {
        const res = await commentOn(two, 'what a sw1ndle');
        expect(res.status).toBe(422);
        expect(res.json).toEqual({ message: MESSAGES.wordFilterBlocked });
      },
      { timeout: 3_000, interval: 50 },
    );

    const id = (added.json as { _id: string })._id;
    expect((await call(two, 'DELETE', `/api/admin/word-filters/${id}`, { token: admin.token })).status).toBe(200);
    await vi.waitFor(async () => expect((await commentOn(one, 'a swindle after all')).status).toBe(201), { timeout: 3_000, interval: 50 });
  });
});
