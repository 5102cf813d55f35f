/**
 * Check-in at the door (decision 052), through the API on either database: who may work the door, a ticket
 * scanned twice (one after the other, and at once from two doors), a door syncing the same scans again, another
 * event's ticket, a void one, undo, a cultural event's days, and the event's log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { ScanOutcome } from '../../../shared/schemas/door.ts';
import type { PostsTable } from '../../database/schema.ts';
import { newId, nowIso } from '../../database/values.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildCulturalEvent, buildEvent, insertPost } from '../../test/factories.ts';
import { confessionInput, createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';
import { openStream } from '../../test/event-stream.ts';
import { dialectName } from '../../test/test-app.ts';
import { insertCheckIn } from './check-in.repository.ts';
import { campusDay } from './check-in.service.ts';
import { signTicketClaims } from '../tickets/tickets.signing.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const answers = { name: 'Priya Shah', email: 'priya@campus.test', phone: '9876543210', 'Year of study': '2nd' };
/** An approved event of Asha's (t.user), free, a week away. */
const openMic = (overrides: Partial<PostsTable> = {}) => insertPost(t.database.db, buildEvent(t.user.id, overrides));

let scanCounter = 0;
const scanId = () => `scan-${Date.now()}-${(scanCounter += 1)}`;
const at = () => new Date().toISOString();
/** Lets the clock move on, so that two writes one after the other are never in one millisecond. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * The event moved to start now: a door accepts a ticket on the event's date only (decision 077), and a registration
 * is taken only before it starts, so the tests register first and then open the door on the day.
 */
const startsAt = (postId: string, start: string) =>
  t.database.db.updateTable('posts').set({ event_start_date: start, event_end_date: null }).where('id', '=', postId).where('type', '=', 'event').execute();
const happeningToday = (postId: string) => startsAt(postId, nowIso());

