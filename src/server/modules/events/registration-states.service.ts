/**
 * A registration's life after it is made (decision 049): the registrant cancels, claims or declines a seat the
 * waitlist offered, and sends the payment reference; the host confirms or rejects a payment and cancels an
 * attendee; a job releases offers and unpaid holds whose window ended. Every write locks the event first
 * (`lockEvent`), reads the registration again under the lock, and moves it only from the state it read, so two
 * processes or two requests never both act on one registration, and a freed seat goes to the next in line once.
 */
import { MESSAGES, notices } from '../../../shared/messages.ts';
import { paymentStepOf } from '../../../shared/registration-rules.ts';
import { parseSeatMap, seatsLeft } from '../../../shared/seats.ts';
import type { PaymentReferenceInput } from '../../../shared/schemas/door.ts';
import { REGISTRATION_STATUSES, type Registration, type RegistrationStatus } from '../../../shared/schemas/events.ts';
import type { Transaction } from 'kysely';
import { committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { nowIso, toNumber } from '../../database/values.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { reachesOthers } from '../auth/auth.policy.ts';
import { ticketKey } from '../tickets/tickets.signing.ts';
import { processDataUrl, storedUrl, storeProcessed } from '../media/media.service.ts';
import { paymentReminderEmail, registrationConfirmed, registrationEndedEmail, type RegistrationEnd } from './registration-emails.ts';
import { notify } from '../notifications/notifications.service.ts';
import { PUSH_URLS } from '../push/push.service.ts';
import { presentEventFacts, seatEventOf } from '../posts/posts.presenter.ts';
import * as posts from '../posts/posts.service.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { presentRegistration, type PaymentFacts } from './registrations.presenter.ts';
import * as registrations from './registrations.repository.ts';
import { registrationChanged } from './registration-change.ts';
import { requirePower, staffIdsOf } from './event-staff.service.ts';
import type { RegistrationRow } from './registrations.repository.ts';
import { logEntry, newPaymentReferenceIn, newTicketCode, releaseRegistration } from './seats.service.ts';
import { confirmPayment, rupees, seatHeldNotice, undoPayment } from './payment-confirmation.ts';
import { whenText } from '../notification-emails/event-facts.ts';
import { addCalendarEntry } from '../calendar/calendar.service.ts';

type Trx = Transaction<Database>;

/** The registration and its event, locked, for a write by the registrant; 404 for anyone else's. */
async function lockOwn(trx: Trx, viewer: Viewer, id: string): Promise<{ post: PostRow; row: RegistrationRow }> {
  const found = await registrations.findRegistration(trx, id);
  if (!found || found.user_id !== viewer.id) throw notFound(MESSAGES.registrationNotFound);
  const post = await registrations.lockEvent(trx, found.post_id);
  const row = await registrations.findRegistration(trx, id);
  if (!post || !row) throw notFound(MESSAGES.registrationNotFound);
  return { post, row };
}

/** The registration and its event, locked, for a write by the event's host (or an admin). */
async function lockForHost(trx: Trx, viewer: Viewer, postId: string, id: string): Promise<{ post: PostRow; row: RegistrationRow }> {
  // The host authority decides (decision 071): the host, its co-hosts and admins manage registrations.
  const post = await requirePower(trx, viewer, await registrations.lockEvent(trx, postId), 'manageRegistrations', MESSAGES.registrationsForbidden);
  const row = await registrations.findRegistration(trx, id);
  if (!row || row.post_id !== postId) throw notFound(MESSAGES.registrationNotFound);
  return { post, row };
}

const begun = (post: Pick<PostRow, 'event_start_date'>, now: string): boolean => post.event_start_date !== null && post.event_start_date <= now;

/** The registration on the wire, with its place in line when waitlisted. */
async function present(db: AppContext['db'] | Trx, row: RegistrationRow, event: PaymentFacts): Promise<Registration> {
  const position = row.status === 'waitlisted' ? await registrations.waitlistPosition(db, row.post_id, toNumber(row.seq)) : null;
  return presentRegistration(row, event, position);
}

// ---- the registrant ----

/** The caller's registrations, newest first, each with its state (and place in line). */
export async function myRegistrations(ctx: AppContext, viewer: Viewer): Promise<Registration[]> {
  const rows = await registrations.findUserRegistrations(ctx.db, viewer.id);
  return Promise.all(rows.map((row) => present(ctx.db, row, row)));
}

/**
 * The registrant cancels (or declines the seat a waitlist offer holds, or leaves the waitlist). Their seats go to
 * the next in line; the host is told.
 */
export async function cancelOwn(ctx: AppContext, viewer: Viewer, id: string, reason: string | null): Promise<Registration> {
  await ticketKey(ctx);
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const { post, row } = await lockOwn(trx, viewer, id);
    if (row.status === 'cancelled') throw conflict(MESSAGES.registrationAlreadyCancelled);
    if (row.status === 'checked_in') throw conflict(MESSAGES.registrationCheckedIn);
    if (begun(post, now)) throw conflict(MESSAGES.eventBegunNoChanges);
    const action = row.status === 'offered' ? 'offer-declined' : row.status === 'waitlisted' ? 'left-waitlist' : 'cancelled';
    const released = await releaseRegistration(trx, ctx, post, row, { status: 'cancelled', action, actorId: viewer.id, reason }, [row.status]);
    if (!released) throw conflict(MESSAGES.registrationAlreadyCancelled);
    if (post.user_id !== viewer.id && reachesOthers(viewer)) {
      await notify(trx, { userId: post.user_id, said: notices.attendeeCancelled(row.name, post.title), type: 'info', postId: post.id });
    }
    await registrationChanged(trx, post, viewer.id, toNumber(post.registration_count), viewer);
    const after = await registrations.findRegistration(trx, id);
    return presentRegistration(after ?? row, post);
  });
}

