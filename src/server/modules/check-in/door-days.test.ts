/**
 * The door knows the day (decision 077), through the API on either database: a ticket is accepted on a date the
 * event happens, in the campus's time zone; a cultural event's only on its booked dates; otherwise `not_today`,
 * with the days the ticket is for, unless the door checks it in anyway, which the event's log says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../../shared/schemas/door.ts';
import type { PostsTable } from '../../database/schema.ts';
import { newId, nowIso } from '../../database/values.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildCulturalEvent, buildEvent, insertPost } from '../../test/factories.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';
import { dialectName } from '../../test/test-app.ts';
import { signTicketClaims } from '../tickets/tickets.signing.ts';
import { campusDay } from './door-days.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const dayIn = (n: number) => campusDay(inDays(n), t.config.campusTimeZone);
let counter = 0;
const scanId = () => `days-${Date.now()}-${(counter += 1)}`;

/** A confirmed registration of the event with its signed ticket (booked dates on a cultural event). */
async function holder(post: PostsTable, name: string, dates: string[] = []) {
  const account = await quickAccount(t.database.db, { name });
  const id = newId();
  const code = `C${String(counter += 1).padStart(7, '0')}`;
  await t.database.db
    .insertInto('registrations')
    .values({
      id,
      post_id: post.id,
      user_id: account.id,
      name,
      email: account.email,
      phone: '9876543210',
      transaction_id: null,
      booking_dates: JSON.stringify(dates),
      selected_tickets: JSON.stringify(dates.length ? [{ ticketType: 'VIP', ticketPrice: 0, quantity: 1 }] : []),
      total_price: 0,
      custom_fields: '{}',
      created_at: nowIso(),
      status: 'confirmed',
      seq: counter,
      ticket_code: code,
      updated_at: nowIso(),
      payment_reference: null,
      amount_paid: 0,
      payment_reminded_at: null,
      gateway_link_id: null,
      gateway_url: null,
    })
    .execute();
  return { id, token: await signTicketClaims(t.app.ctx, { postId: post.id, registrationId: id, code, ticketType: 'General' }) };
}

