/**
 * A registration's states through the API, on either database (decision 049): seats and the waitlist, the
 * registrant's cancel, claim and decline, the payment reference and the host's decision, the host cancelling an
 * attendee, offers and unpaid holds released by the job (after a restart too), an edit that would break the
 * registrations, tickets, and 200 students racing for the last 50 seats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicKey, verify } from 'node:crypto';
import { capacityBelowHolders, MESSAGES } from '../../../shared/messages.ts';
import type { Registration } from '../../../shared/schemas/events.ts';
import type { Ticket } from '../../../shared/schemas/door.ts';
import { buildApp } from '../../app.ts';
import type { PostsTable } from '../../database/schema.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildCulturalEvent, buildEvent, insertPost } from '../../test/factories.ts';
import { queuedFor } from '../../test/outbox.ts';
import { createPostsWorld, eventInput, pngDataUrl, type PostsWorld } from '../../test/posts-world.ts';
import { createTestApp, dialectName } from '../../test/test-app.ts';
import { releaseLapsedHolds } from './registration-states.service.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
/** An approved event of Asha's (t.user), free, a week away, with `capacity` seats. */
const openMic = (overrides: Partial<PostsTable> = {}) => insertPost(db(), buildEvent(t.user.id, { capacity: 2, ...overrides }));
/** A paid event whose registrants pay by link, with a 2-hour payment window. */
const paidByLink = (overrides: Partial<PostsTable> = {}) =>
  openMic({ price: 150, payment_method: 'link', payment_link: 'https://pay.example/open-mic', payment_window_hours: 2, ...overrides });

const answersOf = (who: QuickAccount) => ({ name: who.name, email: who.email, phone: '9876543210', 'Year of study': '2nd' });
async function register(postId: string, who: QuickAccount, extra: Record<string, unknown> = {}): Promise<Registration> {
  const res = await call(t.app, 'POST', `/api/users/register-event/${postId}`, { token: who.token, body: { ...answersOf(who), ...extra } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as Registration;
}
const students = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => quickAccount(db(), { name: `Student ${i + 1}` })));
const mine = async (who: QuickAccount) => {
  const res = await call(t.app, 'GET', '/api/users/me/registrations', { token: who.token });
  expect(res.status).toBe(200);
  return res.json.registrations as Registration[];
};
const mineFor = async (who: QuickAccount, postId: string) => (await mine(who)).find((r) => r.postId === postId);
const cancel = (who: QuickAccount, id: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `/api/registrations/${id}/cancel`, { token: who.token, body });
const claim = (who: QuickAccount, id: string) => call(t.app, 'POST', `/api/registrations/${id}/claim`, { token: who.token, body: {} });
const hostList = (postId: string, token = t.user.token, status = '') =>
  call(t.app, 'GET', `/api/events/${postId}/registrations${status ? `?status=${status}` : ''}`, { token });
const decide = (postId: string, id: string, body: Record<string, unknown>, token = t.user.token) =>
  call(t.app, 'POST', `/api/events/${postId}/registrations/${id}/payment`, { token, body });
const notices = async (who: QuickAccount) =>
  (await db().selectFrom('notifications').select('message').where('user_id', '=', who.id).orderBy('created_at').execute()).map((n) => n.message);
const seatsLeftOf = async (postId: string) => (await call(t.app, 'GET', `/api/posts/${postId}`)).json.seatsLeft as number | null;

