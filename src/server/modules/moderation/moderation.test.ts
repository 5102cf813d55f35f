import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, moderationTexts } from '../../../shared/messages.ts';
import { buildEvent, buildPost, insertPost, insertRegistration, insertReport } from '../../test/factories.ts';
import { establishedAccount, quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { createPost, createPostsWorld, eventInput, jpegDataUrl, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const notesOf = (userId: string) =>
  t.database.db.selectFrom('notifications').select(['message', 'type', 'post_id']).where('user_id', '=', userId).execute();
const auditOf = (postId: string) =>
  t.database.db.selectFrom('audit_log').selectAll().where('post_id', '=', postId).execute();
const postRow = (id: string) => t.database.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();

describe('moderators and admins only: every moderation call refuses visitors (401) and students (403), changing nothing', () => {
  it.each([
    ['GET', '/api/posts/pending-events'],
    ['PUT', '/api/posts/approve-event/ID'],
    ['DELETE', '/api/posts/reject-event/ID'],
    ['GET', '/api/users/admin/reported-posts'],
    ['DELETE', '/api/users/admin/delete-post/ID'],
    ['PUT', '/api/users/admin/dismiss-reports/ID'],
    ['GET', '/api/admin/audit-log'],
  ] as const)('%s %s', async (method, path) => {
    const post = await insertPost(t.database.db, buildEvent(t.user.id, { status: 'pending' }));
    await insertReport(t.database.db, post.id, t.other.id);
    const url = path.replace('ID', post.id);
    expect((await call(t.app, method, url)).status).toBe(401);
    const student = await call(t.app, method, url, { token: t.user.token });
    expect(student).toMatchObject({ status: 403, json: { message: path === '/api/admin/audit-log' ? MESSAGES.adminOnly : MESSAGES.moderatorsOnly } });
    expect(await postRow(post.id)).toMatchObject({ status: 'pending', hidden: 0 });
    expect(await auditOf(post.id)).toEqual([]);
  });
});

describe('approvals', () => {
  it('lists pending events oldest first, approves one (author told, audited), and it appears for students', async () => {
    const older = await createPost(t, t.user.token, eventInput({ title: 'Chess Night' }));
    const newer = await createPost(t, t.other.token, eventInput({ title: 'Film Club' }));
    const list = await call(t.app, 'GET', '/api/posts/pending-events', { token: t.admin.token });
    const titles = (list.json as unknown as { title: string; status: string }[]).map((p) => p.title);
    expect(titles.indexOf('Chess Night')).toBeLessThan(titles.indexOf('Film Club'));
    expect((list.json as unknown as { status: string }[]).every((p) => p.status === 'pending')).toBe(true);

    const id = String(older._id);
    expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: t.other.token })).status).toBe(404);
    const res = await call(t.app, 'PUT', `/api/posts/approve-event/${id}?version=1`, { token: t.admin.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: id, status: 'approved' });
    expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: t.other.token })).status).toBe(200);
    expect(await notesOf(t.user.id)).toContainEqual({ message: moderationTexts.approved('Chess Night'), type: 'success', post_id: id });
    expect(await auditOf(id)).toMatchObject([{ action: 'approve', actor_id: t.admin.id, post_title: 'Chess Night' }]);

    const again = await call(t.app, 'PUT', `/api/posts/approve-event/${id}?version=1`, { token: t.admin.token });
    expect(again).toMatchObject({ status: 409, json: { message: MESSAGES.notPending } });
    expect((await call(t.app, 'DELETE', `/api/posts/reject-event/${String(newer._id)}?version=1`, { token: t.admin.token })).status).toBe(200);
  });

  it('rejects a pending event by deleting it with its pictures and registrations; the author is told', async () => {
    const picture = await jpegDataUrl(80, 60);
    const post = await createPost(t, t.user.token, eventInput({ title: 'Rooftop Gig', images: [picture] }));
    const id = String(post._id);
    const hash = String((post.images as string[])[0]).slice(7, 71);
    const res = await call(t.app, 'DELETE', `/api/posts/reject-event/${id}?version=1`, { token: t.admin.token });
    expect(res).toMatchObject({ status: 200, json: { ok: true } });
    expect(await postRow(id)).toBeUndefined();
    expect(await t.database.db.selectFrom('media').select('hash').where('hash', '=', hash).executeTakeFirst()).toBeUndefined();
    expect(await notesOf(t.user.id)).toContainEqual({ message: moderationTexts.rejected('Rooftop Gig'), type: 'error', post_id: null });
    expect(await auditOf(id)).toMatchObject([{ action: 'reject', post_title: 'Rooftop Gig' }]);
    expect((await call(t.app, 'DELETE', `/api/posts/reject-event/${id}?version=1`, { token: t.admin.token })).status).toBe(404);
  });

  it('approves and rejects only events: a Consight is 400, a missing post 404', async () => {
    const confession = await insertPost(t.database.db, buildPost(t.user.id, { status: 'pending' }));
    for (const [method, path] of [['PUT', 'approve-event'], ['DELETE', 'reject-event']] as const) {
      expect(await call(t.app, method, `/api/posts/${path}/${confession.id}?version=1`, { token: t.admin.token })).toMatchObject({
        status: 400,
        json: { message: MESSAGES.notAnEvent },
      });
      expect((await call(t.app, method, `/api/posts/${path}/missing?version=1`, { token: t.admin.token })).status).toBe(404);
    }
  });
});

