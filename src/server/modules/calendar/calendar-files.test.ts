/**
 * Calendar files through the API, each parsed with ical.js (a maintained RFC 5545 parser) and read field by
 * field: one event's file, the campus feed and a student's secret feed (decision 039).
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildApp } from '../../app.ts';
import { call, signUp } from '../../test/api.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { type Account, createPostsWorld, culturalInput, eventInput, type PostsWorld } from '../../test/posts-world.ts';
import type { PostInputRaw } from '../../../shared/schemas/posts.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
  status: string | null;
  sequence: number;
  start: string;
  end: string | null;
  stamp: string;
}

/** The file's VEVENTs as ical.js reads them. */
function parse(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const time = (name: string) => {
      const value = vevent.getFirstPropertyValue(name) as ICAL.Time | null;
      return value ? value.toJSDate().toISOString() : null;
    };
    const text = (name: string) => {
      const value = vevent.getFirstPropertyValue(name);
      return value === null ? null : String(value);
    };
    return {
      uid: event.uid,
      summary: event.summary,
      location: text('location'),
      description: text('description'),
      url: text('url'),
      status: text('status'),
      sequence: event.sequence,
      start: time('dtstart')!,
      end: time('dtend'),
      stamp: time('dtstamp')!,
    };
  });
  return { calendar, events };
}

async function download(url: string, token?: string) {
  const res = await call(t.app, 'GET', url, token ? { token } : {});
  return { ...res, text: res.raw.body };
}

async function eventFile(id: string, token?: string) {
  const res = await download(`/api/posts/${id}/event.ics`, token);
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parse(res.text).events;
}

async function create(account: Account, input: PostInputRaw): Promise<{ id: string; version: number }> {
  const res = await call(t.app, 'POST', '/api/posts', { token: account.token, body: input });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { id: String(res.json._id), version: Number(res.json.version ?? 1) };
}