const scan = async (postId: string, scans: Record<string, unknown>[], token = t.user.token) => {
  const res = await call(t.app, 'POST', `/api/events/${postId}/check-ins`, { token, body: { scans } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { results: ScanOutcome[]; counts: { holding: number; checkedIn: number } };
};
const scanNow = (postId: string, ticket: string, extra: Record<string, unknown> = {}) =>
  scan(postId, [{ scanId: scanId(), token: ticket, scannedAt: nowIso(), ...extra }]);
const logOf = async (postId: string) =>
  (await call(t.app, 'GET', `/api/events/${postId}/log`, { token: t.user.token })).json.entries as {
    action: string;
    actor: string | null;
    registrationName: string | null;
    override?: boolean;
  }[];

describe(`the door knows the day (${dialectName})`, () => {
  it('refuses a ticket on a day the event does not happen, saying its date, and counts no ticket for today', async () => {
    const event = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: inDays(5), event_end_date: null }));
    const { token, id } = await holder(event, 'Early Bird');
    const answer = await scanNow(event.id, token);
    expect(answer.results[0]).toMatchObject({ result: 'not_today', name: 'Early Bird', days: [dayIn(5)] });
    expect(answer.counts).toEqual({ holding: 0, checkedIn: 0 });
    expect(await t.database.db.selectFrom('check_ins').select('id').where('registration_id', '=', id).execute()).toEqual([]);
    const door = await call(t.app, 'GET', `/api/events/${event.id}/door`, { token: t.user.token });
    expect(door.json).toMatchObject({ counts: { holding: 0 }, timeZone: t.config.campusTimeZone, event: { days: [dayIn(5)] } });
  });

  it('accepts it on the event’s date, and on every date of an event that spans days', async () => {
    const today = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: nowIso(), event_end_date: null }));
    const onTime = await holder(today, 'On Time');
    expect((await scanNow(today.id, onTime.token)).results[0]).toMatchObject({ result: 'checked_in' });

    const camp = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: inDays(-1), event_end_date: inDays(1) }));
    const camper = await holder(camp, 'Camper');
    const answer = await scanNow(camp.id, camper.token);
    expect(answer.results[0]).toMatchObject({ result: 'checked_in' });
    expect(answer.counts).toEqual({ holding: 1, checkedIn: 1 });
  });

  it('accepts a cultural event’s ticket only on the dates it booked, and says them', async () => {
    const fest = await insertPost(
      t.database.db,
      buildCulturalEvent(t.user.id, { event_start_date: inDays(-1), event_end_date: inDays(3), available_dates: JSON.stringify([dayIn(0), dayIn(1), dayIn(2)]) }),
    );
    const later = await holder(fest, 'Later Days', [dayIn(1), dayIn(2)]);
    const todays = await holder(fest, 'Today Only', [dayIn(0)]);
    const refused = await scanNow(fest.id, later.token);
    expect(refused.results[0]).toMatchObject({ result: 'not_today', days: [dayIn(1), dayIn(2)] });
    expect(refused.counts.holding).toBe(1);
    expect((await scanNow(fest.id, todays.token)).results[0]).toMatchObject({ result: 'checked_in' });
  });

  it('checks a wrong-day ticket in anyway when the door says so, logged with who and that it was an override', async () => {
    const event = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: inDays(5), event_end_date: null }));
    const door = await quickAccount(t.database.db, { name: 'Door Dev' });
    await call(t.app, 'POST', `/api/events/${event.id}/staff`, { token: t.user.token, body: { email: door.email } });
    const { token, id } = await holder(event, 'Wrong Day');
    expect((await scanNow(event.id, token)).results[0]?.result).toBe('not_today');
    const answer = await scan(event.id, [{ scanId: scanId(), token, scannedAt: nowIso(), override: true }], door.token);
    expect(answer.results[0]).toMatchObject({ result: 'checked_in', name: 'Wrong Day', checkedInBy: 'Door Dev' });
    expect(answer.counts.checkedIn).toBe(1);
    // Overridden once, the ticket is then in: a second scan is told so.
    expect((await scanNow(event.id, token)).results[0]).toMatchObject({ result: 'already', checkedInBy: 'Door Dev' });
    const log = await logOf(event.id);
    expect(log[0]).toMatchObject({ action: 'checked-in', actor: 'Door Dev', registrationName: 'Wrong Day', override: true });
    const row = await t.database.db.selectFrom('registrations').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('checked_in');
  });

  it('does not mark a check-in on the right day as an override, even when the door asked for one', async () => {
    const event = await insertPost(t.database.db, buildEvent(t.user.id, { event_start_date: nowIso(), event_end_date: null }));
    const { token } = await holder(event, 'Right Day');
    expect((await scanNow(event.id, token, { override: true })).results[0]?.result).toBe('checked_in');
    expect((await logOf(event.id))[0]).not.toHaveProperty('override');
  });

  it('syncs an override made offline once: the same queue sent again is answered alike and logged once', async () => {
    const fest = await insertPost(t.database.db, buildCulturalEvent(t.user.id, { available_dates: JSON.stringify([dayIn(3)]) }));
    const { token, id } = await holder(fest, 'Offline Override', [dayIn(3)]);
    const queue = [
      { scanId: scanId(), token, scannedAt: new Date(Date.now() - 120_000).toISOString() },
      { scanId: scanId(), token, scannedAt: new Date(Date.now() - 60_000).toISOString(), override: true },
    ];
    const first = await scan(fest.id, queue);
    expect(first.results.map((r) => r.result)).toEqual(['not_today', 'checked_in']);
    expect(first.results[0]?.days).toEqual([dayIn(3)]);
    const again = await scan(fest.id, queue);
    expect(again.results).toEqual(first.results);
    const checkIns = await t.database.db.selectFrom('check_ins').selectAll().where('registration_id', '=', id).execute();
    expect(checkIns.map((c) => c.day)).toEqual([dayIn(0)]);
    expect((await logOf(fest.id)).filter((e) => e.override)).toHaveLength(1);
  });
});
