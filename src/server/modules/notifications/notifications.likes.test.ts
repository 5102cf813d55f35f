import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, dateOutOfRange } from '../../../shared/messages.ts';
import { buildPost, insertNotification, insertPost } from '../../test/factories.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(async () => {
  await t.close();
});

interface WireNotification {
  _id: string;
  message: string;
  timestamp: string;
  read: boolean;
  postId: string | null;
}

/** Likes a second apart would slow the suite; a few milliseconds keep every like's time its own. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
const person = (name: string) => quickAccount(t.database.db, { name });
const like = async (who: QuickAccount, postId: string) => {
  await tick();
  expect((await call(t.app, 'PUT', `/api/posts/${postId}/like`, { token: who.token })).status).toBe(200);
};
const unlike = async (who: QuickAccount, postId: string) => {
  expect((await call(t.app, 'PUT', `/api/posts/${postId}/unlike`, { token: who.token })).status).toBe(200);
};
const notificationsOf = async (who: QuickAccount) =>
  (await call(t.app, 'GET', '/api/notifications', { token: who.token })).json as unknown as WireNotification[];
const unreadOf = async (who: QuickAccount) =>
  ((await call(t.app, 'GET', '/api/notifications/unread-count', { token: who.token })).json as unknown as { count: number }).count;
const readThrough = (who: QuickAccount, n: Pick<WireNotification, '_id' | 'timestamp'>) =>
  call(t.app, 'PUT', '/api/notifications/read-through', { token: who.token, body: { id: n._id, timestamp: n.timestamp } });

describe('likes notify the author, one notification per post until it is read', () => {
  it('names the newest likers and counts the rest; the author liking their own post tells nobody', async () => {
    const author = await person('Meera Iyer');
    const post = await insertPost(t.database.db, buildPost(author.id, { title: 'Library at midnight' }));
    await like(author, post.id);
    expect(await notificationsOf(author)).toEqual([]);

    const [asha, ravi, kiran, dev, neha] = await Promise.all(['Asha', 'Ravi', 'Kiran', 'Dev', 'Neha'].map(person));
    await like(asha!, post.id);
    expect(await notificationsOf(author)).toMatchObject([{ message: 'Asha liked your post "Library at midnight".', read: false, postId: post.id }]);
    await like(ravi!, post.id);
    expect((await notificationsOf(author)).map((n) => n.message)).toEqual(['Ravi and Asha liked your post "Library at midnight".']);
    await like(kiran!, post.id);
    await like(dev!, post.id);
    await like(neha!, post.id);
    expect((await notificationsOf(author)).map((n) => n.message)).toEqual(['Neha and 4 others liked your post "Library at midnight".']);
    expect(await unreadOf(author)).toBe(1);
    // A repeated like changes nothing.
    await like(neha!, post.id);
    expect((await notificationsOf(author)).map((n) => n.message)).toEqual(['Neha and 4 others liked your post "Library at midnight".']);
  });

  it('counts current likers: an unlike takes its liker out, and the last unlike takes the notification away', async () => {
    const author = await person('Meera Iyer');
    const post = await insertPost(t.database.db, buildPost(author.id, { title: 'Chai stall' }));
    const [asha, ravi, kiran] = await Promise.all(['Asha', 'Ravi', 'Kiran'].map(person));
    await like(asha!, post.id);
    await like(ravi!, post.id);
    await like(kiran!, post.id);
    expect((await notificationsOf(author)).map((n) => n.message)).toEqual(['Kiran and 2 others liked your post "Chai stall".']);
    await unlike(kiran!, post.id);
    expect((await notificationsOf(author)).map((n) => n.message)).toEqual(['Ravi and Asha liked your post "Chai stall".']);
    await unlike(asha!, post.id);
    expect((await notificationsOf(author)).map((n) => n.message)).toEqual(['Ravi liked your post "Chai stall".']);
    await unlike(ravi!, post.id);
    expect(await notificationsOf(author)).toEqual([]);
    expect(await unreadOf(author)).toBe(0);
  });

  it('once read, the next like starts a new group; the read one keeps its words, and older likes do not count', async () => {
    const author = await person('Meera Iyer');
    const post = await insertPost(t.database.db, buildPost(author.id, { title: 'Lost umbrella' }));
    const [asha, ravi, kiran] = await Promise.all(['Asha', 'Ravi', 'Kiran'].map(person));
    await like(asha!, post.id);
    await like(ravi!, post.id);
    const [seen] = await notificationsOf(author);
    expect((await readThrough(author, seen!)).status).toBe(200);
    await like(kiran!, post.id);
    const after = await notificationsOf(author);
    expect(after.map((n) => [n.message, n.read])).toEqual([
      ['Kiran liked your post "Lost umbrella".', false],
      ['Ravi and Asha liked your post "Lost umbrella".', true],
    ]);
    // Asha liked before the new group began: taking it back leaves the new group as it is.
    await unlike(asha!, post.id);
    expect((await notificationsOf(author)).map((n) => n.message)).toEqual(after.map((n) => n.message));
  });

  it('a like moves the open group to the top of the list', async () => {
    const author = await person('Meera Iyer');
    const first = await insertPost(t.database.db, buildPost(author.id, { title: 'First' }));
    const second = await insertPost(t.database.db, buildPost(author.id, { title: 'Second' }));
    const [asha, ravi] = await Promise.all(['Asha', 'Ravi'].map(person));
    await like(asha!, first.id);
    await like(asha!, second.id);
    await like(ravi!, first.id);
    expect((await notificationsOf(author)).map((n) => n.message)).toEqual([
      'Ravi and Asha liked your post "First".',
      'Asha liked your post "Second".',
    ]);
  });
});

describe('PUT /api/notifications/read-through', () => {
  const at = (minutes: number) => new Date(Date.parse('2026-05-01T09:00:00.000Z') + minutes * 60_000).toISOString();

  it('marks read what was shown, up to the newest shown; one that arrived meanwhile stays unread', async () => {
    const me = await person('Meera Iyer');
    await insertNotification(t.database.db, me.id, { message: 'oldest', created_at: at(0) });
    await insertNotification(t.database.db, me.id, { message: 'older', created_at: at(1) });
    const shown = await notificationsOf(me);
    await insertNotification(t.database.db, me.id, { message: 'arrived meanwhile', created_at: at(2) });
    expect(await unreadOf(me)).toBe(3);
    const res = await readThrough(me, shown[0]!);
    expect(res).toMatchObject({ status: 200, json: { ok: true } });
    expect((await notificationsOf(me)).map((n) => [n.message, n.read])).toEqual([
      ['arrived meanwhile', false],
      ['older', true],
      ['oldest', true],
    ]);
    expect(await unreadOf(me)).toBe(1);
  });

  it('leaves a like group unread when it grew after it was shown', async () => {
    const author = await person('Meera Iyer');
    const post = await insertPost(t.database.db, buildPost(author.id, { title: 'Rooftop' }));
    const [asha, ravi] = await Promise.all(['Asha', 'Ravi'].map(person));
    await like(asha!, post.id);
    const [shown] = await notificationsOf(author);
    await like(ravi!, post.id);
    expect((await readThrough(author, shown!)).status).toBe(200);
    expect(await notificationsOf(author)).toMatchObject([{ message: 'Ravi and Asha liked your post "Rooftop".', read: false }]);
  });

  it("answers 404 for someone else's notification, 400 without a body or with a time that is not one, 401 for a visitor", async () => {
    const me = await person('Meera Iyer');
    const someone = await person('Someone Else');
    const theirs = await insertNotification(t.database.db, someone.id, { created_at: at(5) });
    const res = await call(t.app, 'PUT', '/api/notifications/read-through', { token: me.token, body: { id: theirs.id, timestamp: at(5) } });
    expect(res.status).toBe(404);
    expect(await unreadOf(someone)).toBe(1);
    const empty = await call(t.app, 'PUT', '/api/notifications/read-through', { token: me.token, body: {} });
    expect(empty.status).toBe(400);
    expect(typeof (empty.json as { message?: unknown }).message).toBe('string');
    const mine = await insertNotification(t.database.db, me.id, { created_at: at(5) });
    for (const [timestamp, message] of [
      ['yesterday', MESSAGES.invalidDate],
      ['9999-01-01T00:00:00.000Z', dateOutOfRange],
    ] as const) {
      const bad = await call(t.app, 'PUT', '/api/notifications/read-through', { token: me.token, body: { id: mine.id, timestamp } });
      expect([bad.status, bad.json]).toEqual([400, { message }]);
    }
    expect(await unreadOf(me)).toBe(1);
    expect((await call(t.app, 'PUT', '/api/notifications/read-through', { body: { id: theirs.id, timestamp: at(5) } })).status).toBe(401);
  });
});
