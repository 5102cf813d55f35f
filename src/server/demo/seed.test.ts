import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../shared/schemas/posts.ts';
import { call } from '../test/api.ts';
import { findInvariantViolations } from '../test/invariants.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD, seedDemoCampus } from './seed.ts';
import { nextSpringStart } from './seed-dates.ts';

const SPAM = 'Buy cheap followers now!!!';
const isSpring = (iso: string) => [2, 3, 4].includes(new Date(iso).getUTCMonth());

let t: TestApp;
let posts: Post[];
const byTitle = (title: string): Post => {
  const post = posts.find((p) => p.title === title);
  if (!post) throw new Error(`no seeded post "${title}"`);
  return post;
};
const listOf = async (url: string, token?: string) => (await call(t.app, 'GET', url, token ? { token } : {})).json as unknown as Post[];
const login = async (email: string) =>
  String((await call(t.app, 'POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } })).json.token);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCampus(t.database.db);
  const admin = await login('admin@quad.campus');
  posts = await listOf('/api/posts?limit=100', admin);
});
afterAll(async () => {
  await t.close();
});

describe('the demo campus', () => {
  it('keeps every count equal to its rows', async () => {
    expect(await findInvariantViolations(t.database.db)).toEqual([]);
  });

  it('spreads likes, comments and registrations over the posts; Popular is led by real posts, never the spam', async () => {
    expect(posts.filter((p) => p.likes > 0).length).toBeGreaterThanOrEqual(10);
    expect(posts.filter((p) => p.commentCount > 0).length).toBeGreaterThanOrEqual(5);
    const popular = await listOf('/api/posts/popular');
    expect(popular.map((p) => p.title)).toEqual(['Spring Cultural Fest', 'New bus route to North Campus', 'To whoever left chai at my desk']);
    expect(byTitle(SPAM).likes).toBe(0);
    const mostLiked = Math.max(...posts.map((p) => p.likes));
    expect(byTitle(SPAM).likes).toBeLessThan(mostLiked);
    // The sidebars have something to show.
    expect(await listOf('/api/posts/recent-consights')).toHaveLength(3);
    expect((await listOf('/api/posts/recent-consights')).map((p) => p.title)).not.toContain(SPAM);
    expect((await listOf('/api/posts/upcoming-events')).length).toBeGreaterThanOrEqual(3);
    const registered = await call(t.app, 'GET', '/api/users/my-events/registration-counts', { token: await login('asha@quad.campus') });
    expect(registered.json).toMatchObject({ registrations: { [byTitle('Open Mic Night')._id]: 5 } });
  });

  it('has upcoming and past events, and the spring fest in spring', () => {
    const now = Date.now();
    const events = posts.filter((p) => p.type !== 'confession' && p.type !== 'news' && p.status === 'approved');
    const starts = events.map((p) => Date.parse(p.eventStartDate ?? ''));
    expect(starts.filter((s) => s > now).length).toBeGreaterThanOrEqual(4);
    expect(starts.filter((s) => s < now).length).toBeGreaterThanOrEqual(2);
    const fest = byTitle('Spring Cultural Fest');
    expect(Date.parse(fest.eventStartDate ?? '')).toBeGreaterThan(now);
    expect(isSpring(fest.eventStartDate ?? '')).toBe(true);
    expect(isSpring(fest.eventEndDate ?? '')).toBe(true);
    expect(fest.availableDates.every((day) => isSpring(`${day}T12:00:00Z`))).toBe(true);
  });

  it("says in Open Mic's text how to register: through the in-app form", () => {
    const openMic = byTitle('Open Mic Night');
    expect(openMic.registrationMethod).toBe('form');
    expect(openMic.content).toMatch(/register here in Quad/i);
    expect(openMic.content).not.toMatch(/at the door/i);
    // An event that takes no registration says so.
    const football = byTitle('Inter-hostel Football Final');
    expect(football.registrationRequired).toBe(false);
    // SPEC's button then reads NO REGISTRATION REQUIRED (open, no form, no link), not REGISTRATION CLOSED.
    expect([football.registrationOpen, football.enableRegistrationForm, football.registrationLink ?? null]).toEqual([true, false, null]);
    expect(football.content).toMatch(/no registration needed/i);
  });

  it('leaves the demo logins without likes and the chai Consight without comments, as the journeys start from', async () => {
    for (const email of ['admin@quad.campus', 'asha@quad.campus', 'rahul@quad.campus', 'meera@quad.campus']) {
      const liked = await call(t.app, 'GET', '/api/users/liked-posts', { token: await login(email) });
      expect(liked.json).toEqual({ likedPostIds: [] });
    }
    expect(byTitle('To whoever left chai at my desk').commentCount).toBe(0);
  });

  it('shows a demo author how likes are told, grouped per post and already read, and a later like starts a new group', async () => {
    const asha = await login('asha@quad.campus');
    const list = async () =>
      (await call(t.app, 'GET', '/api/notifications', { token: asha })).json as unknown as Array<{ message: string; read: boolean }>;
    const chai = byTitle('To whoever left chai at my desk');
    expect(await list()).toContainEqual(
      expect.objectContaining({ message: expect.stringMatching(/^\S.* and 5 others liked your post "To whoever left chai at my desk"\.$/), read: true }),
    );
    expect((await call(t.app, 'GET', '/api/notifications/unread-count', { token: asha })).json).toMatchObject({ count: 0 });
    // Kept as template and values: the same notification in Hindi once Asha reads Quad in Hindi, no template left over.
    expect((await call(t.app, 'PUT', '/api/profile/locale', { token: asha, body: { locale: 'hi' } })).status).toBe(200);
    const inHindi = (await list()).map((n) => n.message);
    expect(inHindi).toContainEqual(expect.stringMatching(/^\S.* और 5 अन्य .*To whoever left chai at my desk/));
    expect(inHindi.filter((m) => /[{}#]/.test(m))).toEqual([]);
    expect((await call(t.app, 'PUT', '/api/profile/locale', { token: asha, body: { locale: 'en' } })).status).toBe(200);

    const rahul = await login('rahul@quad.campus');
    expect((await call(t.app, 'PUT', `/api/posts/${chai._id}/like`, { token: rahul })).status).toBe(200);
    expect((await list())[0]).toMatchObject({ message: `Rahul Nair liked your post "${chai.title}".`, read: false });
    expect((await call(t.app, 'PUT', `/api/posts/${chai._id}/unlike`, { token: rahul })).status).toBe(200);
  });
});

describe('nextSpringStart', () => {
  const start = (now: string) => nextSpringStart(new Date(now), 3).toISOString();
  it('is 20 March when that is at least a week away', () => {
    expect(start('2026-11-24T10:00:00Z')).toBe('2027-03-20T12:30:00.000Z');
    expect(start('2027-01-05T10:00:00Z')).toBe('2027-03-20T12:30:00.000Z');
    expect(start('2027-03-13T10:00:00Z')).toBe('2027-03-20T12:30:00.000Z');
  });
  it('is a week from now later in spring, while the festival still ends by 31 May', () => {
    expect(start('2027-03-18T10:00:00Z')).toBe('2027-03-25T12:30:00.000Z');
    expect(start('2027-05-22T10:00:00Z')).toBe('2027-05-29T12:30:00.000Z');
  });
  it("is next year's 20 March once this spring is too late", () => {
    expect(start('2027-05-23T10:00:00Z')).toBe('2028-03-20T12:30:00.000Z');
    expect(start('2027-08-01T10:00:00Z')).toBe('2028-03-20T12:30:00.000Z');
  });
});