/** A student registered through the API, with their ticket's token; the event (one with one date) now happens today. */
async function attendee(postId: string, name = 'Priya Shah') {
  const student = await quickAccount(t.database.db, { name });
  await startsAt(postId, new Date(Date.now() + 7 * 86_400_000).toISOString());
  const res = await call(t.app, 'POST', `/api/users/register-event/${postId}`, { token: student.token, body: { ...answers, name } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  await happeningToday(postId);
  const registrationId = String(res.json._id);
  const row = await registration(registrationId);
  const token = await signTicketClaims(t.app.ctx, { postId, registrationId, code: row.ticket_code ?? '', ticketType: 'General' });
  return { student, registrationId, token };
}

const registration = (id: string) => t.database.db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const checkIns = (registrationId: string) =>
  t.database.db.selectFrom('check_ins').selectAll().where('registration_id', '=', registrationId).orderBy('recorded_at').execute();

const scan = (postId: string, token: string, scans: Record<string, unknown>[]) => call(t.app, 'POST', `/api/events/${postId}/check-ins`, { token, body: { scans } });
const scanOne = async (postId: string, token: string, ticket: string, id = scanId()) => {
  const res = await scan(postId, token, [{ scanId: id, token: ticket, scannedAt: at() }]);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json.results as ScanOutcome[])[0]!;
};
const addStaff = (postId: string, token: string, email: string) => call(t.app, 'POST', `/api/events/${postId}/staff`, { token, body: { email } });

describe(`who may work the door (${dialectName})`, () => {
  it('lets the host add staff by email, and staff with a verified email on the list scan', async () => {
    const event = await openMic();
    const staff = await quickAccount(t.database.db, { name: 'Meera Door' });
    const added = await addStaff(event.id, t.user.token, `  ${staff.email.toUpperCase()} `);
    expect(added.status).toBe(200);
    expect(added.json).toEqual({ staff: [{ email: staff.email.toLowerCase(), name: 'Meera Door', addedAt: expect.any(String), role: 'door' }] });
    const { token } = await attendee(event.id);
    expect(await scanOne(event.id, staff.token, token)).toMatchObject({ result: 'checked_in', name: 'Priya Shah', checkedInBy: 'Meera Door' });
    const door = await call(t.app, 'GET', `/api/events/${event.id}/door`, { token: staff.token });
    expect(door.status).toBe(200);
    expect(door.json).toMatchObject({ today: '', counts: { holding: 1, checkedIn: 1 }, canUndo: true });
  });

  it('refuses a stranger, staff whose email is not verified, and staff once removed', async () => {
    const event = await openMic();
    const { token } = await attendee(event.id);
    const stranger = await quickAccount(t.database.db);
    const unverified = await quickAccount(t.database.db, { email_verified_at: null });
    const staff = await quickAccount(t.database.db);
    await addStaff(event.id, t.user.token, unverified.email);
    await addStaff(event.id, t.user.token, staff.email);

    const refused = await scan(event.id, stranger.token, [{ scanId: scanId(), token, scannedAt: at() }]);
    expect(refused).toMatchObject({ status: 403, json: { message: MESSAGES.doorForbidden } });
    expect(await call(t.app, 'GET', `/api/events/${event.id}/door`, { token: stranger.token })).toMatchObject({ status: 403 });
    const unproven = await scan(event.id, unverified.token, [{ scanId: scanId(), token, scannedAt: at() }]);
    expect(unproven).toMatchObject({ status: 403, json: { message: MESSAGES.doorVerifyEmail } });

    // Staff work the door, not the list or the log.
    expect(await call(t.app, 'GET', `/api/events/${event.id}/staff`, { token: staff.token })).toMatchObject({ status: 403, json: { message: MESSAGES.staffForbidden } });
    expect(await call(t.app, 'GET', `/api/events/${event.id}/log`, { token: staff.token })).toMatchObject({ status: 403, json: { message: MESSAGES.eventLogForbidden } });

    const log = await call(t.app, 'GET', `/api/events/${event.id}/log`, { token: t.user.token });
    // Added one after the other, maybe in one millisecond: both are there, in either order.
    expect(log.json.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'staff-added', actor: 'Asha Verma', staffEmail: staff.email.toLowerCase(), registrationName: null }),
        expect.objectContaining({ action: 'staff-added', staffEmail: unverified.email.toLowerCase() }),
      ]),
    );

    const removed = await call(t.app, 'DELETE', `/api/events/${event.id}/staff/${encodeURIComponent(staff.email)}`, { token: t.user.token });
    expect(removed.status).toBe(200);
    expect((removed.json.staff as { email: string }[]).map((s) => s.email)).toEqual([unverified.email.toLowerCase()]);
    expect(await scan(event.id, staff.token, [{ scanId: scanId(), token, scannedAt: at() }])).toMatchObject({ status: 403 });
    expect((await checkIns((await registration((await attendee(event.id, 'Other One')).registrationId)).id)).length).toBe(0);
  });

  it('lets an admin work any door and answers 404 for what is not an event', async () => {
    const event = await openMic();
    const { token } = await attendee(event.id);
    expect(await scanOne(event.id, t.admin.token, token)).toMatchObject({ result: 'checked_in', checkedInBy: 'Dean Kapoor' });
    expect(await call(t.app, 'GET', '/api/events/no-such-event/door', { token: t.admin.token })).toMatchObject({ status: 404, json: { message: MESSAGES.eventNotFound } });
  });
});