/**
 * The registrant takes the seat an offer holds for them, before it expires: it is theirs (with a ticket), or held
 * until the host confirms the payment on a paid event with QR or link payment.
 */
export async function claimOffer(ctx: AppContext, viewer: Viewer, id: string): Promise<Registration> {
  await ticketKey(ctx);
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const { post, row } = await lockOwn(trx, viewer, id);
    if (row.status !== 'offered' || !row.offer_expires_at || row.offer_expires_at <= now) throw conflict(MESSAGES.offerNotOpen);
    if (begun(post, now)) throw conflict(MESSAGES.eventBegunNoChanges);
    const pays = paymentStepOf(presentEventFacts(post), toNumber(row.total_price)) !== null;
    const patch: Partial<RegistrationRow> = pays
      ? {
          status: 'awaiting_payment',
          offer_expires_at: null,
          payment_due_at: dueFrom(post, now),
          payment_reference: row.payment_reference ?? (await newPaymentReferenceIn(trx)),
          updated_at: now,
        }
      : { status: 'confirmed', offer_expires_at: null, ticket_code: newTicketCode(), updated_at: now };
    if (!(await registrations.updateRegistration(trx, id, patch, 'offered'))) throw conflict(MESSAGES.offerNotOpen);
    const claimed: RegistrationRow = { ...row, ...patch };
    await logEntry(trx, { postId: post.id, registrationId: id, action: 'offer-claimed', actorId: viewer.id }, now);
    await notify(trx, {
      userId: viewer.id,
      said: pays ? seatHeldNotice(post, claimed, ctx.config.campusTimeZone) : notices.seatClaimed(post.title),
      type: 'success',
      postId: post.id,
    });
    if (!pays) await addCalendarEntry(trx, viewer.id, post.id, now);
    await registrationConfirmed(trx, ctx, post, claimed, { id: viewer.id, name: viewer.name, email: viewer.email, locale: viewer.locale ?? null });
    await registrationChanged(trx, post, viewer.id, toNumber(post.registration_count), viewer);
    return presentRegistration(claimed, post);
  });
}

