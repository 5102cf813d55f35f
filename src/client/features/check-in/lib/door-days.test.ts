import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../../../../shared/i18n.ts';
import { hi } from '../../../../shared/locales/hi.ts';
import { makeAttendee, makeSnapshot, makeTicketKey } from '../../../test/make-door.ts';
import { campusDayAt, notTodayWords } from './door-days.ts';
import { attendeeState, localVerdict, type PendingCheckIns } from './local-verdict.ts';

let key: Awaited<ReturnType<typeof makeTicketKey>>;
beforeAll(async () => {
  key = await makeTicketKey();
});

const none: PendingCheckIns = new Map();
const TZ = 'Asia/Kolkata';
// 28 November, 22:00 in Kolkata; 16:30 UTC.
const nov28 = '2026-11-28T16:30:00.000Z';
const verdict = { scanId: 'scan-1', scannedAt: nov28, by: 'Asha Verma' };
const eventOn = (days: string[], type: 'event' | 'culturalEvent' = 'event') =>
  ({ _id: 'e1', title: 'Battle of the Bands', type, eventStartDate: null, eventEndDate: null, location: null, availableDates: [], days });

describe('the door offline knows the day (decision 077)', () => {
  it('works out the campus date at the scan in the campus time zone', () => {
    expect(campusDayAt('2026-11-28T19:00:00.000Z', TZ)).toBe('2026-11-29');
    expect(campusDayAt('2026-11-28T19:00:00.000Z', 'UTC')).toBe('2026-11-28');
  });

  it('refuses a ticket for an event on another day, saying the date, and checks it in anyway when asked', async () => {
    const priya = makeAttendee({ name: 'Priya Shah', code: 'ABC123' });
    const snapshot = makeSnapshot(key.publicKey, [priya], { event: eventOn(['2026-12-03']), timeZone: TZ });
    const token = await key.sign('e1', priya.registrationId, 'ABC123');
    const refused = await localVerdict(snapshot, { token }, none, verdict);
    expect(refused).toMatchObject({ result: 'not_today', name: 'Priya Shah', days: ['2026-12-03'], pending: false });
    expect(notTodayWords(snapshot, refused.days)).toBe('This event is on 3 December');
    expect(attendeeState(snapshot, priya, none, nov28)).toEqual({ kind: 'not_today' });

    const anyway = await localVerdict(snapshot, { token }, none, { ...verdict, override: true });
    expect(anyway).toMatchObject({ result: 'checked_in', checkedInBy: 'Asha Verma', pending: true });
    // Once waiting on this device, a second scan is told it is in, not the day again.
    const waiting: PendingCheckIns = new Map([[priya.registrationId, nov28]]);
    expect(await localVerdict(snapshot, { token }, waiting, verdict)).toMatchObject({ result: 'already' });
  });

  it('accepts it on each day of an event that spans days, at the campus’s date (not UTC’s)', async () => {
    const priya = makeAttendee({ code: 'ABC123' });
    const snapshot = makeSnapshot(key.publicKey, [priya], { event: eventOn(['2026-11-29', '2026-11-30']), timeZone: TZ });
    // 19:00 UTC on the 28th is already the 29th in Kolkata.
    const late = { ...verdict, scannedAt: '2026-11-28T19:00:00.000Z' };
    expect(await localVerdict(snapshot, { registrationId: priya.registrationId }, none, late)).toMatchObject({ result: 'checked_in' });
    expect(await localVerdict(snapshot, { registrationId: priya.registrationId }, none, verdict)).toMatchObject({ result: 'not_today' });
  });

  it('accepts a cultural event’s ticket only on its booked dates, and says them', async () => {
    const later = makeAttendee({ bookingDates: ['2026-12-04', '2026-12-05'] });
    const today = makeAttendee({ bookingDates: ['2026-11-28'] });
    const snapshot = makeSnapshot(key.publicKey, [later, today], {
      event: eventOn(['2026-11-28', '2026-12-04', '2026-12-05'], 'culturalEvent'),
      timeZone: TZ,
      today: '2026-11-28',
    });
    const refused = await localVerdict(snapshot, { registrationId: later.registrationId }, none, verdict);
    expect(refused).toMatchObject({ result: 'not_today', days: ['2026-12-04', '2026-12-05'] });
    expect(notTodayWords(snapshot, refused.days)).toBe('This ticket is for 4 December and 5 December');
    expect(await localVerdict(snapshot, { registrationId: today.registrationId }, none, verdict)).toMatchObject({ result: 'checked_in' });
  });

  it('accepts any day on a snapshot saved before the door knew the days', async () => {
    const priya = makeAttendee();
    const snapshot = makeSnapshot(key.publicKey, [priya]);
    expect(await localVerdict(snapshot, { registrationId: priya.registrationId }, none, verdict)).toMatchObject({ result: 'checked_in' });
  });

  it('says the dates in Hindi to a Hindi reader', () => {
    loadCatalog('hi', hi);
    i18n.activate('hi');
    try {
      const event = eventOn(['2026-12-03']);
      expect(notTodayWords({ event }, ['2026-12-03'])).toBe('यह कार्यक्रम 3 दिसंबर को है');
      const fest = eventOn(['2026-12-04', '2026-12-05'], 'culturalEvent');
      expect(notTodayWords({ event: fest }, ['2026-12-04', '2026-12-05'])).toBe('यह टिकट 4 दिसंबर और 5 दिसंबर के लिए है');
    } finally {
      i18n.activate('en');
    }
  });
});
