/**
 * A held seat's payment, however it is settled (decision 072): the host marks it paid (or undoes that), a bank
 * statement's row matches it, or the payment gateway says it was paid. One road for each change, so every source
 * issues the same ticket, writes the same log entry (with who and what), and tells the student the same way.
 * Callers lock the event (`registrations.lockEvent`) and read the registration again under the lock; the ticket
 * key is loaded before the transaction (`ticketKey(ctx)`).
 */
import type { Transaction } from 'kysely';
import { CURRENCY_SYMBOL } from '../../../shared/limits.ts';
import { notices } from '../../../shared/messages.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { toNumber } from '../../database/values.ts';
import { reachesOthers } from '../auth/auth.policy.ts';
import { addCalendarEntry } from '../calendar/calendar.service.ts';
import { whenText } from '../notification-emails/event-facts.ts';
import { notify } from '../notifications/notifications.service.ts';
import { PUSH_URLS } from '../push/push.service.ts';
import { partPaymentEmail, paymentConfirmedEmail } from './registration-emails.ts';
import { registrationChanged } from './registration-change.ts';
import * as registrations from './registrations.repository.ts';
import type { RegistrationRow } from './registrations.repository.ts';
import { logEntry, newTicketCode } from './seats.service.ts';

type Trx = Transaction<Database>;

export type PaymentSource = 'host' | 'statement' | 'razorpay';

/** Who settled a payment, and how: the host (or a co-host), a statement's row, or the gateway (no actor). */
export interface PaymentBy {
  actor: Viewer | null;
  source: PaymentSource;
  /** What it rests on: a statement row's date, amount and narration, or the gateway's payment id. */
  detail?: string | null;
}

/** Rupees as a person reads them: "₹400", "₹250.50". */
export const rupees = (amount: number): string =>
  `${CURRENCY_SYMBOL}${Number.isInteger(amount) ? amount : (Math.round(amount * 100) / 100).toFixed(2)}`;

/** The notification of a seat held for payment: what to pay, and by when when the host set a window. */
export function seatHeldNotice(post: Pick<PostRow, 'title'>, row: Pick<RegistrationRow, 'total_price' | 'amount_paid' | 'payment_due_at'>, timeZone: string) {
  const left = rupees(Math.max(0, toNumber(row.total_price) - toNumber(row.amount_paid)));
  const until = row.payment_due_at ? whenText({ event_start_date: row.payment_due_at, event_end_date: null }, timeZone) : null;
  return until ? notices.seatHeldPayBy(post.title, left, until) : notices.seatHeldPay(post.title, left);
}

/** Whether the student hears of it: always from a statement or the gateway; from a suspended host, not (decision 067). */
const tellsStudent = (by: PaymentBy): boolean => !by.actor || reachesOthers(by.actor);

/**
 * awaiting_payment → confirmed: the whole price counted as paid, a ticket, the event in the student's calendar, the
 * log entry, the student told (notification, push, email with the ticket and the calendar file), the change
 * streamed. Answers the new row, or null when the registration was not awaiting payment.
 */
export async function confirmPayment(trx: Trx, ctx: AppContext, post: PostRow, row: RegistrationRow, by: PaymentBy, now: string): Promise<RegistrationRow | null> {
  if (row.status !== 'awaiting_payment') return null;
  const patch: Partial<RegistrationRow> = {
    status: 'confirmed',
    payment_decided_at: now,
    payment_decided_by: by.actor?.id ?? null,
    payment_due_at: null,
    payment_note: null,
    amount_paid: toNumber(row.total_price),
    ticket_code: newTicketCode(),
    updated_at: now,
  };
  if (!(await registrations.updateRegistration(trx, row.id, patch, 'awaiting_payment'))) return null;
  const paid: RegistrationRow = { ...row, ...patch };
  await logEntry(
    trx,
    { postId: post.id, registrationId: row.id, action: 'payment-confirmed', actorId: by.actor?.id ?? null, reason: by.detail ?? null, details: { source: by.source } },
    now,
  );
  // Only a seat that is theirs goes into the calendar by itself.
  await addCalendarEntry(trx, row.user_id, post.id, now);
  if (tellsStudent(by)) {
    await notify(trx, {
      userId: row.user_id,
      said: notices.paymentConfirmed(post.title),
      type: 'success',
      postId: post.id,
      // The ticket is in My tickets, on the profile.
      push: { kind: 'registration-changed', url: PUSH_URLS.tickets },
    });
    await paymentConfirmedEmail(trx, ctx, post, paid);
  }
  await registrationChanged(trx, post, row.user_id, toNumber(post.registration_count), by.actor);
  return paid;
}

/**
 * Part of the price arrived (a statement's row paid less): it is counted, the seat stays held for the rest, and the
 * student is told what is left. Answers the new row, or null when the registration was not awaiting payment.
 */
export async function recordPartPayment(
  trx: Trx,
  ctx: AppContext,
  post: PostRow,
  row: RegistrationRow,
  amount: number,
  by: PaymentBy,
  now: string,
): Promise<RegistrationRow | null> {
  if (row.status !== 'awaiting_payment' || amount <= 0) return null;
  const total = toNumber(row.total_price);
  const paidSoFar = Math.min(total, Math.round((toNumber(row.amount_paid) + amount) * 100) / 100);
  const patch: Partial<RegistrationRow> = { amount_paid: paidSoFar, updated_at: now };
  if (!(await registrations.updateRegistration(trx, row.id, patch, 'awaiting_payment'))) return null;
  const after: RegistrationRow = { ...row, ...patch };
  const left = Math.max(0, Math.round((total - paidSoFar) * 100) / 100);
  await logEntry(
    trx,
    {
      postId: post.id,
      registrationId: row.id,
      action: 'payment-part',
      actorId: by.actor?.id ?? null,
      reason: by.detail ?? null,
      details: { source: by.source, amount, paid: paidSoFar, left },
    },
    now,
  );
  if (tellsStudent(by)) {
    await notify(trx, {
      userId: row.user_id,
      said: notices.partPaymentReceived(post.title, rupees(paidSoFar), rupees(left)),
      type: 'info',
      postId: post.id,
      push: { kind: 'registration-changed', url: PUSH_URLS.post(post.id) },
    });
    await partPaymentEmail(trx, ctx, post, after, rupees(paidSoFar), rupees(left));
  }
  await registrationChanged(trx, post, row.user_id, toNumber(post.registration_count), by.actor);
  return after;
}

/**
 * The host takes back "paid" (a mistake, or money that never came): confirmed → awaiting payment, the ticket void,
 * nothing counted as received, the seat still held. Not once the person is checked in. The student is not told:
 * the host tells them why, if they must.
 */
export async function undoPayment(trx: Trx, post: PostRow, row: RegistrationRow, actor: Viewer, now: string): Promise<RegistrationRow | null> {
  if (row.status !== 'confirmed' || row.payment_decided_at === null) return null;
  const patch: Partial<RegistrationRow> = {
    status: 'awaiting_payment',
    payment_decided_at: null,
    payment_decided_by: null,
    amount_paid: 0,
    ticket_code: null,
    updated_at: now,
  };
  if (!(await registrations.updateRegistration(trx, row.id, patch, 'confirmed'))) return null;
  await logEntry(trx, { postId: post.id, registrationId: row.id, action: 'payment-undone', actorId: actor.id }, now);
  await registrationChanged(trx, post, row.user_id, toNumber(post.registration_count), actor);
  return { ...row, ...patch };
}
