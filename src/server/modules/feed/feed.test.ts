import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Post } from '../../../shared/schemas/posts.ts';
import { buildCulturalEvent, buildEvent, buildPost, insertComment, insertLike, insertPost, insertReport } from '../../test/factories.ts';
import type { PostsTable } from '../../database/schema.ts';
import { call } from '../../test/api.ts';
import { dialectName } from '../../test/test-app.ts';
import { createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const daysFromNow = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe(`posts: feed, single post and sidebars (${dialectName})`, () => {
  let t: PostsWorld;
  beforeAll(async () => {
    t = await createPostsWorld();
  });
  afterAll(() => t.close());
  // Each test starts from an empty feed (users stay).
  beforeEach(async () => {
    await t.database.db.deleteFrom('posts').execute();
  });

  const add = (row: PostsTable) => insertPost(t.database.db, row);
  const list = async (query = '', token?: string) => {
    const res = await call(t.app, 'GET', `/api/posts${query}`, token ? { token } : {});
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return { posts: res.json as unknown as Post[], link: res.headers.link as string | undefined };
  };
  const ids = (posts: Post[]) => posts.map((p) => p._id);

  describe('visibility', () => {
    let approved: PostsTable;
    let ownPending: PostsTable;
    let othersPending: PostsTable;
    let hidden: PostsTable;
    beforeEach(async () => {
      approved = await add(buildPost(t.user.id, { created_at: minutesAgo(4) }));
      ownPending = await add(buildEvent(t.user.id, { status: 'pending', created_at: minutesAgo(3) }));
      othersPending = await add(buildEvent(t.other.id, { status: 'pending', created_at: minutesAgo(2) }));
      hidden = await add(buildPost(t.user.id, { hidden: 1, created_at: minutesAgo(1) }));
    });

    it('shows visitors approved posts only', async () => {
      expect(ids((await list()).posts)).toEqual([approved.id]);
    });

    it('shows a user approved posts and their own pending ones, marked pending', async () => {
      const { posts } = await list('', t.user.token);
      expect(ids(posts)).toEqual([ownPending.id, approved.id]);
      expect(posts[0]!.status).toBe('pending');
      expect(ids((await list('', t.other.token)).posts)).toEqual([othersPending.id, approved.id]);
    });

    it('shows admins everything, pending and hidden included', async () => {
      expect(ids((await list('', t.admin.token)).posts)).toEqual([hidden.id, othersPending.id, ownPending.id, approved.id]);
    });

    it('applies the same rule by id: 404 for what the caller may not see', async () => {
      const get = (id: string, token?: string) => call(t.app, 'GET', `/api/posts/${id}`, token ? { token } : {});
      expect((await get(approved.id)).status).toBe(200);
      for (const [id, token] of [
        [ownPending.id, undefined],
        [ownPending.id, t.other.token],
        [hidden.id, undefined],
        [hidden.id, t.other.token],
        ['no-such-post', t.admin.token],
      ] as const) {
        const res = await get(id, token);
        expect(res.status).toBe(404);
        expect(res.json).toEqual({ message: MESSAGES.postNotFound });
      }
      expect((await get(ownPending.id, t.user.token)).json).toMatchObject({ _id: ownPending.id, status: 'pending' });
      expect((await get(othersPending.id, t.admin.token)).status).toBe(200);
      expect((await get(hidden.id, t.admin.token)).status).toBe(200);
      // Its author still sees a post that reports hid (decision 011), marked hidden; not in the feed.
      expect((await get(hidden.id, t.user.token)).json).toMatchObject({ _id: hidden.id, hidden: true });
      expect(ids((await list('', t.user.token)).posts)).not.toContain(hidden.id);
    });

    it('keeps pending and hidden posts out of every sidebar, even for admins', async () => {
      await t.database.db.updateTable('posts').set({ like_count: 10 }).where('id', 'in', [ownPending.id, hidden.id]).execute();
      const popular = await call(t.app, 'GET', '/api/posts/popular', { token: t.admin.token });
      expect(ids(popular.json as unknown as Post[])).toEqual([approved.id]);
    });
  });

  describe('paging', () => {
    let all: PostsTable[];
    beforeEach(async () => {
      all = [];
      for (let i = 0; i < 25; i += 1) {
        // Five pairs share a timestamp, so the id must break ties.
        const minute = i < 10 ? Math.floor(i / 2) : i;
        all.push(await add(buildPost(i % 3 === 0 ? t.other.id : t.user.id, { created_at: minutesAgo(100 - minute) })));
      }
    });
    const newestFirst = () =>
      [...all].sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1)).map((p) => p.id);

    async function walk(first: string, token?: string) {
      const pages: string[][] = [];
      let next: string | undefined = first;
      while (next) {
        const page = await list(next.replace('/api/posts', ''), token);
        pages.push(ids(page.posts));
        const match = page.link ? /^<([^>]+)>; rel="next"$/.exec(page.link) : null;
        if (page.link) expect(match).not.toBeNull();
        next = match?.[1];
        expect(pages.length).toBeLessThan(10);
      }
      return pages;
    }

    it('walks 25 posts newest first through the Link header, without duplicates or gaps', async () => {
      const pages = await walk('/api/posts?limit=10');
      expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
      expect(pages.flat()).toEqual(newestFirst());
    });

    it('defaults to 20 a page and announces no next page on the last one', async () => {
      const first = await list();
      expect(first.posts).toHaveLength(LIMITS.feedPageDefault);
      expect(first.link).toMatch(/^<\/api\/posts\?cursor=[A-Za-z0-9_-]+>; rel="next"$/);
      const exact = await list('?limit=25');
      expect(exact.posts).toHaveLength(25);
      expect(exact.link).toBeUndefined();
    });

    it('pages the same way when the viewer sees pending posts too (owner and admin)', async () => {
      const extra = [];
      for (let i = 0; i < 6; i += 1) {
        extra.push(await add(buildEvent(i % 2 ? t.user.id : t.other.id, { status: 'pending', created_at: minutesAgo(100 - i * 4 - 0.5) })));
      }
      const own = extra.filter((p) => p.user_id === t.user.id);
      all.push(...own);
      expect((await walk('/api/posts?limit=4', t.user.token)).flat()).toEqual(newestFirst());
      all.push(...extra.filter((p) => p.user_id !== t.user.id));
      expect((await walk('/api/posts?limit=7', t.admin.token)).flat()).toEqual(newestFirst());
    });

    it("keeps the caller's other query parameters in the next link", async () => {
      const page = await list('?type=confession&q=post&limit=3');
      const link = String(page.link);
      expect(link).toContain('type=confession');
      expect(link).toContain('q=post');
      expect(link).toContain('limit=3');
      expect(link).toMatch(/cursor=/);
    });

    it.each(['0', '101', '-1', '2.5', 'ten'])('refuses limit=%s with 400', async (limit) => {
      const res = await call(t.app, 'GET', `/api/posts?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'limit must be a number from 1 to 100.' });
    });

    it('accepts limit=100', async () => {
      expect((await list('?limit=100')).posts).toHaveLength(25);
    });

    it.each([
      ['not base64url', 'a+b/c='],
      ['not JSON', Buffer.from('hello').toString('base64url')],
      ['JSON without fields', Buffer.from('{"x":1}').toString('base64url')],
      ['a bad time', Buffer.from('{"t":"yesterday","id":"abc"}').toString('base64url')],
      ['an id that is no string', Buffer.from('{"t":"2026-01-01T00:00:00.000Z","id":5}').toString('base64url')],
    ])('refuses a cursor that is %s with 400', async (_name, cursor) => {
      const res = await call(t.app, 'GET', `/api/posts?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: MESSAGES.invalidCursor });
    });
  });

  describe('filters and search', () => {
    let confession: PostsTable;
    let event: PostsTable;
    let cultural: PostsTable;
    let news: PostsTable;
    beforeEach(async () => {
      confession = await add(buildPost(t.user.id, {
        title: 'Lost my OPEN MIC notes', content: 'Near the Library.', location: 'Student Centre', created_at: minutesAgo(4),
      }));
      event = await add(buildEvent(t.user.id, { title: 'Jam session', content: 'Bring guitars.', location: 'Student Centre', created_at: minutesAgo(3) }));
      cultural = await add(buildCulturalEvent(t.user.id, { title: 'Fest', content: '100% fun_times', location: 'Open Air Theatre', created_at: minutesAgo(2) }));
      news = await add(buildPost(t.admin.id, { type: 'news', title: 'Library hours', content: 'Open Mic in the library', created_at: minutesAgo(1) }));
    });

    it('filters by one type or a list of types', async () => {
      expect(ids((await list('?type=event')).posts)).toEqual([event.id]);
      expect(ids((await list('?type=confession,event')).posts)).toEqual([event.id, confession.id]);
      expect(ids((await list('?type=news,%20culturalEvent')).posts)).toEqual([news.id, cultural.id]);
      const bad = await call(t.app, 'GET', '/api/posts?type=event,party');
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({ message: "Unknown post type 'party'." });
    });

    it('searches title and content case-insensitively', async () => {
      expect(ids((await list('?q=open%20mic')).posts)).toEqual([news.id, confession.id]);
      expect(ids((await list('?q=LIBRARY')).posts)).toEqual([news.id, confession.id]);
      expect(ids((await list('?q=guitars')).posts)).toEqual([event.id]);
    });

    it('searches location only for events and cultural events', async () => {
      expect(ids((await list('?q=student%20centre')).posts)).toEqual([event.id]);
      expect(ids((await list('?q=air%20theatre')).posts)).toEqual([cultural.id]);
    });

    it('treats % and _ in the search as plain characters', async () => {
      expect(ids((await list('?q=%25')).posts)).toEqual([cultural.id]);
      expect(ids((await list('?q=_')).posts)).toEqual([cultural.id]);
      expect(ids((await list('?q=100%25%20f')).posts)).toEqual([cultural.id]);
    });

    it('combines search with type and refuses an overlong search', async () => {
      expect(ids((await list('?q=library&type=confession')).posts)).toEqual([confession.id]);
      const res = await call(t.app, 'GET', `/api/posts?q=${'x'.repeat(101)}`);
      expect(res.status).toBe(400);
    });
  });

  describe('one public page, finished for each viewer', () => {
    // The public part of a page is read once and shared (feed.service.ts, read once per data version): nothing of one viewer's
    // may reach another, whoever asks first, and a write shows at once.
    it("keeps each viewer's likes, reports, abilities and pending posts their own, whoever asks first", async () => {
      const mine = await add(buildPost(t.user.id, { created_at: minutesAgo(5) }));
      const theirs = await add(buildPost(t.other.id, { created_at: minutesAgo(4) }));
      const event = await add(buildEvent(t.user.id, { created_at: minutesAgo(3) }));
      const pending = await add(buildEvent(t.other.id, { status: 'pending', created_at: minutesAgo(2) }));
      await insertLike(t.database.db, theirs.id, t.user.id);
      await insertReport(t.database.db, mine.id, t.other.id);
      const flags = (posts: Post[]) =>
        Object.fromEntries(posts.map((p) => [p._id, [p.likedByMe, p.canEdit, p.canDelete, p.canReport, p.reportedByMe].map(Number).join('')]));
      for (const order of [['visitor', 'user', 'other'], ['other', 'user', 'visitor'], ['user', 'visitor', 'other']] as const) {
        for (const who of order) {
          const token = who === 'visitor' ? undefined : t[who].token;
          const { posts } = await list('', token);
          if (who === 'visitor') {
            expect(ids(posts)).toEqual([event.id, theirs.id, mine.id]);
            expect(flags(posts)).toEqual({ [event.id]: '00000', [theirs.id]: '00000', [mine.id]: '00000' });
          } else if (who === 'user') {
            expect(ids(posts)).toEqual([event.id, theirs.id, mine.id]);
            // liked theirs; owns the event (edit, delete) and the Consight (delete); may report theirs.
            expect(flags(posts)).toEqual({ [event.id]: '01100', [theirs.id]: '10010', [mine.id]: '00100' });
          } else {
            expect(ids(posts)).toEqual([pending.id, event.id, theirs.id, mine.id]);
            // owns the pending event and theirs; has reported mine, so it is not offered again and says so.
            expect(flags(posts)).toEqual({ [pending.id]: '01100', [event.id]: '00010', [theirs.id]: '00100', [mine.id]: '00001' });
          }
        }
      }
    });

    it('shows a write at once: a like, a new post and a deletion', async () => {
      const first = await add(buildPost(t.other.id, { created_at: minutesAgo(5) }));
      expect((await list('', t.user.token)).posts[0]).toMatchObject({ _id: first.id, likes: 0, likedByMe: false });
      expect((await call(t.app, 'PUT', `/api/posts/${first.id}/like`, { token: t.user.token })).status).toBe(200);
      expect((await list('', t.user.token)).posts[0]).toMatchObject({ _id: first.id, likes: 1, likedByMe: true });
      expect((await list('', t.other.token)).posts[0]).toMatchObject({ _id: first.id, likes: 1, likedByMe: false });
      const created = await call(t.app, 'POST', '/api/posts', { token: t.other.token, body: { type: 'confession', title: 'Fresh', content: 'Just now' } });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const fresh = (created.json as unknown as Post)._id;
      expect(ids((await list('', t.user.token)).posts)).toEqual([fresh, first.id]);
      expect((await call(t.app, 'DELETE', `/api/posts/${fresh}`, { token: t.other.token })).status).toBe(200);
      expect(ids((await list('', t.user.token)).posts)).toEqual([first.id]);
    });

    // A student's marks are kept between their own writes (decision 018): other people's writes keep them,
    // and anything that may change them, declared or not, shows at once.
    it("keeps a student's marks through other people's writes, and shows every change to them at once", async () => {
      const first = await add(buildPost(t.other.id, { created_at: minutesAgo(5) }));
      const second = await add(buildPost(t.admin.id, { created_at: minutesAgo(4) }));
      const mine = (posts: Post[]) => Object.fromEntries(posts.map((p) => [p._id, [p.likedByMe, p.canReport, p.reportedByMe].map(Number).join('')]));
      expect(mine((await list('', t.user.token)).posts)).toEqual({ [first.id]: '010', [second.id]: '010' });
      // Someone else's like, comment and report: counts move, the student's marks do not.
      expect((await call(t.app, 'PUT', `/api/posts/${first.id}/like`, { token: t.other.token })).status).toBe(200);
      expect((await call(t.app, 'POST', `/api/posts/${first.id}/comments`, { token: t.other.token, body: { text: 'Mine' } })).status).toBe(201);
      const after = (await list('', t.user.token)).posts;
      expect(after.find((p) => p._id === first.id)).toMatchObject({ likes: 1, commentCount: 1, likedByMe: false, canReport: true });
      // The student's own like and report, through the API.
      expect((await call(t.app, 'PUT', `/api/posts/${second.id}/like`, { token: t.user.token })).status).toBe(200);
      expect((await call(t.app, 'POST', `/api/posts/${first.id}/report`, { token: t.user.token, body: { reason: 'Spam' } })).status).toBe(201);
      expect(mine((await list('', t.user.token)).posts)).toEqual({ [first.id]: '001', [second.id]: '110' });
      // Another student's view of the post the student reported is their own.
      expect((await list('', t.other.token)).posts.find((p) => p._id === first.id)).toMatchObject({ reportedByMe: false });
      // A like written around the services (no declaration) counts as changing everyone's marks.
      await insertLike(t.database.db, first.id, t.user.id);
      expect(mine((await list('', t.user.token)).posts)).toEqual({ [first.id]: '101', [second.id]: '110' });
      // An admin approving the student's event: it leaves their pending list and joins the public page.
      const event = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: eventInput() });
      expect(event.status, JSON.stringify(event.json)).toBe(201);
      const eventId = (event.json as unknown as Post)._id;
      expect((await list('', t.user.token)).posts[0]).toMatchObject({ _id: eventId, status: 'pending' });
      expect((await call(t.app, 'PUT', `/api/posts/approve-event/${eventId}?version=1`, { token: t.admin.token })).status).toBe(200);
      expect((await list('', t.user.token)).posts[0]).toMatchObject({ _id: eventId, status: 'approved' });
    });
  });

  describe('what each post carries', () => {
    it('has the newest three comments, oldest first, with their authors; and the comment count', async () => {
      const post = await add(buildPost(t.user.id));
      const comments = [];
      for (let i = 0; i < 5; i += 1) {
        comments.push(await insertComment(t.database.db, post.id, i % 2 ? t.user.id : t.other.id, { created_at: minutesAgo(10 - i), text: `c${i}` }));
      }
      const quiet = await add(buildPost(t.user.id, { created_at: minutesAgo(30) }));
      const { posts } = await list();
      const [shown, empty] = posts;
      expect(shown!.commentCount).toBe(5);
      expect(shown!.commentData.map((c) => c.text)).toEqual(['c2', 'c3', 'c4']);
      expect(shown!.commentData[0]).toEqual({
        _id: comments[2]!.id, author: 'Rahul Nair', authorId: t.other.id, authorAvatar: null, authorIsAdmin: false, text: 'c2', timestamp: comments[2]!.created_at,
        anonymous: false, authorHue: null,
      });
      expect(empty!._id).toBe(quiet.id);
      expect(empty!.commentData).toEqual([]);
      expect(empty!.commentCount).toBe(0);
    });

    it("shows the author's current name and avatar on posts and comments", async () => {
      const post = await add(buildPost(t.other.id));
      await insertComment(t.database.db, post.id, t.other.id);
      await t.database.db.updateTable('users').set({ name: 'Rahul N.', avatar: 'https://img.example.org/r.png' }).where('id', '=', t.other.id).execute();
      const shown = (await call(t.app, 'GET', `/api/posts/${post.id}`)).json as unknown as Post;
      expect(shown).toMatchObject({ author: 'Rahul N.', authorAvatar: 'https://img.example.org/r.png' });
      expect(shown.commentData[0]).toMatchObject({ author: 'Rahul N.', authorAvatar: 'https://img.example.org/r.png' });
      await t.database.db.updateTable('users').set({ name: 'Rahul Nair', avatar: null }).where('id', '=', t.other.id).execute();
    });

    it('tells each viewer whether they liked it, and the like count', async () => {
      const post = await add(buildPost(t.other.id));
      await insertLike(t.database.db, post.id, t.user.id);
      await insertLike(t.database.db, post.id, t.admin.id);
      const likedBy = async (token?: string) => (await list('', token)).posts[0]!;
      expect(await likedBy(t.user.token)).toMatchObject({ likes: 2, likedByMe: true });
      expect(await likedBy(t.other.token)).toMatchObject({ likes: 2, likedByMe: false });
      expect(await likedBy()).toMatchObject({ likes: 2, likedByMe: false });
    });

    it.each([
      ['a visitor', null, 'confession', { canEdit: false, canDelete: false, canReport: false }],
      ['the owner of a Consight', 'user', 'confession', { canEdit: false, canDelete: true, canReport: false }],
      ['the owner of an event', 'user', 'event', { canEdit: true, canDelete: true, canReport: false }],
      ['another user', 'other', 'event', { canEdit: false, canDelete: false, canReport: true }],
      ['an admin', 'admin', 'confession', { canEdit: true, canDelete: true, canReport: false }],
    ] as const)('gives %s the right abilities', async (_name, who, type, abilities) => {
      const row = type === 'event' ? buildEvent(t.user.id) : buildPost(t.user.id);
      await add(row);
      const token = who ? t[who].token : undefined;
      expect((await list('', token)).posts[0]).toMatchObject(abilities);
      expect((await call(t.app, 'GET', `/api/posts/${row.id}`, token ? { token } : {})).json).toMatchObject(abilities);
    });
  });

  describe('sidebars', () => {
    it('popular: the top 3 approved posts by likes, newest first on ties', async () => {
      const a = await add(buildPost(t.user.id, { like_count: 5, created_at: minutesAgo(9) }));
      const b = await add(buildEvent(t.user.id, { like_count: 9, created_at: minutesAgo(8) }));
      const c = await add(buildPost(t.user.id, { like_count: 5, created_at: minutesAgo(7) }));
      await add(buildPost(t.user.id, { like_count: 1, created_at: minutesAgo(6) }));
      await add(buildEvent(t.user.id, { status: 'pending', like_count: 50 }));
      const res = await call(t.app, 'GET', '/api/posts/popular');
      expect(res.status).toBe(200);
      expect(ids(res.json as unknown as Post[])).toEqual([b.id, c.id, a.id]);
    });

    it('recent Consights: the 3 newest approved confessions', async () => {
      const made = [];
      for (let i = 0; i < 4; i += 1) made.push(await add(buildPost(t.user.id, { created_at: minutesAgo(10 - i) })));
      await add(buildEvent(t.user.id, { created_at: minutesAgo(1) }));
      await add(buildPost(t.user.id, { hidden: 1, created_at: minutesAgo(0) }));
      const res = await call(t.app, 'GET', '/api/posts/recent-consights');
      expect(ids(res.json as unknown as Post[])).toEqual([made[3]!.id, made[2]!.id, made[1]!.id]);
    });

    it('upcoming events: up to 3 approved events in the future, soonest first, without the excluded one', async () => {
      const soon = await add(buildEvent(t.user.id, { event_start_date: daysFromNow(1) }));
      const later = await add(buildEvent(t.user.id, { event_start_date: daysFromNow(3) }));
      const latest = await add(buildEvent(t.user.id, { event_start_date: daysFromNow(5) }));
      const last = await add(buildEvent(t.user.id, { event_start_date: daysFromNow(9) }));
      await add(buildEvent(t.user.id, { event_start_date: daysFromNow(-1) }));
      await add(buildEvent(t.user.id, { status: 'pending', event_start_date: daysFromNow(2) }));
      await add(buildCulturalEvent(t.user.id, { event_start_date: daysFromNow(2) }));
      const res = await call(t.app, 'GET', '/api/posts/upcoming-events');
      expect(ids(res.json as unknown as Post[])).toEqual([soon.id, later.id, latest.id]);
      const without = await call(t.app, 'GET', `/api/posts/upcoming-events?exclude=${later.id}`);
      expect(ids(without.json as unknown as Post[])).toEqual([soon.id, latest.id, last.id]);
    });

    it('news highlights: the 2 newest approved news', async () => {
      const news = [];
      for (let i = 0; i < 3; i += 1) news.push(await add(buildPost(t.admin.id, { type: 'news', created_at: minutesAgo(10 - i) })));
      await add(buildPost(t.user.id, { created_at: minutesAgo(0) }));
      const res = await call(t.app, 'GET', '/api/posts/news-highlights', { token: t.user.token });
      expect(res.status).toBe(200);
      expect(ids(res.json as unknown as Post[])).toEqual([news[2]!.id, news[1]!.id]);
      expect((res.json as unknown as Post[])[0]).toMatchObject({ type: 'news', canReport: true, likedByMe: false });
    });
  });
});
