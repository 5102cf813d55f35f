/** The demo campus's clubs (decision 081): what a visitor to the demo finds, through the API where it is ours. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendedEvents } from '../../shared/schemas/attendance.ts';
import type { Post } from '../../shared/schemas/posts.ts';
import { call } from '../test/api.ts';
import { findInvariantViolations } from '../test/invariants.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD, seedDemoCampus } from './seed.ts';

let t: TestApp;
const login = async (email: string) =>
  String((await call(t.app, 'POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } })).json.token);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCampus(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe("the demo campus's clubs", () => {
  it('are four approved clubs in four categories, each with an owner, titled officers, and counts equal to their rows', async () => {
    const db = t.database.db;
    expect(await findInvariantViolations(db)).toEqual([]);
    const clubs = await db.selectFrom('clubs').selectAll().orderBy('name').execute();
    expect(clubs.map((c) => [c.name, c.category, c.status])).toEqual([
      ['Coding Club', 'technical', 'approved'],
      ['Dramatics Society', 'cultural', 'approved'],
      ['Football Club', 'sports', 'approved'],
      ['NSS', 'social-service', 'approved'],
    ]);
    const categories = new Set((await db.selectFrom('club_categories').select('slug').execute()).map((c) => c.slug));
    for (const club of clubs) {
      expect(categories.has(club.category)).toBe(true);
      const members = await db.selectFrom('club_members').selectAll().where('club_id', '=', club.id).execute();
      const follows = await db.selectFrom('club_follows').selectAll().where('club_id', '=', club.id).execute();
      expect(Number(club.member_count)).toBe(members.filter((m) => m.status === 'active' && m.role !== 'alumni').length);
      expect(Number(club.follower_count)).toBe(follows.length);
      expect(follows.length).toBeGreaterThan(members.length);
      expect(members.filter((m) => m.role === 'owner').map((m) => m.title)).toEqual(['President']);
      expect(members.some((m) => m.role === 'officer' && m.title)).toBe(true);
    }
    const announcements = await db.selectFrom('club_announcements').select(['title', 'status']).execute();
    expect(announcements).toEqual([{ title: 'Hack night is back', status: 'published' }]);
  });

  it('host three events and co-host one', async () => {
    const db = t.database.db;
    const hosted = await db
      .selectFrom('posts')
      .innerJoin('clubs', 'clubs.id', 'posts.club_id')
      .select(['posts.title', 'clubs.name'])
      .orderBy('posts.title')
      .execute();
    expect(hosted).toEqual([
      { title: 'Blood Donation Camp', name: 'NSS' },
      { title: 'Inter-hostel Football Final', name: 'Football Club' },
      { title: 'Open Mic Night', name: 'Dramatics Society' },
    ]);
    const cohosts = await db.selectFrom('event_clubs').innerJoin('posts', 'posts.id', 'event_clubs.post_id').select(['posts.title', 'event_clubs.status']).execute();
    expect(cohosts).toEqual([{ title: 'Open Mic Night', status: 'accepted' }]);
  });

  it("give Asha events she attended, and a Following view of her clubs' events and her registrations", async () => {
    const asha = await login('asha@quad.campus');
    const attended = (await call(t.app, 'GET', '/api/users/me/attended', { token: asha })).json as unknown as AttendedEvents;
    expect(attended.public).toBe(false);
    expect(attended.events.map((e) => [e.title, e.club?.name ?? null])).toEqual([
      ['Blood Donation Camp', 'NSS'],
      ['Classical Music Evening', null],
    ]);
    const upcoming = (await call(t.app, 'GET', '/api/posts?view=following', { token: asha })).json as unknown as Post[];
    expect(upcoming.map((p) => p.title)).toEqual(['Open Mic Night', 'Spring Cultural Fest']);
    const past = (await call(t.app, 'GET', '/api/posts?view=following&when=past', { token: asha })).json as unknown as Post[];
    expect(past.map((p) => p.title)).toEqual(['Blood Donation Camp', 'Classical Music Evening']);
    const rahul = await login('rahul@quad.campus');
    const his = (await call(t.app, 'GET', '/api/posts?view=following', { token: rahul })).json as unknown as Post[];
    expect(his.map((p) => p.title)).toContain('Inter-hostel Football Final');
  });
});
