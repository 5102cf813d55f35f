/**
 * Club-hosted events (decision 081), through the API on either database: an officer posts an event as their club;
 * its owners and officers hold the host's rights (read on every request), a co-host club's the co-host's, members
 * and followers none; a club the admin trusts skips review; followers hear of an approved event by notification,
 * push and email; co-host clubs are invited, accept and leave; a club lists its upcoming and past events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventClub } from '../../../shared/schemas/clubs.ts';
import type { Post } from '../../../shared/schemas/posts.ts';
import { newId, nowIso } from '../../database/values.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { queuedFor } from '../../test/outbox.ts';
import { createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';
import { dialectName } from '../../test/test-app.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

type Role = 'owner' | 'officer' | 'member' | 'alumni';

/** A club written straight to the database (clubs-core's routes make them in the product). */
async function club(name: string, people: Partial<Record<Role, QuickAccount[]>>, overrides: { status?: string; auto_approve_events?: number } = {}) {
  const now = nowIso();
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${newId().slice(0, 6).toLowerCase()}`;
  const id = newId();
  await db()
    .insertInto('clubs')
    .values({ id, slug, name: `${name} ${slug.slice(-6)}`, description: 'A club.', category: 'technical', created_by: people.owner?.[0]?.id ?? t.user.id, created_at: now, updated_at: now, status: 'approved', ...overrides })
    .execute();
  for (const [role, accounts] of Object.entries(people)) {
    for (const a of accounts) {
      await db().insertInto('club_members').values({ club_id: id, user_id: a.id, role, status: 'active', created_at: now, joined_at: now, title: null, confirmed_at: null }).execute();
    }
  }
  return { id, slug, name: `${name} ${slug.slice(-6)}` };
}
const follow = (clubId: string, who: QuickAccount) => db().insertInto('club_follows').values({ club_id: clubId, user_id: who.id, created_at: nowIso() }).execute();

async function people() {
  const [owner, officer, officer2, member, follower, outsider, alumnus] = await Promise.all(
    ['Olga Owner', 'Omar Officer', 'Oona Officer', 'Mia Member', 'Fay Follower', 'Nina Nobody', 'Al Alumnus'].map((name) => quickAccount(db(), { name })),
  );
  return { owner: owner!, officer: officer!, officer2: officer2!, member: member!, follower: follower!, outsider: outsider!, alumnus: alumnus! };
}

const post = (token: string, body: object) => call(t.app, 'POST', '/api/posts', { token, body: eventInput(body) });
const approve = (id: string) => call(t.app, 'PUT', `/api/posts/approve-event/${id}`, { token: t.admin.token });

describe(`club-hosted events (${dialectName})`, () => {
  it('are posted by an owner or officer as their approved club, refused to members, outsiders and inactive clubs', async () => {
    const p = await people();
    const c = await club('Robotics', { owner: [p.owner], officer: [p.officer], member: [p.member], alumni: [p.alumnus] });
    const made = await post(p.officer.token, { clubId: c.id });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const event = made.json as Post;
    expect(event.status).toBe('pending');
    expect(event.clubs).toEqual([{ slug: c.slug, name: c.name, logo: null, role: 'host', status: 'accepted' }]);
    expect((await db().selectFrom('posts').select('club_id').where('id', '=', event._id).executeTakeFirstOrThrow()).club_id).toBe(c.id);

    for (const who of [p.member, p.outsider, p.alumnus]) {
      const refused = await post(who.token, { clubId: c.id });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(`Only an owner or officer of ${c.name} can do that.`);
    }
    expect((await post(p.owner.token, { clubId: c.id, type: 'confession', title: 'x' })).status).toBe(400);
    expect((await post(p.owner.token, { clubId: 'no-such-club' })).json).toEqual({ message: 'Club not found.' });

    const asleep = await club('Chess', { owner: [p.owner] }, { status: 'inactive' });
    const inactive = await post(p.owner.token, { clubId: asleep.id });
    expect(inactive).toMatchObject({ status: 400, json: { message: `${asleep.name} is inactive, so it cannot host new events.` } });
    const waiting = await club('Quiz', { owner: [p.owner] }, { status: 'pending' });
    expect((await post(p.owner.token, { clubId: waiting.slug })).status).toBe(400);

    // The club stays its host whatever an edit sends.
    const edited = await call(t.app, 'PUT', `/api/posts/${event._id}`, { token: p.officer.token, body: eventInput({ title: 'Robot Wars', clubId: null }) });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect((edited.json as Post).clubs?.[0]?.slug).toBe(c.slug);
  });

  it("give the club's owners and officers the host's rights, read on every request, and members none", async () => {
    const p = await people();
    const c = await club('Drama', { owner: [p.owner], officer: [p.officer, p.officer2], member: [p.member] });
    const event = { _id: (await insertPost(db(), buildEvent(p.owner.id, { club_id: c.id, capacity: 5 }))).id };
    const role = async (who: QuickAccount) => (await call(t.app, 'GET', `/api/events/${event._id}/hosts`, { token: who.token })).json.viewerRole as string;
    expect(await role(p.officer2)).toBe('host');
    expect(await role(p.owner)).toBe('host');
    expect(await role(p.member)).toBe('none');

    const student = await quickAccount(db(), { name: 'Sam Student' });
    const registered = await call(t.app, 'POST', `/api/users/register-event/${event._id}`, {
      token: student.token,
      body: { name: student.name, email: student.email, phone: '9876543210', 'Year of study': '2nd' },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    expect((await call(t.app, 'GET', `/api/events/${event._id}/registrations`, { token: p.officer2.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/events/${event._id}/registrations`, { token: p.member.token })).status).toBe(403);
    // At the door: a member may not check anyone in; the other officer does.
    const registrationId = (registered.json as { _id: string })._id;
    const scan = (token: string, scanId: string) =>
      call(t.app, 'POST', `/api/events/${event._id}/check-ins`, { token, body: { scans: [{ scanId, registrationId, scannedAt: new Date().toISOString(), override: true }] } });
    expect((await scan(p.member.token, 'scan-member-1')).status).toBe(403);
    const checked = await scan(p.officer2.token, 'scan-officer-1');
    expect(checked.status, JSON.stringify(checked.json)).toBe(200);
    expect((checked.json as { results: { result: string }[] }).results[0]?.result).toBe('checked_in');

    // The feed offers the other officer Edit.
    const seen = await call(t.app, 'GET', `/api/posts/${event._id}`, { token: p.officer2.token });
    expect((seen.json as Post).canEdit).toBe(true);

    // Removed from the club, their rights end with that write.
    await db().updateTable('club_members').set({ role: 'member' }).where('club_id', '=', c.id).where('user_id', '=', p.officer2.id).execute();
    expect(await role(p.officer2)).toBe('none');
    expect((await call(t.app, 'GET', `/api/events/${event._id}/registrations`, { token: p.officer2.token })).status).toBe(403);
  });

  it('tell followers and members of an approved event once, by notification, push and email; a trusted club skips review', async () => {
    const p = await people();
    const c = await club('Music', { owner: [p.owner], officer: [p.officer], member: [p.member], alumni: [p.alumnus] });
    await follow(c.id, p.follower);
    await follow(c.id, p.member);
    const event = (await post(p.officer.token, { clubId: c.id, title: 'Jam Night' })).json as Post;
    const said = `${c.name} posted an event: Jam Night`;
    const told = async (who: QuickAccount) =>
      (await db().selectFrom('notifications').select(['message', 'post_id', 'club_id']).where('user_id', '=', who.id).execute()).filter((n) => n.message === said);
    expect(await told(p.follower)).toEqual([]);

    expect((await approve(event._id)).status).toBe(200);
    expect(await told(p.follower)).toEqual([{ message: said, post_id: event._id, club_id: c.id }]);
    expect(await told(p.member)).toHaveLength(1);
    expect(await told(p.owner)).toHaveLength(1);
    expect(await told(p.officer)).toEqual([]);
    expect(await told(p.alumnus)).toEqual([]);
    expect(await told(p.outsider)).toEqual([]);
    const [mail] = await queuedFor(db(), p.follower.id, 'club-news');
    expect(mail?.subject).toBe(said);
    expect(mail?.text).toContain('Student Centre');

    // A club the admin trusts: its event is approved at once, and its followers told at once.
    const trusted = await club('Sports', { owner: [p.owner], officer: [p.officer] }, { auto_approve_events: 1 });
    await follow(trusted.id, p.follower);
    const quick = (await post(p.officer.token, { clubId: trusted.id, title: 'Fun Run' })).json as Post;
    expect(quick.status).toBe('approved');
    expect((await db().selectFrom('notifications').select('message').where('user_id', '=', p.follower.id).execute()).map((n) => n.message)).toContain(
      `${trusted.name} posted an event: Fun Run`,
    );
  });

  it('invite a co-host club, whose officers accept and share co-host rights, and may leave', async () => {
    const p = await people();
    const host = await club('Coding', { owner: [p.owner] });
    const guest = await club('Design', { owner: [p.officer2], officer: [p.officer], member: [p.member] });
    const event = (await post(p.owner.token, { clubId: host.id })).json as Post;
    await approve(event._id);
    const path = `/api/events/${event._id}/clubs`;

    expect((await call(t.app, 'POST', path, { token: p.officer.token, body: { slug: guest.slug } })).status).toBe(403);
    const invited = await call(t.app, 'POST', path, { token: p.owner.token, body: { slug: guest.slug } });
    expect(invited.status, JSON.stringify(invited.json)).toBe(200);
    expect((invited.json as unknown as EventClub[]).map((x) => [x.slug, x.role, x.status])).toEqual([
      [host.slug, 'host', 'accepted'],
      [guest.slug, 'cohost', 'invited'],
    ]);
    // The public sees the host club only until the invited club accepts.
    expect(((await call(t.app, 'GET', `/api/posts/${event._id}`)).json as Post).clubs?.map((x) => x.slug)).toEqual([host.slug]);
    expect((await call(t.app, 'GET', path)).json).toHaveLength(1);
    const note = await db().selectFrom('notifications').select('message').where('user_id', '=', p.officer.id).execute();
    expect(note.map((n) => n.message)).toContain(`${guest.name} was invited to co-host “${event.title}”: accept it on the event’s page.`);

    expect((await call(t.app, 'PUT', `${path}/${guest.slug}`, { token: p.member.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/events/${event._id}/hosts`, { token: p.officer.token })).json.viewerRole).toBe('none');
    const accepted = await call(t.app, 'PUT', `${path}/${guest.slug}`, { token: p.officer.token });
    expect(accepted.status).toBe(200);
    expect(((await call(t.app, 'GET', `/api/posts/${event._id}`)).json as Post).clubs?.map((x) => [x.slug, x.role])).toEqual([
      [host.slug, 'host'],
      [guest.slug, 'cohost'],
    ]);
    expect((await call(t.app, 'GET', `/api/events/${event._id}/hosts`, { token: p.officer.token })).json.viewerRole).toBe('cohost');
    expect((await call(t.app, 'GET', `/api/events/${event._id}/hosts`, { token: p.member.token })).json.viewerRole).toBe('none');
    // A co-host club does not invite others.
    const third = await club('Film', { owner: [p.outsider] });
    expect((await call(t.app, 'POST', path, { token: p.officer.token, body: { slug: third.slug } })).status).toBe(403);

    expect((await call(t.app, 'DELETE', `${path}/${guest.slug}`, { token: p.member.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `${path}/${guest.slug}`, { token: p.officer.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/events/${event._id}/hosts`, { token: p.officer.token })).json.viewerRole).toBe('none');
    expect((await call(t.app, 'PUT', `${path}/${guest.slug}`, { token: p.officer.token })).status).toBe(404);
    expect((await call(t.app, 'POST', path, { token: p.owner.token, body: { slug: 'no-such-club' } })).status).toBe(404);
  });

  it("list a club's approved events, upcoming soonest first and past latest first", async () => {
    const p = await people();
    const c = await club('Astro', { owner: [p.owner] }, { auto_approve_events: 1 });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
    for (const [title, start] of [['Far', day(20)], ['Soon', day(2)], ['Old', day(-30)], ['Recent', day(-3)]] as const) {
      expect((await call(t.app, 'POST', '/api/posts', { token: p.owner.token, body: eventInput({ clubId: c.id, title, eventStartDate: start }) })).status).toBe(201);
    }
    await post(p.outsider.token, { title: 'Not theirs' });
    const list = async (when: string) => ((await call(t.app, 'GET', `/api/clubs/${c.slug}/events?when=${when}`)).json as unknown as Post[]).map((x) => x.title);
    expect(await list('upcoming')).toEqual(['Soon', 'Far']);
    expect(await list('past')).toEqual(['Recent', 'Old']);
    expect((await call(t.app, 'GET', `/api/clubs/${c.slug}/events?when=later`)).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/clubs/no-such-club/events')).status).toBe(404);
  });
});