describe('approvals decide the version the admin reviewed', () => {
  type Pending = { _id: string; version: number; price: number | null; paymentLink: string | null };
  const pendingOf = async (id: string) =>
    ((await call(t.app, 'GET', '/api/posts/pending-events', { token: t.admin.token })).json as unknown as Pending[]).find((p) => p._id === id);
  const paidEvent = (overrides: Parameters<typeof eventInput>[0] = {}) =>
    eventInput({ title: 'Paid Workshop', registrationMethod: 'form', price: 100, paymentMethod: 'link', paymentLink: 'https://pay.example.org/a', ...overrides });

  it.each([
    ['PUT', 'approve-event'],
    ['DELETE', 'reject-event'],
  ] as const)('%s %s: an edit after the admin loaded the queue answers 409 and leaves the post pending; the new version is decided', async (method, path) => {
    const title = `Paid Workshop (${path})`;
    const created = await createPost(t, t.user.token, paidEvent({ title }));
    const id = String(created._id);
    const seen = await pendingOf(id);
    expect(seen).toMatchObject({ version: 1, price: 100 });
    expect(created).toMatchObject({ version: 1 });

    // The host changes the price and where to pay while the admin reads the queue.
    const edit = await call(t.app, 'PUT', `/api/posts/${id}`, { token: t.user.token, body: paidEvent({ title, price: 900, paymentLink: 'https://pay.example.org/b' }) });
    expect(edit).toMatchObject({ status: 200, json: { version: 2, price: 900 } });

    const stale = await call(t.app, method, `/api/posts/${path}/${id}?version=${seen!.version}`, { token: t.admin.token });
    expect(stale).toMatchObject({ status: 409, json: { message: MESSAGES.eventChangedSinceReview } });
    expect(await postRow(id)).toMatchObject({ status: 'pending', price: 900, version: 2 });
    expect(await auditOf(id)).toEqual([]);
    expect((await notesOf(t.user.id)).filter((n) => n.post_id === id || n.message.includes(title))).toEqual([]);

    // A version the post has not reached yet is no better.
    const future = await call(t.app, method, `/api/posts/${path}/${id}?version=3`, { token: t.admin.token });
    expect(future).toMatchObject({ status: 409, json: { message: MESSAGES.eventChangedSinceReview } });

    const reloaded = await pendingOf(id);
    expect(reloaded).toMatchObject({ version: 2, price: 900, paymentLink: 'https://pay.example.org/b' });
    const current = await call(t.app, method, `/api/posts/${path}/${id}?version=${reloaded!.version}`, { token: t.admin.token });
    expect(current.status).toBe(200);
    if (method === 'PUT') expect(await postRow(id)).toMatchObject({ status: 'approved', price: 900, version: 2 });
    else expect(await postRow(id)).toBeUndefined();
  });

  it.each([
    ['PUT', 'approve-event'],
    ['DELETE', 'reject-event'],
  ] as const)('%s %s: a call that names no whole positive number as its version is refused with 400', async (method, path) => {
    const created = await createPost(t, t.user.token, paidEvent({ title: 'Unnamed Version' }));
    const id = String(created._id);
    for (const query of ['?version=', '?version=abc', '?version=1.5', '?version=0', '?version=-1', '?version=99999999999', '?v=1']) {
      const res = await call(t.app, method, `/api/posts/${path}/${id}${query}`, { token: t.admin.token });
      expect(res, query).toMatchObject({ status: 400, json: { message: MESSAGES.reviewedVersionInvalid } });
    }
    expect(await postRow(id)).toMatchObject({ status: 'pending', version: 1 });
    expect(await auditOf(id)).toEqual([]);
  });

  it('counts every edit, by the host or an admin, and not the approval', async () => {
    const created = await createPost(t, t.user.token, paidEvent({ title: 'Counted' }));
    const id = String(created._id);
    await call(t.app, 'PUT', `/api/posts/${id}`, { token: t.user.token, body: paidEvent({ title: 'Counted', location: 'Hall B' }) });
    await call(t.app, 'PUT', `/api/posts/${id}`, { token: t.admin.token, body: paidEvent({ title: 'Counted', location: 'Hall C' }) });
    expect(await postRow(id)).toMatchObject({ version: 3, location: 'Hall C' });
    expect((await call(t.app, 'PUT', `/api/posts/approve-event/${id}?version=3`, { token: t.admin.token })).json).toMatchObject({ status: 'approved', version: 3 });
  });
});

