import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { openStream } from '../../test/event-stream.ts';
import { buildPost, insertComment, insertPost } from '../../test/factories.ts';
import { confessionInput } from '../../test/posts-world.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

type Listed = { _id: string; userId: string; commentData: { authorId: string; text: string }[] };

describe(`blocking people (${dialectName})`, () => {
  let t: TestApp;
  let me: QuickAccount;
  let troll: QuickAccount;
  let friend: QuickAccount;
  let trollPost: string;
  let friendPost: string;
  let myPost: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    me = await quickAccount(db, { name: 'Asha Blocker' });
    troll = await quickAccount(db, { name: 'Tariq Troll' });
    friend = await quickAccount(db, { name: 'Farah Friend' });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    trollPost = (await insertPost(db, buildPost(troll.id, { title: 'Troll thoughts on lunch', created_at: at(3) }))).id;
    friendPost = (await insertPost(db, buildPost(friend.id, { title: 'Friendly thoughts on lunch', created_at: at(2) }))).id;
    myPost = (await insertPost(db, buildPost(me.id, { title: 'My thoughts on lunch', created_at: at(1) }))).id;
    await insertComment(db, friendPost, troll.id, { text: 'A troll comment on lunch', created_at: at(1.5) });
    await insertComment(db, friendPost, friend.id, { text: 'A friendly comment on lunch', created_at: at(1.2) });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => call(t.app, 'GET', url, token ? { token } : {});
  const ids = (res: { json: unknown }) => (res.json as Listed[]).map((p) => p._id);
  const commentsIn = (res: { json: unknown }, postId: string) =>
    (res.json as Listed[]).find((p) => p._id === postId)?.commentData.map((c) => c.text) ?? [];

  /** Every list a student reads posts from. */
  const READS = ['/api/posts', '/api/posts?q=lunch', '/api/posts/recent-consights', '/api/posts/popular'];

  it("hides a blocked person's posts and comments from the blocker everywhere, at once, and shows them again on unblock", async () => {
    // Read (and keep) every list first: the block must drop what was kept.
    for (const url of READS) expect(ids(await get(url, me.token))).toContain(trollPost);
    expect((await get(`/api/posts/${trollPost}`, me.token)).status).toBe(200);

    const res = await call(t.app, 'PUT', `/api/blocks/${troll.id}`, { token: me.token });
    expect(res.status).toBe(200);

    for (const url of READS) {
      const page = await get(url, me.token);
      expect(ids(page), url).not.toContain(trollPost);
      expect(ids(page), url).toContain(friendPost);
      expect(commentsIn(page, friendPost), url).toEqual(['A friendly comment on lunch']);
    }
    expect((await get(`/api/posts/${trollPost}`, me.token)).status).toBe(404);
    expect((await get(`/api/posts/${trollPost}/comments`, me.token)).status).toBe(404);
    const comments = (await get(`/api/posts/${friendPost}/comments`, me.token)).json as unknown as { text: string }[];
    expect(comments.map((c) => c.text)).toEqual(['A friendly comment on lunch']);
    const view = (await get(`/api/posts/${friendPost}`, me.token)).json as unknown as Listed;
    expect(view.commentData.map((c) => c.text)).toEqual(['A friendly comment on lunch']);

    // Nobody else is affected: a visitor and another student still see it all.
    for (const token of [undefined, friend.token]) {
      const page = await get('/api/posts', token);
      expect(ids(page)).toContain(trollPost);
      expect(commentsIn(page, friendPost)).toContain('A troll comment on lunch');
    }

    expect((await call(t.app, 'DELETE', `/api/blocks/${troll.id}`, { token: me.token })).status).toBe(200);
    for (const url of READS) expect(ids(await get(url, me.token)), url).toContain(trollPost);
    expect(commentsIn(await get('/api/posts', me.token), friendPost)).toContain('A troll comment on lunch');
    expect((await get(`/api/posts/${trollPost}`, me.token)).status).toBe(200);
  });

  it("refuses the blocked person's comments on the blocker's posts, saying no more than needed; they can still read them", async () => {
    await call(t.app, 'PUT', `/api/blocks/${troll.id}`, { token: me.token });
    expect((await get(`/api/posts/${myPost}`, troll.token)).status).toBe(200);
    const res = await call(t.app, 'POST', `/api/posts/${myPost}/comments`, { token: troll.token, body: { text: 'Still here' } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: MESSAGES.cannotCommentHere });
    // Someone else's post still takes their comments.
    expect((await call(t.app, 'POST', `/api/posts/${friendPost}/comments`, { token: troll.token, body: { text: 'Hi' } })).status).toBe(201);
    await call(t.app, 'DELETE', `/api/blocks/${troll.id}`, { token: me.token });
    expect((await call(t.app, 'POST', `/api/posts/${myPost}/comments`, { token: troll.token, body: { text: 'Back' } })).status).toBe(201);
  });

  it('lists the people I blocked, refuses blocking myself or nobody, and blocking twice is one block', async () => {
    expect((await call(t.app, 'PUT', `/api/blocks/${troll.id}`, { token: me.token })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/api/blocks/${troll.id}`, { token: me.token })).status).toBe(200);
    const list = (await get('/api/blocks', me.token)).json as unknown as { id: string; name: string }[];
    expect(list.map((p) => [p.id, p.name])).toEqual([[troll.id, 'Tariq Troll']]);
    expect((await get('/api/blocks', friend.token)).json).toEqual([]);

    const self = await call(t.app, 'PUT', `/api/blocks/${me.id}`, { token: me.token });
    expect(self.status).toBe(400);
    expect(self.json).toEqual({ message: MESSAGES.cannotBlockYourself });
    const nobody = await call(t.app, 'PUT', '/api/blocks/no-such-person', { token: me.token });
    expect(nobody.status).toBe(404);
    expect(nobody.json).toEqual({ message: MESSAGES.personNotFound });
    await call(t.app, 'DELETE', `/api/blocks/${troll.id}`, { token: me.token });
    expect((await get('/api/blocks', me.token)).json).toEqual([]);
  });

  it("never tells the blocker who wrote an anonymous Consight: it stays, with its author's comments, and takes the blocked person's comment", async () => {
    const db = t.database.db;
    const author = await quickAccount(db, { name: 'Anita Anonymous' });
    const reader = await quickAccount(db, { name: 'Ravi Reader' });
    const anon = await insertPost(db, buildPost(author.id, { title: 'An anonymous word on lunch', anonymous: 1, pseudonym: 'Anonymous Heron', pseudonym_hue: 120 }));
    await insertComment(db, anon.id, author.id, { text: 'The author adds a word' });
    const readerAnon = await insertPost(db, buildPost(reader.id, { title: 'The reader, anonymous', anonymous: 1, pseudonym: 'Anonymous Crane', pseudonym_hue: 40 }));

    expect((await call(t.app, 'PUT', `/api/blocks/${author.id}`, { token: reader.token })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/api/blocks/${author.id}`, { token: friend.token })).status).toBe(200);
    // Had the post or its author's comment vanished, the block would have named the author.
    for (const url of ['/api/posts', '/api/posts?q=anonymous']) expect(ids(await get(url, reader.token)), url).toContain(anon.id);
    expect((await get(`/api/posts/${anon.id}`, reader.token)).status).toBe(200);
    const comments = (await get(`/api/posts/${anon.id}/comments`, reader.token)).json as unknown as { text: string }[];
    expect(comments.map((c) => c.text)).toEqual(['The author adds a word']);
    // The reader blocked the author; the author may still comment on the reader's anonymous post (a refusal would name the reader).
    expect((await call(t.app, 'POST', `/api/posts/${readerAnon.id}/comments`, { token: author.token, body: { text: 'Hello there' } })).status).toBe(201);
  });

  it("does not announce a blocked person's new post on the blocker's live stream, and announces an anonymous one as to anyone", async () => {
    const db = t.database.db;
    const blocker = await quickAccount(db, { name: 'Bina Blocker' });
    const blocked = await quickAccount(db, { name: 'Bolu Blocked' });
    expect((await call(t.app, 'PUT', `/api/blocks/${blocked.id}`, { token: blocker.token })).status).toBe(200);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(base, { token: blocker.token });
    const visitor = await openStream(base);
    try {
      const post = async (anonymous: boolean) => {
        const res = await call(t.app, 'POST', '/api/posts', { token: blocked.token, body: confessionInput({ anonymous }) });
        expect(res.status).toBe(201);
        return (res.json as { _id: string })._id;
      };
      const created = (id: string) => (e: { event: string; data: Record<string, unknown> }) => e.event === 'post' && e.data.postId === id && e.data.action === 'created';
      const named = await post(false);
      await visitor.next(created(named));
      const anonymous = await post(true);
      await stream.next(created(anonymous));
      await visitor.next(created(anonymous));
      expect(stream.events.some(created(named))).toBe(false);
    } finally {
      stream.close();
      visitor.close();
    }
  });
});