describe(`seats and the waitlist (${dialectName})`, () => {
  it('seats the first to come, puts the rest on the waitlist in order, and says each their place', async () => {
    const event = await openMic();
    const [a, b, c, d] = await students(4);
    expect((await register(event.id, a!)).status).toBe('confirmed');
    expect((await register(event.id, b!)).status).toBe('confirmed');
    expect(await register(event.id, c!)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, ticketCode: null });
    expect(await register(event.id, d!)).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    expect(await seatsLeftOf(event.id)).toBe(0);
    expect(await mineFor(d!, event.id)).toMatchObject({ status: 'waitlisted', waitlistPosition: 2, eventTitle: 'Open Mic Night' });
    const list = await hostList(event.id);
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ capacity: 2, seatsLeft: 0, counts: { confirmed: 2, waitlisted: 2, cancelled: 0 } });
    expect((list.json.registrations as Registration[]).map((r) => [r.name, r.status, r.waitlistPosition])).toEqual([
      [a!.name, 'confirmed', null],
      [b!.name, 'confirmed', null],
      [c!.name, 'waitlisted', 1],
      [d!.name, 'waitlisted', 2],
    ]);
    const waiting = await hostList(event.id, t.user.token, 'waitlisted');
    expect((waiting.json.registrations as Registration[]).map((r) => r.waitlistPosition)).toEqual([1, 2]);
  });

  it('a cancelled seat is offered to the first in line, who claims it and gets a ticket; the waitlist moves up', async () => {
    const event = await openMic();
    const [a, b, c, d] = await students(4);
    const first = await register(event.id, a!);
    await register(event.id, b!);
    const third = await register(event.id, c!);
    await register(event.id, d!);

    const res = await cancel(a!, first._id, { reason: 'Exams moved' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ status: 'cancelled', cancelReason: 'Exams moved', ticketCode: null });
    expect(await cancel(a!, first._id)).toMatchObject({ status: 409, json: { message: MESSAGES.registrationAlreadyCancelled } });

    const offered = await mineFor(c!, event.id);
    expect(offered?.status).toBe('offered');
    expect(Date.parse(offered!.offerExpiresAt!) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await notices(c!)).at(-1)).toContain('is free and held for you until');
    const [offerMail] = await queuedFor(db(), c!.id, 'waitlist-offer');
    expect(offerMail?.subject).toBe('A seat at Open Mic Night is yours to claim');
    expect((await notices(t.user as unknown as QuickAccount)).at(-1)).toBe(`${a!.name} cancelled their registration for "Open Mic Night".`);
    expect(await mineFor(d!, event.id)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    // Someone else's registration is not theirs to claim or cancel.
    expect((await claim(d!, third._id)).status).toBe(404);
    expect((await cancel(d!, third._id)).status).toBe(404);

    const claimed = await claim(c!, third._id);
    expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
    expect(claimed.json).toMatchObject({ status: 'confirmed', offerExpiresAt: null });
    expect(claimed.json.ticketCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(await claim(c!, third._id)).toMatchObject({ status: 409, json: { message: MESSAGES.offerNotOpen } });
    // The claim's confirmation carries the ticket.
    const [confirmation] = await queuedFor(db(), c!.id, 'registration-confirmed');
    expect(confirmation?.attachments.map((f) => f.contentType)).toEqual(['image/png', expect.stringMatching(/^text\/calendar/) as unknown]);
    expect(await seatsLeftOf(event.id)).toBe(0);
  });

  it('declining an offer passes the seat on; leaving the waitlist takes no seat', async () => {
    const event = await openMic({ capacity: 1 });
    const [a, b, c] = await students(3);
    const first = await register(event.id, a!);
    const second = await register(event.id, b!);
    const third = await register(event.id, c!);
    await cancel(a!, first._id);
    expect((await mineFor(b!, event.id))?.status).toBe('offered');
    expect((await cancel(b!, second._id)).json).toMatchObject({ status: 'cancelled' });
    expect((await mineFor(c!, event.id))?.status).toBe('offered');
    // Leaving the line: the next one (nobody) is offered nothing more; the seat stays held by the offer.
    expect(await seatsLeftOf(event.id)).toBe(0);
    expect((await claim(c!, third._id)).json.status).toBe('confirmed');
    // Registering again after cancelling starts at the back of the line.
    expect(await register(event.id, a!)).toMatchObject({ _id: first._id, status: 'waitlisted', waitlistPosition: 1 });
  });

  it('an offer not claimed in time passes to the next in line when the job runs, once', async () => {
    const event = await openMic({ capacity: 1, offer_window_hours: 3 });
    const [a, b, c] = await students(3);
    const first = await register(event.id, a!);
    await register(event.id, b!);
    await register(event.id, c!);
    await cancel(a!, first._id);
    expect((await mineFor(b!, event.id))?.status).toBe('offered');
    // Not yet.
    await releaseLapsedHolds(t.app.ctx, Date.now() + 2 * 3_600_000);
    expect((await mineFor(b!, event.id))?.status).toBe('offered');
    // Two runs at once (two processes): the offer is released once.
    const later = Date.now() + 3 * 3_600_000 + 1000;
    await Promise.all([releaseLapsedHolds(t.app.ctx, later), releaseLapsedHolds(t.app.ctx, later)]);
    expect(await mineFor(b!, event.id)).toMatchObject({ status: 'cancelled' });
    expect((await notices(b!)).at(-1)).toBe('The seat held for you at "Open Mic Night" was not claimed in time and passed to the next in line.');
    expect((await queuedFor(db(), b!.id, 'registration-changed'))[0]?.subject).toBe('Your seat at Open Mic Night was released');
    expect((await mineFor(c!, event.id))?.status).toBe('offered');
    const log = await db().selectFrom('registration_log').select('action').where('post_id', '=', event.id).where('action', '=', 'offer-expired').execute();
    expect(log).toHaveLength(1);
  });
});

