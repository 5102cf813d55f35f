import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildPost, insertPost } from '../../test/factories.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

describe(`closing a post's comments (${dialectName})`, () => {
  let t: TestApp;
  let owner: QuickAccount;
  let other: QuickAccount;
  let admin: QuickAccount;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await quickAccount(t.database.db, { name: 'Post Owner' });
    other = await quickAccount(t.database.db, { name: 'Other Student' });
    admin = await quickAccount(t.database.db, { name: 'Campus Admin', is_admin: 1 });
  });
  afterAll(() => t.close());

  const comment = (postId: string, token: string, text: string) =>
    call(t.app, 'POST', `/api/posts/${postId}/comments`, { token, body: { text } });
  const close = (postId: string, token: string, closed: boolean) =>
    call(t.app, 'PUT', `/api/posts/${postId}/comments-closed`, { token, body: { closed } });

  it('refuses new comments once the owner closes them, keeps the old ones, and takes comments again when reopened', async () => {
    const postId = (await insertPost(t.database.db, buildPost(owner.id))).id;
    expect((await comment(postId, other.token, 'Before closing')).status).toBe(201);
    const before = (await call(t.app, 'GET', `/api/posts/${postId}`, { token: owner.token })).json;
    expect(before.commentsClosed).toBe(false);
    expect(before.canCloseComments).toBe(true);

    const res = await close(postId, owner.token, true);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ commentsClosed: true });
    const post = (await call(t.app, 'GET', `/api/posts/${postId}`, { token: other.token })).json;
    expect(post.commentsClosed).toBe(true);
    expect(post.canCloseComments).toBe(false);
    const feed = (await call(t.app, 'GET', '/api/posts')).json as unknown as { _id: string; commentsClosed: boolean }[];
    expect(feed.find((p) => p._id === postId)?.commentsClosed).toBe(true);

    for (const token of [other.token, owner.token]) {
      const refused = await comment(postId, token, 'After closing');
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: MESSAGES.commentsClosedRefusal });
    }
    const kept = (await call(t.app, 'GET', `/api/posts/${postId}/comments`)).json as unknown as { text: string }[];
    expect(kept.map((c) => c.text)).toEqual(['Before closing']);

    expect((await close(postId, owner.token, false)).json).toEqual({ commentsClosed: false });
    expect((await comment(postId, other.token, 'Open again')).status).toBe(201);
  });

  it('lets an admin close any post, and refuses anyone else', async () => {
    const postId = (await insertPost(t.database.db, buildPost(owner.id))).id;
    const refused = await close(postId, other.token, true);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: MESSAGES.cannotCloseComments });
    expect((await close(postId, admin.token, true)).status).toBe(200);
    expect((await comment(postId, other.token, 'Too late')).status).toBe(403);
  });
});