/**
 * The registrant gives (or corrects) the payment reference, and optionally a screenshot, while the seat is held
 * for the payment. Once given, the hold waits for the host: the payment window no longer releases it.
 */
export async function sendPaymentReference(ctx: AppContext, viewer: Viewer, id: string, input: PaymentReferenceInput): Promise<Registration> {
  // The picture is decoded and re-encoded before the transaction (decision 026).
  const screenshot = input.screenshot ? await processDataUrl(ctx, input.screenshot) : null;
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const { post, row } = await lockOwn(trx, viewer, id);
    if (row.status !== 'awaiting_payment') throw conflict(MESSAGES.notAwaitingPayment);
    if (screenshot) await storeProcessed(trx, [screenshot]);
    const patch: Partial<RegistrationRow> = {
      transaction_id: input.reference,
      payment_submitted_at: now,
      payment_due_at: null,
      ...(screenshot ? { payment_screenshot: storedUrl(screenshot.hash, screenshot.mime) } : {}),
      updated_at: now,
    };
    if (!(await registrations.updateRegistration(trx, id, patch, 'awaiting_payment'))) throw conflict(MESSAGES.notAwaitingPayment);
    await logEntry(trx, { postId: post.id, registrationId: id, action: 'payment-sent', actorId: viewer.id }, now);
    // Those who confirm payments hear of it: the host and its co-hosts (decision 071).
    if (reachesOthers(viewer)) {
      for (const managerId of [post.user_id, ...(await staffIdsOf(trx, post.id)).cohostIds]) {
        if (managerId === viewer.id) continue;
        await notify(trx, { userId: managerId, said: notices.paymentReference(row.name, post.title), type: 'info', postId: post.id });
      }
    }
    await registrationChanged(trx, post, viewer.id, toNumber(post.registration_count), viewer);
    return presentRegistration({ ...row, ...patch }, post);
  });
}

// ---- the host ----

/** Every registration of the event in arrival order (or those of one status), with counts and seats left. */
export async function hostList(ctx: AppContext, viewer: Viewer, postId: string, status: RegistrationStatus | null) {
  const post = await requirePower(ctx.db, viewer, await posts.findPostRow(ctx.db, postId), 'manageRegistrations', MESSAGES.registrationsForbidden);
  const [rows, counted, waitlist] = await Promise.all([
    registrations.findEventRegistrationsInOrder(ctx.db, postId, status),
    registrations.countByStatus(ctx.db, postId),
    status === null || status === 'waitlisted' ? null : registrations.findWaitlist(ctx.db, postId),
  ]);
  const line = (waitlist ?? rows.filter((r) => r.status === 'waitlisted')).map((r) => r.id);
  const event = seatEventOf(post);
  return {
    registrations: rows.map((row) => presentRegistration(row, post, row.status === 'waitlisted' ? line.indexOf(row.id) + 1 : null)),
    counts: Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, counted.get(s) ?? 0])) as Record<RegistrationStatus, number>,
    capacity: event.capacity,
    seatsLeft: seatsLeft(event, parseSeatMap(post.seats_taken)),
  };
}

/**
 * Releases a registration for a reason its registrant did not choose, and tells them (notification and email),
 * unless the host who ends it is suspended (decision 067). `actor` is null for the job.
 */