describe('reports: auto-hide, the reported list, delete and dismiss', () => {
  it('hides a post once 3 different established students report it, and tells its author', async () => {
    const post = await createPost(t, t.user.token, { type: 'confession', title: 'Spicy take', content: 'Mess food is great.' });
    const id = String(post._id);
    for (let i = 0; i < 3; i += 1) {
      const reporter = await establishedAccount(t.database.db);
      expect((await call(t.app, 'POST', `/api/posts/${id}/report`, { token: reporter.token, body: { reason: 'Spam' } })).status).toBe(201);
      const hidden = (await postRow(id))?.hidden;
      expect(hidden).toBe(i < 2 ? 0 : 1);
    }
    const feed = (await call(t.app, 'GET', '/api/posts', { token: t.other.token })).json as unknown as { _id: string }[];
    expect(feed.map((p) => p._id)).not.toContain(id);
    expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: t.other.token })).status).toBe(404);
    // Its author still sees it, marked hidden, in their own list; an admin sees it in the feed.
    expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: t.user.token })).json).toMatchObject({ hidden: true });
    const own = (await call(t.app, 'GET', `/api/posts?author=${t.user.id}`, { token: t.user.token })).json as unknown as { _id: string }[];
    expect(own.map((p) => p._id)).toContain(id);
    const adminFeed = (await call(t.app, 'GET', '/api/posts', { token: t.admin.token })).json as unknown as { _id: string }[];
    expect(adminFeed.map((p) => p._id)).toContain(id);
    expect(await notesOf(t.user.id)).toContainEqual({ message: moderationTexts.hidden('Spicy take'), type: 'info', post_id: id });
  });

  it('lists reported posts grouped by post with their count, newest report first', async () => {
    const post = await insertPost(t.database.db, buildPost(t.other.id, { title: 'Grouped', content: 'x'.repeat(300) }));
    const a = await quickAccount(t.database.db, { name: 'Reporter A' });
    const b = await quickAccount(t.database.db, { name: 'Reporter B' });
    await t.database.db.insertInto('reports').values([
      { id: 'rep-a', post_id: post.id, user_id: a.id, reason: 'Spam', created_at: '2030-01-01T10:00:00.000Z', resolved_at: null, outcome: null },
      { id: 'rep-b', post_id: post.id, user_id: b.id, reason: 'Clickbait', created_at: '2030-01-01T11:00:00.000Z', resolved_at: null, outcome: null },
    ]).execute();
    const res = await call(t.app, 'GET', '/api/users/admin/reported-posts', { token: t.admin.token });
    expect(res.status).toBe(200);
    const item = (res.json as unknown as { postId: { _id: string } }[]).find((i) => i.postId._id === post.id);
    expect(item).toMatchObject({
      _id: 'rep-b',
      reportReason: 'Clickbait',
      timestamp: '2030-01-01T11:00:00.000Z',
      reporter: { _id: b.id, name: 'Reporter B' },
      reportCount: 2,
      postId: { _id: post.id, title: 'Grouped', content: 'x'.repeat(300), author: { _id: t.other.id, name: 'Rahul Nair' } },
    });
  });

  it('deletes a reported post in one go: gone with its registrations; author and reporters told; audited', async () => {
    const post = await insertPost(t.database.db, buildEvent(t.other.id, { title: 'Fake Fest' }));
    const reporter = await quickAccount(t.database.db);
    await insertReport(t.database.db, post.id, reporter.id, 'False or misleading information');
    await insertRegistration(t.database.db, post, reporter);
    const res = await call(t.app, 'DELETE', `/api/users/admin/delete-post/${post.id}`, { token: t.admin.token });
    expect(res).toMatchObject({ status: 200, json: { ok: true } });
    expect(await postRow(post.id)).toBeUndefined();
    for (const table of ['reports', 'registrations', 'notifications'] as const) {
      const left = await t.database.db.selectFrom(table).select('post_id').where('post_id', '=', post.id).execute();
      expect(left, table).toEqual([]);
    }
    expect(await notesOf(t.other.id)).toContainEqual({ message: moderationTexts.removed('Fake Fest'), type: 'error', post_id: null });
    expect(await notesOf(reporter.id)).toEqual([{ message: moderationTexts.reportUpheld('Fake Fest'), type: 'success', post_id: null }]);
    expect(await auditOf(post.id)).toMatchObject([{ action: 'delete', detail: '1 open report' }]);
    const list = (await call(t.app, 'GET', '/api/users/admin/reported-posts', { token: t.admin.token })).json as unknown as { postId: { _id: string } }[];
    expect(list.map((i) => i.postId._id)).not.toContain(post.id);
  });

  it('dismisses the reports: the post comes back, reporters and author are told, and it can be audited', async () => {
    const post = await insertPost(t.database.db, buildPost(t.other.id, { title: 'Harmless', hidden: 1 }));
    const reporters = [await quickAccount(t.database.db), await quickAccount(t.database.db)];
    for (const r of reporters) await insertReport(t.database.db, post.id, r.id);
    const res = await call(t.app, 'PUT', `/api/users/admin/dismiss-reports/${post.id}`, { token: t.admin.token });
    expect(res).toMatchObject({ status: 200, json: { ok: true } });
    expect(await postRow(post.id)).toMatchObject({ hidden: 0, report_count: 0 });
    const reports = await t.database.db.selectFrom('reports').select(['resolved_at', 'outcome']).where('post_id', '=', post.id).execute();
    expect(reports.every((r) => r.resolved_at !== null && r.outcome === 'dismissed')).toBe(true);
    for (const r of reporters) {
      expect(await notesOf(r.id)).toEqual([{ message: moderationTexts.reportDismissed('Harmless'), type: 'info', post_id: post.id }]);
    }
    expect(await notesOf(t.other.id)).toContainEqual({ message: moderationTexts.restored('Harmless'), type: 'success', post_id: post.id });
    const again = await call(t.app, 'PUT', `/api/users/admin/dismiss-reports/${post.id}`, { token: t.admin.token });
    expect(again).toMatchObject({ status: 409, json: { message: MESSAGES.noOpenReports } });

    const log = await call(t.app, 'GET', '/api/admin/audit-log?limit=100', { token: t.admin.token });
    expect(log.status).toBe(200);
    expect((log.json as unknown as { postId: string; action: string; actor: { name: string } }[]).find((e) => e.postId === post.id)).toMatchObject({
      action: 'dismiss',
      actor: { name: 'Dean Kapoor' },
      postTitle: 'Harmless',
      detail: '2 reports',
    });
  });

  it("audits an admin's edit or delete of someone else's post through the ordinary routes, and tells the author", async () => {
    const post = await createPost(t, t.other.token, eventInput({ title: 'Quiz Night' }));
    const id = String(post._id);
    expect((await call(t.app, 'PUT', `/api/posts/${id}`, { token: t.admin.token, body: eventInput({ title: 'Quiz Night!' }) })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/posts/${id}`, { token: t.admin.token })).status).toBe(200);
    expect((await auditOf(id)).map((a) => a.action).sort()).toEqual(['delete', 'edit']);
    expect(await notesOf(t.other.id)).toContainEqual({ message: moderationTexts.removed('Quiz Night!'), type: 'error', post_id: null });
  });

  it('pages the audit log newest first with a Link header', async () => {
    const first = await call(t.app, 'GET', '/api/admin/audit-log?limit=2', { token: t.admin.token });
    expect((first.json as unknown as unknown[]).length).toBe(2);
    const link = String(first.headers.link);
    expect(link).toMatch(/^<\/api\/admin\/audit-log\?limit=2&cursor=[\w-]+>; rel="next"$/);
    const next = await call(t.app, 'GET', link.slice(1, link.indexOf('>')), { token: t.admin.token });
    const times = [...(first.json as unknown as { timestamp: string }[]), ...(next.json as unknown as { timestamp: string }[])].map((e) => e.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
