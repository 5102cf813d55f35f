/**
 * The doors of a fest at opening time (decision 085), through the API on either database: two doors scan the same
 * tickets, one scan a request, all at once. On PostgreSQL the requests that arrive while the door's scans are being
 * written are written together; on either, each ticket checks in once, by whichever door came first, and each request
 * is answered for its own scan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../../shared/schemas/door.ts';
import { nowIso } from '../../database/values.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';
import { dialectName } from '../../test/test-app.ts';
import { signTicketClaims } from '../tickets/tickets.signing.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

describe(`two doors at opening time (${dialectName})`, () => {
  it('checks each ticket in once, by the first door, and answers every scan', async () => {
    const event = await insertPost(db(), buildEvent(t.user.id, { title: 'Fest night' }));
    const gate = await quickAccount(db(), { name: 'Gate B' });
    expect((await call(t.app, 'POST', `/api/events/${event.id}/staff`, { token: t.user.token, body: { email: gate.email } })).status).toBe(200);
    const tickets: { registrationId: string; token: string }[] = [];
    for (let i = 0; i < 12; i += 1) {
      const student = await quickAccount(db(), { name: `Student ${i}` });
      const body = { name: student.name, email: student.email, phone: '9876543210', 'Year of study': '2nd' };
      const res = await call(t.app, 'POST', `/api/users/register-event/${event.id}`, { token: student.token, body });
      expect(res.status).toBe(201);
      const registrationId = String(res.json._id);
      tickets.push({ registrationId, token: await signTicketClaims(t.app.ctx, { postId: event.id, registrationId, code: String(res.json.ticketCode), ticketType: 'General' }) });
    }
    // The night begins: a door takes a ticket on its event's date only (decision 077).
    await db().updateTable('posts').set({ event_start_date: nowIso(), event_end_date: null }).where('id', '=', event.id).execute();

    const scanAt = (doorToken: string, door: string) => (ticket: { token: string }, i: number) =>
      call(t.app, 'POST', `/api/events/${event.id}/check-ins`, {
        token: doorToken,
        body: { scans: [{ scanId: `${door}-${i}-${event.id}`, token: ticket.token, scannedAt: nowIso() }] },
      });
    const answers = await Promise.all([...tickets.map(scanAt(t.user.token, 'a')), ...tickets.map(scanAt(gate.token, 'b'))]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const outcomes = answers.map((a) => (a.json.results as ScanOutcome[])[0]!);
    tickets.forEach((ticket, i) => {
      const [a, b] = [outcomes[i]!, outcomes[i + tickets.length]!];
      expect([a.registrationId, b.registrationId]).toEqual([ticket.registrationId, ticket.registrationId]);
      expect([a.result, b.result].sort()).toEqual(['already', 'checked_in']);
      expect(a.checkedInAt).toBe(b.checkedInAt);
      expect(a.checkedInBy).toBe(b.checkedInBy);
    });
    for (const answer of answers) expect((answer.json.counts as { holding: number; checkedIn: number }).holding).toBe(12);

    const checkIns = await db().selectFrom('check_ins').select('registration_id').where('post_id', '=', event.id).where('undone_at', 'is', null).execute();
    expect(checkIns.map((c) => c.registration_id).sort()).toEqual(tickets.map((ticket) => ticket.registrationId).sort());
    const door = await call(t.app, 'GET', `/api/events/${event.id}/door`, { token: t.user.token });
    expect(door.json.counts).toEqual({ holding: 12, checkedIn: 12 });
    const log = await db().selectFrom('registration_log').select('action').where('post_id', '=', event.id).where('action', '=', 'checked-in').execute();
    expect(log).toHaveLength(12);
  });
});
