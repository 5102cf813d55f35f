/**
 * A calendar that imported an event's file from Quad's emails keeps up with it (decision 066): the registration's
 * confirmation, each "event changed" and the "event cancelled" email carry the event's file, one UID, a SEQUENCE
 * that grows with each (the post's version, never reset), the last STATUS:CANCELLED, all METHOD:PUBLISH. And every
 * calendar Quad writes (one event's file, the campus feed, a student's feed, the emailed file) names an
 * ORGANIZER with a mailto: address: the campus's, named after the host in the file of one event, never the host's
 * own address. Each file as it arrived at a real SMTP server, parsed with ical.js.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { startSmtpSink, type SinkMessage, type SmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

const SUPPORT = 'help@quad.campus.example';

interface ParsedFile {
  method: unknown;
  uid: string;
  sequence: number;
  status: unknown;
  start: string;
  organizers: Array<{ uri: string; cn: unknown }>;
}

/** A file's calendar as ical.js reads it, one entry per VEVENT. */
function parseAll(text: string): ParsedFile[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    method: calendar.getFirstPropertyValue('method'),
    uid: String(vevent.getFirstPropertyValue('uid')),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: vevent.getFirstPropertyValue('status'),
    start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    organizers: vevent.getAllProperties('organizer').map((p) => ({ uri: String(p.getFirstValue()), cn: p.getParameter('cn') })),
  }));
}

describe(`calendar files that keep up with the event (${dialectName})`, () => {
  let sink: SmtpSink;
  let t: TestApp;
  let host: QuickAccount;
  let admin: QuickAccount;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        PUBLIC_URL: 'https://quad.campus.example',
        MAIL_FROM: 'Campus Quad <no-reply@quad.campus.example>',
        SUPPORT_EMAIL: SUPPORT,
        RATE_LIMIT: 'off',
      },
    });
    host = await quickAccount(t.database.db, { name: 'Meera Iyer' });
    admin = await quickAccount(t.database.db, { is_admin: 1 });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const calendarFileOf = (mail: SinkMessage): string => {
    const files = mail.attachments.filter((a) => !a.inline && /^text\/calendar/.test(a.contentType));
    expect(files, mail.subject).toHaveLength(1);
    return files[0]!.content;
  };
  const edit = (who: QuickAccount, id: string, startsAt: string) =>
    call(t.app, 'PUT', `/api/posts/${id}`, {
      token: who.token,
      body: {
        type: 'event',
        title: 'Open Mic Night',
        content: 'Bring a song, a poem or a joke. Register here to get a slot on stage; snacks on us.',
        location: 'Student Centre',
        venueAddress: 'Student Centre, Main Campus',
        source: 'Music Club',
        eventStartDate: startsAt,
        duration: '3 hours',
        registrationRequired: false,
      },
    });

  it('registered, moved twice, then cancelled: four emails, one UID, SEQUENCE 0 1 2 3, the last cancelled', async () => {
    const student = await quickAccount(t.database.db);
    const event = await insertPost(
      t.database.db,
      buildEvent(host.id, { title: 'Open Mic Night', event_start_date: '2031-03-14T13:00:00.000Z', event_end_date: null }),
    );
    const registered = await call(t.app, 'POST', `/api/users/register-event/${event.id}`, {
      token: student.token,
      body: { name: student.name, email: student.email, phone: '9876543210', 'Year of study': '2nd' },
    });
    expect(registered.status).toBe(201);
    const confirmed = await sink.waitFor((m) => m.to.includes(student.email) && /registered/i.test(m.subject), 10_000);

    expect((await edit(host, event.id, '2031-03-21T13:00:00.000Z')).status).toBe(200);
    const firstMove = await sink.waitFor((m) => m.to.includes(student.email) && /changed/i.test(m.subject), 10_000);
    expect((await edit(admin, event.id, '2031-03-28T13:00:00.000Z')).status).toBe(200);
    const secondMove = await sink.waitFor((m) => m.to.includes(student.email) && /changed/i.test(m.subject) && m !== firstMove, 10_000);
    expect((await call(t.app, 'DELETE', `/api/posts/${event.id}`, { token: host.token })).status).toBe(200);
    const cancelled = await sink.waitFor((m) => m.to.includes(student.email) && /cancelled/i.test(m.subject), 10_000);

    const texts = [confirmed, firstMove, secondMove, cancelled].map(calendarFileOf);
    const files = texts.map((text) => {
      const vevents = parseAll(text);
      expect(vevents).toHaveLength(1);
      return vevents[0]!;
    });
    expect(new Set(files.map((f) => f.uid)).size).toBe(1);
    expect(files[0]!.uid).toBe(`post-${event.id}@quad.campus.example`);
    expect(files.map((f) => f.sequence)).toEqual([0, 1, 2, 3]);
    expect(files.map((f) => f.method)).toEqual(['PUBLISH', 'PUBLISH', 'PUBLISH', 'PUBLISH']);
    expect(files.map((f) => f.start)).toEqual(['2031-03-14T13:00:00.000Z', '2031-03-21T13:00:00.000Z', '2031-03-28T13:00:00.000Z', '2031-03-28T13:00:00.000Z']);
    expect(files[3]!.status).toBe('CANCELLED');
    expect(files.slice(0, 3).map((f) => f.status)).not.toContain('CANCELLED');
    // The host, named; the campus's address, not theirs.
    for (const file of files) expect(file.organizers).toEqual([{ uri: `mailto:${SUPPORT}`, cn: 'Meera Iyer' }]);
    // The cancelled event's download (its host may still read it) is the very file the email carried.
    const download = await call(t.app, 'GET', `/api/posts/${event.id}/event.ics`, { token: host.token });
    expect(download.status).toBe(200);
    expect(download.raw.body).toBe(texts[3]);
  });

  it("names an ORGANIZER with a mailto: in every calendar: one event's file, the campus feed, a student's feed", async () => {
    const student = await quickAccount(t.database.db);
    const event = await insertPost(t.database.db, buildEvent(host.id, { title: 'Poetry Evening', event_start_date: '2031-04-02T13:00:00.000Z' }));
    expect((await call(t.app, 'PUT', `/api/calendar/mine/${event.id}`, { token: student.token })).status).toBe(201);

    const one = parseAll((await call(t.app, 'GET', `/api/posts/${event.id}/event.ics`)).raw.body);
    expect(one.map((v) => v.organizers)).toEqual([[{ uri: `mailto:${SUPPORT}`, cn: 'Meera Iyer' }]]);
    expect(JSON.stringify(one)).not.toContain(host.email);

    // Feeds: the campus organizes every event in them.
    const campus = parseAll((await call(t.app, 'GET', '/api/calendar/campus.ics')).raw.body);
    expect(campus.map((v) => v.uid)).toContain(`post-${event.id}@quad.campus.example`);
    const made = await call(t.app, 'POST', '/api/calendar/feed', { token: student.token });
    expect(made.status).toBe(201);
    const personal = parseAll((await call(t.app, 'GET', new URL((made.json as { url: string }).url).pathname)).raw.body);
    expect(personal.map((v) => v.uid)).toContain(`post-${event.id}@quad.campus.example`);
    for (const vevent of [...campus, ...personal]) expect(vevent.organizers).toEqual([{ uri: `mailto:${SUPPORT}`, cn: 'Campus Quad' }]);
  });
});
