/**
 * Registrations (SPEC §5, §7). The rules of src/shared/registration-rules.ts are checked again here, the
 * tickets are priced from the event's own options, and the registration, the event's kept count, the
 * registrant's calendar entry and the host's notification are written in one transaction, which writes the
 * registrations waiting in the event's line with it (decision 085).
 */
import { MESSAGES, notices as noticeTexts } from '../../../shared/messages.ts';
import {
  customAnswers,
  normaliseRegistration,
  paymentStepOf,
  pricedTickets,
  registrationDetailsProblem,
  registrationPaymentProblem,
  registrationTotal,
} from '../../../shared/registration-rules.ts';
import { fits, limitsSeats, parseSeatMap, seatsOf } from '../../../shared/seats.ts';
import type { Registration, RegistrationInput } from '../../../shared/schemas/events.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { committing } from '../../changes/committing.ts';
import { isUniqueViolation, newId, nowIso, toNumber } from '../../database/values.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { assertMayContribute } from '../auth/auth.policy.ts';
import { addCalendarEntries } from '../calendar/calendar.service.ts';
import { registrationsConfirmed } from './registration-emails.ts';
import { seatHeldNotice } from './payment-confirmation.ts';
import { notifyEach } from '../notifications/notifications.service.ts';
import { presentEventFacts, seatEventOf } from '../posts/posts.presenter.ts';
import { holdsSeats, logEntries, movedSeats, newPaymentReferenceIn, newTicketCode } from './seats.service.ts';
import { ticketKey } from '../tickets/tickets.signing.ts';
import * as posts from '../posts/posts.service.ts';
import { exportFilename, registrationsCsv } from './registrations.csv.ts';
import * as policy from './registrations.policy.ts';
import { presentRegistration } from './registrations.presenter.ts';
import * as registrations from './registrations.repository.ts';
import { type RegistrationAudience, registrationAudience, registrationChangedFor } from './registration-change.ts';
import { inLine, type Outcome } from './registration-line.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { requirePower } from './event-staff.service.ts';

export async function register(ctx: AppContext, viewer: Viewer, postId: string, written: RegistrationInput): Promise<Registration> {
  assertMayContribute(viewer, ctx.config.campus);
  // The confirmation email carries the signed ticket: the key is read before the transaction holds the connection.
  await ticketKey(ctx);
  // The registrations that arrive while the event is locked wait in its line, and the next write takes them all.
  return inLine(ctx, postId, { viewer, written }, (arrivals: Arrival[]) => registerAll(ctx, postId, arrivals));
}

/** A student who pressed Register, with what they wrote. */
interface Arrival {
  viewer: Viewer;
  written: RegistrationInput;
}

/** A registration taken in a batch: its row as written, and what its writes need. */
interface Taken {
  viewer: Viewer;
  row: registrations.RegistrationRow;
  existing: registrations.RegistrationRow | undefined;
  full: boolean;
  name: string;
  /** The event's registration count once this one is counted. */
  count: number;
  position: number | null;
}

/**
 * Writes the registrations of `arrivals` in arrival order, in one transaction that locks the event once, so that
 * the seats they take are never more than the event has (decision 049). A refusal is one arrival's outcome; a
 * failed write throws, and the line writes each arrival again alone (decision 085). A registration moves the
 * event's counter and seats and changes nobody's marks (decision 018).
 */
function registerAll(ctx: AppContext, postId: string, arrivals: readonly Arrival[]): Promise<Outcome<Registration>[]> {
  return committing(ctx, async (trx) => {
    const now = nowIso();
    // Read before the lock, so that it is held for less: the students' earlier registrations (a repeat made
    // meanwhile elsewhere meets the unique index), and who hears the change.
    const [earlier, audience] = await Promise.all([
      registrations.findUsersRegistrations(trx, postId, [...new Set(arrivals.map((a) => a.viewer.id))]),
      registrationAudience(trx, postId),
    ]);
    const earlierOf = new Map(earlier.map((row) => [row.user_id, row]));
    const post = await registrations.lockEvent(trx, postId);
    const outcomes: (Outcome<Registration> | Taken)[] = [];
    const seen = new Set<string>();
    for (const arrival of arrivals) {
      try {
        const taken = await take(trx, ctx, post, arrival, earlierOf.get(arrival.viewer.id), seen.has(arrival.viewer.id), now);
        seen.add(arrival.viewer.id);
        outcomes.push(taken);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        outcomes.push({ error });
      }
    }
    const taken = outcomes.filter((o): o is Taken => 'row' in o);
    if (post && taken.length > 0) await writeTaken(trx, ctx, post, taken, audience, arrivals.length === 1, now);
    return outcomes.map((o) => ('row' in o ? { ok: presentRegistration(o.row, post!, o.position) } : o));
  });
}

