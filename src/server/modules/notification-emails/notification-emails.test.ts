/**
 * The notification emails, read from the outbox rows their writes queued: who gets each, who does not, and
 * that a kind turned off or a write rolled back queues nothing.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committing } from '../../changes/committing.ts';
import { quickAccount, establishedAccount, type QuickAccount } from '../../test/accounts.ts';
import { qrPng } from '../../lib/qr-png.ts';
import { call } from '../../test/api.ts';
import { buildCulturalEvent, buildEvent, buildPost, buildRegistration, insertPost, insertRegistration, insertReport } from '../../test/factories.ts';
import { queuedFor } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registrationConfirmed } from '../events/registration-emails.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off', PUBLIC_URL: 'https://quad.campus.example', CAMPUS_TIME_ZONE: 'Asia/Kolkata' } });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const admin = () => quickAccount(db(), { is_admin: 1 });
const turnOff = (who: QuickAccount, kind: string) =>
  call(t.app, 'PUT', '/api/profile/email-preferences', { token: who.token, body: { preferences: { [kind]: false } } });
const register = (who: QuickAccount, postId: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `/api/users/register-event/${postId}`, {
    token: who.token,
    body: { name: who.name, email: who.email, phone: '9876543210', 'Year of study': '2nd', ...extra },
  });
const saveToCalendar = (who: QuickAccount, postId: string) => call(t.app, 'PUT', `/api/calendar/mine/${postId}`, { token: who.token });

describe('registration confirmed', () => {
  it('goes to the student who registered, with the event, its time and place, what they entered, and a button to the event', async () => {
    const host = await quickAccount(db());
    const student = await quickAccount(db());
    const event = await insertPost(db(), buildEvent(host.id, { title: 'Open Mic Night', event_start_date: '2027-03-14T13:00:00.000Z', event_end_date: '2027-03-14T16:00:00.000Z' }));
    expect((await register(student, event.id)).status).toBe(201);
    const [email, ...more] = await queuedFor(db(), student.id);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ kind: 'registration-confirmed', to: student.email, subject: 'You are registered for Open Mic Night' });
    expect(email?.text).toContain('Sun, 14 Mar 2027, 18:30 to 21:30 (Asia/Kolkata)');
    expect(email?.text).toContain('Student Centre, Main Campus');
    expect(email?.text).toContain('Year of study: 2nd');
    expect(email?.text).toContain(`See the event: https://quad.campus.example/posts/${event.id}`);
    expect(email?.html).toContain(`href="https://quad.campus.example/posts/${event.id}"`);
    // The event's calendar file, the same event as its .ics download (UID and times).
    // The ticket: its QR code inline (a PNG the HTML part shows), its code in both parts.
    expect(email?.attachments).toHaveLength(2);
    const [ticket, file] = email!.attachments;
    const code = (await db().selectFrom('registrations').select('ticket_code').where('user_id', '=', student.id).executeTakeFirstOrThrow()).ticket_code;
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    // Queued as the ticket's signed token; drawn as the PNG when the email is sent.
    expect(ticket).toMatchObject({ filename: `ticket-${code}.png`, contentType: 'image/png' });
    expect((await qrPng(ticket!.qr!)).subarray(1, 4).toString('ascii')).toBe('PNG');
    const tickets = (await call(t.app, 'GET', '/api/users/me/tickets', { token: student.token })).json.tickets as { token: string }[];
    expect(ticket!.qr).toBe(tickets[0]?.token);
    expect(email?.html).toContain(`src="cid:${ticket!.cid}"`);
    expect(email?.text).toContain(`Ticket code: ${code}`);
    expect(file).toMatchObject({ filename: 'Open-Mic-Night.ics', contentType: expect.stringMatching(/^text\/calendar/) as unknown });
    const vevent = new ICAL.Component(ICAL.parse(file!.content) as unknown[]).getFirstSubcomponent('vevent')!;
    const download = await call(t.app, 'GET', `/api/posts/${event.id}/event.ics`);
    const downloaded = new ICAL.Component(ICAL.parse(download.raw.body) as unknown[]).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(downloaded.getFirstPropertyValue('uid'));
    expect(vevent.getFirstPropertyValue('summary')).toBe('Open Mic Night');
    expect(String(vevent.getFirstPropertyValue('dtstart'))).toBe('2027-03-14T13:00:00Z');
    // Only the student: the host hears in the app, not by this email.
    expect(await queuedFor(db(), host.id)).toEqual([]);
  });

  it('names the dates and tickets of a cultural event and the total', async () => {
    const host = await quickAccount(db());
    const student = await quickAccount(db());
    const fest = await insertPost(db(), buildCulturalEvent(host.id, { cultural_payment_method: null, cultural_payment_link: null }));
    const [first] = JSON.parse(fest.available_dates ?? '[]') as string[];
    const res = await register(student, fest.id, { bookingDates: [first], selectedTickets: [{ ticketType: 'VIP', ticketPrice: 1, quantity: 2 }] });
    expect(res.status).toBe(201);
    const [email] = await queuedFor(db(), student.id, 'registration-confirmed');
    expect(email?.text).toContain('Tickets: 2 × VIP');
    expect(email?.text).toContain('Total: ₹800');
  });

  it('is not queued when the student turned it off, nor when the registration is refused', async () => {
    const host = await quickAccount(db());
    const student = await quickAccount(db());
    const event = await insertPost(db(), buildEvent(host.id));
    await turnOff(student, 'registration-confirmed');
    expect((await register(student, event.id)).status).toBe(201);
    expect(await queuedFor(db(), student.id)).toEqual([]);
    const again = await quickAccount(db());
    expect((await register(again, event.id, { phone: '12' })).status).toBe(400);
    expect(await queuedFor(db(), again.id)).toEqual([]);
  });

  it('a write that rolls back after queueing leaves nothing queued', async () => {
    const host = await quickAccount(db());
    const student = await quickAccount(db());
    const event = await insertPost(db(), buildEvent(host.id));
    const registration = buildRegistration(event, student, { id: 'r-rollback', seq: 1, updated_at: null });
    await expect(
      committing(t.app.ctx, async (trx) => {
        await registrationConfirmed(trx, t.app.ctx, event, registration, student);
        expect(await queuedFor(trx as never, student.id)).toHaveLength(1);
        throw new Error('the write fails after the email was queued');
      }),
    ).rejects.toThrow('the write fails');
    expect(await queuedFor(db(), student.id)).toEqual([]);
    expect(await db().selectFrom('email_unsubscribe_tokens').select('token_hash').where('user_id', '=', student.id).execute()).toEqual([]);
  });
});

describe('event changed', () => {
  async function liveEvent() {
    const host = await quickAccount(db());
    const registrant = await quickAccount(db());
    const saver = await quickAccount(db());
    const bystander = await quickAccount(db());
    const event = await insertPost(
      db(),
      buildEvent(host.id, { registration_fields: null, enable_registration_form: 0, event_start_date: '2027-03-14T13:00:00.000Z', event_end_date: null }),
    );
    await insertRegistration(db(), event, registrant);
    expect((await saveToCalendar(saver, event.id)).status).toBe(201);
    return { host, registrant, saver, bystander, event };
  }
  const edit = (who: QuickAccount, event: { id: string }, changes: Record<string, unknown>) =>
    call(t.app, 'PUT', `/api/posts/${event.id}`, {
      token: who.token,
      body: {
        type: 'event',
        title: 'Open Mic Night',
        content: 'Bring a song, a poem or a joke. Register here to get a slot on stage; snacks on us.',
        location: 'Student Centre',
        venueAddress: 'Student Centre, Main Campus',
        source: 'Music Club',
        eventStartDate: '2027-03-14T13:00:00.000Z',
        duration: '3 hours',
        registrationRequired: false,
        ...changes,
      },
    });

  it('a host moving a live event: its registrant and the student who saved it hear the new time and place; the host and others do not', async () => {
    const { host, registrant, saver, bystander, event } = await liveEvent();
    const res = await edit(host, event, { eventStartDate: '2027-03-21T13:00:00.000Z', location: 'Main Auditorium', venueAddress: 'Main Auditorium, North Campus' });
    expect(res.status).toBe(200);
    for (const who of [registrant, saver]) {
      const [email, ...more] = await queuedFor(db(), who.id);
      expect(more).toEqual([]);
      expect(email).toMatchObject({ kind: 'event-changed', subject: 'Open Mic Night has changed' });
      expect(email?.text).toContain('Sun, 21 Mar 2027, 18:30 (Asia/Kolkata)');
      expect(email?.text).toContain('Main Auditorium, North Campus');
      // The host's edit sends the event back to review: the email says so.
      expect(email?.text).toContain('waiting for an admin');
      expect(email?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    expect(await queuedFor(db(), host.id)).toEqual([]);
    expect(await queuedFor(db(), bystander.id)).toEqual([]);
  });

  it('an edit that does not move it (its text) sends nothing; a further move while it is back in review does; a student who turned it off gets nothing', async () => {
    const { host, registrant, saver, event } = await liveEvent();
    expect((await edit(host, event, { content: 'Now with free chai.', eventStartDate: event.event_start_date })).status).toBe(200);
    expect(await queuedFor(db(), registrant.id)).toEqual([]);
    // Now pending (the host's edit): its registrants still hear of a move.
    expect((await edit(host, event, { eventStartDate: '2027-04-01T13:00:00.000Z' })).status).toBe(200);
    expect(await queuedFor(db(), registrant.id)).toMatchObject([{ kind: 'event-changed' }]);
    // A pending event nobody registered for or saved: no one to tell.
    const fresh = await insertPost(db(), buildEvent(host.id, { status: 'pending' }));
    expect((await edit(host, fresh, { eventStartDate: '2027-05-01T13:00:00.000Z' })).status).toBe(200);
    expect(await db().selectFrom('email_outbox').select('id').where('text_body', 'like', `%/posts/${fresh.id}%`).execute()).toEqual([]);

    const second = await liveEvent();
    await turnOff(second.registrant, 'event-changed');
    const dean = await admin();
    expect((await edit(dean, second.event, { location: 'Library Lawn', venueAddress: 'Library Lawn' })).status).toBe(200);
    expect(await queuedFor(db(), second.registrant.id)).toEqual([]);
    const [email] = await queuedFor(db(), second.saver.id);
    expect(email?.text).toContain('Library Lawn');
    // An admin's edit keeps it live: nothing about review.
    expect(email?.text).not.toContain('waiting for an admin');
    expect(saver.id).not.toBe(second.saver.id);
  });
});

describe('event cancelled', () => {
  it('deleted by its host: registrants and savers hear it, the host does not', async () => {
    const host = await quickAccount(db());
    const registrant = await quickAccount(db());
    const saver = await quickAccount(db());
    const event = await insertPost(db(), buildEvent(host.id, { title: 'Robotics Demo' }));
    await insertRegistration(db(), event, registrant);
    await saveToCalendar(saver, event.id);
    expect((await call(t.app, 'DELETE', `/api/posts/${event.id}`, { token: host.token })).status).toBe(200);
    for (const who of [registrant, saver]) {
      expect(await queuedFor(db(), who.id)).toMatchObject([{ kind: 'event-changed', subject: 'Robotics Demo is cancelled' }]);
    }
    expect(await queuedFor(db(), host.id)).toEqual([]);
  });

  it('rejected by an admin after an edit sent it back to review: its registrants hear it; a Consight removed sends none of this', async () => {
    const host = await quickAccount(db());
    const registrant = await quickAccount(db());
    const event = await insertPost(db(), buildEvent(host.id, { status: 'pending', version: 2 }));
    await insertRegistration(db(), event, registrant);
    const dean = await admin();
    expect((await call(t.app, 'DELETE', `/api/posts/reject-event/${event.id}?version=2`, { token: dean.token })).status).toBe(200);
    expect(await queuedFor(db(), registrant.id)).toMatchObject([{ kind: 'event-changed' }]);
    expect(await queuedFor(db(), dean.id)).toEqual([]);

    const author = await quickAccount(db());
    const post = await insertPost(db(), buildPost(author.id));
    expect((await call(t.app, 'DELETE', `/api/posts/${post.id}`, { token: author.token })).status).toBe(200);
    expect(await queuedFor(db(), author.id)).toEqual([]);
  });
});

describe('the outcome of a report', () => {
  it('an admin deletes a reported post with a reason: each reporter hears it was removed, the author why', async () => {
    const author = await quickAccount(db());
    const one = await establishedAccount(db());
    const two = await establishedAccount(db());
    const post = await insertPost(db(), buildPost(author.id, { title: 'Buy cheap essays' }));
    await insertReport(db(), post.id, one.id);
    await insertReport(db(), post.id, two.id);
    const dean = await admin();
    const res = await call(t.app, 'DELETE', `/api/users/admin/delete-post/${post.id}`, { token: dean.token, body: { reason: 'Spam or advertising' } });
    expect(res.status).toBe(200);
    for (const reporter of [one, two]) {
      const [email, ...more] = await queuedFor(db(), reporter.id);
      expect(more).toEqual([]);
      expect(email).toMatchObject({ kind: 'report-outcome', subject: 'The post you reported was removed' });
      expect(email?.text).toContain('Buy cheap essays');
    }
    const [removed] = await queuedFor(db(), author.id);
    expect(removed).toMatchObject({ kind: 'report-outcome', subject: 'Your post was removed' });
    expect(removed?.text).toContain('Reason: Spam or advertising');
    expect(await queuedFor(db(), dean.id)).toEqual([]);
  });

  it('without a reason (the existing call, no body) the author is told none was given; a reporter who turned it off gets nothing', async () => {
    const author = await quickAccount(db());
    const reporter = await establishedAccount(db());
    const quiet = await establishedAccount(db());
    await turnOff(quiet, 'report-outcome');
    const post = await insertPost(db(), buildPost(author.id));
    await insertReport(db(), post.id, reporter.id);
    await insertReport(db(), post.id, quiet.id);
    const dean = await admin();
    expect((await call(t.app, 'DELETE', `/api/users/admin/delete-post/${post.id}`, { token: dean.token })).status).toBe(200);
    expect((await queuedFor(db(), author.id))[0]?.text).toContain('No reason was given');
    expect(await queuedFor(db(), reporter.id)).toHaveLength(1);
    expect(await queuedFor(db(), quiet.id)).toEqual([]);
    const tooLong = await call(t.app, 'DELETE', `/api/users/admin/delete-post/${post.id}`, { token: dean.token, body: { reason: 'x'.repeat(301) } });
    expect(tooLong.status).toBe(400);
  });

  it('an admin dismisses the reports: each reporter hears the post stays up, with a button to it; the author gets no email', async () => {
    const author = await quickAccount(db());
    const reporter = await establishedAccount(db());
    const post = await insertPost(db(), buildPost(author.id, { title: 'Hostel food rant' }));
    await insertReport(db(), post.id, reporter.id);
    const dean = await admin();
    expect((await call(t.app, 'PUT', `/api/users/admin/dismiss-reports/${post.id}`, { token: dean.token })).status).toBe(200);
    const [email] = await queuedFor(db(), reporter.id);
    expect(email).toMatchObject({ kind: 'report-outcome', subject: 'We reviewed the post you reported' });
    expect(email?.text).toContain(`https://quad.campus.example/posts/${post.id}`);
    expect(await queuedFor(db(), author.id)).toEqual([]);
  });

  it("an admin deleting someone's post from the feed: the author hears it was removed", async () => {
    const author = await quickAccount(db());
    const post = await insertPost(db(), buildPost(author.id));
    const dean = await admin();
    expect((await call(t.app, 'DELETE', `/api/posts/${post.id}`, { token: dean.token })).status).toBe(200);
    expect(await queuedFor(db(), author.id)).toMatchObject([{ kind: 'report-outcome', subject: 'Your post was removed' }]);
  });
});
