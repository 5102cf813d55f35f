/**
 * Reminders 24 hours and an hour before an event a student registered for: the rules, and that each is queued
 * once however many runs or processes look for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildCulturalEvent, buildEvent, insertPost, insertRegistration } from '../../test/factories.ts';
import { queuedFor } from '../../test/outbox.ts';
import { createTestApp, TEST_DATABASE_URL, testConfig, type TestApp } from '../../test/test-app.ts';
import type { ReminderCandidate } from './notification-emails.repository.ts';
import { everyInterval } from '../../lib/every-interval.ts';
import { dueReminders, queueDueReminders } from './reminders.ts';

const HOUR = 3_600_000;
const START = Date.parse('2027-03-14T13:00:00.000Z');

const candidate = (overrides: Partial<ReminderCandidate> = {}): ReminderCandidate => ({
  id: 'reg-1',
  user_id: 'u-1',
  post_id: 'p-1',
  created_at: new Date(START - 72 * HOUR).toISOString(),
  booking_dates: null,
  title: 'Open Mic Night',
  type: 'event',
  event_start_date: new Date(START).toISOString(),
  event_end_date: null,
  available_dates: null,
  location: 'Student Centre',
  venue_address: null,
  name: 'Asha',
  email: 'asha@campus.test',
  ...overrides,
});
const due = (now: number, c = candidate()) => dueReminders([c], now, 'Asia/Kolkata').map((d) => d.reminder.name);

describe('which reminders are due (the rules)', () => {
  it('the 24-hour one from its mark until the hour one takes over; the hour one until the start; nothing after', () => {
    expect(due(START - 25 * HOUR)).toEqual([]);
    expect(due(START - 24 * HOUR)).toEqual(['24h']);
    expect(due(START - 2 * HOUR)).toEqual(['24h']);
    expect(due(START - HOUR)).toEqual(['1h']);
    expect(due(START - 1)).toEqual(['1h']);
    expect(due(START)).toEqual([]);
    expect(due(START + 5 * HOUR)).toEqual([]);
  });

  it('none for a mark passed before the student registered: registering an hour before gets none', () => {
    const late = candidate({ created_at: new Date(START - 20 * HOUR).toISOString() });
    expect(due(START - 3 * HOUR, late)).toEqual([]);
    expect(due(START - 30 * 60_000, late)).toEqual(['1h']);
    const lastMinute = candidate({ created_at: new Date(START - 40 * 60_000).toISOString() });
    expect(due(START - 30 * 60_000, lastMinute)).toEqual([]);
  });

  it('a cultural event: one pair per booked date, at its start time on that date; the key names the start', () => {
    const fest = candidate({ type: 'culturalEvent', booking_dates: JSON.stringify(['2027-03-14', '2027-03-16']) });
    const first = dueReminders([fest], START - 2 * HOUR, 'Asia/Kolkata');
    expect(first.map((d) => d.dedupeKey)).toEqual(['reminder:24h:reg-1:2027-03-14T13:00:00.000Z']);
    const third = dueReminders([fest], START + 48 * HOUR - 30 * 60_000, 'Asia/Kolkata');
    expect(third.map((d) => d.dedupeKey)).toEqual(['reminder:1h:reg-1:2027-03-16T13:00:00.000Z']);
    expect(dueReminders([fest], START + 24 * HOUR - 30 * 60_000, 'Asia/Kolkata')).toEqual([]);
  });
});

describe('queueing reminders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off', PUBLIC_URL: 'https://quad.campus.example' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.database.db;

  async function registeredFor(startsInMs: number, registeredAgoMs = 3 * 24 * HOUR, overrides = {}) {
    const host = await quickAccount(db());
    const student = await quickAccount(db());
    const event = await insertPost(db(), buildEvent(host.id, { event_start_date: new Date(Date.now() + startsInMs).toISOString(), event_end_date: null, ...overrides }));
    const registration = await insertRegistration(db(), event, student, { created_at: new Date(Date.now() - registeredAgoMs).toISOString() });
    return { host, student, event, registration };
  }

  it('queues a due reminder once, with its once-only key, however often the job runs', async () => {
    const { student, event, registration } = await registeredFor(20 * HOUR);
    await queueDueReminders(t.app.ctx);
    await queueDueReminders(t.app.ctx);
    const reminders = await queuedFor(db(), student.id, 'event-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ subject: 'Reminder: Open Mic Night starts in 24 hours', to: student.email });
    expect(reminders[0]?.dedupeKey).toBe(`reminder:24h:${registration.id}:${event.event_start_date}`);
    expect(reminders[0]?.text).toContain(`https://quad.campus.example/posts/${event.id}`);
    expect(reminders[0]?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('the hour one comes in the last hour; nothing for a past, pending, deleted or turned-off event', async () => {
    const soon = await registeredFor(40 * 60_000);
    const past = await registeredFor(-2 * HOUR);
    const pending = await registeredFor(5 * HOUR, 3 * 24 * HOUR, { status: 'pending' });
    const deleted = await registeredFor(5 * HOUR);
    expect((await call(t.app, 'DELETE', `/api/posts/${deleted.event.id}`, { token: deleted.host.token })).status).toBe(200);
    const quiet = await registeredFor(5 * HOUR);
    await call(t.app, 'PUT', '/api/profile/email-preferences', { token: quiet.student.token, body: { preferences: { 'event-reminder': false } } });
    await queueDueReminders(t.app.ctx);
    expect(await queuedFor(db(), soon.student.id, 'event-reminder')).toMatchObject([{ subject: 'Reminder: Open Mic Night starts in an hour' }]);
    for (const none of [past, pending, deleted, quiet] as { student: QuickAccount }[]) {
      expect(await queuedFor(db(), none.student.id, 'event-reminder')).toEqual([]);
    }
  });

  it('a cultural event: the reminder for the date the student booked, not for the first date', async () => {
    const host = await quickAccount(db());
    const student = await quickAccount(db());
    // The fest began 19 hours ago; the student booked its second day, which starts in 5 hours.
    const start = Date.now() - 19 * HOUR;
    const campusDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: t.config.campusTimeZone }).format(ms);
    const fest = await insertPost(
      db(),
      buildCulturalEvent(host.id, {
        event_start_date: new Date(start).toISOString(),
        event_end_date: new Date(start + 48 * HOUR).toISOString(),
        available_dates: JSON.stringify([campusDay(start), campusDay(start + 24 * HOUR), campusDay(start + 48 * HOUR)]),
      }),
    );
    await insertRegistration(db(), fest, student, {
      booking_dates: JSON.stringify([campusDay(start + 24 * HOUR)]),
      created_at: new Date(Date.now() - 72 * HOUR).toISOString(),
    });
    await queueDueReminders(t.app.ctx);
    const reminders = await queuedFor(db(), student.id, 'event-reminder');
    expect(reminders.map((r) => r.dedupeKey)).toEqual([`reminder:24h:${(await db().selectFrom('registrations').select('id').where('user_id', '=', student.id).executeTakeFirstOrThrow()).id}:${new Date(start + 24 * HOUR).toISOString()}`]);
  });

  it('two processes on one database running the job at once queue each reminder once', async () => {
    const { student } = await registeredFor(30 * 60_000);
    const another = t.database.openAnother();
    const second = await buildApp({ config: testConfig({ RATE_LIMIT: 'off', PUBLIC_URL: 'https://quad.campus.example' }), database: another, logger: false });
    await second.ready();
    try {
      // PostgreSQL: at the same moment, as several processes do (WORKERS); SQLite serves one process, so in turn.
      const runs = [() => queueDueReminders(t.app.ctx), () => queueDueReminders(second.ctx), () => queueDueReminders(second.ctx)];
      const counts = TEST_DATABASE_URL ? await Promise.all(runs.map((run) => run())) : [await runs[0]!(), await runs[1]!(), await runs[2]!()];
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await queuedFor(db(), student.id, 'event-reminder')).toHaveLength(1);
    } finally {
      await second.close();
      await another.close();
    }
  });

  it('runs on its own every interval until stopped', async () => {
    const { student } = await registeredFor(20 * 60_000);
    let runs = 0;
    const stop = everyInterval(async () => {
      runs += 1;
      await queueDueReminders(t.app.ctx);
    }, 20, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await stop();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(after);
    expect(after).toBeGreaterThanOrEqual(2);
    expect(await queuedFor(db(), student.id, 'event-reminder')).toHaveLength(1);
  });
});