/**
 * One arrival's registration, decided on the locked event: refused (thrown), or its row, with the event's kept
 * counter and seats moved in `post` (written by the caller once for the batch).
 */
async function take(
  trx: Transaction<Database>,
  ctx: AppContext,
  post: PostRow | undefined,
  { viewer, written }: Arrival,
  existing: registrations.RegistrationRow | undefined,
  repeated: boolean,
  now: string,
): Promise<Taken> {
  const refusal = policy.registrationRefusal(viewer, post, now);
  if (refusal || !post) throw refusal ?? notFound(MESSAGES.eventNotFound);

  const event = presentEventFacts(post);
  // A phone number written '+91 98765 43210' is checked and kept as its ten digits (decision 079).
  const input = normaliseRegistration(event, written);
  const detailsProblem = registrationDetailsProblem(event, input);
  if (detailsProblem) throw badRequest(detailsProblem);

  const cultural = event.type === 'culturalEvent';
  const tickets = cultural ? pricedTickets(event, input.selectedTickets) : [];
  const need = seatsOf(event, { bookingDates: cultural ? input.bookingDates : [], selectedTickets: tickets });
  const seatEvent = seatEventOf(post);
  const full = limitsSeats(seatEvent) && !fits(seatEvent, parseSeatMap(post.seats_taken), need);
  // Who lands on the waitlist pays when a seat is theirs; who takes a seat follows SPEC's payment step.
  if (!full) {
    const paymentProblem = registrationPaymentProblem(event, input);
    if (paymentProblem) throw badRequest(paymentProblem);
  }
  const total = registrationTotal(event, input);
  const pays = paymentStepOf(event, total) !== null;
  const status = full ? 'waitlisted' : pays ? 'awaiting_payment' : 'confirmed';
  const reference = input.transactionId || null;

  if (repeated || (existing && existing.status !== 'cancelled')) throw conflict(MESSAGES.alreadyRegistered);

  const seq = toNumber(post.registration_seq) + 1;
  const row: registrations.RegistrationRow = {
    id: existing?.id ?? newId(),
    post_id: post.id,
    user_id: viewer.id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    transaction_id: reference,
    booking_dates: cultural ? JSON.stringify(input.bookingDates) : null,
    selected_tickets: cultural ? JSON.stringify(tickets) : null,
    total_price: total,
    custom_fields: JSON.stringify(customAnswers(event, input)),
    created_at: now,
    ...registrations.DOOR_FIELDS_UNSET,
    status,
    seq,
    seats: JSON.stringify(need),
    payment_submitted_at: pays && reference ? now : null,
    payment_due_at: status === 'awaiting_payment' && !reference && post.payment_window_hours !== null
      ? new Date(Date.parse(now) + toNumber(post.payment_window_hours) * 3_600_000).toISOString()
      : null,
    ticket_code: status === 'confirmed' ? newTicketCode() : null,
    updated_at: now,
    // What owes money is paid with its own reference, kept when the same person registers again (decision 072).
    payment_reference: pays ? (existing?.payment_reference ?? (await newPaymentReferenceIn(trx))) : null,
  };
  const count = toNumber(post.registration_count) + 1;
  post.registration_seq = seq;
  post.registration_count = count;
  if (holdsSeats(status)) post.seats_taken = JSON.stringify(movedSeats(post, row, 1));
  return { viewer, row, existing, full, name: input.name, count, position: null };
}

/**
 * The writes of the registrations taken, in the transaction that locked `post`: their rows, the event's counter
 * and seats once, the log, calendars, notifications and emails, and the changes named. `alone`: a repeat met by
 * the unique index is this arrival's conflict (in a batch it fails the batch, and each is written again alone).
 */
