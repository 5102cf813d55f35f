/**
 * Paying for a seat by UPI through the API, on either database (decision 072): the exact UPI request per
 * registration, one payment state from hold to ticket, a payment not accepted that keeps the seat, "paid" taken
 * back, the calendar holding only seats that are theirs, and the reminder before a payment window ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { isPaymentReference } from '../../../shared/payments.ts';
import type { Registration } from '../../../shared/schemas/events.ts';
import type { PostsTable } from '../../database/schema.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { queuedFor } from '../../test/outbox.ts';
import { createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';
import { dialectName } from '../../test/test-app.ts';
import { remindDuePayments } from './registration-states.service.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
/** An approved event of Asha's (t.user), ₹400 paid by UPI to the fest's UPI ID, with a 24-hour payment window. */
const paidByUpi = (overrides: Partial<PostsTable> = {}) =>
  insertPost(
    db(),
    buildEvent(t.user.id, {
      title: 'Battle of the Bands',
      capacity: 1,
      price: 400,
      payment_method: 'upi',
      upi_id: 'quadfest@okaxis',
      upi_name: 'Quad Fest Committee',
      payment_window_hours: 24,
      ...overrides,
    }),
  );
const answersOf = (who: QuickAccount) => ({ name: who.name, email: who.email, phone: '9876543210', 'Year of study': '2nd' });
async function register(postId: string, who: QuickAccount): Promise<Registration> {
  const res = await call(t.app, 'POST', `/api/users/register-event/${postId}`, { token: who.token, body: answersOf(who) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as Registration;
}
const student = (name: string) => quickAccount(db(), { name });
const mineFor = async (who: QuickAccount, postId: string) =>
  ((await call(t.app, 'GET', '/api/users/me/registrations', { token: who.token })).json.registrations as Registration[]).find((r) => r.postId === postId);
const decide = (postId: string, id: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/events/${postId}/registrations/${id}/payment`, { token: t.user.token, body });
const sendUtr = (who: QuickAccount, id: string, reference: string) =>
  call(t.app, 'PUT', `/api/registrations/${id}/payment`, { token: who.token, body: { reference } });
const inCalendar = async (who: QuickAccount, postId: string) =>
  ((await call(t.app, 'GET', '/api/calendar/mine', { token: who.token })).json as unknown as { _id: string }[]).some((e) => e._id === postId);
const notices = async (who: QuickAccount) =>
  (await db().selectFrom('notifications').select('message').where('user_id', '=', who.id).orderBy('created_at').execute()).map((n) => n.message);

describe(`paying by UPI (${dialectName})`, () => {
  it('asks each registration for its exact amount with its own reference, by a UPI request to the host’s UPI ID', async () => {
    const event = await paidByUpi({ capacity: 5 });
    const [a, b] = [await student('Meera Iyer'), await student('Kabir Shah')];
    const first = await register(event.id, a);
    const second = await register(event.id, b);
    expect(first).toMatchObject({ status: 'awaiting_payment', ticketCode: null });
    expect(first.payment).toMatchObject({ method: 'upi', amount: 400, paid: 0, left: 400, status: 'due', upiId: 'quadfest@okaxis', upiName: 'Quad Fest Committee' });
    const reference = first.payment!.reference;
    expect(isPaymentReference(reference)).toBe(true);
    expect(second.payment!.reference).not.toBe(reference);
    expect(Date.parse(first.payment!.dueBy!) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const request = new URL(first.payment!.upiUri!);
    expect(request.protocol).toBe('upi:');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      pa: 'quadfest@okaxis',
      pn: 'Quad Fest Committee',
      am: '400.00',
      cu: 'INR',
      tr: reference,
      tn: `${reference} Battle of the Bands`,
    });
    // The reference stays the registration's own: reading it again gives the same.
    expect((await mineFor(a, event.id))?.payment?.reference).toBe(reference);
    // The hold is not a ticket and not in the calendar; the email says what to pay, by when, with which reference.
    expect(await inCalendar(a, event.id)).toBe(false);
    const [held] = await queuedFor(db(), a.id, 'registration-confirmed');
    expect(held?.subject).toMatch(/^Seat held: pay ₹400 by .+ for Battle of the Bands$/);
    expect(held?.text).toContain(`Put ${reference} in the payment note.`);
    expect(held?.text).toContain(`/posts/${event.id}`);
    expect(held?.attachments ?? []).toEqual([]);
    expect((await notices(a)).at(-1)).toMatch(/^Seat held at "Battle of the Bands": pay ₹400 by /);
  });

  it('moves through one state at a time: sent, not accepted (seat kept), sent again, paid (ticket and calendar), taken back', async () => {
    const event = await paidByUpi();
    const a = await student('Asha Verma');
    const held = await register(event.id, a);
    const sent = await sendUtr(a, held._id, '412345678901');
    expect(sent.json).toMatchObject({ status: 'awaiting_payment', payment: { status: 'sent', dueBy: null } });

    const rejected = await decide(event.id, held._id, { decision: 'rejected', reason: 'No payment with that UTR' });
    expect(rejected.json).toMatchObject({ status: 'awaiting_payment', paymentNote: 'No payment with that UTR', payment: { status: 'due', left: 400 } });
    const again = rejected.json as unknown as Registration;
    expect(again.payment?.dueBy).not.toBeNull();
    expect(again.payment?.upiUri).toContain('am=400.00');

    expect((await sendUtr(a, held._id, '412345678902')).json).toMatchObject({ payment: { status: 'sent' } });
    const paid = await decide(event.id, held._id, { decision: 'paid' });
    expect(paid.json).toMatchObject({ status: 'confirmed', paymentNote: null, payment: { status: 'paid', paid: 400, left: 0, upiUri: null } });
    expect(paid.json.ticketCode).toBeTruthy();
    expect(await inCalendar(a, event.id)).toBe(true);
    const log = await db().selectFrom('registration_log').select(['action', 'details']).where('registration_id', '=', held._id).orderBy('created_at').execute();
    expect(log.map((l) => l.action)).toEqual(['registered', 'payment-sent', 'payment-rejected', 'payment-sent', 'payment-confirmed']);
    expect(JSON.parse(log.at(-1)!.details!)).toEqual({ source: 'host' });

    // "Mark paid" has an undo: the ticket is void and the seat is held again.
    const undone = await decide(event.id, held._id, { decision: 'undo' });
    expect(undone.json).toMatchObject({ status: 'awaiting_payment', ticketCode: null, payment: { status: 'sent', paid: 0, left: 400 } });
    expect(await decide(event.id, held._id, { decision: 'undo' })).toMatchObject({ status: 409, json: { message: MESSAGES.paymentNotConfirmed } });
    expect((await decide(event.id, held._id, { decision: 'paid' })).json.status).toBe('confirmed');
  });

  it('keeps a waitlist place out of the calendar, and a cancelled seat leaves it', async () => {
    const event = await paidByUpi({ capacity: 1, price: 0, payment_method: null, upi_id: null, upi_name: null });
    const [a, b] = [await student('First In'), await student('Next In Line')];
    const seat = await register(event.id, a);
    expect(seat.payment).toBeNull();
    expect(await inCalendar(a, event.id)).toBe(true);
    expect((await register(event.id, b)).status).toBe('waitlisted');
    expect(await inCalendar(b, event.id)).toBe(false);
    expect((await call(t.app, 'POST', `/api/registrations/${seat._id}/cancel`, { token: a.token, body: {} })).json.status).toBe('cancelled');
    expect(await inCalendar(a, event.id)).toBe(false);
  });

  it('offers a freed seat on a UPI event with the same payment screen', async () => {
    const event = await paidByUpi({ capacity: 1 });
    const [a, b] = [await student('Holder'), await student('Waiting')];
    const first = await register(event.id, a);
    const waiting = await register(event.id, b);
    expect(waiting).toMatchObject({ status: 'waitlisted', payment: { status: 'not_due', upiUri: null } });
    await call(t.app, 'POST', `/api/registrations/${first._id}/cancel`, { token: a.token, body: {} });
    const claimed = await call(t.app, 'POST', `/api/registrations/${waiting._id}/claim`, { token: b.token, body: {} });
    expect(claimed.json).toMatchObject({ status: 'awaiting_payment', payment: { status: 'due', amount: 400, reference: waiting.payment!.reference } });
    expect((claimed.json as unknown as Registration).payment?.upiUri).toContain(`tr=${waiting.payment!.reference}`);
    expect(await inCalendar(b, event.id)).toBe(false);
  });

  it('reminds once before the payment window ends, and not a student who already sent a reference', async () => {
    const event = await paidByUpi({ capacity: 5, payment_window_hours: 4 });
    const [a, b] = [await student('Forgetful'), await student('Already Paid')];
    await register(event.id, a);
    const other = await register(event.id, b);
    await sendUtr(b, other._id, '412345678903');
    // Halfway through a 4-hour window, nothing yet; within its last two hours, one reminder.
    expect(await remindDuePayments(t.app.ctx, Date.now() + 1 * 3_600_000)).toBe(0);
    expect(await remindDuePayments(t.app.ctx, Date.now() + 2.5 * 3_600_000)).toBe(1);
    expect(await remindDuePayments(t.app.ctx, Date.now() + 2.6 * 3_600_000)).toBe(0);
    expect((await notices(a)).at(-1)).toMatch(/^Reminder: your seat at "Battle of the Bands" is held until .+\. Pay ₹400 before then/);
    const [mail] = await queuedFor(db(), a.id, 'registration-changed');
    expect(mail?.subject).toMatch(/^Reminder: pay by .+ for Battle of the Bands$/);
  });

  it('checks a UPI event’s payee when the host posts it', async () => {
    const base = {
      title: 'Fest Night',
      registrationMethod: 'form',
      registrationLink: '',
      price: 400,
      paymentMethod: 'upi',
      eventStartDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    } as const;
    const post = (extra: Record<string, unknown>) => call(t.app, 'POST', '/api/posts', { token: t.user.token, body: eventInput({ ...base, ...extra }) });
    expect(await post({ upiId: 'not a upi id', upiName: 'Quad' })).toMatchObject({ status: 400, json: { message: MESSAGES.upiIdInvalid } });
    expect(await post({ upiId: 'quadfest@okaxis', upiName: '' })).toMatchObject({ status: 400, json: { message: MESSAGES.upiNameRequired } });
    const made = await post({ upiId: 'quadfest@okaxis', upiName: 'Quad Fest Committee', paymentLink: 'https://pay.example/x' });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ paymentMethod: 'upi', upiId: 'quadfest@okaxis', upiName: 'Quad Fest Committee', paymentLink: null });
  });
});
