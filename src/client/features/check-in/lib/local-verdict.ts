/**
 * What a door says of a scan from what it keeps (decision 053): the snapshot's key and attendees, and the
 * check-ins this device made that the server has not recorded yet. The server's answer, when it comes, is the one
 * that stands (decision 052); this is the answer a door without signal gives at once.
 */
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { DoorAttendee, DoorSnapshot, ScanOutcome, ScanResult } from '../../../../shared/schemas/door.ts';
import { campusDayAt, ticketDays } from './door-days.ts';
import { parseTicketToken, verifyTicketSignature } from './ticket-token.ts';

/** Who checked someone in, as shown: a name, or this device (said in the reader's language). */
export const checkerName = (by: string | null): string | null => (by === MESSAGES.doorThisDevice ? t(MESSAGES.doorThisDevice) : by);

/** A door's own result: the server's, or `unknown` (signed for this event, newer than the door's list). */
export type DoorResultKind = ScanResult | 'unknown';

export interface DoorResult extends Omit<ScanOutcome, 'result'> {
  result: DoorResultKind;
  /** Decided on this device and not yet recorded by the server. */
  pending: boolean;
}

/** What a scan names: a QR code's text, or (by hand) a registration of the door's list. */
export type ScanRequest = { token: string } | { registrationId: string };

/** A check-in this device made that waits to be sent: when, for the registration it names. */
export type PendingCheckIns = ReadonlyMap<string, string>;

/** A seat that waits for its payment (no ticket yet): what is left to pay, if the door's list says, and whether it was sent. */
export interface Owing {
  left: number | null;
  sent: boolean;
}

/** What the attendee owes before they have a ticket, or null when their seat is not waiting for a payment. */
export const owingOf = (attendee: DoorAttendee | undefined): Owing | null =>
  attendee?.status === 'awaiting_payment' ? { left: attendee.paymentLeft ?? null, sent: attendee.paymentSent ?? false } : null;

export type AttendeeState =
  | { kind: 'ready' }
  | { kind: 'payment'; owing: Owing }
  | { kind: 'checked_in'; at: string; by: string | null; pending: boolean }
  | { kind: 'cancelled' }
  | { kind: 'no_seat' }
  | { kind: 'not_today' };

/**
 * Whether the attendee's ticket is for the campus's date at `at` (decision 077): the event's dates, or a cultural
 * event's booked dates. A snapshot saved before it knew the time zone judges a cultural event by its `today`.
 */
export function isTicketDay(snapshot: DoorSnapshot, attendee: DoorAttendee, at: string): boolean {
  const days = ticketDays(snapshot, attendee);
  if (snapshot.timeZone) return days.length === 0 || days.includes(campusDayAt(at, snapshot.timeZone));
  return snapshot.event.type !== 'culturalEvent' || attendee.bookingDates.includes(snapshot.today);
}

/**
 * Where an attendee stands at the door at `at` (now unless said), counting this device's waiting check-ins. One
 * checked in already (anyway, on another day) is that, before the ticket's day is looked at, as the server says.
 */
export function attendeeState(snapshot: DoorSnapshot, attendee: DoorAttendee, pending: PendingCheckIns, at = new Date().toISOString()): AttendeeState {
  if (attendee.status === 'cancelled') return { kind: 'cancelled' };
  const owing = owingOf(attendee);
  if (owing) return { kind: 'payment', owing };
  if (attendee.status !== 'confirmed' && attendee.status !== 'checked_in') return { kind: 'no_seat' };
  const recorded = attendee.checkIns.find((c) => c.day === snapshot.today);
  if (recorded) return { kind: 'checked_in', at: recorded.at, by: recorded.by, pending: false };
  const waiting = pending.get(attendee.registrationId);
  if (waiting) return { kind: 'checked_in', at: waiting, by: MESSAGES.doorThisDevice, pending: true };
  if (!isTicketDay(snapshot, attendee, at)) return { kind: 'not_today' };
  return { kind: 'ready' };
}

const RESULT_OF: Record<Exclude<AttendeeState['kind'], 'checked_in' | 'ready'>, ScanResult> = {
  cancelled: 'void',
  payment: 'invalid',
  no_seat: 'invalid',
  not_today: 'not_today',
};

interface Verdict {
  scanId: string;
  scannedAt: string;
  /** The name the server will record as having checked them in (the signed-in person). */
  by: string | null;
  /** "Check in anyway": a ticket for another day is checked in (decision 077). */
  override?: boolean;
}

const refused = (scanId: string, result: DoorResultKind, attendee?: DoorAttendee): DoorResult => ({
  scanId,
  result,
  registrationId: attendee?.registrationId ?? null,
  name: attendee?.name ?? null,
  ticketType: attendee?.ticketType ?? null,
  checkedInAt: null,
  checkedInBy: null,
  pending: false,
});

/** The door's own answer to a scan, as the server would give it from the same facts. */
export async function localVerdict(snapshot: DoorSnapshot, request: ScanRequest, pending: PendingCheckIns, { scanId, scannedAt, by, override = false }: Verdict): Promise<DoorResult> {
  let attendee: DoorAttendee | undefined;
  if ('token' in request) {
    const token = parseTicketToken(request.token);
    if (!token) return refused(scanId, 'invalid');
    const signed = await verifyTicketSignature(token, snapshot.key.publicKey);
    if (signed === false) return refused(scanId, 'invalid');
    if (token.claims.postId !== snapshot.event._id) return refused(scanId, 'other_event');
    attendee = snapshot.attendees.find((a) => a.registrationId === token.claims.registrationId);
    // Registered after the list was saved: only the server can say. Without a signature checked, nothing is known.
    if (!attendee) return signed ? { ...refused(scanId, 'unknown'), registrationId: token.claims.registrationId, pending: true } : refused(scanId, 'invalid');
    if (attendee.code !== token.claims.code) return refused(scanId, 'void', attendee);
  } else {
    attendee = snapshot.attendees.find((a) => a.registrationId === request.registrationId);
    if (!attendee) return refused(scanId, 'invalid');
  }
  const state = attendeeState(snapshot, attendee, pending, scannedAt);
  if (state.kind === 'checked_in') return { ...refused(scanId, 'already', attendee), checkedInAt: state.at, checkedInBy: state.by };
  if (state.kind === 'not_today' && !override) return { ...refused(scanId, 'not_today', attendee), days: ticketDays(snapshot, attendee) };
  if (state.kind !== 'ready' && state.kind !== 'not_today') return refused(scanId, RESULT_OF[state.kind], attendee);
  return { ...refused(scanId, 'checked_in', attendee), checkedInAt: scannedAt, checkedInBy: by, pending: true };
}

/** A server's answer as the door shows it. */
export const resultOf = (outcome: ScanOutcome): DoorResult => ({ ...outcome, pending: false });
