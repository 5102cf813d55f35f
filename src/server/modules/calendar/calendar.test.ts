import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.ts';
import { MESSAGES, dateOutOfRange, dayOutOfRange, monthOutOfRange } from '../../../shared/messages.ts';
import { buildCulturalEvent, buildEvent, buildPost, insertPost } from '../../test/factories.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { createPost, createPostsWorld, culturalInput, eventInput, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

type Entry = { _id: string; title: string; eventStartDate: string; availableDates: string[] };
const dots = async (m: string, tz?: string) => {
  const res = await call(t.app, 'GET', `/api/calendar?month=${m}${tz ? `&tz=${encodeURIComponent(tz)}` : ''}`);
  expect(res.status).toBe(200);
  return (res.json as unknown as { days: string[] }).days;
};
const dayList = async (day: string, tz?: string) => {
  const res = await call(t.app, 'GET', `/api/calendar/day?day=${day}${tz ? `&tz=${encodeURIComponent(tz)}` : ''}`);
  expect(res.status).toBe(200);
  return res.json as unknown as Entry[];
};
const idsOn = async (day: string, tz?: string) => (await dayList(day, tz)).map((e) => e._id);
const approve = (id: string) => t.database.db.updateTable('posts').set({ status: 'approved' }).where('id', '=', id).execute();

