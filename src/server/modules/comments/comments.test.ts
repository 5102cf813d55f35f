import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildPost, insertComment, insertPost } from '../../test/factories.ts';
import { call } from '../../test/api.ts';
import { confessionInput, createPost, createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

interface WireComment {
  _id: string;
  author: string;
  authorId: string;
  authorAvatar: string | null;
  text: string;
  timestamp: string;
}
const list = (json: unknown) => json as WireComment[];
const notificationsOf = (userId: string) =>
  t.database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();

describe('POST /api/posts/:id/comments', () => {
  it('adds a comment and answers the full list, oldest first, with authors; counts it on the post', async () => {
    const post = await createPost(t, t.user.token, confessionInput({ title: 'Lost umbrella' }));
    const id = String(post._id);
    const first = await call(t.app, 'POST', `/api/posts/${id}/comments`, { token: t.other.token, body: { text: '  First!  ' } });
    expect(first.status).toBe(201);
    expect(list(first.json)).toHaveLength(1);
    expect(list(first.json)[0]).toMatchObject({ author: 'Rahul Nair', authorId: t.other.id, authorAvatar: null, text: 'First!' });

    const second = await call(t.app, 'POST', `/api/posts/${id}/comments`, { token: t.user.token, body: { text: 'Thanks' } });
    expect(second.status).toBe(201);
    const comments = list(second.json);
    expect(comments.map((c) => c.text).sort()).toEqual(['First!', 'Thanks']);
    const stamps = comments.map((c) => c.timestamp);
    expect(stamps).toEqual([...stamps].sort());
    expect(Object.keys(comments[0] ?? {}).sort()).toEqual(['_id', 'anonymous', 'author', 'authorAvatar', 'authorHue', 'authorId', 'authorIsAdmin', 'text', 'timestamp']);

    const fetched = await call(t.app, 'GET', `/api/posts/${id}`);
    expect(fetched.json.commentCount).toBe(2);
  });

  it('writes one comment sent twice (a retry, a queue sent again) once, counted and told once, even sent at once', async () => {
    const post = await createPost(t, t.user.token, confessionInput({ title: 'Sent twice' }));
    const id = String(post._id);
    const send = (text: string) => call(t.app, 'POST', `/api/posts/${id}/comments`, { token: t.other.token, body: { text } });
    const [one, two] = await Promise.all([send('Saving a seat for you'), send('Saving a seat for you')]);
    expect([one.status, two.status]).toEqual([201, 201]);
    const again = await send('Saving a seat for you');
    expect(list(again.json).map((c) => c.text)).toEqual(['Saving a seat for you']);
    // Another text is another comment.
    expect(list((await send('And one for Meera')).json)).toHaveLength(2);
    const row = await t.database.db.selectFrom('posts').select('comment_count').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.comment_count)).toBe(2);
    const told = (await notificationsOf(t.user.id)).filter((n) => n.post_id === id);
    expect(told).toHaveLength(2);
  });

  it('answers the whole list however long, in (timestamp, id) order', async () => {
    const post = await insertPost(t.database.db, buildPost(t.user.id));
    const base = Date.parse('2026-01-01T10:00:00.000Z');
    for (let i = 0; i < 25; i += 1) {
      await insertComment(t.database.db, post.id, t.other.id, { text: `c${i}`, created_at: new Date(base + i * 1000).toISOString() });
    }
    const res = await call(t.app, 'POST', `/api/posts/${post.id}/comments`, { token: t.other.token, body: { text: 'last' } });
    expect(res.status).toBe(201);
    expect(list(res.json).map((c) => c.text)).toEqual([...Array.from({ length: 25 }, (_, i) => `c${i}`), 'last']);
    const row = await t.database.db.selectFrom('posts').select('comment_count').where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(Number(row.comment_count)).toBe(26);
  });

  it('refuses a blank, missing or too long comment with the SPEC texts', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    const url = `/api/posts/${String(post._id)}/comments`;
    for (const body of [{ text: '' }, { text: '   \n ' }, {}, { text: 42 }]) {
      const res = await call(t.app, 'POST', url, { token: t.other.token, body });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: MESSAGES.commentRequired });
    }
    const long = await call(t.app, 'POST', url, { token: t.other.token, body: { text: 'x'.repeat(1001) } });
    expect(long.status).toBe(400);
    expect(long.json).toEqual({ message: MESSAGES.commentTooLong });
    const max = await call(t.app, 'POST', url, { token: t.other.token, body: { text: 'x'.repeat(1000) } });
    expect(max.status).toBe(201);
  });

  it('asks a visitor to log in', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    const res = await call(t.app, 'POST', `/api/posts/${String(post._id)}/comments`, { body: { text: 'hi' } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: MESSAGES.loginRequired });
  });

  it('answers 404 for a post the caller cannot see, and writes nothing', async () => {
    const pending = await createPost(t, t.user.token, eventInput());
    const id = String(pending._id);
    const res = await call(t.app, 'POST', `/api/posts/${id}/comments`, { token: t.other.token, body: { text: 'hi' } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: MESSAGES.postNotFound });
    const rows = await t.database.db.selectFrom('comments').selectAll().where('post_id', '=', id).execute();
    expect(rows).toEqual([]);
    const missing = await call(t.app, 'POST', '/api/posts/nope/comments', { token: t.other.token, body: { text: 'hi' } });
    expect(missing.status).toBe(404);
  });

  it("notifies the post's author in the same transaction, but not for a comment on one's own post", async () => {
    const post = await createPost(t, t.user.token, confessionInput({ title: 'Library at night' }));
    const id = String(post._id);
    const before = (await notificationsOf(t.user.id)).length;
    await call(t.app, 'POST', `/api/posts/${id}/comments`, { token: t.user.token, body: { text: 'bump' } });
    expect(await notificationsOf(t.user.id)).toHaveLength(before);

    await call(t.app, 'POST', `/api/posts/${id}/comments`, { token: t.other.token, body: { text: 'Same here' } });
    const after = await notificationsOf(t.user.id);
    expect(after).toHaveLength(before + 1);
    expect(after.find((n) => n.post_id === id)).toMatchObject({
      message: 'Rahul Nair commented on your post "Library at night".',
      type: 'info',
      read_at: null,
    });
    expect(await notificationsOf(t.other.id)).toHaveLength(0);
    const listed = await call(t.app, 'GET', '/api/notifications', { token: t.user.token });
    expect(listed.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Rahul Nair commented on your post "Library at night".', postId: id, read: false })]),
    );
  });
});

