/**
 * Seats (decision 049): every write that takes or frees an event's seats runs here, in a transaction that has
 * locked the event (`lockEvent`), so that no event is ever oversold, on SQLite or PostgreSQL. The event's kept
 * seat map (`posts.seats_taken`) moves with each registration that starts or stops holding seats, and a freed
 * seat is offered at once to the first in line whose request fits.
 */
import { randomInt } from 'node:crypto';
import { LIMITS } from '../../../shared/limits.ts';
import { notices } from '../../../shared/messages.ts';
import { newPaymentReference } from '../../../shared/payments.ts';
import { addSeats, fits, HOLDING_STATUSES, limitsSeats, parseSeatMap, type SeatMap } from '../../../shared/seats.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { newId, nowIso, toNumber } from '../../database/values.ts';
import type { Transaction } from 'kysely';
import { whenText } from '../notification-emails/event-facts.ts';
import { removeCalendarEntry } from '../calendar/calendar.service.ts';
import { seatOfferedEmail } from './registration-emails.ts';
import { notify } from '../notifications/notifications.service.ts';
import { seatEventOf } from '../posts/posts.presenter.ts';
import type { PostRow } from '../../database/post-rows.ts';
import * as registrations from './registrations.repository.ts';
import { registrationChanged } from './registration-change.ts';
import type { RegistrationRow } from './registrations.repository.ts';

const HOLDING = new Set<string>(HOLDING_STATUSES);
export const holdsSeats = (status: string): boolean => HOLDING.has(status);

/** Letters and digits nobody misreads at a door (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** A ticket's short code: 8 characters, about 39 bits, unique enough within an event and easy to read out. */
export function newTicketCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * A payment reference no registration on the campus has (decision 072): `QD-` and five characters that read aloud
 * without doubt. 29^5 codes; the few that are taken are drawn again.
 */
export async function newPaymentReferenceIn(trx: Transaction<Database>): Promise<string> {
  for (;;) {
    const reference = newPaymentReference(() => randomInt(1 << 30) / (1 << 30));
    if (!(await registrations.paymentReferenceTaken(trx, reference))) return reference;
  }
}

/** A registration's seat map as stored (an empty map when unreadable). */
export const seatsOfRow = (row: Pick<RegistrationRow, 'seats'>): SeatMap => parseSeatMap(row.seats);

/** The event's seat map after `row` starts (`1`) or stops (`-1`) holding its seats; written by the caller. */
export const movedSeats = (post: Pick<PostRow, 'seats_taken'>, row: Pick<RegistrationRow, 'seats'>, sign: 1 | -1): SeatMap =>
  addSeats(parseSeatMap(post.seats_taken), seatsOfRow(row), sign);

