/**
 * A rush at an event's door through the API (decision 085), on either database: registrations that arrive together
 * are written together, and each student is answered, counted, told and emailed as if they had come alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedWaitlist, MESSAGES, registeredForYourEvent } from '../../../shared/messages.ts';
import type { Registration } from '../../../shared/schemas/events.ts';
import type { PostsTable } from '../../database/schema.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { queuedFor } from '../../test/outbox.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';
import { dialectName } from '../../test/test-app.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const openMic = (overrides: Partial<PostsTable> = {}) => insertPost(db(), buildEvent(t.user.id, { title: 'Fest night', ...overrides }));
const answersOf = (who: QuickAccount) => ({ name: who.name, email: who.email, phone: '9876543210', 'Year of study': '2nd' });
const register = (postId: string, who: QuickAccount, body: Record<string, unknown> = answersOf(who)) =>
  call(t.app, 'POST', `/api/users/register-event/${postId}`, { token: who.token, body });
const students = (n: number, from = 1) => Promise.all(Array.from({ length: n }, (_, i) => quickAccount(db(), { name: `Student ${from + i}` })));
const messagesOf = async (userId: string, postId: string) =>
  (await db().selectFrom('notifications').select('message').where('user_id', '=', userId).where('post_id', '=', postId).execute()).map((n) => n.message);

describe(`a rush of registrations (${dialectName})`, () => {
  it('seats the first arrivals, waitlists the rest in order, and tells, emails and logs each once', async () => {
    const event = await openMic({ capacity: 5 });
    const crowd = await students(40);
    const answers = await Promise.all(crowd.map((s) => register(event.id, s)));
    expect(answers.map((a) => a.status)).toEqual(crowd.map(() => 201));

    const rows = await db().selectFrom('registrations').selectAll().where('post_id', '=', event.id).orderBy('seq').execute();
    expect(rows.map((r) => Number(r.seq))).toEqual(crowd.map((_, i) => i + 1));
    expect(rows.map((r) => r.status)).toEqual(crowd.map((_, i) => (i < 5 ? 'confirmed' : 'waitlisted')));
    // Each answer is its own registration, and a waitlisted one's place is its place in line.
    const byUser = new Map(answers.map((a, i) => [crowd[i]!.id, a.json as Registration]));
    rows.forEach((row, i) => {
      const answer = byUser.get(row.user_id)!;
      expect(answer).toMatchObject({ _id: row.id, status: row.status, waitlistPosition: i < 5 ? null : i - 4 });
      expect(answer.ticketCode).toBe(row.ticket_code);
    });
    const kept = await db().selectFrom('posts').select(['registration_count', 'registration_seq']).where('id', '=', event.id).executeTakeFirstOrThrow();
    expect([Number(kept.registration_count), Number(kept.registration_seq)]).toEqual([40, 40]);

    // One notice each: the place in line to the waitlisted, and one to the host for every registration.
    for (const [i, row] of rows.entries()) {
      expect(await messagesOf(row.user_id, event.id)).toEqual(i < 5 ? [] : [joinedWaitlist('Fest night', i - 4)]);
    }
    const hostNotices = await messagesOf(t.user.id, event.id);
    expect([...hostNotices].sort()).toEqual(rows.map((r) => registeredForYourEvent(r.name, 'Fest night')).sort());
    // The ticket by email to the five seated, nothing to the waitlisted.
    for (const [i, row] of rows.entries()) {
      const mail = await queuedFor(db(), row.user_id, 'registration-confirmed');
      expect(mail.map((m) => m.attachments.some((a) => a.filename === `ticket-${row.ticket_code}.png`))).toEqual(i < 5 ? [true] : []);
    }
    const log = await db().selectFrom('registration_log').select(['registration_id', 'action']).where('post_id', '=', event.id).execute();
    expect(log.map((e) => `${e.registration_id} ${e.action}`).sort()).toEqual(rows.map((r, i) => `${r.id} ${i < 5 ? 'registered' : 'waitlisted'}`).sort());
    // The host's export lists them in arrival order, those written in one moment too.
    const csv = (await call(t.app, 'GET', `/api/posts/export-registrations/${event.id}`, { token: t.user.token })).raw.body;
    const at = rows.map((r) => csv.indexOf(`${r.name},`));
    expect(at.every((position) => position > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('refuses a bad form, a repeat and one already registered on their own, and seats the others', async () => {
    const event = await openMic({ capacity: 3 });
    const [early, twice, again, badPhone, ...others] = await students(8, 100);
    expect((await register(event.id, early!)).status).toBe(201);
    // One who registered and cancelled comes back in the rush: the same registration starts over.
    const first = (await register(event.id, again!)).json as Registration;
    expect((await call(t.app, 'POST', `/api/registrations/${first._id}/cancel`, { token: again!.token, body: {} })).status).toBe(200);

    const rush = [
      register(event.id, others[0]!),
      register(event.id, twice!),
      register(event.id, early!),
      register(event.id, badPhone!, { ...answersOf(badPhone!), phone: '12345' }),
      register(event.id, twice!),
      register(event.id, again!),
      ...others.slice(1).map((s) => register(event.id, s)),
    ];
    const answers = await Promise.all(rush);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 409, 400, 409, 201, 201, 201, 201]);
    expect(answers[2]!.json).toEqual({ message: MESSAGES.alreadyRegistered });
    expect(answers[4]!.json).toEqual({ message: MESSAGES.alreadyRegistered });
    expect((answers[5]!.json as Registration)._id).toBe(first._id);

    const rows = await db().selectFrom('registrations').select(['user_id', 'status', 'seq']).where('post_id', '=', event.id).orderBy('seq').execute();
    expect(rows).toHaveLength(7);
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(3);
    expect(rows.filter((r) => r.user_id === twice!.id)).toHaveLength(1);
    expect(rows.some((r) => r.user_id === badPhone!.id)).toBe(false);
    const kept = await db().selectFrom('posts').select('registration_count').where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(Number(kept.registration_count)).toBe(7);
  });

  it('registers a student made meanwhile elsewhere once, and the others in the same rush still', async () => {
    const event = await openMic({ capacity: 10 });
    const crowd = await students(6, 200);
    // Another process's registration of crowd[3], written while the rush waits in line behind the first arrival.
    const rush = crowd.map((s) => register(event.id, s));
    await db()
      .insertInto('registrations')
      .values({
        id: `elsewhere-${crowd[3]!.id}`.slice(0, 40), post_id: event.id, user_id: crowd[3]!.id, name: crowd[3]!.name, email: crowd[3]!.email,
        phone: '9876543210', transaction_id: null, booking_dates: null, selected_tickets: null, total_price: 0, custom_fields: '{}',
        created_at: new Date().toISOString(), status: 'waitlisted', seq: 1000, updated_at: new Date().toISOString(),
        payment_reference: null, amount_paid: 0, payment_reminded_at: null, gateway_link_id: null, gateway_url: null,
      })
      .execute();
    const answers = await Promise.all(rush);
    const statuses = answers.map((a) => a.status);
    // The one registered elsewhere is told so (or, had the rush come first, the other write was refused); nobody else is.
    expect(statuses.filter((s, i) => i !== 3 && s !== 201)).toEqual([]);
    expect([201, 409]).toContain(statuses[3]);
    const mine = await db().selectFrom('registrations').select('id').where('post_id', '=', event.id).where('user_id', '=', crowd[3]!.id).execute();
    expect(mine).toHaveLength(1);
  });
});