async function writeTaken(
  trx: Transaction<Database>,
  ctx: AppContext,
  post: PostRow,
  taken: Taken[],
  audience: RegistrationAudience,
  alone: boolean,
  now: string,
): Promise<void> {
  try {
    await registrations.insertRegistrations(trx, taken.filter((t) => !t.existing).map((t) => t.row));
  } catch (error) {
    if (alone && isUniqueViolation(error)) throw conflict(MESSAGES.alreadyRegistered);
    throw error;
  }
  for (const { existing, row } of taken) {
    if (!existing) continue;
    // Registering again after cancelling: the same row starts over, at the back of the line.
    const { id: _id, post_id: _post, user_id: _user, ...fresh } = row;
    if (!(await registrations.updateRegistration(trx, existing.id, fresh, 'cancelled'))) throw conflict(MESSAGES.alreadyRegistered);
  }
  await registrations.setEventSeats(trx, post.id, {
    registration_seq: toNumber(post.registration_seq),
    registration_count: toNumber(post.registration_count),
    ...(taken.some((t) => holdsSeats(t.row.status)) ? { seats_taken: post.seats_taken } : {}),
  });
  await logEntries(
    trx,
    taken.map((t) => ({ postId: post.id, registrationId: t.row.id, action: t.full ? 'waitlisted' : 'registered', actorId: t.viewer.id })),
    now,
  );
  // Only a seat that is theirs goes into the calendar by itself (decision 072): not a waitlist place, not an unpaid hold.
  await addCalendarEntries(trx, taken.filter((t) => t.row.status === 'confirmed').map((t) => t.viewer.id), post.id, now);
  // Every batch's waitlisted come after everyone waiting before it: the first one's place is read, the rest follow it.
  const waitlisted = taken.filter((t) => t.full);
  if (waitlisted.length > 0) {
    const first = await registrations.waitlistPosition(trx, post.id, toNumber(waitlisted[0]!.row.seq));
    waitlisted.forEach((t, i) => (t.position = first + i));
  }
  const notices: Parameters<typeof notifyEach>[1][number][] = [];
  for (const t of taken) {
    if (t.full) notices.push({ userId: t.viewer.id, said: noticeTexts.joinedWaitlist(post.title, t.position ?? 1), type: 'info', postId: post.id });
    else if (t.row.status === 'awaiting_payment') {
      notices.push({ userId: t.viewer.id, said: seatHeldNotice(post, t.row, ctx.config.campusTimeZone), type: 'info', postId: post.id });
    }
    if (post.user_id !== t.viewer.id) {
      notices.push({ userId: post.user_id, said: noticeTexts.registeredForYourEvent(t.name, post.title), type: 'info', postId: post.id });
    }
  }
  await notifyEach(trx, notices);
  await registrationsConfirmed(trx, ctx, post, taken.filter((t) => !t.full).map((t) => ({ registration: t.row, student: t.viewer })));
  for (const t of taken) registrationChangedFor(trx, post, audience, t.viewer.id, t.count, null);
}

export const registeredEventIds = (ctx: AppContext, viewer: Viewer): Promise<string[]> =>
  registrations.findRegisteredEventIds(ctx.db, viewer.id);

export async function registrationCounts(ctx: AppContext, viewer: Viewer): Promise<Record<string, number>> {
  const rows = await registrations.findOwnEventCounts(ctx.db, viewer.id);
  return Object.fromEntries(rows.map((r) => [r.id, toNumber(r.registration_count)]));
}

/** The event's registrations as a CSV file, for its host or an admin. */
export async function exportRegistrations(ctx: AppContext, viewer: Viewer, postId: string): Promise<{ filename: string; csv: string }> {
  const post = await requirePower(ctx.db, viewer, await posts.findPostRow(ctx.db, postId), 'export', MESSAGES.exportForbidden);
  const rows = await registrations.findEventRegistrations(ctx.db, postId);
  const event = presentEventFacts(post);
  const csv = registrationsCsv(
    {
      registrationFields: event.registrationFields,
      ticketTypes: event.type === 'culturalEvent' ? event.ticketOptions.map((o) => o.ticketType) : [],
      timeZone: ctx.config.campusTimeZone,
    },
    rows,
  );
  return { filename: exportFilename(post.title), csv };
}
