import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, moderationTexts } from '../../../shared/messages.ts';
import { buildPost, insertPost, insertReport } from '../../test/factories.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const notesOf = (userId: string) => db().selectFrom('notifications').select(['message', 'type']).where('user_id', '=', userId).execute();
const mailTo = (userId: string) => db().selectFrom('email_outbox').select(['kind', 'subject', 'text_body']).where('user_id', '=', userId).execute();
const accountAudit = () => db().selectFrom('audit_log').select(['action', 'detail', 'actor_id']).where('post_id', 'is', null).execute();
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('moderators handle reports and approvals, not accounts', () => {
  it('a student made moderator at once lists and dismisses reports with a note; reporters are told the note in the app and by email', async () => {
    const mod = await quickAccount(db(), { name: 'Mira Moderator' });
    expect((await call(t.app, 'GET', '/api/users/admin/reported-posts', { token: mod.token })).status).toBe(403);
    const grant = await call(t.app, 'PUT', `/api/admin/people/${mod.id}/role`, { token: t.admin.token, body: { role: 'moderator' } });
    expect(grant).toMatchObject({ status: 200, json: { role: 'moderator', suspendedUntil: null } });
    expect((await call(t.app, 'GET', '/api/auth/me', { token: mod.token })).json).toMatchObject({ isModerator: true, isAdmin: false });

    const post = await insertPost(db(), buildPost(t.other.id, { title: 'Borderline' }));
    const reporter = await quickAccount(db(), { name: 'Careful Reporter' });
    await insertReport(db(), post.id, reporter.id, 'Spam');
    expect((await call(t.app, 'GET', '/api/users/admin/reported-posts', { token: mod.token })).status).toBe(200);
    const note = 'This is satire, which the guidelines allow.';
    const res = await call(t.app, 'PUT', `/api/users/admin/dismiss-reports/${post.id}`, { token: mod.token, body: { note } });
    expect(res).toMatchObject({ status: 200, json: { ok: true } });
    expect(await notesOf(reporter.id)).toEqual([{ message: MESSAGES.moderationOutcomes.reportDismissedWithNote('Borderline', note), type: 'info' }]);
    const [mail] = await mailTo(reporter.id);
    expect(mail).toMatchObject({ kind: 'report-outcome', subject: MESSAGES.noticeEmails.reportDismissedSubject });
    expect(mail!.text_body).toContain(`${MESSAGES.emailModeratorNote}: ${note}`);
    const audited = await db().selectFrom('audit_log').select(['action', 'actor_id', 'detail']).where('post_id', '=', post.id).execute();
    expect(audited).toEqual([{ action: 'dismiss', actor_id: mod.id, detail: `1 report; note: ${note}` }]);

    // A moderator grants no roles, sanctions nobody and reads neither the audit log nor the people list.
    for (const [method, path, body] of [
      ['GET', '/api/admin/people?q=student', undefined],
      ['PUT', `/api/admin/people/${reporter.id}/role`, { role: 'moderator' }],
      ['POST', `/api/admin/people/${reporter.id}/warn`, { message: 'Be nice.' }],
      ['PUT', `/api/admin/people/${reporter.id}/suspension`, { until: inHours(2), reason: 'Spam' }],
      ['GET', '/api/admin/audit-log', undefined],
    ] as const) {
      expect(await call(t.app, method, path, { token: mod.token, ...(body ? { body } : {}) }), path).toMatchObject({ status: 403, json: { message: MESSAGES.adminOnly } });
    }

    // Revoked: refused again on the very next request.
    expect((await call(t.app, 'PUT', `/api/admin/people/${mod.id}/role`, { token: t.admin.token, body: { role: 'member' } })).json).toMatchObject({ role: 'member' });
    expect((await call(t.app, 'GET', '/api/users/admin/reported-posts', { token: mod.token })).status).toBe(403);
    expect((await accountAudit()).filter((a) => a.action === 'role').map((a) => a.detail)).toEqual([
      `Mira Moderator (${mod.email}): member → moderator`,
      `Mira Moderator (${mod.email}): moderator → member`,
    ]);
  });

  it("an author whose post is removed reads the reason in the notification", async () => {
    const post = await insertPost(db(), buildPost(t.other.id, { title: 'Rude Post' }));
    const res = await call(t.app, 'DELETE', `/api/users/admin/delete-post/${post.id}`, { token: t.admin.token, body: { reason: 'Harassment' } });
    expect(res.status).toBe(200);
    expect(await notesOf(t.other.id)).toContainEqual({ message: MESSAGES.moderationOutcomes.removedWithReason('Rude Post', 'Harassment'), type: 'error' });
    expect(moderationTexts.removed('x')).not.toContain('Reason');
  });
});