describe('GET /api/posts/:id/comments', () => {
  it('pages oldest first with a Link header until the last page', async () => {
    const post = await insertPost(t.database.db, buildPost(t.user.id));
    const base = Date.parse('2026-02-01T10:00:00.000Z');
    // Two share a timestamp: the id breaks the tie.
    const stamps = [0, 1000, 1000, 2000, 3000].map((ms) => new Date(base + ms).toISOString());
    const made = [];
    for (const created_at of stamps) made.push(await insertComment(t.database.db, post.id, t.other.id, { created_at }));
    // The database's own order of ids (collations differ from JavaScript's) breaks the tie.
    const expected = await t.database.db
      .selectFrom('comments')
      .select('id')
      .where('post_id', '=', post.id)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    expect(expected).toHaveLength(made.length);

    const seen: string[] = [];
    let url: string | null = `/api/posts/${post.id}/comments?limit=2`;
    let pages = 0;
    while (url) {
      const res = await call(t.app, 'GET', url);
      expect(res.status).toBe(200);
      seen.push(...list(res.json).map((c) => c._id));
      pages += 1;
      const link = res.headers.link as string | undefined;
      url = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
      if (url) expect(url).toContain('limit=2');
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(expected.map((c) => c.id));
  });

  it('answers without a Link header when everything fits, and 20 by default', async () => {
    const post = await insertPost(t.database.db, buildPost(t.user.id));
    await insertComment(t.database.db, post.id, t.other.id);
    const res = await call(t.app, 'GET', `/api/posts/${post.id}/comments`);
    expect(res.status).toBe(200);
    expect(list(res.json)).toHaveLength(1);
    expect(res.headers.link).toBeUndefined();
  });

  it('refuses a broken cursor and a bad limit', async () => {
    const post = await insertPost(t.database.db, buildPost(t.user.id));
    const bad = await call(t.app, 'GET', `/api/posts/${post.id}/comments?cursor=not-a-cursor`);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: MESSAGES.invalidCursor });
    const limit = await call(t.app, 'GET', `/api/posts/${post.id}/comments?limit=0`);
    expect(limit.status).toBe(400);
  });

  it('answers 404 for a post the caller cannot see', async () => {
    const pending = await insertPost(t.database.db, buildPost(t.user.id, { type: 'event', status: 'pending' }));
    const visitor = await call(t.app, 'GET', `/api/posts/${pending.id}/comments`);
    expect(visitor.status).toBe(404);
    expect(visitor.json).toEqual({ message: MESSAGES.postNotFound });
    const other = await call(t.app, 'GET', `/api/posts/${pending.id}/comments`, { token: t.other.token });
    expect(other.status).toBe(404);
    const owner = await call(t.app, 'GET', `/api/posts/${pending.id}/comments`, { token: t.user.token });
    expect(owner.status).toBe(200);
  });
});