describe('GET /api/calendar?month=YYYY-MM (the dots) and GET /api/calendar/day?day=YYYY-MM-DD (a day)', () => {
  it('shows an event on its day only once it is approved, with what the calendar needs', async () => {
    const post = await createPost(t, t.user.token, eventInput({ title: 'Astronomy Night', eventStartDate: '2031-03-14T19:00:00.000Z' }));
    const id = String(post._id);
    expect(await dots('2031-03')).toEqual([]);
    expect(await idsOn('2031-03-14')).toEqual([]);
    await approve(id);
    expect(await dots('2031-03')).toEqual(['2031-03-14']);
    expect(await dayList('2031-03-14')).toEqual([
      {
        _id: id,
        type: 'event',
        title: 'Astronomy Night',
        location: 'Student Centre',
        eventStartDate: '2031-03-14T19:00:00.000Z',
        eventEndDate: null,
        availableDates: [],
      },
    ]);
    expect(await idsOn('2031-03-15')).toEqual([]);
    expect(await dots('2031-04')).toEqual([]);
  });

  it("places an event on the viewer's local day, in their time zone", async () => {
    // 20:00 UTC on 10 March is 01:30 on the 11th in Kolkata and 16:00 on the 10th in New York.
    const late = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2031-05-10T20:00:00.000Z', event_end_date: null }));
    expect(await dots('2031-05')).toEqual(['2031-05-10']);
    expect(await dots('2031-05', 'Asia/Kolkata')).toEqual(['2031-05-11']);
    expect(await dots('2031-05', 'America/New_York')).toEqual(['2031-05-10']);
    expect(await idsOn('2031-05-11', 'Asia/Kolkata')).toEqual([late.id]);
    expect(await idsOn('2031-05-10', 'Asia/Kolkata')).toEqual([]);
    expect(await idsOn('2031-05-10', 'America/New_York')).toEqual([late.id]);
    // At a month's edge the dot is in the month of the local day: 23:30 UTC on 31 May is 1 June in Kolkata.
    const edge = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2031-05-31T23:30:00.000Z', event_end_date: null }));
    expect(await dots('2031-06', 'Asia/Kolkata')).toEqual(['2031-06-01']);
    expect(await dots('2031-06')).toEqual([]);
    expect(await idsOn('2031-05-31')).toEqual([edge.id]);
  });

  it('marks every day of a multi-day event, and a cultural event on each of its dates in any time zone', async () => {
    const camp = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2031-08-28T09:00:00.000Z', event_end_date: '2031-09-03T17:00:00.000Z' }));
    expect(await dots('2031-08')).toEqual(['2031-08-28', '2031-08-29', '2031-08-30', '2031-08-31']);
    expect(await dots('2031-09')).toEqual(['2031-09-01', '2031-09-02', '2031-09-03']);
    expect(await idsOn('2031-09-02')).toEqual([camp.id]);
    const post = await createPost(
      t,
      t.user.token,
      culturalInput({ eventStartDate: '2031-10-30T18:00:00.000Z', eventEndDate: '', availableDates: ['2031-10-30', '2031-12-05'] }),
    );
    await approve(String(post._id));
    expect(await dots('2031-10')).toEqual(['2031-10-30']);
    expect(await dots('2031-11')).toEqual([]);
    expect(await dots('2031-12')).toEqual(['2031-12-05']);
    // An available date is a date, not an instant: the same day in Kolkata and in Los Angeles.
    expect(await dots('2031-12', 'Asia/Kolkata')).toEqual(['2031-12-05']);
    expect(await dots('2031-12', 'America/Los_Angeles')).toEqual(['2031-12-05']);
    expect(await idsOn('2031-12-05', 'America/Los_Angeles')).toEqual([post._id]);
  });

  it('moves an event when its date is edited and drops it when deleted; hidden events are absent', async () => {
    const post = await createPost(t, t.user.token, eventInput({ eventStartDate: '2032-01-10T10:00:00.000Z' }));
    const id = String(post._id);
    await approve(id);
    const edit = await call(t.app, 'PUT', `/api/posts/${id}`, {
      token: t.admin.token,
      body: eventInput({ eventStartDate: '2032-02-10T10:00:00.000Z' }),
    });
    expect(edit.status).toBe(200);
    expect(await dots('2032-01')).toEqual([]);
    expect(await idsOn('2032-02-10')).toEqual([id]);
    expect((await call(t.app, 'DELETE', `/api/posts/${id}`, { token: t.user.token })).status).toBe(200);
    expect(await dots('2032-02')).toEqual([]);

    const hidden = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2032-03-03T10:00:00.000Z', hidden: 1 }));
    expect(await dots('2032-03')).toEqual([]);
    expect(await idsOn('2032-03-03')).not.toContain(hidden.id);
  });

  it("orders a day's events by start, a running multi-day event first", async () => {
    const late = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2032-04-20T18:00:00.000Z' }));
    const early = await insertPost(t.database.db, buildCulturalEvent(t.user.id, { event_start_date: '2032-04-20T08:00:00.000Z', available_dates: '["2032-04-20"]' }));
    const running = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2032-04-18T09:00:00.000Z', event_end_date: '2032-04-21T17:00:00.000Z' }));
    expect(await idsOn('2032-04-20')).toEqual([running.id, early.id, late.id]);
  });

  it('lists at most calendarDayMax events of a busy day, and every other day that has one keeps its dot', async () => {
    const busy = [];
    for (let i = 0; i < LIMITS.calendarDayMax + 5; i += 1) {
      busy.push(await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: `2033-01-15T${String(8 + (i % 12)).padStart(2, '0')}:00:00.000Z`, event_end_date: null })));
    }
    await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2033-01-28T10:00:00.000Z', event_end_date: null }));
    const entries = await dayList('2033-01-15');
    expect(entries).toHaveLength(LIMITS.calendarDayMax);
    const busyIds = new Set(busy.map((p) => p.id));
    expect(entries.every((e) => busyIds.has(e._id))).toBe(true);
    const starts = entries.map((e) => e.eventStartDate);
    expect(starts).toEqual([...starts].sort());
    expect(await dots('2033-01')).toEqual(['2033-01-15', '2033-01-28']);
  });

  it('refuses a month that is not YYYY-MM, a day that is not YYYY-MM-DD and an unknown time zone', async () => {
    for (const bad of ['', '2031-13', '2031-1', 'march', '2031-03-01']) {
      const res = await call(t.app, 'GET', `/api/calendar?month=${bad}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Please give a month as YYYY-MM.' });
    }
    expect((await call(t.app, 'GET', '/api/calendar')).status).toBe(400);
    for (const bad of ['', '2031-02-30', '2031-13-01', '2031-3-1', 'today', '2031-03']) {
      const res = await call(t.app, 'GET', `/api/calendar/day?day=${bad}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Please give a day as YYYY-MM-DD.' });
    }
    // Each asked twice, around a zone that is known (the server remembers the zones it has accepted).
    const badZones = ['/api/calendar?month=2031-03&tz=Mars%2FOlympus', '/api/calendar/day?day=2031-03-01&tz=', `/api/calendar/day?day=2031-03-01&tz=${'A'.repeat(80)}`];
    for (const path of [...badZones, '/api/calendar/day?day=2031-03-01&tz=Asia%2FKolkata', ...badZones]) {
      const res = await call(t.app, 'GET', path);
      if (path.includes('Kolkata')) {
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Please give a time zone such as Asia/Kolkata.' });
    }
  });
});

