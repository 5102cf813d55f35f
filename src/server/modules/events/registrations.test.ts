import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildCulturalEvent, buildEvent, buildPost, insertPost } from '../../test/factories.ts';
import type { PostsTable } from '../../database/schema.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const person = { name: 'Priya Shah', email: 'priya@campus.test', phone: '9876543210' };
const simpleAnswers = { ...person, 'Year of study': '2nd' };

/** An approved event of Asha's (t.user), free, in-app form with a dropdown, a week away. */
const openMic = (overrides: Partial<PostsTable> = {}) => insertPost(t.database.db, buildEvent(t.user.id, overrides));
const fest = (overrides: Partial<PostsTable> = {}) => insertPost(t.database.db, buildCulturalEvent(t.user.id, overrides));
const festDates = (post: PostsTable) => JSON.parse(post.available_dates ?? '[]') as string[];

const register = (postId: string, token: string | undefined, body: unknown) =>
  call(t.app, 'POST', `/api/users/register-event/${postId}`, { ...(token ? { token } : {}), body });

const stored = (postId: string) =>
  t.database.db.selectFrom('registrations').selectAll().where('post_id', '=', postId).execute();
const keptCount = async (postId: string) =>
  Number((await t.database.db.selectFrom('posts').select('registration_count').where('id', '=', postId).executeTakeFirstOrThrow()).registration_count);

describe('POST /api/users/register-event/:id: who may register', () => {
  it('asks a visitor to log in', async () => {
    const event = await openMic();
    const res = await register(event.id, undefined, simpleAnswers);
    expect(res.status).toBe(401);
  });

  it("answers 'Event not found.' for a missing, pending, hidden event, or a post that is not an event", async () => {
    const student = await quickAccount(t.database.db);
    const pending = await openMic({ status: 'pending' });
    const hidden = await openMic({ hidden: 1 });
    const confession = await insertPost(t.database.db, buildPost(t.user.id));
    for (const id of ['no-such-event', pending.id, hidden.id, confession.id]) {
      const res = await register(id, student.token, simpleAnswers);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: MESSAGES.eventNotFound });
    }
    // Even its owner cannot register for a pending event.
    expect((await register(pending.id, t.user.token, simpleAnswers)).status).toBe(404);
  });

  it('refuses an event without an in-app form, a closed one and one that has started', async () => {
    const student = await quickAccount(t.database.db);
    const linkOnly = await openMic({ enable_registration_form: 0, registration_link: 'https://forms.example.org/x' });
    expect(await register(linkOnly.id, student.token, simpleAnswers)).toMatchObject({
      status: 400,
      json: { message: MESSAGES.noInAppRegistration },
    });
    const closed = await openMic({ registration_open: 0 });
    expect(await register(closed.id, student.token, simpleAnswers)).toMatchObject({
      status: 409,
      json: { message: MESSAGES.registrationClosed },
    });
    const started = await openMic({ event_start_date: new Date(Date.now() - 60_000).toISOString() });
    expect(await register(started.id, student.token, simpleAnswers)).toMatchObject({
      status: 409,
      json: { message: MESSAGES.eventEnded },
    });
    expect(await stored(closed.id)).toEqual([]);
  });
});

