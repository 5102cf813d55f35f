/**
 * GET /api/stream on a real port: what each listener hears, in order, and nothing they may not see; a
 * reconnecting client resumes after its Last-Event-ID; a session that ends ends its stream; a client that
 * does not read is dropped, not queued.
 */
import { get } from 'node:http';
import { Writable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { STREAM } from '../../../shared/schemas/stream.ts';
import { call, signUp } from '../../test/api.ts';
import { makeClub } from '../../test/club-news-world.ts';
import { openStream, type StreamClient } from '../../test/event-stream.ts';
import { confessionInput, createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';
import { dialectName } from '../../test/test-app.ts';
import { grantAdmin, revokeAdmin } from '../users/users.service.ts';
import { STREAMS_PER_ACCOUNT, STREAMS_PER_ADDRESS, listenerCap } from './stream.routes.ts';
import { MAX_BUFFERED_BYTES, StreamHub, addressKey } from './stream.service.ts';

describe(`the live stream (${dialectName})`, () => {
  let t: PostsWorld;
  let base: string;
  const open: StreamClient[] = [];
  const listen = async (options: { token?: string; lastEventId?: string; posts?: string[] } = {}) => {
    const client = await openStream(base, options);
    open.push(client);
    return client;
  };
  const ok = async (method: 'POST' | 'PUT', url: string, token: string, body?: unknown) => {
    const res = await call(t.app, method, url, { token, ...(body !== undefined ? { body } : {}) });
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
    return res.json;
  };
  const confessionBy = async (token: string) => (await ok('POST', '/api/posts', token, confessionInput())) as { _id: string };

  beforeAll(async () => {
    t = await createPostsWorld();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  it('answers an event stream that nothing compresses or keeps', async () => {
    const visitor = await listen();
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(visitor.headers.get('cache-control')).toContain('no-store');
    expect(visitor.headers.get('content-encoding')).toBeNull();
  });

  it("tells everyone a post's new like count, and the liker that it is theirs", async () => {
    const post = await confessionBy(t.other.token);
    const visitor = await listen();
    const liker = await listen({ token: t.user.token });
    await ok('PUT', `/api/posts/${post._id}/like`, t.user.token);
    const seen = await visitor.next((e) => e.event === 'likes' && e.data.postId === post._id);
    expect(seen.data).toEqual({ postId: post._id, likes: 1 });
    const own = await liker.next((e) => e.event === 'likes' && e.data.postId === post._id);
    expect(own.data).toEqual({ postId: post._id, likes: 1, mine: true });
  });

  it("tells everyone that a club's people changed, without a reset", async () => {
    // Made straight in the database, the club's rows name no change: a reset may come for them (on PostgreSQL after
    // the listeners open), before anything the follow causes.
    const { slug } = await makeClub(t.database.db);
    const post = await confessionBy(t.other.token);
    const visitor = await listen();
    const student = await listen({ token: t.other.token });
    await ok('PUT', `/api/clubs/${slug}/follow`, t.user.token);
    await ok('PUT', `/api/posts/${post._id}/like`, t.user.token);
    const club = await visitor.next((e) => e.event === 'clubs');
    expect(club.data).toEqual({ page: false });
    await student.next((e) => e.event === 'clubs');
    // Changes come in the order they were committed: from the follow to the like after it, no reset.
    await visitor.next((e) => e.event === 'likes' && e.data.postId === post._id);
    const since = visitor.events.slice(visitor.events.indexOf(club));
    expect(since.map((e) => e.event)).not.toContain('reset');
  });

  it("tells a comment's count to everyone and the notification to the post's author only", async () => {
    const post = await confessionBy(t.other.token);
    const author = await listen({ token: t.other.token });
    const commenter = await listen({ token: t.user.token });
    const visitor = await listen();
    await ok('POST', `/api/posts/${post._id}/comments`, t.user.token, { text: 'Count me in' });
    expect((await visitor.next((e) => e.event === 'comments' && e.data.postId === post._id)).data).toEqual({ postId: post._id, comments: 1 });
    await author.next((e) => e.event === 'notifications');
    await commenter.next((e) => e.event === 'comments' && e.data.postId === post._id);
    expect(commenter.events.some((e) => e.event === 'notifications')).toBe(false);
    expect(visitor.events.some((e) => e.event === 'notifications')).toBe(false);
  });

  it('tells a pending event only to its author and the admins, and its approval to everyone', async () => {
    const author = await listen({ token: t.user.token });
    const admin = await listen({ token: t.admin.token });
    const other = await listen({ token: t.other.token });
    const visitor = await listen();
    const event = (await ok('POST', '/api/posts', t.user.token, eventInput())) as { _id: string; version: number };
    const created = (e: { event: string; data: Record<string, unknown> }) => e.event === 'post' && e.data.postId === event._id && e.data.action === 'created';
    expect((await author.next(created)).data).toMatchObject({ postType: 'event', visible: false });
    await admin.next(created);
    await ok('PUT', `/api/posts/approve-event/${event._id}?version=${event.version}`, t.admin.token);
    const approved = (e: { event: string; data: Record<string, unknown> }) => e.event === 'post' && e.data.postId === event._id && e.data.action === 'status';
    expect((await visitor.next(approved)).data).toMatchObject({ visible: true });
    await other.next(approved);
    // Events arrive in order: whoever heard the approval and not the creation never heard of the pending event.
    expect(visitor.events.some(created)).toBe(false);
    expect(other.events.some(created)).toBe(false);
  });

  it("names a pending event's edits, removal and rejection only to those who may read it, and its approval to everyone", async () => {
    const author = await listen({ token: t.user.token });
    const admin = await listen({ token: t.admin.token });
    const other = await listen({ token: t.other.token });
    const visitor = await listen();
    const about = (id: string, action: string) => (e: { event: string; data: Record<string, unknown> }) =>
      e.event === 'post' && e.data.postId === id && e.data.action === action;
    const edited = (await ok('POST', '/api/posts', t.user.token, eventInput())) as { _id: string };
    const edit = (await ok('PUT', `/api/posts/${edited._id}`, t.user.token, eventInput({ title: 'Open Mic Night, moved' }))) as { version: number };
    const deleted = (await ok('POST', '/api/posts', t.user.token, eventInput())) as { _id: string };
    expect((await call(t.app, 'DELETE', `/api/posts/${deleted._id}`, { token: t.user.token })).status).toBeLessThan(300);
    const rejected = (await ok('POST', '/api/posts', t.user.token, eventInput())) as { _id: string; version: number };
    const rejection = await call(t.app, 'DELETE', `/api/posts/reject-event/${rejected._id}?version=${rejected.version}`, { token: t.admin.token });
    expect(rejection.status).toBeLessThan(300);
    for (const stream of [author, admin]) {
      await stream.next(about(edited._id, 'created'));
      await stream.next(about(edited._id, 'updated'));
      await stream.next(about(deleted._id, 'removed'));
      await stream.next(about(rejected._id, 'removed'));
    }
    // What the visitor and the other student may read: 404 for each, and not a word on the stream.
    expect((await call(t.app, 'GET', `/api/posts/${edited._id}`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/posts/${edited._id}`, { token: t.other.token })).status).toBe(404);
    await ok('PUT', `/api/posts/approve-event/${edited._id}?version=${edit.version}`, t.admin.token);
    for (const stream of [author, admin, other, visitor]) {
      expect((await stream.next(about(edited._id, 'status'))).data).toMatchObject({ visible: true });
    }
    // Events arrive in order: what came before the approval has been heard, or never will be.
    const pending = [edited._id, deleted._id, rejected._id];
    for (const stream of [other, visitor]) {
      expect(stream.events.filter((e) => e.event === 'post' && pending.includes(e.data.postId as string) && e.data.action !== 'status')).toEqual([]);
    }
    // A post everyone could read is named to everyone when it goes, so it leaves their feeds.
    const live = await confessionBy(t.user.token);
    expect((await call(t.app, 'DELETE', `/api/posts/${live._id}`, { token: t.user.token })).status).toBeLessThan(300);
    for (const stream of [author, admin, other, visitor]) {
      expect((await stream.next(about(live._id, 'removed'))).data).toMatchObject({ visible: false });
    }
  });

  it('resumes after the Last-Event-ID a client reconnects with, or tells it to reset', async () => {
    const post = await confessionBy(t.other.token);
    const first = await listen();
    await ok('PUT', `/api/posts/${post._id}/like`, t.user.token);
    const seen = await first.next((e) => e.event === 'likes' && e.data.postId === post._id);
    first.close();
    await ok('PUT', `/api/posts/${post._id}/unlike`, t.user.token);
    const again = await listen({ lastEventId: seen.id });
    expect((await again.next((e) => e.event === 'likes')).data).toEqual({ postId: post._id, likes: 0 });
    const lost = await listen({ lastEventId: 'gone.1' });
    await lost.next((e) => e.event === 'reset');
  });

  it('stops telling admin matters to an admin revoked by another process', async () => {
    const dean = await signUp(t.app);
    await grantAdmin(t.database.db, dean.email);
    const stream = await listen({ token: dean.token });
    const post = await confessionBy(t.other.token);
    await ok('POST', `/api/posts/${post._id}/report`, t.user.token, { reason: 'Spam' });
    await stream.next((e) => e.event === 'reports');
    // `npm run admin -- revoke` is another connection to the database.
    const elsewhere = t.database.openAnother();
    await revokeAdmin(elsewhere.db, new Set(), dean.email);
    await elsewhere.close();
    t.database.noticeOtherWriters(true);
    await stream.next((e) => e.event === 'reset');
    const next = await confessionBy(t.other.token);
    await ok('POST', `/api/posts/${next._id}/report`, t.user.token, { reason: 'Spam' });
    await ok('PUT', `/api/posts/${next._id}/like`, t.user.token);
    await stream.next((e) => e.event === 'likes' && e.data.postId === next._id);
    expect(stream.events.filter((e) => e.event === 'reports')).toHaveLength(1);
  });

  it('tells a moderator what changes in the queues they handle, and a student nothing of them', async () => {
    const mod = await signUp(t.app);
    const { _id: modId } = (await call(t.app, 'GET', '/api/auth/me', { token: mod.token })).json as { _id: string };
    await ok('PUT', `/api/admin/people/${modId}/role`, t.admin.token, { role: 'moderator' });
    const moderator = await listen({ token: mod.token });
    const student = await listen({ token: t.other.token });
    const post = await confessionBy(t.other.token);
    await ok('POST', `/api/posts/${post._id}/report`, t.user.token, { reason: 'Spam' });
    await moderator.next((e) => e.event === 'reports');
    const event = (await ok('POST', '/api/posts', t.user.token, eventInput())) as { _id: string };
    await moderator.next((e) => e.event === 'post' && e.data.postId === event._id);
    await ok('PUT', `/api/posts/${post._id}/like`, t.user.token);
    await student.next((e) => e.event === 'likes' && e.data.postId === post._id);
    expect(student.events.some((e) => e.event === 'reports')).toBe(false);
  });

  it('takes any Last-Event-ID and any bearer token without failing: unknown ids reset, bad tokens listen as visitors', async () => {
    for (const lastEventId of ['', '0', 'x'.repeat(65), '\u{1F600}', "'; DROP TABLE posts; --", '../..', 'a.b.c.999999999999']) {
      const res = await fetch(`${base}/api/stream`, { headers: { 'last-event-id': encodeURIComponent(lastEventId) } });
      expect(res.status, lastEventId).toBe(200);
      await res.body?.cancel();
    }
    for (const authorization of ['Bearer ', 'Bearer null', `Bearer ${'a'.repeat(500)}`, 'Basic YTpi']) {
      const res = await fetch(`${base}/api/stream`, { headers: { authorization } });
      expect(res.status, authorization).toBe(200);
      await res.body?.cancel();
    }
  });

  it('ends the stream of a session that logs out', async () => {
    const { token } = await signUp(t.app);
    const stream = await listen({ token });
    await ok('POST', '/api/auth/logout', token);
    await expect(Promise.race([stream.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 2_000))])).resolves.toBe('ended');
  });

  it('tells a client that named the posts it shows only their counts, and everything else as before', async () => {
    const shown = await confessionBy(t.other.token);
    const elsewhere = await confessionBy(t.other.token);
    const page = await listen({ posts: [shown._id, 'not-a-post'] });
    await ok('PUT', `/api/posts/${elsewhere._id}/like`, t.user.token);
    await ok('POST', `/api/posts/${elsewhere._id}/comments`, t.user.token, { text: 'Not on your screen' });
    await ok('PUT', `/api/posts/${shown._id}/like`, t.user.token);
    await ok('POST', `/api/posts/${shown._id}/comments`, t.user.token, { text: 'On your screen' });
    const fresh = await confessionBy(t.other.token);
    await page.next((e) => e.event === 'post' && e.data.postId === fresh._id);
    const counts = page.events.filter((e) => e.event === 'likes' || e.event === 'comments');
    expect(counts.map((e) => [e.event, e.data])).toEqual([
      ['likes', { postId: shown._id, likes: 1 }],
      ['comments', { postId: shown._id, comments: 1 }],
    ]);
  });

  it('resumes from where it stood when it opened, for the posts it shows next, though it had heard nothing', async () => {
    const before = await confessionBy(t.other.token);
    const next = await confessionBy(t.other.token);
    const first = await listen({ posts: [before._id] });
    await expect.poll(() => first.lastId).not.toBe('');
    first.close();
    await ok('PUT', `/api/posts/${next._id}/like`, t.user.token);
    const again = await listen({ posts: [next._id], lastEventId: first.lastId });
    const seen = await again.next((e) => e.event === 'likes');
    expect(seen.data).toEqual({ postId: next._id, likes: 1 });
    expect(again.events.some((e) => e.event === 'reset')).toBe(false);
  });

  it('tells nobody anything, and keeps what is kept, for a write that changed nothing (a like twice, an unlike of no like)', async () => {
    const post = await confessionBy(t.other.token);
    const visitor = await listen();
    await ok('PUT', `/api/posts/${post._id}/like`, t.user.token);
    await visitor.next((e) => e.event === 'likes' && e.data.postId === post._id);
    await call(t.app, 'GET', '/api/posts');
    expect((await call(t.app, 'GET', '/api/posts')).headers['x-quad-cache']).toBe('hit');
    await ok('PUT', `/api/posts/${post._id}/like`, t.user.token);
    await ok('PUT', `/api/posts/${post._id}/unlike`, t.other.token);
    const marker = await confessionBy(t.other.token);
    await visitor.next((e) => e.event === 'post' && e.data.postId === marker._id);
    expect(visitor.events.filter((e) => e.event === 'reset')).toEqual([]);
    expect(visitor.events.filter((e) => e.event === 'likes')).toHaveLength(1);
  });

  it('refuses a list of posts it cannot follow, saying why', async () => {
    for (const posts of ['a,,b', Array.from({ length: 101 }, (_, i) => `p${i}`).join(','), 'x'.repeat(65), 'a b']) {
      const res = await call(t.app, 'GET', `/api/stream?posts=${encodeURIComponent(posts)}`);
      expect(res.status).toBe(400);
      expect((res.json as { message: string }).message).toBe(MESSAGES.streamPosts);
    }
  });

  /** GET /api/stream from the loopback address `from` (all of 127/8 is this machine), as its first bytes show it. */
  const streamFrom = (from: string, token?: string) =>
    new Promise<{ status: number; retryAfter: string | undefined; text: () => string; close: () => void }>((resolve, reject) => {
      const url = new URL(base);
      const req = get(
        {
          host: url.hostname,
          port: url.port,
          path: '/api/stream',
          localAddress: from,
          agent: false,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('error', () => undefined);
          const close = () => req.destroy();
          closers.push(close);
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], text: () => text, close });
        },
      );
      req.on('error', reject);
    });
  const closers: Array<() => void> = [];
  afterAll(() => closers.forEach((close) => close()));

  it('keeps the streams of one account to its share, and tells the one past it to come back later', async () => {
    const student = await signUp(t.app);
    const kept = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT; i += 1) kept.push(await streamFrom('127.0.0.1', student.token));
    expect(kept.map((stream) => stream.status)).toEqual(kept.map(() => 200));
    const over = await streamFrom('127.0.0.1', student.token);
    expect(over.status).toBe(429);
    expect(over.retryAfter).toMatch(/^\d+$/);
    await expect.poll(() => over.text()).toContain('"message"');
    expect(JSON.parse(over.text())).toEqual({ message: MESSAGES.tooManyStreamsForAccount });
    // Another account, and a visitor at the same address, are not counted with it.
    expect((await streamFrom('127.0.0.1', t.other.token)).status).toBe(200);
    expect((await streamFrom('127.0.0.1')).status).toBe(200);
    // A tab closed gives its place back.
    kept[0]!.close();
    await expect.poll(async () => {
      const again = await streamFrom('127.0.0.1', student.token);
      if (again.status !== 200) again.close();
      return again.status;
    }).toBe(200);
  });

  it("keeps the visitors' streams of one address to a generous share, and counts no signed-in student by address", async () => {
    const address = '127.0.0.77';
    const kept = [];
    for (let i = 0; i < STREAMS_PER_ADDRESS; i += 25) {
      const batch = Math.min(25, STREAMS_PER_ADDRESS - i);
      kept.push(...(await Promise.all(Array.from({ length: batch }, () => streamFrom(address)))));
    }
    expect(kept.filter((stream) => stream.status === 200)).toHaveLength(STREAMS_PER_ADDRESS);
    const over = await streamFrom(address);
    expect(over.status).toBe(429);
    expect(over.retryAfter).toMatch(/^\d+$/);
    await expect.poll(() => over.text()).toContain('"message"');
    expect(JSON.parse(over.text())).toEqual({ message: MESSAGES.tooManyStreamsFromAddress });
    // Students signed in behind the same address, and visitors at another, still listen.
    expect((await streamFrom(address, t.user.token)).status).toBe(200);
    expect((await streamFrom('127.0.0.78')).status).toBe(200);
    for (const stream of kept) stream.close();
    await expect.poll(async () => {
      const again = await streamFrom(address);
      again.close();
      return again.status;
    }).toBe(200);
  });
});

describe('a quiet stream', () => {
  it('opens with the reconnection delay and sends a heartbeat comment at each beat', async () => {
    const { createTestDatabase } = await import('../../test/test-app.ts');
    const database = await createTestDatabase();
    const ctx = { db: database.db, changes: database.changes, dataVersion: database.version, config: {} as never };
    const hub = new StreamHub(ctx, async () => null, { maxListeners: 10, heartbeatMs: 20 });
    let text = '';
    const socket = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    hub.open(socket as unknown as ServerResponse, null, null, null);
    await expect.poll(() => text.split(': heartbeat\n\n').length - 1, { timeout: 2_000, interval: 10 }).toBeGreaterThanOrEqual(2);
    expect(text.startsWith(`retry: ${STREAM.retryMs}\n\n`)).toBe(true);
    hub.closeAll();
    await database.drop();
  });
});

describe('a listener that does not read', () => {
  it('is dropped once its unsent bytes pass the bound, and the others still hear', async () => {
    const { createTestDatabase } = await import('../../test/test-app.ts');
    const { committing, changed } = await import('../../changes/committing.ts');
    const database = await createTestDatabase();
    const ctx = { db: database.db, changes: database.changes, dataVersion: database.version, config: {} as never };
    const hub = new StreamHub(ctx, async () => null, { maxListeners: 10 });
    // A socket that never takes a byte, and one that takes each at once.
    const stalled = new Writable({ highWaterMark: 1024, write: () => undefined });
    let received = 0;
    const reading = new Writable({
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done();
      },
    });
    hub.open(stalled as unknown as ServerResponse, null, null, null);
    hub.open(reading as unknown as ServerResponse, null, null, null);
    for (let i = 0; i < 2 * (MAX_BUFFERED_BYTES / 60); i += 1) {
      await committing(ctx, async (trx) => changed(trx, { type: 'comment', postId: `p${i}`, authorId: 'a', visibility: 'public', comments: i }));
    }
    expect(stalled.destroyed).toBe(true);
    expect(hub.size).toBe(1);
    expect(received).toBeGreaterThan(MAX_BUFFERED_BYTES);
    hub.closeAll();
    await database.drop();
  });
});

describe('a busy moment', () => {
  it("carries each post's latest count once, to the listeners showing it, and each liker's own like", async () => {
    const { createTestDatabase } = await import('../../test/test-app.ts');
    const { committing, changed } = await import('../../changes/committing.ts');
    const database = await createTestDatabase();
    const ctx = { db: database.db, changes: database.changes, dataVersion: database.version, config: {} as never };
    const liker = { id: 'liker', isAdmin: false } as never;
    const hub = new StreamHub(ctx, async () => null, { maxListeners: 10 });
    const sink = () => {
      const received = { text: '' };
      const socket = new Writable({
        write(chunk: Buffer, _encoding, done) {
          received.text += chunk.toString();
          done();
        },
      });
      return { socket: socket as unknown as ServerResponse, received };
    };
    const everyPost = sink();
    const showsA = sink();
    const showsB = sink();
    const likersTab = sink();
    hub.open(everyPost.socket, null, null, null);
    hub.open(showsA.socket, null, null, null, new Set(['a']));
    hub.open(showsB.socket, null, null, null, new Set(['b']));
    hub.open(likersTab.socket, liker, null, null, new Set(['a']));
    const like = (postId: string, userId: string, likes: number) =>
      ({ type: 'like', postId, authorId: 'author', visibility: 'public', userId, liked: true, likes }) as const;
    // Changes delivered together: one batch.
    await committing(ctx, async (trx) => {
      for (const change of [like('a', 'liker', 1), like('a', 'someone', 2), like('a', 'another', 3), like('c', 'someone', 1)]) {
        changed(trx, change);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const likes = (text: string) => [...text.matchAll(/data: (\{"postId".*\})/g)].map((m) => JSON.parse(m[1]!) as object);
    expect(likes(everyPost.received.text)).toEqual([
      { postId: 'a', likes: 3 },
      { postId: 'c', likes: 1 },
    ]);
    expect(likes(showsA.received.text)).toEqual([{ postId: 'a', likes: 3 }]);
    expect(likes(showsB.received.text)).toEqual([]);
    expect(likes(likersTab.received.text)).toEqual([
      { postId: 'a', likes: 1, mine: true },
      { postId: 'a', likes: 3 },
    ]);
    hub.closeAll();
    await database.drop();
  });

  it("sends a post's many likes of one moment as its one latest count, however many bytes they came to", async () => {
    const { ChangeStream } = await import('../../changes/change-stream.ts');
    // The hub alone, on changes committed in this process: what one moment's many likes make it write.
    const changes = new ChangeStream();
    const hub = new StreamHub({ changes } as never, async () => null, { maxListeners: 10 });
    const writes = { everyPost: [] as string[], showsA: [] as string[] };
    const sink = (into: string[]) =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          into.push(chunk.toString());
          done();
        },
      }) as unknown as ServerResponse;
    hub.open(sink(writes.everyPost), null, null, null);
    hub.open(sink(writes.showsA), null, null, null, new Set(['a']));
    writes.everyPost.length = 0;
    writes.showsA.length = 0;
    // Far more than a batch may write to one listener, were every like written.
    const many = 1_000;
    const likes = Array.from({ length: many }, (_, i) => ({
      type: 'like' as const,
      postId: 'a',
      authorId: 'author',
      visibility: 'public' as const,
      userId: `u${i}`,
      liked: true,
      likes: i + 1,
    }));
    changes.committed(likes, changes.reserve(many));
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const received of [writes.everyPost, writes.showsA]) {
      expect(received).toHaveLength(1);
      expect([...received[0]!.matchAll(/data: (\{"postId".*\})/g)].map((m) => JSON.parse(m[1]!) as object)).toEqual([{ postId: 'a', likes: many }]);
    }
    hub.closeAll();
  });
});

describe('the shares of the listeners', () => {
  it('counts visitors by address, and on IPv6 by the /64 one subscriber is given', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it("leaves a quarter of the process's open files (at least 256) to everything but the stream", () => {
    expect(listenerCap(1024)).toBe(768);
    expect(listenerCap(4096)).toBe(3072);
    expect(listenerCap(20_000)).toBe(15_000);
    expect(listenerCap(1_048_576)).toBe(20_000);
    expect(listenerCap(200)).toBe(0);
    expect(listenerCap(null)).toBe(20_000);
    expect(listenerCap(Infinity)).toBe(20_000);
  });
});