describe('people: find, warn, suspend, lift', () => {
  it('finds accounts by part of a name or email, any case', async () => {
    const found = await call(t.app, 'GET', '/api/admin/people?q=ASHA', { token: t.admin.token });
    expect(found.status).toBe(200);
    expect((found.json as unknown as { name: string; role: string }[]).map((p) => p.name)).toEqual(['Asha Verma']);
    expect((await call(t.app, 'GET', '/api/admin/people?q=a', { token: t.admin.token })).json).toEqual({ message: MESSAGES.peopleSearchTooShort });
    expect((await call(t.app, 'GET', '/api/admin/people?q=%25%25', { token: t.admin.token })).json).toEqual([]);
  });

  it('a warning reaches the account as a notification and an email that cannot be turned off', async () => {
    const student = await quickAccount(db(), { name: 'Loud Student' });
    const res = await call(t.app, 'POST', `/api/admin/people/${student.id}/warn`, { token: t.admin.token, body: { message: 'Please stop posting the same event.' } });
    expect(res).toMatchObject({ status: 200, json: { ok: true } });
    expect(await notesOf(student.id)).toEqual([{ message: MESSAGES.moderationOutcomes.warned('Please stop posting the same event.'), type: 'error' }]);
    expect(await mailTo(student.id)).toMatchObject([{ kind: 'account-warning', subject: MESSAGES.accountEmails.warningSubject }]);
    expect((await call(t.app, 'POST', `/api/admin/people/${student.id}/warn`, { token: t.admin.token, body: { message: ' ' } })).status).toBe(400);
  });

  it('a suspended account is refused every contribution with its end, can still read, and is told; lifting restores it', async () => {
    const student = await quickAccount(db(), { name: 'Suspended Student' });
    const post = await insertPost(db(), buildPost(t.other.id, { title: 'Still readable' }));
    const until = inHours(48);
    const res = await call(t.app, 'PUT', `/api/admin/people/${student.id}/suspension`, { token: t.admin.token, body: { until, reason: 'Repeated spam' } });
    expect(res).toMatchObject({ status: 200, json: { suspendedUntil: until, suspensionReason: 'Repeated spam' } });
    expect((await call(t.app, 'GET', '/api/auth/me', { token: student.token })).json).toMatchObject({ suspendedUntil: until, suspensionReason: 'Repeated spam' });
    const refusal = { status: 403, json: { message: MESSAGES.suspendedUntil(until) } };
    expect(MESSAGES.suspendedUntil(until)).toContain(MESSAGES.suspensionEnd(until));
    expect(await call(t.app, 'POST', '/api/posts', { token: student.token, body: { type: 'confession', title: 'Hi', content: 'Hello' } })).toMatchObject(refusal);
    expect(await call(t.app, 'POST', `/api/posts/${post.id}/comments`, { token: student.token, body: { text: 'Hi' } })).toMatchObject(refusal);
    expect(await call(t.app, 'PUT', `/api/posts/${post.id}/like`, { token: student.token })).toMatchObject(refusal);
    expect(await call(t.app, 'POST', `/api/posts/${post.id}/report`, { token: student.token, body: { reason: 'Spam' } })).toMatchObject(refusal);
    expect((await call(t.app, 'GET', `/api/posts/${post.id}`, { token: student.token })).status).toBe(200);
    expect(await notesOf(student.id)).toEqual([{ message: MESSAGES.moderationOutcomes.suspended(until, 'Repeated spam'), type: 'error' }]);
    expect(await mailTo(student.id)).toMatchObject([{ kind: 'account-suspended', subject: MESSAGES.accountEmails.suspendedSubject }]);

    const lifted = await call(t.app, 'DELETE', `/api/admin/people/${student.id}/suspension`, { token: t.admin.token });
    expect(lifted).toMatchObject({ status: 200, json: { suspendedUntil: null } });
    expect((await call(t.app, 'PUT', `/api/posts/${post.id}/like`, { token: student.token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/admin/people/${student.id}/suspension`, { token: t.admin.token })).status).toBe(409);
    expect((await accountAudit()).filter((a) => a.detail?.startsWith('Suspended Student')).map((a) => a.action)).toEqual(['suspend', 'unsuspend']);
  });

  it('a suspension that has ended refuses nothing', async () => {
    const student = await quickAccount(db(), { suspended_until: inHours(-1), suspension_reason: 'Old' });
    const post = await insertPost(db(), buildPost(t.other.id));
    expect((await call(t.app, 'PUT', `/api/posts/${post.id}/like`, { token: student.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: student.token })).json).toMatchObject({ suspendedUntil: null, suspensionReason: null });
  });

  it('refuses a suspension in the past or beyond a year, of an admin, and of oneself; and a change of one own role', async () => {
    const student = await quickAccount(db());
    for (const until of [inHours(-1), inHours(24 * 400), 'tomorrow']) {
      const res = await call(t.app, 'PUT', `/api/admin/people/${student.id}/suspension`, { token: t.admin.token, body: { until, reason: 'x' } });
      expect(res, until).toMatchObject({ status: 400, json: { message: MESSAGES.suspendUntilInvalid } });
    }
    const other = await quickAccount(db(), { is_admin: 1 });
    expect(await call(t.app, 'PUT', `/api/admin/people/${other.id}/suspension`, { token: t.admin.token, body: { until: inHours(1), reason: 'x' } })).toMatchObject({
      status: 403,
      json: { message: MESSAGES.cannotSuspendAdmin },
    });
    expect(await call(t.app, 'POST', `/api/admin/people/${t.admin.id}/warn`, { token: t.admin.token, body: { message: 'x' } })).toMatchObject({
      status: 403,
      json: { message: MESSAGES.cannotSuspendSelf },
    });
    expect(await call(t.app, 'PUT', `/api/admin/people/${t.admin.id}/role`, { token: t.admin.token, body: { role: 'member' } })).toMatchObject({
      status: 403,
      json: { message: MESSAGES.cannotChangeOwnRole },
    });
    expect((await call(t.app, 'PUT', '/api/admin/people/missing/role', { token: t.admin.token, body: { role: 'moderator' } })).status).toBe(404);
  });
});