describe('the calendar and event dates only take the years 1970 to 2999', () => {
  it('refuses a month of the years 0000-0099, before 1970 or after 2999, and negative or 5-digit years, with 400 {message}', async () => {
    for (const bad of ['0000-01', '0050-01', '0099-12', '1969-12', '3000-01']) {
      const res = await call(t.app, 'GET', `/api/calendar?month=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.json, bad).toEqual({ message: monthOutOfRange });
    }
    for (const bad of ['-0001-01', '10000-01', '+02026-01', '2026-00']) {
      const res = await call(t.app, 'GET', `/api/calendar?month=${encodeURIComponent(bad)}&tz=Asia%2FKolkata`);
      expect(res.status, bad).toBe(400);
      expect(res.json, bad).toEqual({ message: 'Please give a month as YYYY-MM.' });
    }
    expect(await dots('1970-01', 'America/New_York')).toEqual([]);
    expect(await dots('2999-12', 'Pacific/Kiritimati')).toEqual([]);
  });

  it('refuses a day of the years 0000-0099, before 1970 or after 2999, in any time zone, with 400 {message}', async () => {
    for (const bad of ['0000-01-01', '0050-01-01', '0099-12-31', '1969-12-31', '3000-01-01']) {
      for (const tz of ['UTC', 'Asia/Kolkata', 'America/Los_Angeles']) {
        const res = await call(t.app, 'GET', `/api/calendar/day?day=${bad}&tz=${encodeURIComponent(tz)}`);
        expect(res.status, `${bad} ${tz}`).toBe(400);
        expect(res.json, `${bad} ${tz}`).toEqual({ message: dayOutOfRange });
      }
    }
    for (const bad of ['-0001-01-01', '10000-01-01', '2026-02-30']) {
      const res = await call(t.app, 'GET', `/api/calendar/day?day=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.json, bad).toEqual({ message: 'Please give a day as YYYY-MM-DD.' });
    }
    expect(await dayList('1970-01-01', 'Pacific/Kiritimati')).toEqual([]);
    expect(await dayList('2999-12-31', 'Pacific/Pago_Pago')).toEqual([]);
  });

  it('refuses an event or a cultural date outside 1970-2999 with a clear message, and accepts the edges', async () => {
    for (const dates of [
      { eventStartDate: '0050-01-01T10:00:00.000Z' },
      { eventStartDate: '1969-12-31T10:00:00.000Z' },
      { eventStartDate: '3000-01-01T10:00:00.000Z' },
      { eventStartDate: '+010000-01-01T00:00:00.000Z' },
      { eventStartDate: '-000001-01-01T00:00:00.000Z' },
      { eventStartDate: '2031-01-01T10:00:00.000Z', eventEndDate: '+275760-09-13T00:00:00.000Z' },
    ]) {
      const res = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: eventInput(dates) });
      expect(res.status, JSON.stringify(dates)).toBe(400);
      expect(res.json, JSON.stringify(dates)).toEqual({ message: dateOutOfRange });
    }
    const cultural = await call(t.app, 'POST', '/api/posts', {
      token: t.user.token,
      body: culturalInput({ eventStartDate: '2031-10-30T18:00:00.000Z', eventEndDate: '', availableDates: ['2031-10-30', '0001-01-01'] }),
    });
    expect(cultural.status).toBe(400);
    expect(cultural.json).toEqual({ message: dateOutOfRange });
    await createPost(t, t.user.token, eventInput({ eventStartDate: '1970-01-01T00:00:00.000Z', eventEndDate: '2999-12-31T23:59:59.999Z' }));
  });

  it('refuses a list cursor whose time is outside 1970-2999 as an expired link', async () => {
    for (const time of ['0050-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '1969-12-31T23:59:59.999Z']) {
      const cursor = Buffer.from(JSON.stringify({ t: time, id: 'abc' })).toString('base64url');
      const res = await call(t.app, 'GET', `/api/posts?cursor=${cursor}`);
      expect(res.status, time).toBe(400);
      expect(res.json, time).toEqual({ message: MESSAGES.invalidCursor });
    }
  });

  it('marks an event that spans 1970 to 2999 on its first calendarSpanDays days only', async () => {
    const post = await createPost(t, t.user.token, eventInput({ eventStartDate: '1970-01-01T09:00:00.000Z', eventEndDate: '2999-12-31T17:00:00.000Z' }));
    await approve(String(post._id));
    const rows = await t.database.db.selectFrom('event_days').select('day').where('post_id', '=', String(post._id)).execute();
    expect(rows).toHaveLength(LIMITS.calendarSpanDays);
    expect(await dots('1970-01')).toContain('1970-01-31');
    expect(await dots('1970-02')).toEqual([]);
  });
});