async function endRegistration(
  trx: Trx,
  ctx: AppContext,
  post: PostRow,
  row: RegistrationRow,
  end: Exclude<RegistrationEnd, 'payment-rejected'>,
  actor: Viewer | null,
  reason: string | null,
  now: string,
): Promise<boolean> {
  const actorId = actor?.id ?? null;
  const released = await releaseRegistration(trx, ctx, post, row, { status: 'cancelled', action: end, actorId, reason, patch: { updated_at: now } }, [row.status]);
  if (!released) return false;
  const said =
    end === 'host-cancelled'
        ? notices.hostCancelled(post.title, reason ?? '')
        : end === 'offer-expired'
          ? notices.offerExpired(post.title)
          : notices.paymentExpired(post.title);
  if (!actor || reachesOthers(actor)) {
    await notify(trx, { userId: row.user_id, said, type: 'error', postId: post.id, push: { kind: 'registration-changed' } });
    await registrationEndedEmail(trx, ctx, post, row, end, reason);
  }
  await registrationChanged(trx, post, row.user_id, toNumber(post.registration_count), actor);
  return true;
}

/** The host cancels one attendee's registration, saying why; the seat goes to the next in line. */
export async function hostCancel(ctx: AppContext, viewer: Viewer, postId: string, id: string, reason: string): Promise<Registration> {
  await ticketKey(ctx);
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const { post, row } = await lockForHost(trx, viewer, postId, id);
    if (row.status === 'cancelled') throw conflict(MESSAGES.registrationAlreadyCancelled);
    if (row.status === 'checked_in') throw conflict(MESSAGES.registrationCheckedIn);
    if (!(await endRegistration(trx, ctx, post, row, 'host-cancelled', viewer, reason, now))) throw conflict(MESSAGES.registrationAlreadyCancelled);
    const after = await registrations.findRegistration(trx, id);
    return presentRegistration(after ?? row, post);
  });
}

/**
 * The host decides a held seat's payment (decision 072): paid (the seat is the registrant's, with a ticket), not
 * accepted, with a reason (the seat stays held: the registrant pays again or corrects the reference, from a new
 * payment window), or takes back "paid" (`undo`: the ticket is void and the seat is held again).
 */
export async function decidePayment(
  ctx: AppContext,
  viewer: Viewer,
  postId: string,
  id: string,
  decision: { decision: 'paid' | 'rejected' | 'undo'; reason: string | null },
): Promise<Registration> {
  await ticketKey(ctx);
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const { post, row } = await lockForHost(trx, viewer, postId, id);
    if (decision.decision === 'undo') {
      const undone = await undoPayment(trx, post, row, viewer, now);
      if (!undone) throw conflict(row.status === 'checked_in' ? MESSAGES.registrationCheckedIn : MESSAGES.paymentNotConfirmed);
      return presentRegistration(undone, post);
    }
    if (row.status !== 'awaiting_payment') throw conflict(MESSAGES.notAwaitingPayment);
    if (decision.decision === 'paid') {
      const paid = await confirmPayment(trx, ctx, post, row, { actor: viewer, source: 'host' }, now);
      if (!paid) throw conflict(MESSAGES.notAwaitingPayment);
      return presentRegistration(paid, post);
    }
    const patch: Partial<RegistrationRow> = {
      payment_decided_at: now,
      payment_decided_by: viewer.id,
      payment_note: decision.reason,
      payment_submitted_at: null,
      payment_due_at: dueFrom(post, now),
      payment_reminded_at: null,
      updated_at: now,
    };
    if (!(await registrations.updateRegistration(trx, id, patch, 'awaiting_payment'))) throw conflict(MESSAGES.notAwaitingPayment);
    const rejected: RegistrationRow = { ...row, ...patch };
    await logEntry(trx, { postId: post.id, registrationId: id, action: 'payment-rejected', actorId: viewer.id, reason: decision.reason }, now);
    if (reachesOthers(viewer)) {
      await notify(trx, {
        userId: row.user_id,
        said: notices.paymentNotAccepted(post.title, decision.reason ?? ''),
        type: 'error',
        postId: post.id,
        push: { kind: 'registration-changed', url: PUSH_URLS.post(post.id) },
      });
      await registrationEndedEmail(trx, ctx, post, rejected, 'payment-rejected', decision.reason);
    }
    await registrationChanged(trx, post, row.user_id, toNumber(post.registration_count), viewer);
    return presentRegistration(rejected, post);
  });
}

