/**
 * Following clubs and attendance (decision 081), through the API on a real database: the feed's Following view,
 * Events I attended (private unless shown, its CSV) and a club's attendance for its officers only.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../../shared/schemas/posts.ts';
import type { AttendedEvents, ClubAttendance } from '../../../shared/schemas/attendance.ts';
import { newId, nowIso } from '../../database/values.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, insertPost, insertRegistration } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let t: TestApp;
let host: QuickAccount;
let student: QuickAccount;
let other: QuickAccount;
let officer: QuickAccount;
let member: QuickAccount;
let admin: QuickAccount;
const club = { id: newId(), slug: 'coding-club' };
const drama = { id: newId(), slug: 'dramatics' };

async function insertClub(id: string, slug: string, name: string) {
  const now = nowIso();
  await t.app.ctx.db
    .insertInto('clubs')
    .values({ id, slug, name, description: `${name}.`, category: 'technical', logo: null, banner: null, contact_email: null, website: null, instagram: null, chat_link: null, status: 'approved', pending_changes: null, pending_since: null, review_note: null, created_by: host.id, created_at: now, updated_at: now, approved_at: now, inactive_at: null, confirm_by: null })
    .execute();
}

const member_ = (clubId: string, userId: string, role: string, status = 'active') =>
  t.app.ctx.db.insertInto('club_members').values({ club_id: clubId, user_id: userId, role, title: null, status, created_at: nowIso(), joined_at: nowIso(), confirmed_at: null }).execute();

const titles = (json: unknown) => (json as Post[]).map((p) => p.title);
const following = (token: string, query = '') => call(t.app, 'GET', `/api/posts?view=following${query}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  [host, student, other, officer, member, admin] = await Promise.all([
    quickAccount(db, { name: 'Host' }),
    quickAccount(db, { name: 'Student' }),
    quickAccount(db, { name: 'Other' }),
    quickAccount(db, { name: 'Officer' }),
    quickAccount(db, { name: 'Member' }),
    quickAccount(db, { name: 'Admin', is_admin: 1 }),
  ]);
  await insertClub(club.id, club.slug, 'Coding Club');
  await insertClub(drama.id, drama.slug, 'Dramatics Society');
  await member_(club.id, officer.id, 'officer');
  await member_(club.id, member.id, 'member');
  await member_(drama.id, member.id, 'alumni');
});

afterAll(async () => {
  await t.close();
});

describe('the Following view', () => {
  it('shows the events of clubs followed, co-hosted ones once accepted, and registrations; nothing else', async () => {
    const db = t.app.ctx.db;
    const hosted = await insertPost(db, buildEvent(host.id, { title: 'Hackathon', club_id: club.id, event_start_date: at(3), event_end_date: at(3.1) }));
    const cohosted = await insertPost(db, buildEvent(host.id, { title: 'Play reading', club_id: drama.id, event_start_date: at(4), event_end_date: at(4.1) }));
    await insertPost(db, buildEvent(host.id, { title: 'Invited only', club_id: drama.id, event_start_date: at(5), event_end_date: at(5.1) }));
    await insertPost(db, buildEvent(host.id, { title: 'Pending club event', club_id: club.id, status: 'pending', event_start_date: at(2), event_end_date: at(2.1) }));
    await insertPost(db, buildEvent(host.id, { title: 'Hidden club event', club_id: club.id, hidden: 1, event_start_date: at(2), event_end_date: at(2.1) }));
    const registered = await insertPost(db, buildEvent(host.id, { title: 'Registered talk', event_start_date: at(6), event_end_date: at(6.1) }));
    const cancelled = await insertPost(db, buildEvent(host.id, { title: 'Cancelled seat', event_start_date: at(6), event_end_date: at(6.1) }));
    const past = await insertPost(db, buildEvent(host.id, { title: 'Last month meetup', club_id: club.id, event_start_date: at(-30), event_end_date: at(-29.9) }));
    await insertPost(db, buildEvent(host.id, { title: 'Unrelated', event_start_date: at(1), event_end_date: at(1.1) }));
    await db.insertInto('event_clubs').values({ post_id: cohosted.id, club_id: club.id, status: 'accepted', invited_by: host.id, created_at: nowIso(), accepted_at: nowIso() }).execute();
    await insertRegistration(db, registered, student);
    await insertRegistration(db, cancelled, student, { status: 'cancelled' });

    // Before following: only the registration.
    let answer = await following(student.token);
    expect(answer.status).toBe(200);
    expect(titles(answer.json)).toEqual(['Registered talk']);

    // A follow is seen on the next read: upcoming soonest first.
    expect((await db.insertInto('club_follows').values({ club_id: club.id, user_id: student.id, created_at: nowIso() }).execute()).length).toBe(1);
    answer = await following(student.token);
    expect(titles(answer.json)).toEqual(['Hackathon', 'Play reading', 'Registered talk']);
    answer = await following(student.token, '&when=past');
    expect(titles(answer.json)).toEqual(['Last month meetup']);
    expect((answer.json as unknown as Post[])[0]?._id).toBe(past.id);
    answer = await following(student.token, '&type=culturalEvent');
    expect(titles(answer.json)).toEqual([]);

    // Members (active, not alumni) see their clubs' events; an alumnus does not see the old club's.
    expect(titles((await following(member.token)).json)).toEqual(['Hackathon', 'Play reading']);
    expect(titles((await following(officer.token)).json)).toEqual(['Hackathon', 'Play reading']);
    expect(titles((await following(other.token)).json)).toEqual([]);
    expect(hosted.id).toBeTruthy();
  });

  it('follows and unfollows through the clubs API, seen on the next read', async () => {
    expect((await call(t.app, 'PUT', `/api/clubs/${drama.slug}/follow`, { token: student.token })).status).toBe(200);
    expect(titles((await following(student.token)).json)).toEqual(['Hackathon', 'Play reading', 'Invited only', 'Registered talk']);
    expect((await call(t.app, 'DELETE', `/api/clubs/${drama.slug}/follow`, { token: student.token })).status).toBe(200);
    expect(titles((await following(student.token)).json)).toEqual(['Hackathon', 'Play reading', 'Registered talk']);
  });

  it('joins and leaves through the clubs API, seen on the next read', async () => {
    const joined = await call(t.app, 'POST', `/api/clubs/${club.slug}/join`, { token: other.token });
    expect(joined.status).toBe(200);
    expect(titles((await following(other.token)).json)).toEqual(['Hackathon', 'Play reading']);
    expect((await call(t.app, 'POST', `/api/clubs/${club.slug}/leave`, { token: other.token })).status).toBe(200);
    expect(titles((await following(other.token)).json)).toEqual([]);
  });

  it("is the student's own answer, never kept by a shared cache", async () => {
    const answer = await following(student.token);
    expect(String(answer.headers['cache-control'])).toMatch(/private|no-store/);
    expect(String(answer.headers['cache-control'])).not.toMatch(/public/);
  });

  it('pages by date with a next link', async () => {
    const first = await following(student.token, '&limit=1');
    expect(titles(first.json)).toEqual(['Hackathon']);
    const link = String(first.headers.link ?? '');
    const next = /<([^>]+)>/.exec(link)?.[1];
    expect(next).toContain('view=following');
    const second = await call(t.app, 'GET', next ?? '', { token: student.token });
    expect(titles(second.json)).toEqual(['Play reading']);
  });

  it('asks a visitor to log in, and refuses a view it does not know or a type that is no event', async () => {
    const visitor = await call(t.app, 'GET', '/api/posts?view=following');
    expect(visitor.status).toBe(401);
    expect(visitor.json.message).toBe('Log in to see the events of the clubs you follow.');
    const unknown = await following(student.token, '').then(() => call(t.app, 'GET', '/api/posts?view=friends', { token: student.token }));
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe("The feed's view can only be 'following'.");
    expect((await following(student.token, '&type=news')).status).toBe(400);
  });
});

describe('Events I attended', () => {
  let attendedIds: string[] = [];

  beforeAll(async () => {
    const db = t.app.ctx.db;
    const clubEvent = await insertPost(db, buildEvent(host.id, { title: '=HYPERLINK("x") quiz, night', club_id: club.id, event_start_date: at(-10), event_end_date: at(-9.9) }));
    const plain = await insertPost(db, buildEvent(host.id, { title: 'Open Mic', event_start_date: at(-5), event_end_date: at(-4.9) }));
    const undone = await insertPost(db, buildEvent(host.id, { title: 'Undone scan', event_start_date: at(-3), event_end_date: at(-2.9) }));
    const checkIn = async (postId: string, registrationId: string, scannedAt: string, undoneAt: string | null = null) =>
      db.insertInto('check_ins').values({ id: newId(), post_id: postId, registration_id: registrationId, day: '', scanned_at: scannedAt, recorded_at: scannedAt, by_user_id: host.id, undone_at: undoneAt, undone_by: undoneAt ? host.id : null }).execute();
    const r1 = await insertRegistration(db, clubEvent, student, { status: 'checked_in' });
    const r2 = await insertRegistration(db, plain, student, { status: 'checked_in' });
    const r3 = await insertRegistration(db, undone, student);
    const r4 = await insertRegistration(db, clubEvent, other, { status: 'checked_in' });
    const r5 = await insertRegistration(db, plain, other);
    await checkIn(clubEvent.id, r1.id, at(-10));
    await checkIn(plain.id, r2.id, at(-5));
    await checkIn(undone.id, r3.id, at(-3), at(-3));
    await checkIn(clubEvent.id, r4.id, at(-10));
    expect(r5.id).toBeTruthy();
    attendedIds = [plain.id, clubEvent.id];
  });

  it('lists the events the student was checked in at, newest first, with the hosting club; private by default', async () => {
    const answer = await call(t.app, 'GET', '/api/users/me/attended', { token: student.token });
    expect(answer.status).toBe(200);
    const body = answer.json as unknown as AttendedEvents;
    expect(body.public).toBe(false);
    expect(body.events.map((e) => e.eventId)).toEqual(attendedIds);
    expect(body.events[1]?.club).toEqual({ slug: 'coding-club', name: 'Coding Club' });
    expect(body.events[0]?.club).toBeNull();
    expect((await call(t.app, 'GET', '/api/users/me/attended')).status).toBe(401);
  });

  it('downloads them as a CSV a spreadsheet reads safely', async () => {
    const answer = await call(t.app, 'GET', '/api/users/me/attended.csv', { token: student.token });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="events-attended.csv"');
    const rows: string[][] = parse(answer.raw.body, { bom: true, relax_column_count: false });
    expect(rows[0]).toEqual(['Event', 'Club', 'Starts At (UTC, ISO 8601)', 'Day', 'Checked In At (UTC, ISO 8601)', 'Checked In At (Asia/Kolkata)']);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[0]).toBe('Open Mic');
    // The formula is neutralised, the comma kept inside its cell.
    expect(rows[2]?.[0]).toBe(`'=HYPERLINK("x") quiz, night`);
    expect(rows[2]?.[1]).toBe('Coding Club');
    expect(answer.raw.body.includes('\r\n')).toBe(true);
  });

  it('is shown to other students only once the student shows it, and hidden again', async () => {
    const asOther = () => call(t.app, 'GET', `/api/users/${student.id}/attended`, { token: other.token });
    let answer = await asOther();
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('This student keeps the events they attended to themselves.');
    // Admins have no special right to it.
    expect((await call(t.app, 'GET', `/api/users/${student.id}/attended`, { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/users/${newId()}/attended`, { token: other.token })).status).toBe(404);

    const shown = await call(t.app, 'PUT', '/api/users/me/attendance-visibility', { token: student.token, body: { public: true } });
    expect(shown.status).toBe(200);
    expect(shown.json).toEqual({ public: true });
    answer = await asOther();
    expect(answer.status).toBe(200);
    expect((answer.json as unknown as AttendedEvents).events.map((e) => e.eventId)).toEqual(attendedIds);
    expect(((await call(t.app, 'GET', '/api/users/me/attended', { token: student.token })).json as unknown as AttendedEvents).public).toBe(true);
    expect((await call(t.app, 'GET', `/api/users/${student.id}/attended`)).status).toBe(401);

    await call(t.app, 'PUT', '/api/users/me/attendance-visibility', { token: student.token, body: { public: false } });
    expect((await asOther()).status).toBe(404);
    // The student always reads their own.
    expect((await call(t.app, 'GET', `/api/users/${student.id}/attended`, { token: student.token })).status).toBe(200);
  });

  it('refuses a bad visibility body with a message', async () => {
    for (const body of [{}, { public: 'yes' }, { public: true, extra: 1 }]) {
      const answer = await call(t.app, 'PUT', '/api/users/me/attendance-visibility', { token: student.token, body });
      expect(answer.status).toBe(400);
      expect(typeof answer.json.message).toBe('string');
    }
  });
});

describe("a club's attendance", () => {
  it("counts each club event's registrations and check-ins for its owners and officers only", async () => {
    const answer = await call(t.app, 'GET', `/api/clubs/${club.slug}/attendance`, { token: officer.token });
    expect(answer.status).toBe(200);
    const quiz = (answer.json as unknown as ClubAttendance).events.find((e) => e.title.includes('quiz'));
    expect(quiz).toMatchObject({ registered: 2, checkedIn: 2 });
    expect((await call(t.app, 'GET', `/api/clubs/${club.slug}/attendance`, { token: admin.token })).status).toBe(200);
    for (const who of [member, student, other]) {
      const refused = await call(t.app, 'GET', `/api/clubs/${club.slug}/attendance`, { token: who.token });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe("Only the club's owners and officers see its attendance.");
    }
    expect((await call(t.app, 'GET', `/api/clubs/${club.slug}/attendance`)).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/clubs/no-such-club/attendance', { token: officer.token })).status).toBe(404);
  });
});
