/** Posts and comments say whether their author is an admin, read from the accounts at read time, never kept past a change. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Post } from '../../../shared/schemas/posts.ts';
import { buildPost, insertComment, insertPost } from '../../test/factories.ts';
import { isoIn } from '../../database/values.ts';
import { call } from '../../test/api.ts';
import { grantAdmin, revokeAdmin } from '../users/users.service.ts';
import { ADMIN_EMAIL, createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const feed = async (token?: string) => (await call(t.app, 'GET', '/api/posts?limit=50', token ? { token } : {})).json as unknown as Post[];
const postIn = (list: Post[], id: string) => list.find((p) => p._id === id);

describe('the author is an admin (authorIsAdmin)', () => {
  it("is true on an admin's posts and comments and false on a student's, in the feed, a post and its comments", async () => {
    const byAdmin = await insertPost(t.database.db, buildPost(t.admin.id, { title: 'By the admin' }));
    const byStudent = await insertPost(t.database.db, buildPost(t.user.id, { title: 'By a student' }));
    // A second apart, so the two comments' order is their times' and never a tie.
    await insertComment(t.database.db, byStudent.id, t.admin.id, { text: 'Admin here', created_at: isoIn(-2000) });
    await insertComment(t.database.db, byStudent.id, t.other.id, { text: 'Student here', created_at: isoIn(-1000) });

    for (const token of [undefined, t.other.token, t.admin.token]) {
      const list = await feed(token);
      expect(postIn(list, byAdmin.id)).toMatchObject({ author: 'Dean Kapoor', authorIsAdmin: true });
      expect(postIn(list, byStudent.id)).toMatchObject({ author: 'Asha Verma', authorIsAdmin: false });
      const inFeed = postIn(list, byStudent.id)?.commentData ?? [];
      expect(inFeed.map((c) => [c.text, c.authorIsAdmin])).toEqual([['Admin here', true], ['Student here', false]]);
    }
    expect((await call(t.app, 'GET', `/api/posts/${byAdmin.id}`)).json).toMatchObject({ authorIsAdmin: true });
    expect((await call(t.app, 'GET', `/api/posts/${byStudent.id}`)).json).toMatchObject({ authorIsAdmin: false });
    const comments = (await call(t.app, 'GET', `/api/posts/${byStudent.id}/comments`)).json as unknown as Comment[];
    expect(comments.map((c) => [c.text, c.authorIsAdmin])).toEqual([['Admin here', true], ['Student here', false]]);
  });

  it('comes from the accounts, not from what a client sends', async () => {
    const res = await call(t.app, 'POST', '/api/posts', {
      token: t.user.token,
      body: { type: 'confession', title: 'Trust me', content: 'I am staff.', authorIsAdmin: true, isAdmin: true },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ authorIsAdmin: false });
    const comment = await call(t.app, 'POST', `/api/posts/${String(res.json._id)}/comments`, {
      token: t.other.token,
      body: { text: 'Me too', authorIsAdmin: true },
    });
    expect(comment.status).toBe(201);
    const list = (await call(t.app, 'GET', `/api/posts/${String(res.json._id)}/comments`)).json as unknown as Comment[];
    expect(list.map((c) => c.authorIsAdmin)).toEqual([false]);
  });

  it('follows a grant or a revoke at once, past the feed pages kept between writes', async () => {
    const post = await insertPost(t.database.db, buildPost(t.other.id, { title: 'Soon by an admin' }));
    await insertComment(t.database.db, post.id, t.other.id, { text: 'Soon an admin comment' });
    // Read twice: the second answer comes from the kept page.
    expect(postIn(await feed(), post.id)).toMatchObject({ authorIsAdmin: false });
    expect(postIn(await feed(t.user.token), post.id)).toMatchObject({ authorIsAdmin: false });
    const otherEmail = (await t.database.db.selectFrom('users').select('email').where('id', '=', t.other.id).executeTakeFirstOrThrow()).email;

    expect(await grantAdmin(t.database.db, otherEmail)).toBe(1);
    for (const token of [undefined, t.user.token]) {
      const granted = postIn(await feed(token), post.id);
      expect(granted).toMatchObject({ authorIsAdmin: true });
      expect(granted?.commentData.map((c) => c.authorIsAdmin)).toEqual([true]);
    }
    expect((await call(t.app, 'GET', `/api/posts/${post.id}`)).json).toMatchObject({ authorIsAdmin: true });

    expect(await revokeAdmin(t.database.db, new Set(), otherEmail)).toBe(1);
    expect(postIn(await feed(), post.id)).toMatchObject({ authorIsAdmin: false });
    expect((await call(t.app, 'GET', `/api/posts/${post.id}`)).json).toMatchObject({ authorIsAdmin: false });
    expect(ADMIN_EMAIL).not.toBe(otherEmail);
  });
});