describe(`paying by link or QR (${dialectName})`, () => {
  it('holds the seat until the host confirms the payment; the reference and a screenshot reach the host', async () => {
    const event = await paidByLink();
    const [a] = await students(1);
    const held = await register(event.id, a!);
    expect(held).toMatchObject({ status: 'awaiting_payment', ticketCode: null, paymentSubmittedAt: null });
    expect(Date.parse(held.paymentDueAt!) - Date.now()).toBeGreaterThan(1.9 * 3_600_000);
    expect(await seatsLeftOf(event.id)).toBe(1);
    const [heldMail] = await queuedFor(db(), a!.id, 'registration-confirmed');
    expect(heldMail?.subject).toMatch(/^Seat held: pay ₹150 by .+ for Open Mic Night$/);
    expect(heldMail?.text).toContain('Put QD-');
    expect(heldMail?.attachments.some((f) => f.contentType === 'image/png')).toBe(false);

    const empty = await call(t.app, 'PUT', `/api/registrations/${held._id}/payment`, { token: a!.token, body: { reference: '  ' } });
    expect(empty).toMatchObject({ status: 400, json: { message: MESSAGES.paymentReferenceRequired } });
    const sent = await call(t.app, 'PUT', `/api/registrations/${held._id}/payment`, {
      token: a!.token,
      body: { reference: 'UTR 4142 9988 1234', screenshot: await pngDataUrl(40, 30) },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json).toMatchObject({ status: 'awaiting_payment', transactionId: 'UTR 4142 9988 1234', paymentDueAt: null });
    expect(sent.json.paymentScreenshot).toMatch(/^\/media\/[0-9a-f]{64}\.(png|jpg|webp)$/);
    expect((await call(t.app, 'GET', String(sent.json.paymentScreenshot))).status).toBe(200);
    expect((await notices(t.user as unknown as QuickAccount)).at(-1)).toBe(
      `${a!.name} sent a payment reference for "Open Mic Night": confirm it in Manage registrations.`,
    );
    // Once sent, the payment window no longer releases the seat.
    await releaseLapsedHolds(t.app.ctx, Date.now() + 3 * 3_600_000);
    expect((await mineFor(a!, event.id))?.status).toBe('awaiting_payment');

    const pending = await hostList(event.id, t.user.token, 'awaiting_payment');
    expect(pending.json.registrations).toMatchObject([{ _id: held._id, transactionId: 'UTR 4142 9988 1234' }]);
    const paid = await decide(event.id, held._id, { decision: 'paid' });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.status).toBe('confirmed');
    expect(paid.json.ticketCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect((await notices(a!)).at(-1)).toBe('Your payment for "Open Mic Night" is confirmed: your ticket is in My tickets.');
    const [mail] = await queuedFor(db(), a!.id, 'registration-changed');
    expect(mail).toMatchObject({ subject: 'Payment received, you’re in: Open Mic Night' });
    expect(mail?.attachments.map((f) => f.contentType)).toEqual(['image/png', expect.stringMatching(/^text\/calendar/) as unknown]);
    expect(await decide(event.id, held._id, { decision: 'paid' })).toMatchObject({ status: 409, json: { message: MESSAGES.notAwaitingPayment } });
  });

  it('a payment not accepted needs a reason, keeps the seat held and tells the registrant why, to pay again', async () => {
    const event = await paidByLink({ capacity: 1 });
    const [a, b] = await students(2);
    const held = await register(event.id, a!);
    await register(event.id, b!);
    expect(await decide(event.id, held._id, { decision: 'rejected' })).toMatchObject({ status: 400, json: { message: MESSAGES.rejectReasonRequired } });
    const stranger = await quickAccount(db());
    expect(await decide(event.id, held._id, { decision: 'rejected', reason: 'x' }, stranger.token)).toMatchObject({
      status: 403,
      json: { message: MESSAGES.registrationsForbidden },
    });
    const rejected = await decide(event.id, held._id, { decision: 'rejected', reason: 'No payment with that UTR arrived.' });
    expect(rejected.json).toMatchObject({ status: 'awaiting_payment', paymentNote: 'No payment with that UTR arrived.', payment: { status: 'due' } });
    expect((await notices(a!)).at(-1)).toBe(
      'Payment not accepted for "Open Mic Night": No payment with that UTR arrived. Your seat is still held: pay again or correct the reference.',
    );
    const [mail] = await queuedFor(db(), a!.id, 'registration-changed');
    expect(mail?.text).toContain('Reason: No payment with that UTR arrived.');
    expect(mail?.text).toContain('Your seat is still held for you');
    // The seat is still theirs to pay for: the next in line waits.
    expect((await mineFor(b!, event.id))?.status).toBe('waitlisted');
    const again = await call(t.app, 'PUT', `/api/registrations/${held._id}/payment`, { token: a!.token, body: { reference: '412345678901' } });
    expect(again.json).toMatchObject({ status: 'awaiting_payment', transactionId: '412345678901', payment: { status: 'sent' } });
  });

  it('an unpaid hold is released when the payment window ends; a claimed offer on a paid event waits for payment', async () => {
    const event = await paidByLink({ capacity: 1 });
    const [a, b] = await students(2);
    await register(event.id, a!);
    const second = await register(event.id, b!);
    await releaseLapsedHolds(t.app.ctx, Date.now() + 2 * 3_600_000 + 1000);
    expect((await mineFor(a!, event.id))?.status).toBe('cancelled');
    expect((await notices(a!)).at(-1)).toContain('no payment reference came before the payment window ended');
    expect((await claim(b!, second._id)).json).toMatchObject({ status: 'awaiting_payment', ticketCode: null });
  });

  it('a QR event takes the reference with the registration: the hold waits for the host, not the window', async () => {
    const event = await paidByLink({ payment_method: 'qr', payment_link: null, payment_qr_code: '/media/qr.png' });
    const [a] = await students(1);
    const held = await register(event.id, a!, { transactionId: '4821' });
    expect(held).toMatchObject({ status: 'awaiting_payment', transactionId: '4821', paymentDueAt: null });
    expect(held.paymentSubmittedAt).not.toBeNull();
  });
});

describe(`the host (${dialectName})`, () => {
  it('cancels an attendee with a reason; only the host or an admin may list or act', async () => {
    const event = await openMic({ capacity: 1 });
    const [a, b] = await students(2);
    const first = await register(event.id, a!);
    await register(event.id, b!);
    const path = `/api/events/${event.id}/registrations/${first._id}/cancel`;
    expect(await call(t.app, 'POST', path, { token: t.user.token, body: { reason: ' ' } })).toMatchObject({
      status: 400,
      json: { message: MESSAGES.cancelReasonRequired },
    });
    expect((await call(t.app, 'POST', path, { token: a!.token, body: { reason: 'x' } })).status).toBe(403);
    expect((await hostList(event.id, a!.token)).status).toBe(403);
    expect((await hostList(event.id, t.admin.token)).status).toBe(200);
    expect((await call(t.app, 'POST', `/api/events/${event.id}/registrations/nope/cancel`, { token: t.user.token, body: { reason: 'x' } })).status).toBe(404);
    const res = await call(t.app, 'POST', path, { token: t.user.token, body: { reason: 'Duplicate registration' } });
    expect(res.json).toMatchObject({ status: 'cancelled', cancelReason: 'Duplicate registration' });
    expect((await notices(a!)).at(-1)).toBe('The host cancelled your registration for "Open Mic Night": Duplicate registration');
    expect((await mineFor(b!, event.id))?.status).toBe('offered');
    expect(await call(t.app, 'POST', path, { token: t.user.token, body: { reason: 'again' } })).toMatchObject({ status: 409 });
  });

  it('an edit may not leave fewer seats than are held; a larger capacity offers the new seats down the line', async () => {
    const FORM = { registrationMethod: 'form', registrationLink: '', registrationFields: 'Year of study:1st|2nd|3rd|4th', eventStartDate: new Date(Date.now() + 7 * 86_400_000).toISOString() } as const;
    const created = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: eventInput({ title: 'Robotics Demo', capacity: 2, ...FORM }) });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = String(created.json._id);
    await db().updateTable('posts').set({ status: 'approved' }).where('id', '=', id).execute();
    const [a, b, c, d] = await students(4);
    for (const s of [a!, b!, c!, d!]) await register(id, s);
    const edit = (capacity: number | null) =>
      call(t.app, 'PUT', `/api/posts/${id}`, { token: t.user.token, body: eventInput({ title: 'Robotics Demo', capacity, ...FORM }) });
    expect(await edit(1)).toMatchObject({ status: 409, json: { message: capacityBelowHolders(2, null) } });
    const raised = await edit(3);
    expect(raised.status, JSON.stringify(raised.json)).toBe(200);
    expect((await mineFor(c!, id))?.status).toBe('offered');
    expect((await mineFor(d!, id))).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    // A new venue: everyone registered hears it (the host, who made the change, does not).
    const moved = await call(t.app, 'PUT', `/api/posts/${id}`, {
      token: t.user.token,
      body: eventInput({ title: 'Robotics Demo', capacity: 3, location: 'Lecture Hall 2', ...FORM }),
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    for (const s of [a!, b!, c!, d!]) expect((await notices(s)).at(-1)).toBe('"Robotics Demo" changed its venue. Open the event for the details.');
  });

  it("a booked date or ticket type of a cultural event cannot be removed, nor a ticket type's capacity cut below its holders", async () => {
    const fest = await insertPost(db(), buildCulturalEvent(t.user.id, { cultural_payment_method: null, cultural_payment_link: null }));
    const [first] = JSON.parse(fest.available_dates ?? '[]') as string[];
    const [a] = await students(1);
    await register(fest.id, a!, { bookingDates: [first], selectedTickets: [{ ticketType: 'VIP', ticketPrice: 1, quantity: 2 }] });
    const { seatsProblem } = await import('./event-edits.service.ts');
    const row = await db().selectFrom('posts').selectAll().where('id', '=', fest.id).executeTakeFirstOrThrow();
    const options = JSON.parse(row.ticket_options ?? '[]') as { ticketType: string; ticketPrice: number }[];
    expect(seatsProblem(row, { ...row, available_dates: JSON.stringify([]) })).toMatch(/^People hold seats on .*: it cannot be removed from the dates\.$/);
    expect(seatsProblem(row, { ...row, ticket_options: JSON.stringify(options.filter((o) => o.ticketType !== 'VIP')) })).toBe(
      'People hold "VIP" tickets: that ticket option cannot be removed.',
    );
    expect(seatsProblem(row, { ...row, ticket_options: JSON.stringify(options.map((o) => ({ ...o, capacity: 1 }))) })).toMatch(/^2 "VIP" tickets are taken on /);
    expect(seatsProblem(row, { ...row, capacity: 2 })).toBeNull();
  });
});

describe(`tickets (${dialectName})`, () => {
  it('"My tickets" lists each ticket with a token signed by the published key; a cancelled one is void', async () => {
    const event = await openMic({ capacity: null });
    const [a] = await students(1);
    const registration = await register(event.id, a!);
    const res = await call(t.app, 'GET', '/api/users/me/tickets', { token: a!.token });
    expect(res.status).toBe(200);
    const [ticket] = res.json.tickets as Ticket[];
    expect(ticket).toMatchObject({ registrationId: registration._id, postId: event.id, eventTitle: 'Open Mic Night', ticketType: 'General', state: 'valid', code: registration.ticketCode });
    const key = (await call(t.app, 'GET', '/api/tickets/key')).json as { publicKey: string };
    const [payload, signature] = ticket!.token!.slice('Q1.'.length).split('.');
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey }, format: 'jwk' });
    expect(verify(null, Buffer.from(`Q1.${payload!}`), publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'))).toEqual([event.id, registration._id, registration.ticketCode, 'General']);

    await cancel(a!, registration._id);
    const after = (await call(t.app, 'GET', '/api/users/me/tickets', { token: a!.token })).json.tickets as Ticket[];
    expect(after).toMatchObject([{ registrationId: registration._id, state: 'void', token: null }]);
    expect((await call(t.app, 'GET', '/api/users/me/tickets')).status).toBe(401);
  });
});