/** When a hold made `now` must be paid by, by the event's payment window (null: no window). */
function dueFrom(post: Pick<PostRow, 'payment_window_hours'>, now: string): string | null {
  return post.payment_window_hours === null ? null : new Date(Date.parse(now) + toNumber(post.payment_window_hours) * 3_600_000).toISOString();
}

// ---- the job ----

/**
 * Releases offers whose claim window ended and unpaid holds whose payment window ended, by `now`, each in its own
 * transaction under its event's lock: every process runs this, and a registration another process released
 * first is left alone. Answers how many this call released.
 */
export async function releaseLapsedHolds(ctx: AppContext, now: number = Date.now(), batch = 100): Promise<number> {
  const at = new Date(now).toISOString();
  const lapsed = await registrations.findLapsedHolds(ctx.db, at, batch);
  if (lapsed.length > 0) await ticketKey(ctx);
  let released = 0;
  for (const { id, post_id: postId } of lapsed) {
    const done = await committing(ctx, async (trx) => {
      const post = await registrations.lockEvent(trx, postId);
      const row = await registrations.findRegistration(trx, id);
      if (!post || !row) return false;
      const offerLapsed = row.status === 'offered' && row.offer_expires_at !== null && row.offer_expires_at <= at;
      const holdLapsed = row.status === 'awaiting_payment' && row.payment_submitted_at === null && row.payment_due_at !== null && row.payment_due_at <= at;
      if (!offerLapsed && !holdLapsed) return false;
      return endRegistration(trx, ctx, post, row, offerLapsed ? 'offer-expired' : 'payment-expired', null, null, nowIso());
    });
    if (done) released += 1;
  }
  return released;
}

/** How long before a payment window ends its reminder goes: three hours, or half the window when that is shorter. */
export const REMINDER_LEAD_MS = 3 * 3_600_000;

/**
 * Reminds each student whose held seat's payment window ends soon and who sent nothing yet (decision 072), once:
 * a notification, a push and an email with what to pay, by when, and the way back to pay. Every process runs this;
 * the reminder's mark is set under the event's lock, so it goes once. Answers how many were reminded.
 */
export async function remindDuePayments(ctx: AppContext, now: number = Date.now(), batch = 100): Promise<number> {
  const due = await registrations.findHoldsToRemind(ctx.db, new Date(now + REMINDER_LEAD_MS).toISOString(), batch);
  let reminded = 0;
  for (const { id, post_id: postId } of due) {
    const done = await committing(ctx, async (trx) => {
      const post = await registrations.lockEvent(trx, postId);
      const row = await registrations.findRegistration(trx, id);
      if (!post || !row || row.status !== 'awaiting_payment' || row.payment_submitted_at || row.payment_reminded_at || !row.payment_due_at) return false;
      const windowMs = post.payment_window_hours === null ? Infinity : toNumber(post.payment_window_hours) * 3_600_000;
      const lead = Math.min(REMINDER_LEAD_MS, windowMs / 2);
      const dueAt = Date.parse(row.payment_due_at);
      if (dueAt - now > lead || dueAt <= now) return false;
      const at = nowIso();
      if (!(await registrations.updateRegistration(trx, id, { payment_reminded_at: at }, 'awaiting_payment'))) return false;
      const left = rupees(Math.max(0, toNumber(row.total_price) - toNumber(row.amount_paid)));
      const until = whenText({ event_start_date: row.payment_due_at, event_end_date: null }, ctx.config.campusTimeZone) ?? row.payment_due_at;
      await notify(trx, {
        userId: row.user_id,
        said: notices.paymentReminder(post.title, left, until),
        type: 'info',
        postId: post.id,
        push: { kind: 'registration-changed', url: PUSH_URLS.post(post.id) },
      });
      await paymentReminderEmail(trx, ctx, post, row);
      return true;
    });
    if (done) reminded += 1;
  }
  return reminded;
}