describe('POST /api/users/register-event/:id: a simple event', () => {
  it('stores the registration, counts it, notifies the host and saves it to the calendar', async () => {
    const event = await openMic();
    const student = await quickAccount(t.database.db);
    const res = await register(event.id, student.token, {
      ...simpleAnswers,
      'Not a field of this event': 'dropped',
      eventTitle: 'Something else',
      type: 'culturalEvent',
      totalPrice: 999,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      postId: event.id,
      eventTitle: 'Open Mic Night',
      ...person,
      customFields: { 'Year of study': '2nd' },
      bookingDates: [],
      selectedTickets: [],
      totalPrice: 0,
      transactionId: null,
    });
    const [row] = await stored(event.id);
    expect(row).toMatchObject({ user_id: student.id, name: person.name, booking_dates: null, selected_tickets: null });
    expect(JSON.parse(String(row?.custom_fields))).toEqual({ 'Year of study': '2nd' });
    expect(await keptCount(event.id)).toBe(1);

    const notes = await t.database.db.selectFrom('notifications').selectAll().where('user_id', '=', t.user.id).where('post_id', '=', event.id).execute();
    expect(notes.map((n) => n.message)).toEqual(['Priya Shah has registered for your event "Open Mic Night"!']);
    const saved = await call(t.app, 'GET', '/api/calendar/mine', { token: student.token });
    expect((saved.json as unknown as { _id: string }[]).map((e) => e._id)).toContain(event.id);

    const mine = await call(t.app, 'GET', '/api/users/my-events-registrations', { token: student.token });
    expect(mine.json).toEqual({ registeredEventIds: [event.id] });
  });

  it.each([
    [{ ...simpleAnswers, name: '' }, MESSAGES.registrationFieldsRequired],
    [{ ...simpleAnswers, email: '  ' }, MESSAGES.registrationFieldsRequired],
    [{ ...simpleAnswers, phone: '98765-4321' }, MESSAGES.phoneDigits],
    [{ ...simpleAnswers, 'Year of study': '' }, MESSAGES.registrationFieldsRequired],
    [{ ...simpleAnswers, 'Year of study': '9th' }, "Please choose one of the options for 'Year of study'."],
    [{ ...simpleAnswers, email: 'priya-at-campus' }, MESSAGES.emailInvalid],
  ])('refuses %o with SPEC §5 message', async (body, message) => {
    const event = await openMic();
    const student = await quickAccount(t.database.db);
    const res = await register(event.id, student.token, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message });
    expect(await keptCount(event.id)).toBe(0);
  });

  it("checks phone-like custom fields: 'The field 'Mobile' must be exactly 10 digits.'", async () => {
    const event = await openMic({ registration_fields: 'Mobile, Team name' });
    const student = await quickAccount(t.database.db);
    const res = await register(event.id, student.token, { ...person, Mobile: '12345', 'Team name': 'Bots' });
    expect(res.json).toEqual({ message: "The field 'Mobile' must be exactly 10 digits." });
    expect((await register(event.id, student.token, { ...person, Mobile: '9123456780', 'Team name': 'Bots' })).status).toBe(201);
  });

  it('a paid QR event needs exactly the last 4 digits of the transaction, and keeps its own price', async () => {
    const event = await openMic({ price: 200, payment_method: 'qr', payment_qr_code: '/media/' + 'a'.repeat(64) + '.png', registration_fields: null });
    const student = await quickAccount(t.database.db);
    for (const transactionId of [undefined, '123', '12345', 'abcd']) {
      const res = await register(event.id, student.token, { ...person, transactionId });
      expect(res.json).toEqual({ message: MESSAGES.transactionLast4 });
    }
    const ok = await register(event.id, student.token, { ...person, transactionId: '4821', totalPrice: 1 });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ transactionId: '4821', totalPrice: 200 });
  });

  it('refuses a second registration, and 20 concurrent double submits leave one', async () => {
    const event = await openMic();
    const student = await quickAccount(t.database.db);
    expect((await register(event.id, student.token, simpleAnswers)).status).toBe(201);
    const again = await register(event.id, student.token, simpleAnswers);
    expect(again).toMatchObject({ status: 409, json: { message: MESSAGES.alreadyRegistered } });

    const race = await openMic();
    const racer = await quickAccount(t.database.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => register(race.id, racer.token, simpleAnswers)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.message === MESSAGES.alreadyRegistered)).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await stored(race.id)).toHaveLength(1);
    expect(await keptCount(race.id)).toBe(1);
  });

  it('does not notify a host who registers for their own event', async () => {
    const event = await openMic();
    const res = await register(event.id, t.user.token, simpleAnswers);
    expect(res.status).toBe(201);
    const notes = await t.database.db.selectFrom('notifications').select('id').where('post_id', '=', event.id).execute();
    expect(notes).toEqual([]);
  });
});

