/**
 * Every email Quad sends, caused through the API as students and admins cause it, arrives at a real SMTP server
 * (the test sink) as the mail reader gets it: from MAIL_FROM, with a Message-ID, a plain text part and an HTML
 * part that carry the same link back to Quad; every one but security mail with the one-click unsubscribe
 * headers of RFC 8058; the registration's confirmation with the event's calendar file.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call, signUp } from '../../test/api.ts';
import { buildEvent, buildPost, insertPost } from '../../test/factories.ts';
import { startSmtpSink, type SinkMessage, type SmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';
import { queueDueReminders } from '../notification-emails/reminders.ts';
import { readQr } from '../../test/read-qr.ts';
import type { Ticket } from '../../../shared/schemas/door.ts';

const PUBLIC_URL = 'https://quad.campus.example';
const HOUR = 3_600_000;

describe(`every email, through a real SMTP server (${dialectName})`, () => {
  let sink: SmtpSink;
  let t: TestApp;
  let host: QuickAccount;
  let student: QuickAccount;
  let admin: QuickAccount;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      env: { SMTP_URL: sink.url, MAIL_FROM: 'Quad <no-reply@quad.campus.example>', PUBLIC_URL, RATE_LIMIT: 'off' },
    });
    host = await quickAccount(t.database.db);
    student = await quickAccount(t.database.db);
    admin = await quickAccount(t.database.db, { is_admin: 1 });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const arrived = (to: string, subject: RegExp) =>
    sink.waitFor((m) => m.to.includes(to) && subject.test(m.subject), 10_000);

  /** What every message has, whatever its kind; `link`: the link back to Quad it must carry in both parts. */
  function expectWhole(mail: SinkMessage, link: RegExp, security: boolean) {
    expect(mail.from).toContain('no-reply@quad.campus.example');
    expect(mail.messageId).toMatch(/^<[^@>]+@quad\.campus\.example>$/);
    expect(mail.text).toMatch(link);
    expect(mail.html).toMatch(link);
    expect(mail.html).toContain('<!doctype html>');
    if (security) {
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
    } else {
      expect(mail.headers['list-unsubscribe']).toMatch(/^<https:\/\/quad\.campus\.example\/api\/email\/unsubscribe\?token=[\w-]+>/);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toMatch(/\/unsubscribe\?token=/);
    }
  }

  it('sends the address check at sign-up, and the reset link', async () => {
    const fresh = await signUp(t.app, {}, { verify: false });
    const verify = await arrived(fresh.email, /verify/i);
    expectWhole(verify, /https:\/\/quad\.campus\.example\/verify-email\?token=[\w-]{43}/, true);

    expect((await call(t.app, 'POST', '/api/auth/password-reset', { body: { email: fresh.email } })).status).toBe(202);
    const reset = await arrived(fresh.email, /password/i);
    expectWhole(reset, /https:\/\/quad\.campus\.example\/reset-password\?token=[\w-]{43}/, true);
  });

  it("sends a registration's confirmation with the event's calendar file, then the event's cancellation", async () => {
    const event = await insertPost(
      t.database.db,
      buildEvent(host.id, { title: 'Robotics Demo Day', event_start_date: new Date(Date.now() + 10 * 24 * HOUR).toISOString() }),
    );
    const registered = await call(t.app, 'POST', `/api/users/register-event/${event.id}`, {
      token: student.token,
      body: { name: student.name, email: student.email, phone: '9876543210', 'Year of study': '2nd' },
    });
    expect(registered.status).toBe(201);
    const confirmed = await arrived(student.email, /Robotics Demo Day/);
    expectWhole(confirmed, new RegExp(`${PUBLIC_URL}/posts/${event.id}`), false);
    const file = confirmed.attachments.find((a) => !a.inline);
    expect(file?.contentType).toMatch(/^text\/calendar/);
    const vevent = new ICAL.Component(ICAL.parse(file!.content) as unknown[]).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe('Robotics Demo Day');

    expect((await call(t.app, 'DELETE', `/api/posts/${event.id}`, { token: host.token })).status).toBeLessThan(300);
    const cancelled = await arrived(student.email, /cancel/i);
    expectWhole(cancelled, /https:\/\/quad\.campus\.example/, false);
    expect(cancelled.text).toContain('Robotics Demo Day');
  });

  it('sends the reminder an hour before an event a student registered for', async () => {
    const startsAt = Date.now() + 3 * HOUR;
    const event = await insertPost(
      t.database.db,
      buildEvent(host.id, { title: 'Chess Blitz Night', event_start_date: new Date(startsAt).toISOString() }),
    );
    const registered = await call(t.app, 'POST', `/api/users/register-event/${event.id}`, {
      token: student.token,
      body: { name: student.name, email: student.email, phone: '9876543210', 'Year of study': '2nd' },
    });
    expect(registered.status).toBe(201);
    await arrived(student.email, /Chess Blitz Night/);
    // The job as it runs in every process, at the moment the reminder is due.
    expect(await queueDueReminders(t.app.ctx, startsAt - HOUR + 60_000)).toBeGreaterThan(0);
    const reminder = await sink.waitFor(
      (m) => m.to.includes(student.email) && m.subject.includes('Chess Blitz Night') && /remind|hour|soon|starts/i.test(m.subject),
      10_000,
    );
    expectWhole(reminder, new RegExp(`${PUBLIC_URL}/posts/${event.id}`), false);
  });

  it('tells the reporter and the author what came of a report, with the reason', async () => {
    const author = await quickAccount(t.database.db);
    const reporter = await quickAccount(t.database.db);
    const post = await insertPost(t.database.db, buildPost(author.id, { title: 'Selling exam answers' }));
    expect((await call(t.app, 'POST', `/api/posts/${post.id}/report`, { token: reporter.token, body: { reason: 'Spam' } })).status).toBeLessThan(300);
    const removed = await call(t.app, 'DELETE', `/api/users/admin/delete-post/${post.id}`, {
      token: admin.token,
      body: { reason: 'Academic dishonesty' },
    });
    expect(removed.status).toBeLessThan(300);
    const toReporter = await sink.waitFor((m) => m.to.includes(reporter.email), 10_000);
    expectWhole(toReporter, /https:\/\/quad\.campus\.example/, false);
    const toAuthor = await sink.waitFor((m) => m.to.includes(author.email), 10_000);
    expectWhole(toAuthor, /https:\/\/quad\.campus\.example/, false);
    expect(toAuthor.text).toContain('Academic dishonesty');
  });

  it("sends the ticket inside a confirmation, a waitlist seat offered with its deadline, and a payment's outcome", async () => {
    const event = await insertPost(
      t.database.db,
      buildEvent(host.id, {
        title: 'Salsa Night',
        capacity: 1,
        price: 200,
        payment_method: 'link',
        payment_link: 'https://pay.example.org/salsa',
        event_start_date: new Date(Date.now() + 5 * 24 * HOUR).toISOString(),
      }),
    );
    const [first, second] = [await quickAccount(t.database.db), await quickAccount(t.database.db)];
    const register = (who: QuickAccount) =>
      call(t.app, 'POST', `/api/users/register-event/${event.id}`, {
        token: who.token,
        body: { name: who.name, email: who.email, phone: '9876543210', 'Year of study': '2nd' },
      });
    const held = (await register(first)).json as { _id: string };
    await arrived(first.email, /Salsa Night/);
    const waiting = (await register(second)).json as { _id: string; status: string };
    expect(waiting.status).toBe('waitlisted');

    // The host confirms the first payment: the email carries the ticket, a QR code a scanner reads back.
    expect((await call(t.app, 'POST', `/api/events/${event.id}/registrations/${held._id}/payment`, { token: host.token, body: { decision: 'paid' } })).status).toBe(200);
    const paid = await arrived(first.email, /Payment received/);
    expectWhole(paid, new RegExp(`${PUBLIC_URL}/posts/${event.id}`), false);
    const qr = paid.attachments.find((a) => a.inline && a.contentType === 'image/png');
    expect(qr?.contentId).toBeTruthy();
    expect(paid.html).toContain(`src="cid:${qr!.contentId!}"`);
    const [ticket] = (await call(t.app, 'GET', '/api/users/me/tickets', { token: first.token })).json.tickets as Ticket[];
    expect(await readQr(qr!.bytes)).toEqual([ticket!.token]);
    expect(paid.text).toContain(`Ticket code: ${ticket!.code}`);
    expect(paid.attachments.some((a) => !a.inline && /^text\/calendar/.test(a.contentType))).toBe(true);

    // The first cancels: the seat is offered to the second, with until when.
    expect((await call(t.app, 'POST', `/api/registrations/${held._id}/cancel`, { token: first.token, body: {} })).status).toBe(200);
    const offer = await arrived(second.email, /yours to claim/);
    expectWhole(offer, new RegExp(`${PUBLIC_URL}/posts/${event.id}`), false);
    expect(offer.text).toMatch(/held for you until \w{3}, \d{1,2} \w{3} \d{4}/);

    // The second claims it and the host rejects the payment, saying why.
    expect((await call(t.app, 'POST', `/api/registrations/${waiting._id}/claim`, { token: second.token, body: {} })).json.status).toBe('awaiting_payment');
    const rejected = await call(t.app, 'POST', `/api/events/${event.id}/registrations/${waiting._id}/payment`, {
      token: host.token,
      body: { decision: 'rejected', reason: 'No payment arrived with that reference.' },
    });
    expect(rejected.status).toBe(200);
    const outcome = await arrived(second.email, /Payment not accepted/);
    expectWhole(outcome, new RegExp(`${PUBLIC_URL}/posts/${event.id}`), false);
    expect(outcome.text).toContain('No payment arrived with that reference.');
  });
});