describe(`200 students at once for the last 50 seats (${dialectName})`, () => {
  it('seats exactly 50 and waitlists 150 in arrival order', async () => {
    const event = await openMic({ capacity: 50 });
    const crowd = await students(200);
    const answers = await Promise.all(
      crowd.map((s) => call(t.app, 'POST', `/api/users/register-event/${event.id}`, { token: s.token, body: answersOf(s) })),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    const rows = await db().selectFrom('registrations').select(['status', 'seq']).where('post_id', '=', event.id).orderBy('seq').execute();
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(50);
    expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(150);
    // Arrival order is the order the event's lock was taken: the first 50 arrivals hold the seats.
    expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(rows.slice(0, 50).every((r) => r.status === 'confirmed')).toBe(true);
    const positions = (answers.map((r) => r.json as Registration).filter((r) => r.status === 'waitlisted').map((r) => r.waitlistPosition));
    expect([...positions].sort((x, y) => x! - y!)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    expect(await seatsLeftOf(event.id)).toBe(0);
  });
});

describe(`offers survive a restart (${dialectName})`, () => {
  it('an offer made before the process stopped expires in the next process', async () => {
    const first = await createTestApp();
    const database = first.database.openAnother();
    try {
      const host = await quickAccount(first.database.db);
      const event = await insertPost(first.database.db, buildEvent(host.id, { capacity: 1, offer_window_hours: 1 }));
      const [a, b] = [await quickAccount(first.database.db), await quickAccount(first.database.db)];
      const reg = async (who: QuickAccount) =>
        (await call(first.app, 'POST', `/api/users/register-event/${event.id}`, { token: who.token, body: answersOf(who) })).json as Registration;
      const seat = await reg(a);
      await reg(b);
      await call(first.app, 'POST', `/api/registrations/${seat._id}/cancel`, { token: a.token, body: {} });
      await first.app.close();

      const next = await buildApp({ config: first.config, database, clientDir: null, logger: false });
      await next.ready();
      try {
        expect(await releaseLapsedHolds(next.ctx, Date.now() + 3_600_000 + 1000)).toBe(1);
        const row = await database.db.selectFrom('registrations').select('status').where('user_id', '=', b.id).executeTakeFirstOrThrow();
        expect(row.status).toBe('cancelled');
      } finally {
        await next.close();
      }
    } finally {
      await database.close().catch(() => undefined);
      await first.database.drop();
    }
  });
});
