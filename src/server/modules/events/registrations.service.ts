/**
 * Registrations (SPEC §5, §7). The rules of src/shared/registration-rules.ts are checked again here, the
 * tickets are priced from the event's own options, and the registration, the event's kept count, the
 * registrant's calendar entry and the host's notification are written in one transaction.
 */
import { MESSAGES, notices } from '../../../shared/messages.ts';
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
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { assertMayContribute } from '../auth/auth.policy.ts';
import { addCalendarEntry } from '../calendar/calendar.service.ts';
import { registrationConfirmed } from './registration-emails.ts';
import { seatHeldNotice } from './payment-confirmation.ts';
import { notify } from '../notifications/notifications.service.ts';
import { presentEventFacts, seatEventOf } from '../posts/posts.presenter.ts';
import { holdsSeats, logEntry, movedSeats, newPaymentReferenceIn, newTicketCode } from './seats.service.ts';
import { ticketKey } from '../tickets/tickets.signing.ts';
import * as posts from '../posts/posts.service.ts';
import { exportFilename, registrationsCsv } from './registrations.csv.ts';
import * as policy from './registrations.policy.ts';
import { presentRegistration } from './registrations.presenter.ts';
import * as registrations from './registrations.repository.ts';
import { registrationChanged } from './registration-change.ts';
import { requirePower } from './event-staff.service.ts';

export async function register(ctx: AppContext, viewer: Viewer, postId: string, written: RegistrationInput): Promise<Registration> {
  assertMayContribute(viewer, ctx.config.campus);
  // The confirmation email carries the signed ticket: the key is read before the transaction holds the connection.
  await ticketKey(ctx);
  // A registration moves the event's counter and seats and changes nobody's marks (decision 018). The event is
  // locked first, so that the seats it takes are never more than the event has (decision 049).
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const post = await registrations.lockEvent(trx, postId);
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

    const existing = await registrations.findUserRegistration(trx, postId, viewer.id);
    if (existing && existing.status !== 'cancelled') throw conflict(MESSAGES.alreadyRegistered);

    const seq = toNumber(post.registration_seq) + 1;
    const row: registrations.RegistrationRow = {
      id: existing?.id ?? newId(),
      post_id: postId,
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
    if (existing) {
      // Registering again after cancelling: the same row starts over, at the back of the line.
      const { id: _id, post_id: _post, user_id: _user, ...fresh } = row;
      if (!(await registrations.updateRegistration(trx, existing.id, fresh, 'cancelled'))) throw conflict(MESSAGES.alreadyRegistered);
    } else {
      try {
        await registrations.insertRegistration(trx, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.alreadyRegistered);
        throw error;
      }
    }
    const count = toNumber(post.registration_count) + 1;
    await registrations.setEventSeats(trx, postId, {
      registration_seq: seq,
      registration_count: count,
      ...(holdsSeats(status) ? { seats_taken: JSON.stringify(movedSeats(post, row, 1)) } : {}),
    });
    await logEntry(trx, { postId, registrationId: row.id, action: full ? 'waitlisted' : 'registered', actorId: viewer.id }, now);
    // Only a seat that is theirs goes into the calendar by itself (decision 072): not a waitlist place, not an unpaid hold.
    if (status === 'confirmed') await addCalendarEntry(trx, viewer.id, postId, now);
    const position = full ? await registrations.waitlistPosition(trx, postId, seq) : null;
    if (full) {
      await notify(trx, { userId: viewer.id, said: notices.joinedWaitlist(post.title, position ?? 1), type: 'info', postId });
    } else {
      if (status === 'awaiting_payment') {
        await notify(trx, { userId: viewer.id, said: seatHeldNotice(post, row, ctx.config.campusTimeZone), type: 'info', postId });
      }
      await registrationConfirmed(trx, ctx, post, row, viewer);
    }
    if (post.user_id !== viewer.id) {
      await notify(trx, { userId: post.user_id, said: notices.registeredForYourEvent(input.name, post.title), type: 'info', postId });
    }
    await registrationChanged(trx, post, viewer.id, count, null);
    return presentRegistration(row, post, position);
  });
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
