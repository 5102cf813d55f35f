/**
 * Clubs (decision 081), through the API on either database: a verified student asks for a club and owns it; it
 * waits for a reviewer, hidden from others; approved, it is in the directory; an edit to its public fields waits
 * while the approved version stays public; the admin makes it inactive; anyone signed in follows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../shared/schemas/clubs.ts';
import { call } from '../../test/api.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { pngDataUrl } from '../../test/posts-world.ts';
import { createTestApp, dialectName } from '../../test/test-app.ts';
import { clubInput, clubWorldOf, type ClubWorld } from '../../test/club-world.ts';
import { clubBySlug, clubRoleOf, followerIdsOf, managedClubIds } from './club-roles.ts';

let t: ClubWorld;
beforeAll(async () => {
  t = await clubWorldOf(await createTestApp({ env: { RATE_LIMIT: 'off' } }));
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

describe(`clubs (${dialectName})`, () => {
  it('are asked for by a verified student, who owns the club while it waits for a reviewer', async () => {
    const asha = await t.account('Asha Verma');
    const logo = await pngDataUrl(40, 40);
    const input = clubInput({ name: 'Robotics Society', slug: 'robotics-society', logo, website: 'https://robots.example', joinPolicy: 'approval' });
    const created = await call(t.app, 'POST', '/api/clubs', { token: asha.token, body: input });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({ slug: 'robotics-society', status: 'pending', role: 'owner', following: true, memberCount: 1, followerCount: 1, joinPolicy: 'approval', categoryName: 'Technical' });
    expect(created.json.logo).toMatch(/^\/media\/[0-9a-f]+\.\w+$/);

    // Hidden from others while it waits; seen by its owner and the reviewers.
    const other = await t.account('Rahul Nair');
    expect((await call(t.app, 'GET', '/api/clubs/robotics-society', { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/clubs/robotics-society')).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/clubs/robotics-society', { token: t.moderator.token })).json).toMatchObject({ status: 'pending', role: null, pendingChanges: null });
    expect(((await call(t.app, 'GET', '/api/clubs')).json as unknown as Club[]).map((c) => c.slug)).not.toContain('robotics-society');
    const queue = await call(t.app, 'GET', '/api/admin/clubs', { token: t.moderator.token });
    expect((queue.json.pending as Club[]).map((c) => c.slug)).toContain('robotics-society');

    // The same address or name (in any case) is taken.
    const again = await call(t.app, 'POST', '/api/clubs', { token: other.token, body: clubInput({ slug: 'robotics-society' }) });
    expect(again).toMatchObject({ status: 409, json: { message: 'That address is taken by another club: choose another.' } });
    const sameName = await call(t.app, 'POST', '/api/clubs', { token: other.token, body: clubInput({ name: 'ROBOTICS society' }) });
    expect(sameName).toMatchObject({ status: 409, json: { message: 'A club with that name exists already: choose another name.' } });
  });

  it('tells two students asking for the same address at the same instant that it is taken, never a 500', async () => {
    const [one, two] = [await t.account('First Asker'), await t.account('Second Asker')];
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(
        [one, two].map((who, i) => call(t.app, 'POST', '/api/clubs', { token: who.token, body: clubInput({ slug: `race-${round}`, name: `Race ${round} ${i}` }) })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const named = await Promise.all(
        [one, two].map((who, i) => call(t.app, 'POST', '/api/clubs', { token: who.token, body: clubInput({ slug: `named-${round}-${i}`, name: `Same Name ${round}` }) })),
      );
      expect(named.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(named.find((a) => a.status === 409)?.json).toEqual({ message: 'A club with that name exists already: choose another name.' });
    }
  });

  it('refuses bad input with a clear 4xx, and an unverified account', async () => {
    const asha = await t.account('Asha Verma');
    const bad = async (body: unknown) => call(t.app, 'POST', '/api/clubs', { token: asha.token, body });
    expect(await bad(clubInput({ category: 'knitting' }))).toMatchObject({ status: 400, json: { message: 'Choose one of the categories.' } });
    expect((await bad(clubInput({ slug: 'Not A Slug!' }))).status).toBe(400);
    expect((await bad(clubInput({ contactEmail: 'not-an-email' }))).json).toEqual({ message: 'Please enter a valid email address.' });
    expect((await bad(clubInput({ website: 'javascript:alert(1)' }))).json).toEqual({ message: 'Please enter a link that starts with https:// or http://.' });
    expect((await bad({ name: 'x' })).status).toBe(400);
    const unverified = await t.account('New Student', { email_verified_at: null });
    expect((await call(t.app, 'POST', '/api/clubs', { body: clubInput() })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/clubs', { token: unverified.token, body: clubInput() })).status).toBe(403);
  });

  it('is approved by a reviewer: the asker is told, the act is audited, and it joins the directory with its next event', async () => {
    const asha = await t.account('Asha Verma');
    const { slug, id } = await t.club(asha, { name: 'Quiz Circle', category: 'literary' }, { pending: true });
    const approved = await call(t.app, 'PUT', `/api/admin/clubs/${slug}/approve`, { token: t.moderator.token });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json.status).toBe('approved');
    const told = await db().selectFrom('notifications').select(['message', 'club_id']).where('user_id', '=', asha.id).execute();
    expect(told).toContainEqual({ message: 'Your club "Quiz Circle" was approved: it is listed in the directory now.', club_id: id });
    const audit = await db().selectFrom('audit_log').select(['action', 'detail']).where('actor_id', '=', t.moderator.id).execute();
    expect(audit).toContainEqual({ action: 'approve', detail: `Quiz Circle (/clubs/${slug}): new club approved` });
    expect((await call(t.app, 'PUT', `/api/admin/clubs/${slug}/approve`, { token: t.moderator.token })).status).toBe(409);

    // An approved upcoming event it hosts is its next event.
    const event = await insertPost(db(), buildEvent(asha.id, { title: 'Quiz Night', club_id: id, event_start_date: new Date(Date.now() + 3 * 86_400_000).toISOString() }));
    const listed = (await call(t.app, 'GET', '/api/clubs?category=literary&q=quiz')).json as unknown as Club[];
    expect(listed.find((c) => c.slug === slug)).toMatchObject({ name: 'Quiz Circle', memberCount: 1, followerCount: 1, role: null, following: false, nextEvent: { _id: event.id, title: 'Quiz Night' } });
    expect(((await call(t.app, 'GET', '/api/clubs?q=QUIZ circ')).json as unknown as Club[]).map((c) => c.slug)).toEqual([slug]);
    expect(((await call(t.app, 'GET', '/api/clubs?category=sports&q=quiz')).json as unknown as Club[])).toEqual([]);
    expect(((await call(t.app, 'GET', '/api/clubs?q=50%25_')).json as unknown as Club[])).toEqual([]);
    const categories = await call(t.app, 'GET', '/api/club-categories');
    expect((categories.json as unknown as { slug: string }[]).map((c) => c.slug)).toEqual(['technical', 'cultural', 'sports', 'social-service', 'literary', 'others']);

    // Who someone is, for the other parts of the server.
    expect((await clubBySlug(db(), slug))?.id).toBe(id);
    expect(await clubRoleOf(db(), id, asha.id)).toBe('owner');
    expect(await clubRoleOf(db(), id, t.admin.id)).toBeNull();
    expect(await managedClubIds(db(), asha.id)).toEqual([id]);
    expect(await followerIdsOf(db(), id)).toEqual([asha.id]);
  });

  it('is declined with a reason the asker reads; a declined club edited asks again', async () => {
    const asha = await t.account('Asha Verma');
    const { slug, id } = await t.club(asha, { name: 'Night Owls' }, { pending: true });
    const declined = await call(t.app, 'DELETE', `/api/admin/clubs/${slug}/reject`, { token: t.admin.token, body: { reason: 'Please describe what you do.' } });
    expect(declined.json).toMatchObject({ status: 'rejected', reviewNote: 'Please describe what you do.' });
    const told = await db().selectFrom('notifications').select('message').where('user_id', '=', asha.id).where('club_id', '=', id).execute();
    expect(told.map((n) => n.message)).toEqual(['Your club "Night Owls" was not approved: Please describe what you do.']);
    expect((await call(t.app, 'GET', `/api/clubs/${slug}`, { token: asha.token })).json).toMatchObject({ status: 'rejected', reviewNote: 'Please describe what you do.' });
    const edited = await call(t.app, 'PUT', `/api/clubs/${slug}`, { token: asha.token, body: { description: 'Astronomy on the roof, every clear night.' } });
    expect(edited.json).toMatchObject({ status: 'pending', description: 'Astronomy on the roof, every clear night.', reviewNote: null });
    expect((await call(t.app, 'DELETE', `/api/admin/clubs/${slug}/reject`, { token: asha.token })).status).toBe(403);
  });

  it("keeps an approved club's public version while an edit waits, and applies or drops it on review", async () => {
    const asha = await t.account('Asha Verma');
    const { slug } = await t.club(asha, { name: 'Chess Club', description: 'Blitz on Fridays.' });
    const edit = await call(t.app, 'PUT', `/api/clubs/${slug}`, { token: asha.token, body: { name: 'Chess & Go Club', description: 'Blitz and Go.', joinPolicy: 'approval' } });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    // How members join changes at once; the public fields wait.
    expect(edit.json).toMatchObject({ name: 'Chess Club', description: 'Blitz on Fridays.', joinPolicy: 'approval', pendingChanges: { name: 'Chess & Go Club', description: 'Blitz and Go.' } });
    const visitor = await call(t.app, 'GET', `/api/clubs/${slug}`);
    expect(visitor.json).toMatchObject({ name: 'Chess Club' });
    expect(visitor.json).not.toHaveProperty('pendingChanges');
    // A second edit joins the one waiting; putting a field back as it is drops it from the edit.
    const again = await call(t.app, 'PUT', `/api/clubs/${slug}`, { token: asha.token, body: { description: 'Blitz on Fridays.', category: 'others' } });
    expect(again.json.pendingChanges).toEqual({ name: 'Chess & Go Club', category: 'others' });
    const queue = await call(t.app, 'GET', '/api/admin/clubs', { token: t.admin.token });
    expect((queue.json.pendingEdits as Club[]).map((c) => c.slug)).toContain(slug);

    const applied = await call(t.app, 'PUT', `/api/admin/clubs/${slug}/approve`, { token: t.admin.token });
    expect(applied.json).toMatchObject({ name: 'Chess & Go Club', category: 'others', categoryName: 'Others', pendingChanges: null });
    expect((await db().selectFrom('notifications').select('message').where('user_id', '=', asha.id).execute()).map((n) => n.message)).toContain(
      'Your changes to "Chess & Go Club" were approved and are public now.',
    );

    await call(t.app, 'PUT', `/api/clubs/${slug}`, { token: asha.token, body: { name: 'Chess Federation' } });
    const dropped = await call(t.app, 'DELETE', `/api/admin/clubs/${slug}/reject`, { token: t.admin.token, body: { reason: 'Too grand.' } });
    expect(dropped.json).toMatchObject({ status: 'approved', name: 'Chess & Go Club', pendingChanges: null, reviewNote: 'Too grand.' });

    // Nobody else edits it.
    const member = await t.account('Meera Iyer');
    expect((await call(t.app, 'PUT', `/api/clubs/${slug}`, { token: member.token, body: { name: 'Mine now' } })).json).toEqual({ message: "Only the club's owners and officers can do that." });
  });

  it('is made inactive by an admin (its page stays, it leaves the directory) and may let its events skip review', async () => {
    const asha = await t.account('Asha Verma');
    const { slug } = await t.club(asha);
    expect((await call(t.app, 'PUT', `/api/admin/clubs/${slug}`, { token: t.moderator.token, body: { status: 'inactive' } })).status).toBe(403);
    const inactive = await call(t.app, 'PUT', `/api/admin/clubs/${slug}`, { token: t.admin.token, body: { status: 'inactive', autoApproveEvents: true } });
    expect(inactive.json).toMatchObject({ status: 'inactive', autoApproveEvents: true });
    expect((await call(t.app, 'GET', `/api/clubs/${slug}`)).json).toMatchObject({ status: 'inactive' });
    expect(((await call(t.app, 'GET', '/api/clubs')).json as unknown as Club[]).map((c) => c.slug)).not.toContain(slug);
    const follower = await t.account('Fatima');
    expect((await call(t.app, 'PUT', `/api/clubs/${slug}/follow`, { token: follower.token })).status).toBe(409);
    expect((await call(t.app, 'PUT', `/api/admin/clubs/${slug}`, { token: t.admin.token, body: { status: 'approved' } })).json).toMatchObject({ status: 'approved' });
    const pending = await t.club(asha, {}, { pending: true });
    expect((await call(t.app, 'PUT', `/api/admin/clubs/${pending.slug}`, { token: t.admin.token, body: { status: 'inactive' } })).status).toBe(409);
  });

  it("keeps its logo and a waiting edit's banner when a post with the same picture is deleted", async () => {
    const asha = await t.account('Asha Verma');
    const picture = await pngDataUrl(48, 48);
    const banner = await pngDataUrl(96, 32);
    const { slug } = await t.club(asha, { logo: picture });
    const edited = await call(t.app, 'PUT', `/api/clubs/${slug}`, { token: asha.token, body: { banner } });
    const logo = (edited.json as unknown as Club).logo ?? '';
    const waitingBanner = (edited.json as unknown as Club).pendingChanges?.banner ?? '';
    expect(waitingBanner).toMatch(/^\/media\//);
    for (const image of [picture, banner]) {
      const post = await call(t.app, 'POST', '/api/posts', { token: asha.token, body: { type: 'confession', title: 'Same picture', content: 'Posted twice.', images: [image] } });
      expect(post.status, JSON.stringify(post.json)).toBe(201);
      expect((await call(t.app, 'DELETE', `/api/posts/${post.json._id as string}`, { token: asha.token })).status).toBe(200);
    }
    expect((await call(t.app, 'GET', logo)).status).toBe(200);
    expect((await call(t.app, 'GET', waitingBanner)).status).toBe(200);
  });

  it('is followed by anyone signed in, once, with the count kept', async () => {
    const asha = await t.account('Asha Verma');
    const { slug, id } = await t.club(asha);
    const fan = await t.account('Fatima Khan');
    expect((await call(t.app, 'PUT', `/api/clubs/${slug}/follow`)).status).toBe(401);
    const followed = await call(t.app, 'PUT', `/api/clubs/${slug}/follow`, { token: fan.token });
    expect(followed.json).toMatchObject({ following: true, followerCount: 2, role: null });
    expect((await call(t.app, 'PUT', `/api/clubs/${slug}/follow`, { token: fan.token })).json).toMatchObject({ following: true, followerCount: 2 });
    expect(await followerIdsOf(db(), id)).toEqual([asha.id, fan.id].sort());
    const unfollowed = await call(t.app, 'DELETE', `/api/clubs/${slug}/follow`, { token: fan.token });
    expect(unfollowed.json).toMatchObject({ following: false, followerCount: 1 });
    expect((await call(t.app, 'DELETE', `/api/clubs/${slug}/follow`, { token: fan.token })).json).toMatchObject({ following: false, followerCount: 1 });
    expect((await call(t.app, 'PUT', '/api/clubs/no-such-club/follow', { token: fan.token })).status).toBe(404);
  });
});
