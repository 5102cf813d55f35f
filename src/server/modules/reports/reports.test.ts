import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { REPORT_REASONS } from '../../../shared/schemas/interactions.ts';
import { moderationTexts } from '../../../shared/messages.ts';
import { buildPost, insertComment, insertPost } from '../../test/factories.ts';
import { establishedAccount, type QuickAccount, quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { findInvariantViolations } from '../../test/invariants.ts';
import { confessionInput, createPost, createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const reportsOf = (postId: string) => t.database.db.selectFrom('reports').selectAll().where('post_id', '=', postId).execute();
const reportCount = async (postId: string) =>
  Number((await t.database.db.selectFrom('posts').select('report_count').where('id', '=', postId).executeTakeFirstOrThrow()).report_count);

describe('POST /api/posts/:id/report', () => {
  it('records a report with each of the four reasons and counts it on the post', async () => {
    for (const reason of REPORT_REASONS) {
      const post = await createPost(t, t.user.token, confessionInput());
      const id = String(post._id);
      const res = await call(t.app, 'POST', `/api/posts/${id}/report`, { token: t.other.token, body: { reason } });
      expect(res.status).toBe(201);
      expect(res.json).toEqual({ ok: true });
      const rows = await reportsOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: t.other.id, reason, resolved_at: null, outcome: null });
      expect(await reportCount(id)).toBe(1);
    }
  });

  it('refuses a missing or unknown reason with the SPEC text', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    for (const body of [{}, { reason: '' }, { reason: 'Boring' }, { reason: 'spam' }]) {
      const res = await call(t.app, 'POST', `/api/posts/${String(post._id)}/report`, { token: t.other.token, body });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: MESSAGES.reportReasonRequired });
    }
    expect(await reportsOf(String(post._id))).toEqual([]);
  });

  it('refuses reporting your own post', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    const res = await call(t.app, 'POST', `/api/posts/${String(post._id)}/report`, { token: t.user.token, body: { reason: 'Spam' } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: MESSAGES.cannotReportOwn });
    expect(await reportCount(String(post._id))).toBe(0);
  });

  it('stops offering Report to the reporter, in the post and in the feed, but not to others', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    const id = String(post._id);
    const thirdToken = (await quickAccount(t.database.db)).token;
    expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: t.other.token })).json).toMatchObject({ canReport: true, reportedByMe: false });
    await call(t.app, 'POST', `/api/posts/${id}/report`, { token: t.other.token, body: { reason: 'Spam' } });
    expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: t.other.token })).json).toMatchObject({ canReport: false, reportedByMe: true });
    const feed = (await call(t.app, 'GET', '/api/posts', { token: t.other.token })).json as unknown as { _id: string; canReport: boolean; reportedByMe: boolean }[];
    expect(feed.find((p) => p._id === id)).toMatchObject({ canReport: false, reportedByMe: true });
    expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: thirdToken })).json).toMatchObject({ canReport: true, reportedByMe: false });
    expect((await call(t.app, 'GET', `/api/posts/${id}`)).json).toMatchObject({ canReport: false, reportedByMe: false });
  });

  it('refuses a second report by the same user', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    const url = `/api/posts/${String(post._id)}/report`;
    expect((await call(t.app, 'POST', url, { token: t.other.token, body: { reason: 'Spam' } })).status).toBe(201);
    const again = await call(t.app, 'POST', url, { token: t.other.token, body: { reason: 'Clickbait' } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: MESSAGES.alreadyReported });
    expect(await reportsOf(String(post._id))).toHaveLength(1);
    expect(await reportCount(String(post._id))).toBe(1);
  });

  it('keeps exactly one report when the same user reports five times at once', async () => {
    const post = await insertPost(t.database.db, buildPost(t.user.id));
    const { token } = await quickAccount(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, 'POST', `/api/posts/${post.id}/report`, { token, body: { reason: 'Spam' } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.json).toEqual({ message: MESSAGES.alreadyReported });
    expect(await reportsOf(post.id)).toHaveLength(1);
    expect(await reportCount(post.id)).toBe(1);
  });

  it('answers 404 for pending, hidden and missing posts', async () => {
    const pending = await createPost(t, t.user.token, eventInput());
    const res = await call(t.app, 'POST', `/api/posts/${String(pending._id)}/report`, { token: t.other.token, body: { reason: 'Spam' } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: MESSAGES.postNotFound });
    const hidden = await insertPost(t.database.db, buildPost(t.user.id, { hidden: 1 }));
    const hiddenRes = await call(t.app, 'POST', `/api/posts/${hidden.id}/report`, { token: t.other.token, body: { reason: 'Spam' } });
    expect(hiddenRes.status).toBe(404);
    // An admin sees a pending post but cannot report it: only approved, visible posts are reportable.
    const adminRes = await call(t.app, 'POST', `/api/posts/${String(pending._id)}/report`, { token: t.admin.token, body: { reason: 'Spam' } });
    expect(adminRes.status).toBe(404);
    const missing = await call(t.app, 'POST', '/api/posts/missing/report', { token: t.other.token, body: { reason: 'Spam' } });
    expect(missing.status).toBe(404);
    expect(await reportsOf(String(pending._id))).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    const res = await call(t.app, 'POST', `/api/posts/${String(post._id)}/report`, { body: { reason: 'Spam' } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: MESSAGES.loginRequired });
  });

  it('notifies nobody: the moderation flow decides', async () => {
    const post = await createPost(t, t.user.token, confessionInput());
    const before = await t.database.db.selectFrom('notifications').selectAll().execute();
    await call(t.app, 'POST', `/api/posts/${String(post._id)}/report`, { token: t.other.token, body: { reason: 'Spam' } });
    const after = await t.database.db.selectFrom('notifications').selectAll().execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('hiding a post by reports', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
  const hiddenFlag = async (postId: string) =>
    Number((await t.database.db.selectFrom('posts').select('hidden').where('id', '=', postId).executeTakeFirstOrThrow()).hidden);
  const report = async (postId: string, reporter: QuickAccount) => {
    const res = await call(t.app, 'POST', `/api/posts/${postId}/report`, { token: reporter.token, body: { reason: 'Spam' } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  };
  const reportedList = async () =>
    (await call(t.app, 'GET', '/api/users/admin/reported-posts', { token: t.admin.token })).json as unknown as {
      reportCount: number;
      postId: { _id: string; hidden: boolean };
    }[];

  it('is not done by fresh accounts, nor by old ones that never posted or commented: their reports are only listed', async () => {
    const post = await insertPost(t.database.db, buildPost(t.user.id));
    // Made an hour ago, each with an approved post.
    for (let i = 0; i < 3; i += 1) {
      const fresh = await quickAccount(t.database.db, { created_at: new Date(Date.now() - 3_600_000).toISOString() });
      await insertPost(t.database.db, buildPost(fresh.id));
      await report(post.id, fresh);
    }
    // Old, but with nothing of theirs that stands: no post, a pending one, a hidden one, a comment on a pending event.
    const silent = await quickAccount(t.database.db, { created_at: daysAgo(30) });
    const pending = await quickAccount(t.database.db, { created_at: daysAgo(30) });
    await insertPost(t.database.db, buildPost(pending.id, { type: 'event', status: 'pending' }));
    const hidden = await quickAccount(t.database.db, { created_at: daysAgo(30) });
    await insertPost(t.database.db, buildPost(hidden.id, { hidden: 1 }));
    const commenter = await quickAccount(t.database.db, { created_at: daysAgo(30) });
    const pendingEvent = await insertPost(t.database.db, buildPost(t.other.id, { type: 'event', status: 'pending' }));
    await insertComment(t.database.db, pendingEvent.id, commenter.id);
    for (const reporter of [silent, pending, hidden, commenter]) await report(post.id, reporter);

    expect(await hiddenFlag(post.id)).toBe(0);
    expect(await reportCount(post.id)).toBe(7);
    expect((await reportedList()).find((i) => i.postId._id === post.id)).toMatchObject({ reportCount: 7, postId: { hidden: false } });
  });

  it('is done by three accounts older than a day with a post or a comment that stands, and the author is told', async () => {
    const post = await insertPost(t.database.db, buildPost(t.user.id, { title: 'Hide me' }));
    const byComment = await quickAccount(t.database.db, { created_at: daysAgo(2) });
    await insertComment(t.database.db, (await insertPost(t.database.db, buildPost(t.other.id))).id, byComment.id);
    const reporters = [await establishedAccount(t.database.db), byComment, await establishedAccount(t.database.db)];
    for (const [i, reporter] of reporters.entries()) {
      await report(post.id, reporter);
      expect(await hiddenFlag(post.id)).toBe(i < 2 ? 0 : 1);
    }
    const notes = await t.database.db.selectFrom('notifications').select(['message', 'post_id']).where('user_id', '=', t.user.id).execute();
    expect(notes).toContainEqual({ message: moderationTexts.hidden('Hide me'), post_id: post.id });
  });

  it('never hides news or an admin\'s post: the reports are recorded and listed for the admins', async () => {
    const news = await insertPost(t.database.db, buildPost(t.admin.id, { type: 'news', title: 'Campus news' }));
    const adminPost = await insertPost(t.database.db, buildPost(t.admin.id, { title: 'From the admin' }));
    // News by a student (made before they lost admin) is news all the same.
    const studentNews = await insertPost(t.database.db, buildPost(t.user.id, { type: 'news' }));
    for (let i = 0; i < 4; i += 1) {
      const reporter = await establishedAccount(t.database.db);
      for (const post of [news, adminPost, studentNews]) await report(post.id, reporter);
    }
    const list = await reportedList();
    for (const post of [news, adminPost, studentNews]) {
      expect(await hiddenFlag(post.id)).toBe(0);
      expect(await reportCount(post.id)).toBe(4);
      expect(list.find((i) => i.postId._id === post.id)).toMatchObject({ reportCount: 4, postId: { hidden: false } });
    }
  });

  it('stops after an admin dismisses the reports: later reports are listed but do not hide it, until the post is edited', async () => {
    const created = await createPost(t, t.user.token, eventInput({ title: 'Reviewed' }));
    const id = String(created._id);
    expect((await call(t.app, 'PUT', `/api/posts/approve-event/${id}?version=1`, { token: t.admin.token })).status).toBe(200);
    for (let i = 0; i < 3; i += 1) await report(id, await establishedAccount(t.database.db));
    expect(await hiddenFlag(id)).toBe(1);
    expect((await call(t.app, 'PUT', `/api/users/admin/dismiss-reports/${id}`, { token: t.admin.token })).status).toBe(200);
    expect(await hiddenFlag(id)).toBe(0);

    for (let i = 0; i < 4; i += 1) await report(id, await establishedAccount(t.database.db));
    expect(await hiddenFlag(id)).toBe(0);
    expect(await reportCount(id)).toBe(4);
    expect((await reportedList()).find((i) => i.postId._id === id)).toMatchObject({ reportCount: 4, postId: { hidden: false } });
    expect(await findInvariantViolations(t.database.db)).toEqual([]);

    // What the admin reviewed is no longer there once its author edits it (an edited event is reviewed
    // again before it goes back up): reports can hide it again.
    const edit = await call(t.app, 'PUT', `/api/posts/${id}`, { token: t.user.token, body: eventInput({ title: 'Reviewed', content: 'Changed after review.' }) });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(edit.json).toMatchObject({ status: 'pending', version: 2 });
    expect((await call(t.app, 'PUT', `/api/posts/approve-event/${id}?version=2`, { token: t.admin.token })).status).toBe(200);
    await report(id, await establishedAccount(t.database.db));
    expect(await hiddenFlag(id)).toBe(1);
    expect(await findInvariantViolations(t.database.db)).toEqual([]);
    // The invariants checker notices a dismissal no report backs.
    const posts = t.database.db.updateTable('posts').where('id', '=', id);
    const kept = (await t.database.db.selectFrom('posts').select('reports_dismissed_at').where('id', '=', id).executeTakeFirstOrThrow()).reports_dismissed_at;
    await posts.set({ reports_dismissed_at: '2020-01-01T00:00:00.000Z' }).execute();
    expect(await findInvariantViolations(t.database.db)).toEqual([`post ${id}: reports dismissed at 2020-01-01T00:00:00.000Z but no report was dismissed then`]);
    await posts.set({ reports_dismissed_at: kept }).execute();
  });
});
