import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildCulturalEvent, buildEvent, buildPost, insertPost } from '../../database/factories.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { createPost, createPostsWorld, culturalInput, eventInput, type PostsWorld } from '../posts/posts.fixtures.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

type Entry = { _id: string; title: string; eventStartDate: string; availableDates: string[] };
const month = async (m: string) => {
  const res = await call(t.app, 'GET', `/api/calendar?month=${m}`);
  expect(res.status).toBe(200);
  return res.json as unknown as Entry[];
};
const idsIn = async (m: string) => (await month(m)).map((e) => e._id);
const approve = (id: string) => t.database.db.updateTable('posts').set({ status: 'approved' }).where('id', '=', id).execute();

describe('GET /api/calendar?month=YYYY-MM', () => {
  it('lists an event in its month only once it is approved, with what the calendar needs', async () => {
    const post = await createPost(t, t.user.token, eventInput({ title: 'Astronomy Night', eventStartDate: '2031-03-14T19:00:00.000Z' }));
    const id = String(post._id);
    expect(await idsIn('2031-03')).not.toContain(id);
    await approve(id);
    const entries = await month('2031-03');
    expect(entries.find((e) => e._id === id)).toEqual({
      _id: id,
      type: 'event',
      title: 'Astronomy Night',
      location: 'Student Centre',
      eventStartDate: '2031-03-14T19:00:00.000Z',
      eventEndDate: null,
      availableDates: [],
    });
    expect(await idsIn('2031-04')).not.toContain(id);
  });

  it('includes the day before and after the month, for the browser to place on local days', async () => {
    const edge = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2031-05-31T23:30:00.000Z', event_end_date: null }));
    expect(await idsIn('2031-06')).toContain(edge.id);
    expect(await idsIn('2031-05')).toContain(edge.id);
    expect(await idsIn('2031-07')).not.toContain(edge.id);
  });

  it('puts a multi-day event in every month it spans and a cultural event in the months of its dates', async () => {
    const camp = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2031-08-28T09:00:00.000Z', event_end_date: '2031-09-03T17:00:00.000Z' }));
    expect(await idsIn('2031-08')).toContain(camp.id);
    // Seven days, four of them in September: still one entry.
    expect((await idsIn('2031-09')).filter((id) => id === camp.id)).toHaveLength(1);
    const post = await createPost(
      t,
      t.user.token,
      culturalInput({ eventStartDate: '2031-10-30T18:00:00.000Z', eventEndDate: '', availableDates: ['2031-10-30', '2031-12-05'] }),
    );
    await approve(String(post._id));
    expect(await idsIn('2031-10')).toContain(post._id);
    expect(await idsIn('2031-11')).not.toContain(post._id);
    expect(await idsIn('2031-12')).toContain(post._id);
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
    expect(await idsIn('2032-01')).not.toContain(id);
    expect(await idsIn('2032-02')).toContain(id);
    expect((await call(t.app, 'DELETE', `/api/posts/${id}`, { token: t.user.token })).status).toBe(200);
    expect(await idsIn('2032-02')).not.toContain(id);

    const hidden = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2032-03-03T10:00:00.000Z', hidden: 1 }));
    expect(await idsIn('2032-03')).not.toContain(hidden.id);
  });

  it('orders entries by start', async () => {
    const late = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2032-04-20T10:00:00.000Z' }));
    const early = await insertPost(t.database.db, buildCulturalEvent(t.user.id, { event_start_date: '2032-04-02T10:00:00.000Z', available_dates: '["2032-04-02"]' }));
    const ids = await idsIn('2032-04');
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
  });

  it('lists at most calendarDayMax events of a busy day, and still every other day that has one', async () => {
    const busy = [];
    for (let i = 0; i < LIMITS.calendarDayMax + 5; i += 1) {
      busy.push(await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: `2033-01-15T${String(8 + (i % 12)).padStart(2, '0')}:00:00.000Z`, event_end_date: null })));
    }
    const quiet = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: '2033-01-28T10:00:00.000Z', event_end_date: null }));
    const entries = await month('2033-01');
    const onBusyDay = entries.filter((e) => e.eventStartDate.startsWith('2033-01-15'));
    expect(onBusyDay).toHaveLength(LIMITS.calendarDayMax);
    const busyIds = new Set(busy.map((p) => p.id));
    expect(onBusyDay.every((e) => busyIds.has(e._id))).toBe(true);
    const starts = entries.map((e) => e.eventStartDate);
    expect(starts).toEqual([...starts].sort());
    expect(entries.map((e) => e._id)).toContain(quiet.id);
  });

  it('refuses a month that is not YYYY-MM', async () => {
    for (const bad of ['', '2031-13', '2031-1', 'march', '2031-03-01']) {
      const res = await call(t.app, 'GET', `/api/calendar?month=${bad}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Please give a month as YYYY-MM.' });
    }
    expect((await call(t.app, 'GET', '/api/calendar')).status).toBe(400);
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
