import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Post } from '../../../shared/schemas/posts.ts';
import { buildCulturalEvent, buildEvent, buildPost, insertPost } from '../../test/factories.ts';
import type { PostsTable } from '../../database/schema.ts';
import { call } from '../../test/api.ts';
import { dialectName } from '../../test/test-app.ts';
import { dayAt, localDay } from '../calendar/local-days.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(ms).toISOString();
const dayOf = (ms: number) => at(ms).slice(0, 10);
/** Creation times a second apart, the newest last: the lists must not follow them. */
let created = Date.now() - 1000 * DAY;
const nextCreated = () => at((created += 1000));

describe(`posts: events by date, upcoming and past (${dialectName})`, () => {
  let t: PostsWorld;
  beforeAll(async () => {
    t = await createPostsWorld();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('posts').execute();
  });

  const event = (start: number, end: number | null, overrides: Partial<PostsTable> = {}) =>
    insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: at(start), event_end_date: end === null ? null : at(end), created_at: nextCreated(), ...overrides }));
  const cultural = (days: number[], overrides: Partial<PostsTable> = {}) =>
    insertPost(
      t.database.db,
      buildCulturalEvent(t.user.id, {
        // Its start is a month ago whatever its dates: the dates decide.
        event_start_date: at(Date.now() - 30 * DAY),
        event_end_date: null,
        available_dates: JSON.stringify(days.map((d) => dayOf(Date.now() + d * DAY))),
        created_at: nextCreated(),
        ...overrides,
      }),
    );

  const get = (query: string, token?: string) => call(t.app, 'GET', `/api/posts${query}`, token ? { token } : {});
  const list = async (query: string, token?: string) => {
    const res = await get(query, token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const link = res.headers.link as string | undefined;
    return { ids: (res.json as unknown as Post[]).map((p) => p._id), next: link ? /<\/api([^>]+)>/.exec(link)?.[1] ?? null : null };
  };
  /** Every page of a list, following its Link header. */
  const walk = async (query: string, token?: string) => {
    const all: string[] = [];
    let path: string | null = query;
    let pages = 0;
    while (path !== null) {
      const page = await list(path.replace(/^\/posts/, ''), token);
      all.push(...page.ids);
      path = page.next;
      pages += 1;
      expect(pages).toBeLessThan(50);
    }
    return { all, pages };
  };

  describe('events', () => {
    let ended: PostsTable;
    let endedLongAgo: PostsTable;
    let running: PostsTable;
    let laterToday: PostsTable;
    let tomorrow: PostsTable;
    let nextWeek: PostsTable;
    let nextMonth: PostsTable;
    beforeEach(async () => {
      const now = Date.now();
      // Written newest-created first for the far future, so creation order is the reverse of the dates.
      nextMonth = await event(now + 30 * DAY, null);
      endedLongAgo = await event(now - 20 * DAY, now - 20 * DAY + HOUR);
      nextWeek = await event(now + 7 * DAY, now + 7 * DAY + 2 * HOUR);
      ended = await event(now - 3 * DAY, now - 3 * DAY + HOUR);
      tomorrow = await event(now + DAY, null);
      running = await event(now - 2 * DAY, now + 2 * DAY);
      laterToday = await event(now + 60_000, now + HOUR);
    });

    it('lists upcoming events soonest first, a running one included, whatever order they were posted in', async () => {
      const { ids } = await list('?type=event&when=upcoming');
      expect(ids).toEqual([running.id, laterToday.id, tomorrow.id, nextWeek.id, nextMonth.id]);
    });

    it('lists past events most recent first, and the plain feed stays newest posted first', async () => {
      expect((await list('?type=event&when=past')).ids).toEqual([ended.id, endedLongAgo.id]);
      expect((await list('?type=event')).ids).toEqual([laterToday.id, running.id, tomorrow.id, ended.id, nextWeek.id, endedLongAgo.id, nextMonth.id]);
    });

    it('pages with a cursor in date order, page after page, to the same list', async () => {
      const whole = (await list('?type=event&when=upcoming')).ids;
      for (const limit of [1, 2, 3]) {
        const { all, pages } = await walk(`/posts?type=event&when=upcoming&limit=${limit}`);
        expect(all).toEqual(whole);
        expect(pages).toBe(Math.ceil(whole.length / limit));
      }
      const { all } = await walk('/posts?type=event&when=past&limit=1');
      expect(all).toEqual([ended.id, endedLongAgo.id]);
    });

    it('breaks a tie on the start by id, in both directions, across pages', async () => {
      const start = Date.now() + 3 * DAY;
      const twins = [await event(start, null), await event(start, null), await event(start, null)].map((e) => e.id).sort();
      const { all } = await walk('/posts?type=event&when=upcoming&limit=2');
      expect(all).toEqual([running.id, laterToday.id, tomorrow.id, ...twins, nextWeek.id, nextMonth.id]);
      const pastStart = Date.now() - 5 * DAY;
      const pastTwins = [await event(pastStart, null), await event(pastStart, null)].map((e) => e.id).sort().reverse();
      expect((await walk('/posts?type=event&when=past&limit=1')).all).toEqual([ended.id, ...pastTwins, endedLongAgo.id]);
    });

    it('shows a signed-in owner their own pending event in place, and admins everyone\'s; visitors neither', async () => {
      const pending = await event(Date.now() + 2 * DAY, null, { status: 'pending' });
      const expected = [running.id, laterToday.id, tomorrow.id, pending.id, nextWeek.id, nextMonth.id];
      expect((await list('?type=event&when=upcoming', t.user.token)).ids).toEqual(expected);
      expect((await list('?type=event&when=upcoming', t.admin.token)).ids).toEqual(expected);
      expect((await list('?type=event&when=upcoming', t.other.token)).ids).not.toContain(pending.id);
      expect((await list('?type=event&when=upcoming')).ids).not.toContain(pending.id);
    });

    it('keeps the search and the author filter', async () => {
      const quiz = await event(Date.now() + 4 * DAY, null, { title: 'Trivia quiz night' });
      expect((await list('?type=event&when=upcoming&q=trivia')).ids).toEqual([quiz.id]);
      const theirs = await insertPost(t.database.db, buildEvent(t.other.id, { event_start_date: at(Date.now() + 5 * DAY), created_at: nextCreated() }));
      expect((await list(`?type=event&when=upcoming&author=${t.other.id}`)).ids).toEqual([theirs.id]);
    });
  });

  it('starts upcoming at the first instant of the viewer\'s today, in their time zone', async () => {
    const now = Date.now();
    const kolkataToday = localDay(dayAt(now, 'Asia/Kolkata'), 'Asia/Kolkata').from;
    // It started (and ended) at midnight in Kolkata: earlier today there, yesterday evening in Dubai.
    const midnight = await event(Date.parse(kolkataToday), null);
    const dubaiToday = localDay(dayAt(now, 'Asia/Dubai'), 'Asia/Dubai').from;
    expect((await list('?type=event&when=upcoming&tz=Asia%2FKolkata')).ids).toEqual([midnight.id]);
    const inDubai = kolkataToday >= dubaiToday ? 'upcoming' : 'past';
    expect((await list(`?type=event&when=${inDubai}&tz=Asia%2FDubai`)).ids).toEqual([midnight.id]);
  });

  describe('cultural events', () => {
    it('orders by the earliest available date that is not over, and is past once all are over', async () => {
      const now = Date.now();
      const soonAfterPast = await cultural([-10, 2, 9]); // next date: in 2 days
      const allOver = await cultural([-8, -6]); // last date: 6 days ago
      const today = await cultural([-1, 0]); // today's date is not over
      const later = await cultural([5]);
      const longOver = await cultural([-40]);
      // Its start is next week, but its first date not over is in 3 days.
      const startsLater = await cultural([3, 12], { event_start_date: at(now + 7 * DAY) });
      const { all } = await walk('/posts?type=culturalEvent&when=upcoming&limit=2');
      expect(all).toEqual([today.id, soonAfterPast.id, startsLater.id, later.id]);
      expect((await walk('/posts?type=culturalEvent&when=past&limit=1')).all).toEqual([allOver.id, longOver.id]);
    });

    it('falls back to its start and end without available dates', async () => {
      const now = Date.now();
      const noDatesSoon = await cultural([], { available_dates: '[]', event_start_date: at(now + 2 * DAY) });
      const noDatesOver = await cultural([], { available_dates: null, event_start_date: at(now - 3 * DAY) });
      const dated = await cultural([1]);
      expect((await list('?type=culturalEvent&when=upcoming')).ids).toEqual([dated.id, noDatesSoon.id]);
      expect((await list('?type=culturalEvent&when=past')).ids).toEqual([noDatesOver.id]);
    });
  });

  describe('bad requests', () => {
    it('answers 400 with a message for `when` on other types, an unknown `when`, a bad zone or a foreign cursor', async () => {
      await insertPost(t.database.db, buildPost(t.user.id));
      for (const [query, message] of [
        ['?type=confession&when=upcoming', MESSAGES.eventTimeNeedsEventType],
        ['?when=past', MESSAGES.eventTimeNeedsEventType],
        ['?type=event,news&when=past', MESSAGES.eventTimeNeedsEventType],
        ['?type=event&when=soon', MESSAGES.eventTimeUnknown],
        ['?type=event&when=upcoming&cursor=not-a-cursor', MESSAGES.invalidCursor],
      ] as const) {
        const res = await get(query);
        expect(res.status, query).toBe(400);
        expect(res.json, query).toEqual({ message: message });
      }
      const badZone = await get('?type=event&when=upcoming&tz=Mars%2FOlympus');
      expect(badZone.status).toBe(400);
      // A cursor of the newest-first feed is not a place in a list by date.
      const feedCursor = Buffer.from(JSON.stringify({ t: new Date().toISOString(), id: 'x' })).toString('base64url');
      expect((await get(`?type=event&when=upcoming&cursor=${feedCursor}`)).status).toBe(400);
    });
  });
});
