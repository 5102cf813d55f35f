import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildPost, insertPost } from '../../test/factories.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { confessionInput, createPost, createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const quickUser = async (): Promise<string> => (await quickAccount(t.database.db)).token;

const counts = async (postId: string) => {
  const post = await t.database.db.selectFrom('posts').select('like_count').where('id', '=', postId).executeTakeFirstOrThrow();
  const rows = await t.database.db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
  return { likeCount: Number(post.like_count), rows: Number(rows.n) };
};

describe('PUT /api/posts/:id/like and /unlike', () => {
  it('asks a visitor to log in', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    const res = await call(t.app, 'PUT', `/api/posts/${String(post._id)}/like`);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: MESSAGES.loginRequired });
  });

  it('likes once however often it is asked, and unlikes the same way', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    const id = String(post._id);
    const first = await call(t.app, 'PUT', `/api/posts/${id}/like`, { token: t.other.token });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ likes: 1, likedByMe: true });
    const again = await call(t.app, 'PUT', `/api/posts/${id}/like`, { token: t.other.token });
    expect(again.json).toEqual({ likes: 1, likedByMe: true });
    expect(await counts(id)).toEqual({ likeCount: 1, rows: 1 });

    const mine = await call(t.app, 'PUT', `/api/posts/${id}/like`, { token: t.user.token });
    expect(mine.json).toEqual({ likes: 2, likedByMe: true });

    const unlike = await call(t.app, 'PUT', `/api/posts/${id}/unlike`, { token: t.other.token });
    expect(unlike.status).toBe(200);
    expect(unlike.json).toEqual({ likes: 1, likedByMe: false });
    const unlikeAgain = await call(t.app, 'PUT', `/api/posts/${id}/unlike`, { token: t.other.token });
    expect(unlikeAgain.json).toEqual({ likes: 1, likedByMe: false });
    expect(await counts(id)).toEqual({ likeCount: 1, rows: 1 });
  });

  it('shows in the post: likes and likedByMe per viewer', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    const id = String(post._id);
    await call(t.app, 'PUT', `/api/posts/${id}/like`, { token: t.other.token });
    const forOther = await call(t.app, 'GET', `/api/posts/${id}`, { token: t.other.token });
    expect(forOther.json).toMatchObject({ likes: 1, likedByMe: true });
    const forUser = await call(t.app, 'GET', `/api/posts/${id}`, { token: t.user.token });
    expect(forUser.json).toMatchObject({ likes: 1, likedByMe: false });
    const forVisitor = await call(t.app, 'GET', `/api/posts/${id}`);
    expect(forVisitor.json).toMatchObject({ likes: 1, likedByMe: false });
    const feed = await call(t.app, 'GET', '/api/posts', { token: t.other.token });
    expect((feed.json as unknown as { _id: string; likedByMe: boolean }[]).find((p) => p._id === id)?.likedByMe).toBe(true);
  });

  it('answers 404 for a post the caller cannot see, and for one that does not exist', async () => {
    const pending = await createPost(t, t.user.token, eventInput());
    expect(pending.status).toBe('pending');
    for (const action of ['like', 'unlike']) {
      const res = await call(t.app, 'PUT', `/api/posts/${String(pending._id)}/${action}`, { token: t.other.token });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: MESSAGES.postNotFound });
    }
    const missing = await call(t.app, 'PUT', '/api/posts/no-such-post/like', { token: t.other.token });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: MESSAGES.postNotFound });
    // The owner sees their pending post, so may like it; an admin sees everything.
    expect((await call(t.app, 'PUT', `/api/posts/${String(pending._id)}/like`, { token: t.user.token })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/api/posts/${String(pending._id)}/like`, { token: t.admin.token })).status).toBe(200);
  });

  it('keeps the counter exact under concurrency: 50 likes at once, then 25 unlikes at once', async () => {
    const post = await insertPost(t.database.db, buildPost(t.user.id));
    const tokens: string[] = [];
    for (let i = 0; i < 50; i += 1) tokens.push(await quickUser());
    const likes = await Promise.all(tokens.map((token) => call(t.app, 'PUT', `/api/posts/${post.id}/like`, { token })));
    expect(likes.every((r) => r.status === 200)).toBe(true);
    expect(await counts(post.id)).toEqual({ likeCount: 50, rows: 50 });
    const unlikes = await Promise.all(
      tokens.slice(0, 25).map((token) => call(t.app, 'PUT', `/api/posts/${post.id}/unlike`, { token })),
    );
    expect(unlikes.every((r) => r.status === 200)).toBe(true);
    expect(await counts(post.id)).toEqual({ likeCount: 25, rows: 25 });
  });

  it('counts one like when the same user likes ten times at once', async () => {
    const post = await insertPost(t.database.db, buildPost(t.user.id));
    const token = await quickUser();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'PUT', `/api/posts/${post.id}/like`, { token })),
    );
    expect(results.every((r) => r.status === 200 && r.json.likes === 1)).toBe(true);
    expect(await counts(post.id)).toEqual({ likeCount: 1, rows: 1 });
  });
});

describe('GET /api/users/liked-posts', () => {
  it("answers the caller's liked post ids only", async () => {
    const a = await insertPost(t.database.db, buildPost(t.admin.id));
    const b = await insertPost(t.database.db, buildPost(t.admin.id));
    const token = await quickUser();
    const otherToken = await quickUser();
    await call(t.app, 'PUT', `/api/posts/${a.id}/like`, { token });
    await call(t.app, 'PUT', `/api/posts/${b.id}/like`, { token });
    await call(t.app, 'PUT', `/api/posts/${b.id}/unlike`, { token });
    await call(t.app, 'PUT', `/api/posts/${b.id}/like`, { token: otherToken });
    const res = await call(t.app, 'GET', '/api/users/liked-posts', { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ likedPostIds: [a.id] });
    const none = await call(t.app, 'GET', '/api/users/liked-posts', { token: await quickUser() });
    expect(none.json).toEqual({ likedPostIds: [] });
  });

  it('asks a visitor to log in', async () => {
    const res = await call(t.app, 'GET', '/api/users/liked-posts');
    expect(res.status).toBe(401);
  });
});