describe('POST /api/users/register-event/:id: a cultural event', () => {
  it('prices the tickets from the event, times the dates, whatever the client says', async () => {
    const event = await fest({ cultural_payment_method: 'qr', cultural_payment_qr_code: '/media/' + 'b'.repeat(64) + '.png', cultural_payment_link: null });
    const student = await quickAccount(t.database.db);
    const [d1, , d3] = festDates(event);
    const res = await register(event.id, student.token, {
      ...person,
      bookingDates: [d1, d3],
      selectedTickets: [
        { ticketType: 'General', ticketPrice: 0, quantity: 2 },
        { ticketType: 'VIP', ticketPrice: 1, quantity: '1' },
      ],
      totalPrice: 3,
      transactionId: 'UPI-98765',
    });
    expect(res.status).toBe(201);
    // (2 x 150 + 1 x 400) x 2 dates
    expect(res.json).toMatchObject({
      bookingDates: [d1, d3],
      selectedTickets: [
        { ticketType: 'General', ticketPrice: 150, quantity: 2 },
        { ticketType: 'VIP', ticketPrice: 400, quantity: 1 },
      ],
      totalPrice: 1400,
      transactionId: 'UPI-98765',
    });
    const [row] = await stored(event.id);
    expect(Number(row?.total_price)).toBe(1400);
  });

  it.each([
    [{ email: '' }, MESSAGES.culturalContactRequired],
    [{ phone: '12345' }, MESSAGES.phoneDigits],
    [{ bookingDates: [] }, MESSAGES.bookingDateRequired],
    [{ bookingDates: ['2001-01-01'] }, MESSAGES.invalidBookingDate],
    [{ selectedTickets: [{ ticketType: 'General', quantity: 1.5 }] }, MESSAGES.invalidTicketQuantity],
    [{ selectedTickets: [{ ticketType: 'General', quantity: -1 }] }, MESSAGES.invalidTicketQuantity],
    [{ selectedTickets: [{ ticketType: 'Backstage', quantity: 1 }] }, MESSAGES.unknownTicketType],
    [{ selectedTickets: [{ ticketType: 'General', quantity: 0 }] }, MESSAGES.ticketRequired],
    [{ selectedTickets: [] }, MESSAGES.ticketRequired],
    [{ transactionId: 'UPI' }, MESSAGES.culturalTransactionRequired],
  ])('refuses %o with SPEC §5 message', async (change, message) => {
    const event = await fest({ cultural_payment_method: 'qr', cultural_payment_qr_code: '/media/' + 'c'.repeat(64) + '.png' });
    const student = await quickAccount(t.database.db);
    const body = {
      ...person,
      bookingDates: festDates(event).slice(0, 1),
      selectedTickets: [{ ticketType: 'General', quantity: 1 }],
      transactionId: 'UPI-1234',
      ...change,
    };
    const res = await register(event.id, student.token, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message });
    expect(await stored(event.id)).toEqual([]);
  });

  it('needs no transaction id with link payment', async () => {
    const event = await fest();
    const student = await quickAccount(t.database.db);
    const res = await register(event.id, student.token, {
      ...person,
      bookingDates: festDates(event).slice(1, 2),
      selectedTickets: [{ ticketType: 'VIP', quantity: 2 }],
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ totalPrice: 800, transactionId: null });
  });
});

describe('registration lookups', () => {
  it("GET /api/users/my-events/registration-counts answers the caller's own events only, zeros included", async () => {
    const host = await quickAccount(t.database.db);
    const busy = await insertPost(t.database.db, buildEvent(host.id));
    const quiet = await insertPost(t.database.db, buildCulturalEvent(host.id));
    await insertPost(t.database.db, buildPost(host.id));
    const others = await openMic();
    for (let i = 0; i < 3; i += 1) {
      const student = await quickAccount(t.database.db);
      expect((await register(busy.id, student.token, simpleAnswers)).status).toBe(201);
    }
    const res = await call(t.app, 'GET', '/api/users/my-events/registration-counts', { token: host.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ registrations: { [busy.id]: 3, [quiet.id]: 0 } });
    expect(Object.keys((res.json as { registrations: Record<string, number> }).registrations)).not.toContain(others.id);
  });

  it('both lookups ask a visitor to log in', async () => {
    expect((await call(t.app, 'GET', '/api/users/my-events-registrations')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/my-events/registration-counts')).status).toBe(401);
  });
});
