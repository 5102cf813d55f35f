import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { REPORT_REASONS } from '../../../shared/schemas/interactions.ts';
import { buildPost, insertPost, insertUser } from '../../database/factories.ts';
import { isoIn, nowIso } from '../../database/values.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { insertSession } from '../auth/sessions.repository.ts';
import { confessionInput, createPost, createPostsWorld, eventInput, type PostsWorld } from '../posts/posts.fixtures.ts';

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
    expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: t.other.token })).json).toMatchObject({ canReport: true });
    await call(t.app, 'POST', `/api/posts/${id}/report`, { token: t.other.token, body: { reason: 'Spam' } });
    expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: t.other.token })).json).toMatchObject({ canReport: false });
    const feed = (await call(t.app, 'GET', '/api/posts', { token: t.other.token })).json as unknown as { _id: string; canReport: boolean }[];
    expect(feed.find((p) => p._id === id)?.canReport).toBe(false);
    expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: thirdToken })).json).toMatchObject({ canReport: true });
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
    const reporter = await insertUser(t.database.db);
    const token = newToken();
    await insertSession(t.database.db, { token_hash: hashToken(token), user_id: reporter.id, now: nowIso(), expires_at: isoIn(3_600_000) });
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
