/**
 * The year's handover (decision 081), through the API on either database: the admin starts a year, every approved
 * club's owners and officers are asked (by notification and email, whatever their email choices), confirm, and
 * after the deadline those who did not become members; a club left with no owner is flagged and the admins told;
 * the admin appoints an owner; graduates are marked alumni, the last owner never.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../database/values.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { queuedFor } from '../../test/outbox.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';
import { makeClub, notificationsOf, roleIn } from '../../test/club-news-world.ts';
import { campusToday, settleHandover } from './club-years.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
type Progress = { year: { confirmBy: string; closedAt: string | null } | null; clubs: { slug: string; officers: number; confirmed: number; orphaned: boolean }[]; orphaned: { slug: string }[] };

describe(`the year's handover (${dialectName})`, () => {
  it('asks officers to confirm; after the deadline the unconfirmed become members and an ownerless club is flagged', async () => {
    const admin = await quickAccount(db(), { is_admin: 1 });
    const kept = await makeClub(db());
    const lapsed = await makeClub(db());
    await db().insertInto('email_opt_outs').values({ user_id: kept.officer.id, kind: 'club-news', created_at: nowIso() }).execute();
    const today = campusToday(t.app.ctx);

    expect((await call(t.app, 'POST', '/api/admin/club-years', { token: kept.owner.token, body: { startsOn: today } })).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/admin/club-years', { token: admin.token, body: { startsOn: addDays(today, -3) } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/admin/club-years', { token: admin.token, body: { startsOn: 'soon' } })).status).toBe(400);
    const started = await call(t.app, 'POST', '/api/admin/club-years', { token: admin.token, body: { startsOn: today } });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    expect(started.json).toMatchObject({ startsOn: today, confirmBy: addDays(today, 30), closedAt: null });

    // Asked: by notification, and by email even when Clubs I follow emails are off (it concerns their role).
    expect(await notificationsOf(db(), kept.officer.id)).toContainEqual(expect.objectContaining({ club_id: kept.id }));
    expect(await queuedFor(db(), kept.officer.id, 'club-news')).toHaveLength(1);
    expect(await notificationsOf(db(), kept.member.id)).toEqual([]);

    // The owner and officer of one club confirm; a member cannot; the other club's owner does not.
    expect((await call(t.app, 'POST', `/api/clubs/${kept.slug}/confirm`, { token: kept.member.token })).status).toBe(403);
    for (const who of [kept.owner, kept.officer]) {
      const confirmed = await call(t.app, 'POST', `/api/clubs/${kept.slug}/confirm`, { token: who.token });
      expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    }
    await call(t.app, 'POST', `/api/clubs/${lapsed.slug}/confirm`, { token: lapsed.officer.token });

    const progress = (await call(t.app, 'GET', '/api/admin/club-years/current', { token: admin.token })).json as unknown as Progress;
    expect(progress.clubs).toContainEqual(expect.objectContaining({ slug: kept.slug, officers: 2, confirmed: 2, orphaned: false }));
    expect(progress.clubs).toContainEqual(expect.objectContaining({ slug: lapsed.slug, officers: 2, confirmed: 1 }));

    // Before the deadline the job leaves them be; once it has passed, it settles them.
    await settleHandover(t.app.ctx);
    expect(await roleIn(db(), lapsed.id, lapsed.owner.id)).toBe('owner');
    await db().updateTable('clubs').set({ confirm_by: addDays(today, -1) }).where('id', 'in', [kept.id, lapsed.id]).execute();
    expect(await settleHandover(t.app.ctx)).toBeGreaterThanOrEqual(2);

    expect(await roleIn(db(), kept.id, kept.owner.id)).toBe('owner');
    expect(await roleIn(db(), kept.id, kept.officer.id)).toBe('officer');
    expect(await roleIn(db(), lapsed.id, lapsed.owner.id)).toBe('member');
    expect(await roleIn(db(), lapsed.id, lapsed.officer.id)).toBe('officer');
    const after = (await call(t.app, 'GET', '/api/admin/club-years/current', { token: admin.token })).json as unknown as Progress;
    expect(after.orphaned.map((c) => c.slug)).toContain(lapsed.slug);
    expect(after.orphaned.map((c) => c.slug)).not.toContain(kept.slug);
    expect(await notificationsOf(db(), admin.id)).toContainEqual(expect.objectContaining({ club_id: lapsed.id, message: `${lapsed.name} has no owner now: appoint one.` }));
    // Told once: a second run finds nothing due.
    await settleHandover(t.app.ctx);
    expect((await notificationsOf(db(), admin.id)).filter((n) => n.club_id === lapsed.id)).toHaveLength(1);

    // The admin appoints a verified student, who becomes the owner (and a member).
    const unverified = await quickAccount(db(), { email_verified_at: null });
    expect((await call(t.app, 'PUT', `/api/admin/clubs/${lapsed.slug}/owner`, { token: admin.token, body: { userId: unverified.id } })).status).toBe(400);
    expect((await call(t.app, 'PUT', `/api/admin/clubs/${lapsed.slug}/owner`, { token: lapsed.officer.token, body: { userId: lapsed.officer.id } })).status).toBe(403);
    const rescuer = await quickAccount(db());
    const appointed = await call(t.app, 'PUT', `/api/admin/clubs/${lapsed.slug}/owner`, { token: admin.token, body: { email: rescuer.email } });
    expect(appointed.status, JSON.stringify(appointed.json)).toBe(200);
    expect(await roleIn(db(), lapsed.id, rescuer.id)).toBe('owner');
    const rescued = (await call(t.app, 'GET', '/api/admin/club-years/current', { token: admin.token })).json as unknown as Progress;
    expect(rescued.orphaned.map((c) => c.slug)).not.toContain(lapsed.slug);
  });

  it('lets the admin close the window early, and a club with no confirmation waiting refuses a confirm', async () => {
    const admin = await quickAccount(db(), { is_admin: 1 });
    const club = await makeClub(db());
    await call(t.app, 'POST', '/api/admin/club-years', { token: admin.token, body: { startsOn: campusToday(t.app.ctx) } });
    expect((await call(t.app, 'POST', '/api/admin/club-years/close', { token: club.owner.token })).status).toBe(403);
    const closed = await call(t.app, 'POST', '/api/admin/club-years/close', { token: admin.token });
    expect(closed.status, JSON.stringify(closed.json)).toBe(200);
    expect((closed.json as unknown as Progress).year?.closedAt).toBeTruthy();
    expect(await roleIn(db(), club.id, club.officer.id)).toBe('member');
    expect(await notificationsOf(db(), club.officer.id)).toContainEqual(expect.objectContaining({ message: `You did not confirm for ${club.name} in time, so you are now a member.` }));
    expect((await call(t.app, 'POST', '/api/admin/club-years/close', { token: admin.token })).status).toBe(409);
    const stranger = await makeClub(db());
    expect((await call(t.app, 'POST', `/api/clubs/${stranger.slug}/confirm`, { token: stranger.owner.token })).status).toBe(409);
  });

  it('marks a graduating member alumni, by an owner or themself; never the last owner', async () => {
    const club = await makeClub(db());
    const alumni = (who: string, token: string) => call(t.app, 'PUT', `/api/clubs/${club.slug}/members/${who}/alumni`, { token });
    expect((await alumni(club.member.id, club.officer.token)).status).toBe(403);
    expect((await alumni(club.owner.id, club.owner.token)).status).toBe(409);
    expect((await alumni(club.member.id, club.owner.token)).status).toBe(200);
    expect(await roleIn(db(), club.id, club.member.id)).toBe('alumni');
    expect((await alumni(club.member.id, club.owner.token)).status).toBe(404);
    expect((await alumni(club.officer.id, club.officer.token)).status).toBe(200);
    expect(await roleIn(db(), club.id, club.officer.id)).toBe('alumni');
    // An alumnus has no rights left: no announcement.
    const posted = await call(t.app, 'POST', `/api/clubs/${club.slug}/announcements`, { token: club.officer.token, body: { title: 'Bye', content: 'Thanks all' } });
    expect(posted.status).toBe(403);
    const row = await db().selectFrom('clubs').select('member_count').where('id', '=', club.id).executeTakeFirstOrThrow();
    expect(Number(row.member_count)).toBe(1);
  });
});

describe(`a club's only owner deletes their account (${dialectName})`, () => {
  it('leaves the club without them, recounted, flagged to the admins, who are told; a club with another owner is not', async () => {
    const admin = await quickAccount(db(), { is_admin: 1 });
    const alone = await makeClub(db());
    const shared = await makeClub(db());
    // The leaving student is the only owner of one club and a second owner of the other, and follows it too.
    const leaving = alone.owner;
    await db().insertInto('club_members').values({ club_id: shared.id, user_id: leaving.id, role: 'owner', status: 'active', created_at: nowIso(), joined_at: nowIso(), title: null, confirmed_at: null }).execute();
    await db().insertInto('club_follows').values({ club_id: shared.id, user_id: leaving.id, created_at: nowIso() }).execute();

    const deleted = await call(t.app, 'POST', '/api/users/me/delete', { token: leaving.token, body: { posts: 'remove', email: leaving.email } });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(204);

    expect(await roleIn(db(), alone.id, leaving.id)).toBeUndefined();
    expect(await roleIn(db(), shared.id, leaving.id)).toBeUndefined();
    const page = (await call(t.app, 'GET', `/api/clubs/${alone.slug}`, { token: alone.member.token })).json as { club?: { memberCount: number } } & { memberCount?: number };
    expect(page.club?.memberCount ?? page.memberCount).toBe(2);

    const progress = (await call(t.app, 'GET', '/api/admin/club-years/current', { token: admin.token })).json as unknown as Progress;
    expect(progress.orphaned.map((c) => c.slug)).toContain(alone.slug);
    expect(progress.orphaned.map((c) => c.slug)).not.toContain(shared.slug);
    expect(await notificationsOf(db(), admin.id)).toContainEqual(expect.objectContaining({ club_id: alone.id, message: `${alone.name} has no owner now: appoint one.` }));
    expect((await notificationsOf(db(), admin.id)).filter((n) => n.club_id === shared.id)).toEqual([]);

    // The admin appoints the remaining officer, and the flag is gone.
    const appointed = await call(t.app, 'PUT', `/api/admin/clubs/${alone.slug}/owner`, { token: admin.token, body: { userId: alone.officer.id } });
    expect(appointed.status, JSON.stringify(appointed.json)).toBeLessThan(300);
    const rescued = (await call(t.app, 'GET', '/api/admin/club-years/current', { token: admin.token })).json as unknown as Progress;
    expect(rescued.orphaned.map((c) => c.slug)).not.toContain(alone.slug);
  });
});
