import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { makeAttendee, makeSnapshot, makeTicketKey } from '../../../test/make-door.ts';
import { searchAttendees } from './attendee-search.ts';
import { attendeeState, localVerdict, owingOf, type PendingCheckIns } from './local-verdict.ts';
import { parseTicketToken, verifyTicketSignature } from './ticket-token.ts';

let key: Awaited<ReturnType<typeof makeTicketKey>>;
beforeAll(async () => {
  key = await makeTicketKey();
});

const none: PendingCheckIns = new Map();
const at = '2026-11-30T18:00:00.000Z';
const verdict = { scanId: 'scan-1', scannedAt: at, by: 'Asha Verma' };

describe('a ticket token read offline', () => {
  it("accepts the server's signature and refuses any other, or a text that is not a ticket", async () => {
    const token = await key.sign('e1', 'r1', 'ABC123');
    const parsed = parseTicketToken(token);
    expect(parsed?.claims).toEqual({ postId: 'e1', registrationId: 'r1', code: 'ABC123', ticketType: 'General' });
    expect(await verifyTicketSignature(parsed!, key.publicKey)).toBe(true);
    const other = await makeTicketKey();
    expect(await verifyTicketSignature(parsed!, other.publicKey)).toBe(false);
    // Another registration's claims under this ticket's signature.
    const [, otherPayload] = (await key.sign('e1', 'r2', 'XYZ789')).split('.');
    const forged = parseTicketToken(`Q1.${otherPayload}.${token.split('.')[2]}`);
    expect(forged?.claims.registrationId).toBe('r2');
    expect(await verifyTicketSignature(forged!, key.publicKey)).toBe(false);
    expect(parseTicketToken('https://example.org/not-a-ticket')).toBeNull();
    expect(parseTicketToken('Q1.only-one-part')).toBeNull();
  });
});

describe('the door verdict from its snapshot', () => {
  it('checks a valid ticket in, pending until synced', async () => {
    const priya = makeAttendee({ name: 'Priya Shah', code: 'ABC123' });
    const snapshot = makeSnapshot(key.publicKey, [priya]);
    const result = await localVerdict(snapshot, { token: await key.sign('e1', priya.registrationId, 'ABC123') }, none, verdict);
    expect(result).toMatchObject({ result: 'checked_in', name: 'Priya Shah', ticketType: 'General', checkedInAt: at, checkedInBy: 'Asha Verma', pending: true });
  });

  it('says already, with when and by whom, from the snapshot or from this device’s waiting check-ins', async () => {
    const early = makeAttendee({ checkIns: [{ day: '', at: '2026-11-30T17:00:00.000Z', by: 'Meera Iyer' }] });
    const waiting = makeAttendee();
    const snapshot = makeSnapshot(key.publicKey, [early, waiting]);
    expect(await localVerdict(snapshot, { registrationId: early.registrationId }, none, verdict)).toMatchObject({
      result: 'already',
      checkedInAt: '2026-11-30T17:00:00.000Z',
      checkedInBy: 'Meera Iyer',
      pending: false,
    });
    const pending = new Map([[waiting.registrationId, '2026-11-30T17:30:00.000Z']]);
    expect(await localVerdict(snapshot, { registrationId: waiting.registrationId }, pending, verdict)).toMatchObject({
      result: 'already',
      checkedInBy: MESSAGES.doorThisDevice,
    });
  });

  it('refuses a forged, another event’s, a void, an unconfirmed and (cultural) another day’s ticket', async () => {
    const kept = makeAttendee({ code: 'NEW111' });
    const cancelled = makeAttendee({ status: 'cancelled' });
    const waitlisted = makeAttendee({ status: 'waitlisted' });
    const snapshot = makeSnapshot(key.publicKey, [kept, cancelled, waitlisted]);
    const other = await makeTicketKey();
    const check = async (token: string) => (await localVerdict(snapshot, { token }, none, verdict)).result;
    expect(await check(await other.sign('e1', kept.registrationId, 'NEW111'))).toBe('invalid');
    expect(await check(await key.sign('e2', kept.registrationId, 'NEW111'))).toBe('other_event');
    expect(await check(await key.sign('e1', kept.registrationId, 'OLD000'))).toBe('void');
    expect(await check(await key.sign('e1', cancelled.registrationId, cancelled.code!))).toBe('void');
    expect(await check(await key.sign('e1', waitlisted.registrationId, waitlisted.code!))).toBe('invalid');
    expect(await check('not a ticket')).toBe('invalid');

    const fest = makeAttendee({ bookingDates: ['2026-12-01'] });
    const cultural = makeSnapshot(key.publicKey, [fest], {
      event: { ...snapshot.event, type: 'culturalEvent', availableDates: ['2026-11-30', '2026-12-01'] },
      today: '2026-11-30',
    });
    expect((await localVerdict(cultural, { registrationId: fest.registrationId }, none, verdict)).result).toBe('not_today');
  });

  it('refuses to check in a seat that waits for its payment, as the server does, and says what it owes', async () => {
    const owing = makeAttendee({ status: 'awaiting_payment', code: null, paymentLeft: 400, paymentSent: true });
    const snapshot = makeSnapshot(key.publicKey, [owing]);
    expect(attendeeState(snapshot, owing, none)).toEqual({ kind: 'payment', owing: { left: 400, sent: true } });
    expect((await localVerdict(snapshot, { registrationId: owing.registrationId }, none, verdict)).result).toBe('invalid');
    expect(owingOf(makeAttendee())).toBeNull();
  });

  it('leaves a signed ticket newer than its list to the server', async () => {
    const snapshot = makeSnapshot(key.publicKey, [makeAttendee()]);
    const result = await localVerdict(snapshot, { token: await key.sign('e1', 'r-late', 'LATE01') }, none, verdict);
    expect(result).toMatchObject({ result: 'unknown', registrationId: 'r-late', pending: true });
  });
});

describe('searching the door list', () => {
  it('finds by name, email or code, an exact code first, ignoring case and accents, from two characters', () => {
    const list = [
      makeAttendee({ name: 'Zoë Fernandes', email: 'zoe@campus.test', code: 'K7Q2PX' }),
      makeAttendee({ name: 'Arjun Menon', email: 'arjun.m@campus.test', code: 'ZOE999' }),
      makeAttendee({ name: 'Nisha Patel', email: 'nisha@campus.test', code: 'AB12CD' }),
    ];
    expect(searchAttendees(list, 'z')).toEqual([]);
    expect(searchAttendees(list, 'zoe').map((a) => a.name)).toEqual(['Zoë Fernandes', 'Arjun Menon']);
    expect(searchAttendees(list, 'zoe999').map((a) => a.name)).toEqual(['Arjun Menon']);
    expect(searchAttendees(list, 'NISHA@').map((a) => a.name)).toEqual(['Nisha Patel']);
    expect(searchAttendees(list, 'menon').map((a) => a.name)).toEqual(['Arjun Menon']);
  });
});