describe(`scanning a ticket (${dialectName})`, () => {
  it('checks in the first scan; the second, one after the other, is told when and by whom', async () => {
    const event = await openMic();
    const staff = await quickAccount(t.database.db, { name: 'Second Door' });
    await addStaff(event.id, t.user.token, staff.email);
    const { registrationId, token } = await attendee(event.id);
    const first = await scanOne(event.id, t.user.token, token);
    expect(first).toMatchObject({ result: 'checked_in', registrationId, name: 'Priya Shah', ticketType: 'General', checkedInBy: 'Asha Verma' });
    const second = await scanOne(event.id, staff.token, token);
    expect(second).toMatchObject({ result: 'already', registrationId, checkedInAt: first.checkedInAt, checkedInBy: 'Asha Verma' });
    const row = await registration(registrationId);
    expect(row).toMatchObject({ status: 'checked_in', checked_in_by: t.user.id, checked_in_at: first.checkedInAt });
    expect(await checkIns(registrationId)).toHaveLength(1);
  });

  it('two doors scanning one ticket at once: exactly one checks in, the other is told the first', async () => {
    const event = await openMic();
    const staff = await quickAccount(t.database.db, { name: 'Gate B' });
    await addStaff(event.id, t.user.token, staff.email);
    const { registrationId, token } = await attendee(event.id);
    const [a, b] = await Promise.all([scanOne(event.id, t.user.token, token), scanOne(event.id, staff.token, token)]);
    const outcomes = [a, b].sort((x, y) => x.result.localeCompare(y.result));
    expect(outcomes.map((o) => o.result)).toEqual(['already', 'checked_in']);
    expect(outcomes[0]).toMatchObject({ checkedInAt: outcomes[1]!.checkedInAt, checkedInBy: outcomes[1]!.checkedInBy });
    expect(await checkIns(registrationId)).toHaveLength(1);
    const log = await call(t.app, 'GET', `/api/events/${event.id}/log`, { token: t.user.token });
    expect((log.json.entries as { action: string }[]).filter((e) => e.action === 'checked-in')).toHaveLength(1);
  });

  it('keeps one active check-in per registration and day in the database itself', async () => {
    const event = await openMic();
    const { registrationId } = await attendee(event.id);
    const row = (id: string) => ({ id, post_id: event.id, registration_id: registrationId, day: '', scanned_at: nowIso(), recorded_at: nowIso(), by_user_id: null, undone_at: null, undone_by: null });
    expect(await insertCheckIn(t.database.db, row(newId()))).toBe(true);
    expect(await insertCheckIn(t.database.db, row(newId()))).toBe(false);
  });

  it('answers a door that syncs the same scans again as the first time, and counts them once', async () => {
    const event = await openMic();
    const one = await attendee(event.id, 'First Person');
    const two = await attendee(event.id, 'Second Person');
    const queue = [
      { scanId: scanId(), token: one.token, scannedAt: new Date(Date.now() - 60_000).toISOString() },
      { scanId: scanId(), token: one.token, scannedAt: new Date(Date.now() - 30_000).toISOString() },
      { scanId: scanId(), registrationId: two.registrationId, scannedAt: new Date(Date.now() - 20_000).toISOString() },
    ];
    const first = await scan(event.id, t.user.token, queue);
    expect(first.status).toBe(200);
    expect((first.json.results as ScanOutcome[]).map((r) => r.result)).toEqual(['checked_in', 'already', 'checked_in']);
    expect(first.json.counts).toEqual({ holding: 2, checkedIn: 2 });
    // The offline door's clock is when it happened.
    expect((first.json.results as ScanOutcome[])[0]!.checkedInAt).toBe(queue[0]!.scannedAt);

    const again = await scan(event.id, t.user.token, queue);
    expect(again.json).toEqual(first.json);
    expect(await checkIns(one.registrationId)).toHaveLength(1);
    const doorScans = await t.database.db.selectFrom('door_scans').selectAll().where('post_id', '=', event.id).execute();
    expect(doorScans).toHaveLength(3);
  });

  it('answers the same queue sent twice at once alike, and checks in once', async () => {
    const event = await openMic();
    const { registrationId, token } = await attendee(event.id);
    const queue = [{ scanId: scanId(), token, scannedAt: at() }];
    const [a, b] = await Promise.all([scan(event.id, t.user.token, queue), scan(event.id, t.user.token, queue)]);
    expect(a.json).toEqual(b.json);
    expect((a.json.results as ScanOutcome[])[0]).toMatchObject({ result: 'checked_in' });
    expect(await checkIns(registrationId)).toHaveLength(1);
  });

  it("refuses another event's ticket, a forged one, a cancelled one, an old one and a waitlisted registration", async () => {
    const event = await openMic();
    const elsewhere = await openMic({ title: 'Another night' });
    const theirs = await attendee(elsewhere.id);
    expect(await scanOne(event.id, t.user.token, theirs.token)).toMatchObject({ result: 'other_event', registrationId: null, name: null });

    const forged = `${theirs.token.slice(0, -4)}AAAA`;
    expect(await scanOne(elsewhere.id, t.user.token, forged)).toMatchObject({ result: 'invalid' });
    expect(await scanOne(elsewhere.id, t.user.token, 'not a ticket')).toMatchObject({ result: 'invalid' });

    const cancelled = await attendee(event.id, 'Cancelled Person');
    await t.database.db.updateTable('registrations').set({ status: 'cancelled', cancelled_at: nowIso() }).where('id', '=', cancelled.registrationId).execute();
    expect(await scanOne(event.id, t.user.token, cancelled.token)).toMatchObject({ result: 'void', name: 'Cancelled Person' });

    const reissued = await attendee(event.id, 'Reissued Person');
    await t.database.db.updateTable('registrations').set({ ticket_code: 'NEWCODE2' }).where('id', '=', reissued.registrationId).execute();
    expect(await scanOne(event.id, t.user.token, reissued.token)).toMatchObject({ result: 'void' });

    const waiting = await attendee(event.id, 'Waiting Person');
    await t.database.db.updateTable('registrations').set({ status: 'waitlisted' }).where('id', '=', waiting.registrationId).execute();
    expect(await scanOne(event.id, t.user.token, waiting.token)).toMatchObject({ result: 'invalid', name: 'Waiting Person' });
    const manual = await scan(event.id, t.user.token, [{ scanId: scanId(), registrationId: theirs.registrationId, scannedAt: at() }]);
    expect((manual.json.results as ScanOutcome[])[0]).toMatchObject({ result: 'invalid', name: null });
  });

  it('undoes a check-in (logged with its reason); the ticket then checks in again', async () => {
    const event = await openMic();
    const { registrationId, token } = await attendee(event.id);
    await scanOne(event.id, t.user.token, token);
    await tick();
    const undone = await call(t.app, 'POST', `/api/events/${event.id}/check-ins/${registrationId}/undo`, { token: t.user.token, body: { reason: 'Scanned the wrong person' } });
    expect(undone).toMatchObject({ status: 200, json: { counts: { holding: 1, checkedIn: 0 } } });
    expect(await registration(registrationId)).toMatchObject({ status: 'confirmed', checked_in_at: null, checked_in_by: null });
    const twice = await call(t.app, 'POST', `/api/events/${event.id}/check-ins/${registrationId}/undo`, { token: t.user.token, body: {} });
    expect(twice).toMatchObject({ status: 409, json: { message: MESSAGES.checkInNotFound } });

    await tick();
    expect(await scanOne(event.id, t.user.token, token)).toMatchObject({ result: 'checked_in' });
    expect((await checkIns(registrationId)).map((c) => c.undone_at === null)).toEqual([false, true]);

    const log = await call(t.app, 'GET', `/api/events/${event.id}/log`, { token: t.user.token });
    const entries = log.json.entries as { action: string; actor: string | null; registrationName: string | null; reason: string | null }[];
    expect(entries.slice(0, 3).map((e) => e.action)).toEqual(['checked-in', 'check-in-undone', 'checked-in']);
    expect(entries[1]).toMatchObject({ actor: 'Asha Verma', registrationName: 'Priya Shah', reason: 'Scanned the wrong person' });
  });
});

