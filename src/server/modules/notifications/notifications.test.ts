import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildPost, insertNotification, insertPost } from '../../test/factories.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';
import { committing } from '../../changes/committing.ts';
import { notify } from './notifications.service.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

interface WireNotification {
  _id: string;
  message: string;
  timestamp: string;
  type: string;
  read: boolean;
  postId: string | null;
}
const list = (json: unknown) => json as WireNotification[];

/** A fresh signed-in user with no notifications. */
async function freshUser(): Promise<{ id: string; token: string }> {
  const { id, token } = await quickAccount(t.database.db);
  return { id, token };
}

const at = (minutes: number) => new Date(Date.parse('2026-03-01T09:00:00.000Z') + minutes * 60_000).toISOString();

describe('GET /api/notifications', () => {
  it("answers the caller's own notifications, newest first, in the contract's shape", async () => {
    const me = await freshUser();
    const someone = await freshUser();
    const post = await insertPost(t.database.db, buildPost(me.id));
    await insertNotification(t.database.db, me.id, { message: 'old', created_at: at(0), type: 'success' });
    await insertNotification(t.database.db, me.id, { message: 'new', created_at: at(5), post_id: post.id, read_at: at(6) });
    await insertNotification(t.database.db, me.id, { message: 'odd type', created_at: at(3), type: 'weird' });
    await insertNotification(t.database.db, someone.id, { message: 'not mine', created_at: at(4) });

    const res = await call(t.app, 'GET', '/api/notifications', { token: me.token });
    expect(res.status).toBe(200);
    const items = list(res.json);
    expect(items.map((n) => n.message)).toEqual(['new', 'odd type', 'old']);
    expect(items[0]).toEqual({ _id: expect.any(String), message: 'new', timestamp: at(5), type: 'info', read: true, postId: post.id });
    expect(items[1]).toMatchObject({ type: 'info', read: false, postId: null });
    expect(items[2]).toMatchObject({ type: 'success', read: false });
    expect(res.headers.link).toBeUndefined();
  });

  it('pages with a Link header until the last page', async () => {
    const me = await freshUser();
    for (let i = 0; i < 5; i += 1) await insertNotification(t.database.db, me.id, { message: `n${i}`, created_at: at(i) });
    const seen: string[] = [];
    let url: string | null = '/api/notifications?limit=2';
    let pages = 0;
    while (url) {
      const res = await call(t.app, 'GET', url, { token: me.token });
      expect(res.status).toBe(200);
      seen.push(...list(res.json).map((n) => n.message));
      pages += 1;
      const link = res.headers.link as string | undefined;
      url = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
  });

  it('refuses a broken cursor and asks a visitor to log in', async () => {
    const me = await freshUser();
    const bad = await call(t.app, 'GET', '/api/notifications?cursor=%%%', { token: me.token });
    expect(bad.status).toBe(400);
    const bad2 = await call(t.app, 'GET', '/api/notifications?cursor=abc', { token: me.token });
    expect(bad2.json).toEqual({ message: MESSAGES.invalidCursor });
    const visitor = await call(t.app, 'GET', '/api/notifications');
    expect(visitor.status).toBe(401);
    expect(visitor.json).toEqual({ message: MESSAGES.loginRequired });
  });
});

describe('unread count, read and read-all', () => {
  it('counts unread, marks one read (idempotently), then all', async () => {
    const me = await freshUser();
    const someone = await freshUser();
    const a = await insertNotification(t.database.db, me.id, { created_at: at(1) });
    await insertNotification(t.database.db, me.id, { created_at: at(2) });
    await insertNotification(t.database.db, me.id, { created_at: at(3), read_at: at(4) });
    await insertNotification(t.database.db, someone.id, { created_at: at(1) });

    const count = async (token: string) => (await call(t.app, 'GET', '/api/notifications/unread-count', { token })).json;
    expect(await count(me.token)).toEqual({ count: 2 });

    const read = await call(t.app, 'PUT', `/api/notifications/${a.id}/read`, { token: me.token });
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ ok: true });
    expect(await count(me.token)).toEqual({ count: 1 });
    const firstRead = await t.database.db.selectFrom('notifications').select('read_at').where('id', '=', a.id).executeTakeFirstOrThrow();
    const again = await call(t.app, 'PUT', `/api/notifications/${a.id}/read`, { token: me.token });
    expect(again.status).toBe(200);
    const secondRead = await t.database.db.selectFrom('notifications').select('read_at').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(secondRead.read_at).toBe(firstRead.read_at);

    const all = await call(t.app, 'PUT', '/api/notifications/read-all', { token: me.token });
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ ok: true });
    expect(await count(me.token)).toEqual({ count: 0 });
    expect(list((await call(t.app, 'GET', '/api/notifications', { token: me.token })).json).every((n) => n.read)).toBe(true);
    // Someone else's stay unread.
    expect(await count(someone.token)).toEqual({ count: 1 });
  });

  it("answers 404 for someone else's notification and for a missing one, changing nothing", async () => {
    const me = await freshUser();
    const someone = await freshUser();
    const theirs = await insertNotification(t.database.db, someone.id);
    const res = await call(t.app, 'PUT', `/api/notifications/${theirs.id}/read`, { token: me.token });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: MESSAGES.notificationNotFound });
    const missing = await call(t.app, 'PUT', '/api/notifications/nope/read', { token: me.token });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: MESSAGES.notificationNotFound });
    const row = await t.database.db.selectFrom('notifications').select('read_at').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
  });

  it('routes the fixed paths, not as an id', async () => {
    const me = await freshUser();
    expect((await call(t.app, 'GET', '/api/notifications/unread-count', { token: me.token })).json).toEqual({ count: 0 });
    expect((await call(t.app, 'PUT', '/api/notifications/read-all', { token: me.token })).json).toEqual({ ok: true });
    // A notification whose id happens to be 'read-all' is still reachable through /:id/read.
    await insertNotification(t.database.db, me.id, { id: 'read-all' });
    expect((await call(t.app, 'PUT', '/api/notifications/read-all/read', { token: me.token })).status).toBe(200);
  });

  it('asks a visitor to log in on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications/unread-count'],
      ['PUT', '/api/notifications/read-all'],
      ['PUT', '/api/notifications/x/read'],
    ] as const) {
      const res = await call(t.app, method, url);
      expect(res.status).toBe(401);
    }
  });
});

describe('notify', () => {
  it('writes inside the given transaction: nothing is kept when the transaction fails', async () => {
    const me = await freshUser();
    const ctx = { db: t.database.db, changes: t.database.changes };
    await expect(
      committing(ctx, async (trx) => {
        await notify(trx, { userId: me.id, message: 'lost', type: 'info', postId: null });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    await committing(ctx, async (trx) => {
      await notify(trx, { userId: me.id, message: 'kept', type: 'success', postId: null });
    });
    const items = list((await call(t.app, 'GET', '/api/notifications', { token: me.token })).json);
    expect(items.map((n) => [n.message, n.type, n.read])).toEqual([['kept', 'success', false]]);
  });
});
