/**
 * A student's marks are kept between their own writes (decision 018). Every write through the API to a table
 * behind them declares whose marks it changes: that student sees the change at once, and everyone else's kept
 * marks stay. A flag read from a new table fails here until its writes are driven (and declared) below.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Post } from '../../../shared/schemas/posts.ts';
import { MARK_TABLES } from '../../cache/viewer-marks.ts';
import { buildPost, insertPost } from '../../test/factories.ts';
import { call } from '../../test/api.ts';
import { dialectName } from '../../test/test-app.ts';
import { createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe(`posts: every write behind a student's marks declares them (${dialectName})`, () => {
  let t: PostsWorld;
  let postId: string;
  beforeAll(async () => {
    t = await createPostsWorld();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('posts').execute();
    postId = (await insertPost(t.database.db, buildPost(t.admin.id, { created_at: minutesAgo(5) }))).id;
  });

  const feed = async (token: string) => {
    const res = await call(t.app, 'GET', '/api/posts', { token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json as unknown as Post[];
  };
  const ok = async (method: 'PUT' | 'POST', url: string, body?: Record<string, unknown>) => {
    const res = await call(t.app, method, url, { token: t.user.token, ...(body ? { body } : {}) });
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
    return res.json as unknown as Post;
  };

  /** Each write a student makes to a table behind their marks, and what their next feed page shows for it. */
  const writes: { table: string; name: string; before?: () => Promise<unknown>; write: () => Promise<unknown>; shows: (posts: Post[]) => void }[] = [
    {
      table: 'likes',
      name: 'a like',
      write: () => ok('PUT', `/api/posts/${postId}/like`),
      shows: (posts) => expect(posts.find((p) => p._id === postId)).toMatchObject({ likedByMe: true }),
    },
    {
      table: 'likes',
      name: 'a like taken back',
      before: () => ok('PUT', `/api/posts/${postId}/like`),
      write: () => ok('PUT', `/api/posts/${postId}/unlike`),
      shows: (posts) => expect(posts.find((p) => p._id === postId)).toMatchObject({ likedByMe: false }),
    },
    {
      table: 'reports',
      name: 'a report',
      write: () => ok('POST', `/api/posts/${postId}/report`, { reason: 'Spam' }),
      shows: (posts) => expect(posts.find((p) => p._id === postId)).toMatchObject({ reportedByMe: true, canReport: false }),
    },
    {
      table: 'posts',
      name: 'a new event waiting for an admin',
      write: () => ok('POST', '/api/posts', eventInput()),
      shows: (posts) => expect(posts[0]).toMatchObject({ userId: t.user.id, status: 'pending' }),
    },
  ];

  it('drives a write to every table the marks are read from', () => {
    expect(new Set(writes.map((w) => w.table))).toEqual(new Set(MARK_TABLES));
  });

  for (const w of writes) {
    it(`shows ${w.name} to its author at once, and keeps everyone else's marks`, async () => {
      await w.before?.();
      // Both students' marks are read and kept.
      await feed(t.user.token);
      await feed(t.other.token);
      const marks = t.database.version.marks;
      const stamp = marks.now;
      await w.write();
      // The write declared the student: their stamp moved, no one else's did.
      expect(marks.holds(t.user.id, stamp)).toBe(false);
      expect(marks.holds(t.other.id, stamp)).toBe(true);
      w.shows(await feed(t.user.token));
    });
  }
});