describe(`a cultural event's days (${dialectName})`, () => {
  it('checks a registration in once per booked date, and not on a day it did not book', async () => {
    const today = campusDay(nowIso(), t.config.campusTimeZone);
    const yesterday = campusDay(new Date(Date.now() - 86_400_000).toISOString(), t.config.campusTimeZone);
    const tomorrow = campusDay(new Date(Date.now() + 86_400_000).toISOString(), t.config.campusTimeZone);
    const fest = await insertPost(
      t.database.db,
      buildCulturalEvent(t.user.id, { available_dates: JSON.stringify([yesterday, today, tomorrow]) }),
    );
    const holder = async (name: string, dates: string[]): Promise<{ id: string; token: string; account: QuickAccount }> => {
      const account = await quickAccount(t.database.db, { name });
      const id = newId();
      await t.database.db
        .insertInto('registrations')
        .values({
          id,
          post_id: fest.id,
          user_id: account.id,
          name,
          email: account.email,
          phone: '9876543210',
          transaction_id: null,
          booking_dates: JSON.stringify(dates),
          selected_tickets: JSON.stringify([{ ticketType: 'VIP', ticketPrice: 400, quantity: 2 }]),
          total_price: 800 * dates.length,
          custom_fields: '{}',
          created_at: nowIso(),
          status: 'confirmed',
          seq: 1,
          ticket_code: 'CODE2345',
          updated_at: nowIso(),
          payment_reference: null,
          amount_paid: 0,
          payment_reminded_at: null,
          gateway_link_id: null,
          gateway_url: null,
        })
        .execute();
      return { id, account, token: await signTicketClaims(t.app.ctx, { postId: fest.id, registrationId: id, code: 'CODE2345', ticketType: '2 × VIP' }) };
    };
    const both = await holder('Two Days', [yesterday, today]);
    const notToday = await holder('Tomorrow Only', [tomorrow]);

    const door = await call(t.app, 'GET', `/api/events/${fest.id}/door`, { token: t.user.token });
    expect(door.json).toMatchObject({ today, counts: { holding: 1, checkedIn: 0 } });

    // Yesterday's scan, synced today, counts for yesterday; today's is a second check-in of its own.
    const yesterdayScan = await scan(fest.id, t.user.token, [{ scanId: scanId(), token: both.token, scannedAt: new Date(Date.now() - 86_400_000).toISOString() }]);
    expect((yesterdayScan.json.results as ScanOutcome[])[0]).toMatchObject({ result: 'checked_in', ticketType: '2 × VIP' });
    expect(await scanOne(fest.id, t.user.token, both.token)).toMatchObject({ result: 'checked_in' });
    expect(await scanOne(fest.id, t.user.token, both.token)).toMatchObject({ result: 'already' });
    expect((await checkIns(both.id)).map((c) => c.day).sort()).toEqual([yesterday, today].sort());
    expect(await scanOne(fest.id, t.user.token, notToday.token)).toMatchObject({ result: 'not_today', name: 'Tomorrow Only' });

    // Undoing today's leaves yesterday's: still checked in.
    const undone = await call(t.app, 'POST', `/api/events/${fest.id}/check-ins/${both.id}/undo`, { token: t.user.token, body: { day: today } });
    expect(undone).toMatchObject({ status: 200, json: { counts: { holding: 1, checkedIn: 0 } } });
    expect((await registration(both.id)).status).toBe('checked_in');
  });
});

describe(`live counts (${dialectName})`, () => {
  it('tells the host and the signed-in staff the door counts, and nobody else', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const event = await openMic();
    const staff = await quickAccount(t.database.db, { name: 'Live Door' });
    await addStaff(event.id, t.user.token, staff.email);
    const { token } = await attendee(event.id);
    const host = await openStream(base, { token: t.user.token });
    const door = await openStream(base, { token: staff.token });
    const stranger = await openStream(base, { token: t.other.token });
    try {
      await scanOne(event.id, staff.token, token);
      const heard = { postId: event.id, holding: 1, checkedIn: 1 };
      expect((await host.next((e) => e.event === 'door' && e.data.postId === event.id)).data).toEqual(heard);
      expect((await door.next((e) => e.event === 'door' && e.data.postId === event.id)).data).toEqual(heard);
      // The stranger hears the next thing everyone hears, and no door before it.
      await call(t.app, 'POST', '/api/posts', { token: t.other.token, body: confessionInput() });
      await stranger.next((e) => e.event === 'post');
      expect(stranger.events.some((e) => e.event === 'door')).toBe(false);
    } finally {
      for (const client of [host, door, stranger]) client.close();
    }
  });
});
