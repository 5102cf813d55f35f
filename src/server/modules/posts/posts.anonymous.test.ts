/**
 * Anonymous Consights (decision 043): the author of an anonymous post appears in no answer anyone else can
 * reach (a second student, a visitor, an admin short of the reveal): feeds, the post, its comments, search,
 * sidebars, notifications, liked posts, stats, the reported-posts list, the live stream. The author knows the
 * post as theirs (`postedByMe`); an admin reveals the author of a reported one with a reason, audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { call } from '../../test/api.ts';
import { openStream, type StreamClient } from '../../test/event-stream.ts';
import { confessionInput, createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';
import { dialectName } from '../../test/test-app.ts';

const AVATAR = '/media/0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9.jpg';

describe(`anonymous Consights (${dialectName})`, () => {
  let t: PostsWorld;
  let base: string;
  let authorEmail: string;
  let postId: string;
  const streams: StreamClient[] = [];

  /** Every way the author could show: name, id, email, avatar. */
  const secrets = () => [t.user.name, t.user.id, authorEmail, AVATAR];
  const expectNoAuthor = (what: string, text: string) => {
    for (const secret of secrets()) expect(text.includes(secret), `${what} names the author (${secret})`).toBe(false);
  };
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, body?: unknown) => {
    const res = await call(t.app, method, url, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
    expect(res.status, `${method} ${url}: ${res.raw.body}`).toBeLessThan(300);
    return res;
  };

  beforeAll(async () => {
    t = await createPostsWorld();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.database.db.updateTable('users').set({ avatar: AVATAR }).where('id', '=', t.user.id).execute();
    const row = await t.database.db.selectFrom('users').select('email').where('id', '=', t.user.id).executeTakeFirstOrThrow();
    authorEmail = row.email;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it('shows the author their post as theirs, with its pseudonym', async () => {
    const created = await ok('POST', '/api/posts', t.user.token, confessionInput({ title: 'A quiet worry', anonymous: true }));
    const post = created.json as { _id: string; anonymous: boolean; author: string; userId: string; authorAvatar: string | null; postedByMe: boolean; canDelete: boolean; authorHue: number | null };
    postId = post._id;
    expect(post).toMatchObject({ anonymous: true, userId: '', authorAvatar: null, postedByMe: true, canDelete: true });
    expect(post.author).toMatch(/^Anonymous /);
    expect(post.authorHue).toEqual(expect.any(Number));
    expectNoAuthor('the author’s own answer', created.raw.body);
  });

  it('gives each anonymous post its own pseudonym, kept by the author’s comments and by every read', async () => {
    const first = (await ok('GET', `/api/posts/${postId}`, t.other.token)).json as { author: string; authorHue: number };
    const others = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await ok('POST', '/api/posts', t.user.token, confessionInput({ title: `Another thought ${i}`, anonymous: true }));
      others.push(res.json);
    }
    // Pseudonyms are drawn at random: five posts with one name and one colour would be a broken draw.
    expect(others.some((o) => o.author !== first.author || o.authorHue !== first.authorHue)).toBe(true);
    const comments = await ok('POST', `/api/posts/${postId}/comments`, t.user.token, { text: 'Thanks for reading.' });
    const mine = (comments.json as unknown as { author: string; anonymous: boolean; authorId: string; authorHue: number }[]).at(-1);
    expect(mine).toMatchObject({ author: first.author, anonymous: true, authorId: '', authorHue: first.authorHue });
    const again = (await ok('GET', `/api/posts/${postId}`, t.other.token)).json as { author: string };
    expect(again.author).toBe(first.author);
  });

  it('refuses an anonymous event', async () => {
    const res = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: eventInput({ anonymous: true }) });
    expect(res).toMatchObject({ status: 400, json: { message: MESSAGES.anonymousConsightsOnly } });
  });

  it('names the author in no answer, event or list a second student, a visitor or an admin can reach', async () => {
    const student = t.other.token;
    const heard = [
      await openStream(base, { token: student }),
      await openStream(base, { token: student, posts: [postId] }),
      await openStream(base),
      await openStream(base, { posts: [postId] }),
      await openStream(base, { token: t.admin.token, posts: [postId] }),
    ];
    streams.push(...heard);

    const answers: [string, string][] = [];
    const keep = (what: string, res: { raw: { body: string } }) => answers.push([what, res.raw.body]);
    // The second student's own writes on the post, whose answers carry it.
    keep('like', await ok('PUT', `/api/posts/${postId}/like`, student));
    keep('comment', await ok('POST', `/api/posts/${postId}/comments`, student, { text: 'Same here.' }));
    // The author answers them: the author's comment shows the pseudonym in every answer and event.
    keep('author comment', await ok('POST', `/api/posts/${postId}/comments`, t.user.token, { text: 'Glad I am not alone.' }));
    keep('report', await ok('POST', `/api/posts/${postId}/report`, student, { reason: 'Spam' }));
    // The second student's own post, commented on by a third: their notifications have something in them.
    const theirs = (await ok('POST', '/api/posts', student, confessionInput({ title: 'Library at night' }))).json as { _id: string };
    await ok('POST', `/api/posts/${theirs._id}/comments`, t.admin.token, { text: 'See you there.' });

    const reads = [
      '/api/posts',
      '/api/posts?type=confession',
      '/api/posts?type=confession,event',
      `/api/posts?q=${encodeURIComponent(t.user.name)}`,
      `/api/posts?q=${encodeURIComponent('quiet worry')}`,
      `/api/posts?author=${t.user.id}`,
      `/api/posts?author=${t.user.id}&type=confession`,
      `/api/posts/${postId}`,
      `/api/posts/${postId}/comments`,
      '/api/posts/popular',
      '/api/posts/recent-consights',
      '/api/posts/news-highlights',
      '/api/posts/upcoming-events',
    ];
    for (const url of reads) {
      keep(`visitor ${url}`, await ok('GET', url));
      keep(`student ${url}`, await ok('GET', url, student));
      keep(`admin ${url}`, await ok('GET', url, t.admin.token));
    }
    for (const url of ['/api/users/liked-posts', '/api/users/me/stats', '/api/notifications', '/api/notifications/unread-count', '/api/calendar/mine', '/api/users/me/export', '/api/blocks']) {
      keep(`student ${url}`, await ok('GET', url, student));
    }
    keep('reported posts', await ok('GET', '/api/users/admin/reported-posts', t.admin.token));

    // The post is in what they read (so the checks below are about it, not about its absence)...
    const feed = answers.find(([what]) => what === 'student /api/posts?type=confession')![1];
    expect(feed).toContain(postId);
    expect(answers.find(([what]) => what === 'reported posts')![1]).toContain(postId);
    // ...but not in someone's list asked by anyone else, nor found by its author's name.
    for (const [what, body] of answers) {
      if (what.includes('author=') || what.includes(encodeURIComponent(t.user.name))) expect(body, what).not.toContain(postId);
    }
    expect(answers.find(([what]) => what === 'student /api/notifications')![1]).toContain('Library at night');
    for (const [what, body] of answers) expectNoAuthor(what, body);

    // The streams heard the post's likes and comments, and nothing that names its author.
    for (const stream of heard.slice(1)) await stream.next((e) => e.event === 'comments' && e.data.postId === postId);
    for (const stream of heard) expectNoAuthor('a stream event', JSON.stringify(stream.events));
  });

  it('lets an admin reveal the author of a reported anonymous post, with a reason written to the audit log', async () => {
    const url = `/api/admin/posts/${postId}/reveal-author`;
    expect((await call(t.app, 'POST', url, { body: { reason: 'Threats' } })).status).toBe(401);
    expect((await call(t.app, 'POST', url, { token: t.other.token, body: { reason: 'Threats' } })).status).toBe(403);
    expect((await call(t.app, 'POST', url, { token: t.user.token, body: { reason: 'Threats' } })).status).toBe(403);
    expect(await call(t.app, 'POST', url, { token: t.admin.token, body: { reason: '   ' } })).toMatchObject({
      status: 400,
      json: { message: MESSAGES.revealReasonRequired },
    });
    expect(await call(t.app, 'POST', url, { token: t.admin.token, body: { reason: 'x'.repeat(501) } })).toMatchObject({
      status: 400,
      json: { message: MESSAGES.revealReasonTooLong },
    });
    const audits = () => t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'reveal').execute();
    expect(await audits()).toEqual([]);

    const revealed = await call(t.app, 'POST', url, { token: t.admin.token, body: { reason: 'Threats against a student' } });
    expect(revealed).toMatchObject({ status: 200, json: { _id: t.user.id, name: t.user.name, email: authorEmail } });
    expect(await audits()).toMatchObject([{ actor_id: t.admin.id, post_id: postId, detail: 'Threats against a student' }]);
    const log = await ok('GET', '/api/admin/audit-log', t.admin.token);
    expect(log.json).toContainEqual(expect.objectContaining({ action: 'reveal', postId, detail: 'Threats against a student' }));
  });

  it('reveals no author of an anonymous post nobody reported, nor of a post that is not anonymous', async () => {
    const unreported = (await ok('POST', '/api/posts', t.user.token, confessionInput({ anonymous: true }))).json as { _id: string };
    const named = (await ok('POST', '/api/posts', t.user.token, confessionInput())).json as { _id: string };
    await ok('POST', `/api/posts/${named._id}/report`, t.other.token, { reason: 'Spam' });
    const reveal = (id: string) => call(t.app, 'POST', `/api/admin/posts/${id}/reveal-author`, { token: t.admin.token, body: { reason: 'Checking' } });
    expect(await reveal(unreported._id)).toMatchObject({ status: 400, json: { message: MESSAGES.revealNotReported } });
    expect(await reveal(named._id)).toMatchObject({ status: 400, json: { message: MESSAGES.revealNotAnonymous } });
    expect((await reveal('no-such-post')).status).toBe(404);
  });

  it('keeps the post anonymous through an admin’s edit', async () => {
    const post = (await ok('GET', `/api/posts/${postId}`, t.admin.token)).json;
    const edited = await ok('PUT', `/api/posts/${postId}`, t.admin.token, { ...post, content: 'Edited by an admin.', anonymous: false });
    expect(edited.json).toMatchObject({ anonymous: true, author: post.author, userId: '' });
    expectNoAuthor('the edit', edited.raw.body);
  });
});