export interface LogEntry {
  postId: string;
  registrationId: string | null;
  action: string;
  actorId: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

const logRow = (entry: LogEntry, now: string) => ({
  id: newId(),
  post_id: entry.postId,
  registration_id: entry.registrationId,
  action: entry.action,
  actor_id: entry.actorId,
  reason: entry.reason ?? null,
  details: entry.details ? JSON.stringify(entry.details) : null,
  created_at: now,
});

/** Appends an entry to the event's log, in the caller's transaction. */
export async function logEntry(trx: Transaction<Database>, entry: LogEntry, now = nowIso()): Promise<void> {
  await registrations.logRegistration(trx, logRow(entry, now));
}

/** Appends several entries to the event's log, in one statement of the caller's transaction. */
export async function logEntries(trx: Transaction<Database>, entries: readonly LogEntry[], now = nowIso()): Promise<void> {
  await registrations.logRegistrations(trx, entries.map((entry) => logRow(entry, now)));
}

export interface Release {
  /** The state it moves to: cancelled, mostly. */
  status: 'cancelled';
  /** The log's action: cancelled, payment-rejected, payment-expired, offer-expired, ... */
  action: string;
  actorId: string | null;
  reason: string | null;
  /** Extra columns to write with it (a rejected payment's decision, say). */
  patch?: Partial<RegistrationRow>;
}

/**
 * Moves a registration out of holding (or off the waitlist), frees its seats and offers them to the next in
 * line. `post` is the event's row as locked by this transaction. Answers false, writing nothing, when the
 * registration had already left `fromStatuses` (another process or request got there first).
 */
export async function releaseRegistration(
  trx: Transaction<Database>,
  ctx: AppContext,
  post: PostRow,
  row: RegistrationRow,
  release: Release,
  fromStatuses: readonly string[],
): Promise<boolean> {
  const now = nowIso();
  const moved = await registrations.updateRegistration(
    trx,
    row.id,
    {
      status: release.status,
      cancelled_at: now,
      cancelled_by: release.actorId,
      cancel_reason: release.reason,
      offer_expires_at: null,
      payment_due_at: null,
      updated_at: now,
      ...release.patch,
    },
    fromStatuses,
  );
  if (!moved) return false;
  const held = holdsSeats(row.status);
  const seatsTaken = held ? movedSeats(post, row, -1) : parseSeatMap(post.seats_taken);
  await registrations.setEventSeats(trx, post.id, {
    seats_taken: JSON.stringify(seatsTaken),
    registration_count: Math.max(0, toNumber(post.registration_count) - 1),
  });
  post.seats_taken = JSON.stringify(seatsTaken);
  post.registration_count = Math.max(0, toNumber(post.registration_count) - 1);
  await logEntry(trx, { postId: post.id, registrationId: row.id, action: release.action, actorId: release.actorId, reason: release.reason }, now);
  // A seat that is no longer theirs leaves their calendar (decision 072).
  await removeCalendarEntry(trx, row.user_id, post.id);
  if (held) await offerFreedSeats(trx, ctx, post);
  return true;
}

/** When an offer made now expires, by the event's claim window. */
export function offerExpiry(post: Pick<PostRow, 'offer_window_hours'>, now = Date.now()): string {
  const hours = post.offer_window_hours === null ? LIMITS.offerWindowHoursDefault : toNumber(post.offer_window_hours);
  return new Date(now + hours * 3_600_000).toISOString();
}

/**
 * Offers free seats down the waitlist: each waitlisted registration, first in line first, whose seats fit is
 * offered them (held until its claim window ends) and told. `post` is the event's row as locked by this
 * transaction; its kept seat map is brought up to date. Answers the registrations offered.
 */
export async function offerFreedSeats(trx: Transaction<Database>, ctx: AppContext, post: PostRow): Promise<RegistrationRow[]> {
  const event = seatEventOf(post);
  if (!limitsSeats(event)) return [];
  let taken = parseSeatMap(post.seats_taken);
  const offered: RegistrationRow[] = [];
  const now = nowIso();
  for (const row of await registrations.findWaitlist(trx, post.id)) {
    const need = seatsOfRow(row);
    if (!fits(event, taken, need)) continue;
    const expires = offerExpiry(post);
    const moved = await registrations.updateRegistration(trx, row.id, { status: 'offered', offer_expires_at: expires, updated_at: now }, 'waitlisted');
    if (!moved) continue;
    taken = addSeats(taken, need);
    offered.push({ ...row, status: 'offered', offer_expires_at: expires });
    await logEntry(trx, { postId: post.id, registrationId: row.id, action: 'offered', actorId: null, details: { offerExpiresAt: expires } }, now);
    const until = whenText({ event_start_date: expires, event_end_date: null }, ctx.config.campusTimeZone) ?? expires;
    await notify(trx, { userId: row.user_id, said: notices.seatOffered(post.title, until), type: 'success', postId: post.id, push: { kind: 'waitlist-offer' } });
    await seatOfferedEmail(trx, ctx, post, row, expires);
    await registrationChanged(trx, post, row.user_id, toNumber(post.registration_count), null);
  }
  if (offered.length > 0) {
    post.seats_taken = JSON.stringify(taken);
    await registrations.setEventSeats(trx, post.id, { seats_taken: post.seats_taken });
  }
  return offered;
}