describe('the personal calendar: /api/calendar/mine', () => {
  it('adds (201), repeats (200, added false), lists and removes an event', async () => {
    const student = await quickAccount(t.database.db);
    const event = await insertPost(t.database.db, buildEvent(t.user.id));
    const first = await call(t.app, 'PUT', `/api/calendar/mine/${event.id}`, { token: student.token });
    expect(first).toMatchObject({ status: 201, json: { added: true } });
    const again = await call(t.app, 'PUT', `/api/calendar/mine/${event.id}`, { token: student.token });
    expect(again).toMatchObject({ status: 200, json: { added: false } });
    const mine = await call(t.app, 'GET', '/api/calendar/mine', { token: student.token });
    expect((mine.json as unknown as Entry[]).map((e) => e._id)).toEqual([event.id]);
    // Another user's calendar is their own.
    const other = await quickAccount(t.database.db);
    expect((await call(t.app, 'GET', '/api/calendar/mine', { token: other.token })).json).toEqual([]);

    expect((await call(t.app, 'DELETE', `/api/calendar/mine/${event.id}`, { token: student.token })).json).toEqual({ ok: true });
    expect((await call(t.app, 'GET', '/api/calendar/mine', { token: student.token })).json).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/calendar/mine/${event.id}`, { token: student.token })).status).toBe(200);
  });

  it("answers 'Event not found.' for a Consight, someone else's pending event or a missing id; 401 for visitors", async () => {
    const student = await quickAccount(t.database.db);
    const confession = await insertPost(t.database.db, buildPost(t.user.id));
    const pending = await insertPost(t.database.db, buildEvent(t.user.id, { status: 'pending' }));
    for (const id of [confession.id, pending.id, 'no-such-event']) {
      const res = await call(t.app, 'PUT', `/api/calendar/mine/${id}`, { token: student.token });
      expect(res).toMatchObject({ status: 404, json: { message: MESSAGES.eventNotFound } });
    }
    expect((await call(t.app, 'PUT', `/api/calendar/mine/${pending.id}`, { token: t.user.token })).status).toBe(201);
    expect((await call(t.app, 'GET', '/api/calendar/mine')).status).toBe(401);
    expect((await call(t.app, 'PUT', `/api/calendar/mine/${pending.id}`)).status).toBe(401);
    expect((await call(t.app, 'DELETE', `/api/calendar/mine/${pending.id}`)).status).toBe(401);
  });

  it("takes the event out of the caller's calendar only: the same event stays in everyone else's", async () => {
    const student = await quickAccount(t.database.db);
    const friend = await quickAccount(t.database.db);
    const event = await insertPost(t.database.db, buildEvent(t.user.id));
    for (const who of [student, friend]) await call(t.app, 'PUT', `/api/calendar/mine/${event.id}`, { token: who.token });
    expect((await call(t.app, 'DELETE', `/api/calendar/mine/${event.id}`, { token: student.token })).json).toEqual({ ok: true });
    expect((await call(t.app, 'GET', '/api/calendar/mine', { token: student.token })).json).toEqual([]);
    const theirs = await call(t.app, 'GET', '/api/calendar/mine', { token: friend.token });
    expect((theirs.json as unknown as Entry[]).map((e) => e._id)).toEqual([event.id]);
    // Added again after removal, it answers 201 (added now).
    expect((await call(t.app, 'PUT', `/api/calendar/mine/${event.id}`, { token: student.token })).status).toBe(201);
  });

  it('lists saved events soonest first, whenever they were saved', async () => {
    const student = await quickAccount(t.database.db);
    const later = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2033-05-02T10:00:00.000Z' }));
    const sooner = await insertPost(t.database.db, buildCulturalEvent(t.user.id, { event_start_date: '2033-05-01T10:00:00.000Z' }));
    for (const post of [later, sooner]) await call(t.app, 'PUT', `/api/calendar/mine/${post.id}`, { token: student.token });
    const mine = await call(t.app, 'GET', '/api/calendar/mine', { token: student.token });
    expect((mine.json as unknown as Entry[]).map((e) => e._id)).toEqual([sooner.id, later.id]);
  });

  it('drops events that are deleted, and hides ones that became hidden', async () => {
    const student = await quickAccount(t.database.db);
    const gone = await insertPost(t.database.db, buildEvent(t.user.id));
    const hidden = await insertPost(t.database.db, buildEvent(t.user.id));
    await call(t.app, 'PUT', `/api/calendar/mine/${gone.id}`, { token: student.token });
    await call(t.app, 'PUT', `/api/calendar/mine/${hidden.id}`, { token: student.token });
    await t.database.db.deleteFrom('posts').where('id', '=', gone.id).execute();
    await t.database.db.updateTable('posts').set({ hidden: 1 }).where('id', '=', hidden.id).execute();
    expect((await call(t.app, 'GET', '/api/calendar/mine', { token: student.token })).json).toEqual([]);
  });
});
