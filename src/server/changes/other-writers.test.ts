/**
 * A write by another connection to the same database (`npm run admin`, another process) holds at once: on
 * SQLite the commit is noticed before a request reads anything kept (looked for at most every 10 ms while
 * requests come); on PostgreSQL every request reads its session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../test/api.ts';
import { createTestApp, dialectName, type TestApp } from '../test/test-app.ts';
import { grantAdmin, revokeAdmin } from '../modules/users/users.service.ts';
import { buildPost, insertPost } from '../test/factories.ts';
import { OTHER_WRITERS_AT_MOST_EVERY_MS } from '../database/connection.ts';

/** Past the window in which a SQLite process may not have looked for other writers yet. */
const settle = () => new Promise((resolve) => setTimeout(resolve, OTHER_WRITERS_AT_MOST_EVERY_MS + 5));

describe(`another writer to the database (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is honoured at once: an admin revoked elsewhere is refused at once, and granted again', async () => {
    const dean = await signUp(t.app);
    const elsewhere = t.database.openAnother();
    try {
      await grantAdmin(elsewhere.db, dean.email);
      await settle();
      expect((await call(t.app, 'GET', '/api/admin/stats', { token: dean.token })).status).toBe(200);
      // Asked again: whatever this process keeps of the viewer is kept now.
      expect((await call(t.app, 'GET', '/api/admin/stats', { token: dean.token })).status).toBe(200);
      await revokeAdmin(elsewhere.db, new Set(), dean.email);
      await settle();
      expect((await call(t.app, 'GET', '/api/admin/stats', { token: dean.token })).status).toBe(403);
      await grantAdmin(elsewhere.db, dean.email);
      await settle();
      expect((await call(t.app, 'GET', '/api/admin/stats', { token: dean.token })).status).toBe(200);
    } finally {
      await elsewhere.close();
    }
  });

  it('is honoured at once: a post written elsewhere is on the visitors\' feed, which was kept', async () => {
    const first = await call(t.app, 'GET', '/api/posts');
    expect((await call(t.app, 'GET', '/api/posts')).headers['x-quad-cache']).toBe('hit');
    const author = await signUp(t.app);
    const elsewhere = t.database.openAnother();
    try {
      await insertPost(elsewhere.db, buildPost(author._id, { id: 'written-elsewhere', title: 'Written by another process' }));
    } finally {
      await elsewhere.close();
    }
    await settle();
    // On SQLite at the next request; on PostgreSQL once the notification has arrived (milliseconds).
    await expect
      .poll(async () => ((await call(t.app, 'GET', '/api/posts')).json as unknown as { _id: string }[]).map((p) => p._id), {
        timeout: dialectName === 'sqlite' ? 1 : 1_000,
        interval: 20,
      })
      .toContain('written-elsewhere');
    expect(first.status).toBe(200);
  });
});