async function approve(id: string) {
  const res = await call(t.app, 'PUT', `/api/posts/approve-event/${id}?version=1`, { token: t.admin.token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

async function createApproved(input: PostInputRaw): Promise<string> {
  const { id } = await create(t.user, input);
  await approve(id);
  return id;
}

describe('GET /api/posts/{id}/event.ics', () => {
  it('gives an approved event as one VEVENT with its UID, times, place, URL and status', async () => {
    const id = await createApproved(
      eventInput({ title: 'Astronomy Night', eventStartDate: '2031-03-14T19:00:00.000Z', eventEndDate: '2031-03-14T21:30:00.000Z' }),
    );
    const res = await download(`/api/posts/${id}/event.ics`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Astronomy-Night.ics"');
    const { calendar, events } = parse(res.text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Quad//Campus calendar//EN');
    expect(events).toHaveLength(1);
    const [event] = events;
    const host = new URL(t.config.publicUrl).host;
    expect(event).toMatchObject({
      uid: `post-${id}@${host}`,
      summary: 'Astronomy Night',
      location: 'Student Centre, Main Campus',
      url: `${t.config.publicUrl}/posts/${id}`,
      status: 'CONFIRMED',
      sequence: 0,
      start: '2031-03-14T19:00:00.000Z',
      end: '2031-03-14T21:30:00.000Z',
    });
    expect(event!.description).toBe(`Bring a song, a poem or a joke.\n\n${t.config.publicUrl}/posts/${id}`);
    expect(Date.parse(event!.stamp)).toBeLessThanOrEqual(Date.now());
    // The raw text says the times in UTC.
    expect(res.text).toContain('DTSTART:20310314T190000Z\r\n');
  });

  it('keeps the UID across edits while SEQUENCE grows with each and the times follow the event', async () => {
    const id = await createApproved(eventInput({ title: 'Chess Open', eventStartDate: '2031-04-02T10:00:00.000Z' }));
    const [first] = await eventFile(id);
    const edit = async (input: PostInputRaw) => {
      const res = await call(t.app, 'PUT', `/api/posts/${id}`, { token: t.admin.token, body: input });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    };
    await edit(eventInput({ title: 'Chess Open (moved)', eventStartDate: '2031-04-03T11:00:00.000Z' }));
    const [second] = await eventFile(id);
    await edit(eventInput({ title: 'Chess Open (moved)', eventStartDate: '2031-04-03T11:00:00.000Z', location: 'Library Hall', venueAddress: '' }));
    const [third] = await eventFile(id);
    expect(new Set([first!.uid, second!.uid, third!.uid]).size).toBe(1);
    expect([first!.sequence, second!.sequence, third!.sequence]).toEqual([0, 1, 2]);
    expect(second).toMatchObject({ summary: 'Chess Open (moved)', start: '2031-04-03T11:00:00.000Z', end: null });
    expect(third!.location).toBe('Library Hall');
    // The same event downloaded twice is the same file.
    expect((await download(`/api/posts/${id}/event.ics`)).text).toBe((await download(`/api/posts/${id}/event.ics`)).text);
  });

  it('gives a pending event to its host (TENTATIVE) and admins only', async () => {
    const { id } = await create(t.user, eventInput({ title: 'Waiting for review' }));
    expect((await download(`/api/posts/${id}/event.ics`)).status).toBe(404);
    const other = await download(`/api/posts/${id}/event.ics`, t.other.token);
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ message: MESSAGES.eventNotFound });
    expect((await eventFile(id, t.user.token))[0]!.status).toBe('TENTATIVE');
    expect((await eventFile(id, t.admin.token))[0]!.summary).toBe('Waiting for review');
  });

  it('says STATUS:CANCELLED, one SEQUENCE on, once the event is deleted', async () => {
    const id = await createApproved(eventInput({ title: 'Film Club', eventStartDate: '2031-05-05T14:00:00.000Z' }));
    const [before] = await eventFile(id);
    expect((await call(t.app, 'DELETE', `/api/posts/${id}`, { token: t.user.token })).status).toBe(200);
    const [after] = await eventFile(id);
    expect(after).toMatchObject({ uid: before!.uid, status: 'CANCELLED', summary: 'Film Club', start: '2031-05-05T14:00:00.000Z' });
    expect(after!.sequence).toBeGreaterThan(before!.sequence);
  });

  it('says STATUS:CANCELLED to the host once an admin rejects the event, and nothing to others', async () => {
    const { id } = await create(t.user, eventInput({ title: 'Rejected Rave' }));
    const [before] = await eventFile(id, t.user.token);
    const res = await call(t.app, 'DELETE', `/api/posts/reject-event/${id}?version=1`, { token: t.admin.token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [after] = await eventFile(id, t.user.token);
    expect(after).toMatchObject({ uid: before!.uid, status: 'CANCELLED' });
    expect(after!.sequence).toBeGreaterThan(before!.sequence);
    expect((await download(`/api/posts/${id}/event.ics`, t.other.token)).status).toBe(404);
    expect((await download(`/api/posts/${id}/event.ics`)).status).toBe(404);
  });

  it('gives a cultural event as one VEVENT a date, at its hours on each date', async () => {
    const id = await createApproved(
      culturalInput({
        title: 'Spring Fest',
        eventStartDate: '2031-03-07T13:00:00.000Z', // 18:30 in Kolkata (the campus's zone in the tests)
        eventEndDate: '2031-03-09T16:30:00.000Z', // 22:00 in Kolkata
        availableDates: ['2031-03-07', '2031-03-08', '2031-03-09'],
      }),
    );
    const events = await eventFile(id);
    const host = new URL(t.config.publicUrl).host;
    expect(events.map((e) => [e.uid, e.start, e.end])).toEqual([
      [`post-${id}-20310307@${host}`, '2031-03-07T13:00:00.000Z', '2031-03-07T16:30:00.000Z'],
      [`post-${id}-20310308@${host}`, '2031-03-08T13:00:00.000Z', '2031-03-08T16:30:00.000Z'],
      [`post-${id}-20310309@${host}`, '2031-03-09T13:00:00.000Z', '2031-03-09T16:30:00.000Z'],
    ]);
    expect(new Set(events.map((e) => e.summary))).toEqual(new Set(['Spring Fest']));
  });

  it('folds long lines at 75 octets and escapes commas, semicolons, newlines and backslashes', async () => {
    const title = 'Chai, samosa; jalebi\\ & “café” at Ñandú — 音楽祭 🎉, dance; music, food; night\nSecond line, still the title';
    const content = 'Line one; with, punctuation\nLine two: 𝄞 music\\notes\r\nLine three, end.';
    const id = await createApproved(eventInput({ title, content, location: 'Hall A; Block 3, Floor 2', venueAddress: '' }));
    const res = await download(`/api/posts/${id}/event.ics`);
    const lines = res.text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' ')), 'some line was folded').toBe(true);
    expect(res.text).not.toMatch(/[^\r]\n/);
    const unfolded = res.text.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:Hall A\\; Block 3\\, Floor 2\r\n');
    const [event] = parse(res.text).events;
    expect(event!.summary).toBe(title);
    expect(event!.location).toBe('Hall A; Block 3, Floor 2');
    expect(event!.description).toBe(`${content.replace('\r\n', '\n')}\n\n${t.config.publicUrl}/posts/${id}`);
  });
});

describe('GET /api/calendar/campus.ics', () => {
  it('lists approved events and cultural events, one type when asked, never pending ones', async () => {
    const talk = await createApproved(eventInput({ title: 'Campus Talk', eventStartDate: '2031-06-01T10:00:00.000Z' }));
    const fest = await createApproved(culturalInput({ title: 'Campus Fest', availableDates: ['2031-06-02'], eventStartDate: '2031-06-02T12:00:00.000Z', eventEndDate: '' }));
    const { id: pending } = await create(t.user, eventInput({ title: 'Campus Pending' }));
    const uidsOf = async (query = '') => {
      const res = await download(`/api/calendar/campus.ics${query}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(parse(res.text).calendar.getFirstPropertyValue('x-wr-calname')).toBe(MESSAGES.campusFeedName);
      return parse(res.text).events.map((e) => e.uid.split('@')[0]);
    };
    const all = await uidsOf();
    expect(all).toContain(`post-${talk}`);
    expect(all).toContain(`post-${fest}-20310602`);
    expect(all.some((uid) => uid?.includes(pending))).toBe(false);
    const events = await uidsOf('?type=event');
    expect(events).toContain(`post-${talk}`);
    expect(events.some((uid) => uid?.includes(fest))).toBe(false);
    const cultural = await uidsOf('?type=culturalEvent');
    expect(cultural).toContain(`post-${fest}-20310602`);
    expect(cultural.some((uid) => uid?.includes(talk))).toBe(false);
    const bad = await call(t.app, 'GET', '/api/calendar/campus.ics?type=confession');
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: MESSAGES.calendarFeedTypeInvalid });
  });

  it('carries a deleted event as CANCELLED', async () => {
    const id = await createApproved(eventInput({ title: 'Gone Gig', eventStartDate: '2031-06-10T10:00:00.000Z' }));
    expect((await call(t.app, 'DELETE', `/api/posts/${id}`, { token: t.admin.token })).status).toBe(200);
    const { events } = parse((await download('/api/calendar/campus.ics?type=event')).text);
    expect(events.find((e) => e.uid.startsWith(`post-${id}@`))?.status).toBe('CANCELLED');
  });
});

describe('a student\'s calendar feed', () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it('is made, shown once, lists saved and registered events, and stops working once replaced', async () => {
    const student = t.other;
    expect((await call(t.app, 'GET', '/api/calendar/feed', { token: student.token })).json).toEqual({ active: false, createdAt: null });
    const saved = await createApproved(eventInput({ title: 'Saved Seminar', eventStartDate: '2031-07-01T09:00:00.000Z' }));
    const registered = await createApproved(
      eventInput({ title: 'Registered Run', eventStartDate: '2031-07-02T06:00:00.000Z', registrationMethod: 'form', registrationLink: '' }),
    );
    const unrelated = await createApproved(eventInput({ title: 'Not Mine' }));
    expect((await call(t.app, 'PUT', `/api/calendar/mine/${saved}`, { token: student.token })).status).toBe(201);
    const reg = await call(t.app, 'POST', `/api/users/register-event/${registered}`, {
      token: student.token,
      body: { name: 'Rahul Nair', email: 'rahul@campus.test', phone: '9876543210' },
    });
    expect(reg.status, JSON.stringify(reg.json)).toBe(201);

    const made = await call(t.app, 'POST', '/api/calendar/feed', { token: student.token });
    expect(made.status).toBe(201);
    const { url, webcalUrl } = made.json as { url: string; webcalUrl: string };
    expect(url.startsWith(`${t.config.publicUrl}/api/calendar/feed/`)).toBe(true);
    expect(webcalUrl).toBe(url.replace(/^https?:\/\//, 'webcal://'));
    expect((await call(t.app, 'GET', '/api/calendar/feed', { token: student.token })).json).toMatchObject({ active: true });

    const feed = await download(feedPath(url));
    expect(feed.status).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, no-cache');
    const parsed = parse(feed.text);
    expect(parsed.calendar.getFirstPropertyValue('x-wr-calname')).toBe(MESSAGES.calendarFeedName);
    const titles = parsed.events.map((e) => e.summary);
    expect(titles).toEqual(expect.arrayContaining(['Saved Seminar', 'Registered Run']));
    expect(titles).not.toContain('Not Mine');
    expect(unrelated).toBeTruthy();

    // The saved event goes: the feed says so.
    expect((await call(t.app, 'DELETE', `/api/posts/${saved}`, { token: t.user.token })).status).toBe(200);
    const afterDelete = parse((await download(feedPath(url))).text).events;
    expect(afterDelete.find((e) => e.summary === 'Saved Seminar')?.status).toBe('CANCELLED');

    const again = await call(t.app, 'POST', '/api/calendar/feed', { token: student.token });
    const next = (again.json as { url: string }).url;
    expect(next).not.toBe(url);
    const old = await download(feedPath(url));
    expect(old.status).toBe(404);
    expect(old.json).toEqual({ message: MESSAGES.calendarFeedNotFound });
    expect((await download(feedPath(next))).status).toBe(200);

    expect((await call(t.app, 'DELETE', '/api/calendar/feed', { token: student.token })).status).toBe(200);
    expect((await download(feedPath(next))).status).toBe(404);
  });

  it('stores only a hash of the token', async () => {
    const made = await call(t.app, 'POST', '/api/calendar/feed', { token: t.user.token });
    const token = /feed\/([^/]+)\.ics$/.exec((made.json as { url: string }).url)![1]!;
    const rows = await t.database.db.selectFrom('calendar_feeds').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers an unknown or malformed token with 404', async () => {
    expect((await download('/api/calendar/feed/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics')).status).toBe(404);
    expect((await download('/api/calendar/feed/short.ics')).status).toBe(404);
  });
});

describe('the request log', () => {
  it('names the feed route, never its token', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      await app.ready();
      const user = await signUp(app);
      const made = await call(app, 'POST', '/api/calendar/feed', { token: user.token });
      const url = new URL((made.json as { url: string }).url);
      const token = /feed\/([^/]+)\.ics$/.exec(url.pathname)![1]!;
      expect((await call(app, 'GET', url.pathname)).status).toBe(200);
      expect(lines.join('')).toContain('/api/calendar/feed/:token.ics');
      expect(lines.join('')).not.toContain(token);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
