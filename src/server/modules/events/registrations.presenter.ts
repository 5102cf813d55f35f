import { upiRequest } from '../../../shared/payments.ts';
import { REGISTRATION_STATUSES, type Registration, type RegistrationPayment, type RegistrationStatus } from '../../../shared/schemas/events.ts';
import { paymentMethod } from '../posts/posts.presenter.ts';
import { parseJsonList, toNumber } from '../../database/values.ts';
import type { PaymentFacts, RegistrationRow } from './registrations.repository.ts';

export type { PaymentFacts };
import { ticketsOf } from '../tickets/tickets.presenter.ts';

export { ticketsOf };

/** A stored JSON object of custom answers, as label to text (anything else is dropped). */
export function customFieldsOf(value: string | null): Record<string, string> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '',
      ]),
    );
  } catch {
    return {};
  }
}

/** A stored status as the wire's (an unknown one reads as confirmed, the state rows had before statuses). */
export const statusOf = (value: string): RegistrationStatus =>
  (REGISTRATION_STATUSES as readonly string[]).includes(value) ? (value as RegistrationStatus) : 'confirmed';

/** Statuses that have a valid ticket. */
const TICKETED = new Set<RegistrationStatus>(['confirmed', 'checked_in']);

/**
 * How a registration is paid and what is left (decision 072), or null when it costs nothing. The UPI request asks
 * for exactly what is left, with the registration's reference in its note.
 */
export function paymentOf(row: RegistrationRow, event: PaymentFacts): RegistrationPayment | null {
  const cultural = event.type === 'culturalEvent';
  const method = paymentMethod(cultural ? event.cultural_payment_method : event.payment_method);
  const amount = toNumber(row.total_price);
  if (!method || amount <= 0) return null;
  const status = statusOf(row.status);
  const settled = TICKETED.has(status);
  const paid = settled ? amount : Math.min(amount, toNumber(row.amount_paid));
  const left = Math.max(0, Math.round((amount - paid) * 100) / 100);
  const state = settled ? 'paid' : status === 'awaiting_payment' ? (row.payment_submitted_at ? 'sent' : 'due') : 'not_due';
  const reference = row.payment_reference ?? '';
  const owing = state === 'due' || state === 'sent';
  return {
    method,
    amount,
    paid,
    left,
    reference,
    status: state,
    dueBy: state === 'due' ? row.payment_due_at : null,
    upiUri:
      method === 'upi' && owing && event.upi_id && reference && left > 0
        ? upiRequest({ upiId: event.upi_id, upiName: event.upi_name ?? '', amount: left, reference, title: event.title })
        : null,
    upiId: method === 'upi' ? event.upi_id : null,
    upiName: method === 'upi' ? event.upi_name : null,
    payUrl: method === 'link' ? (cultural ? event.cultural_payment_link : event.payment_link) : method === 'razorpay' ? row.gateway_url : null,
    qrCode: method === 'qr' ? (cultural ? event.cultural_payment_qr_code : event.payment_qr_code) : null,
  };
}

/**
 * A registration on the wire. `waitlistPosition` is the registration's place in line (1 is next) when the
 * caller read it (the registrations ahead of it, plus one); null when it is not waitlisted.
 */
export const presentRegistration = (row: RegistrationRow, event: PaymentFacts, waitlistPosition: number | null = null): Registration => ({
  _id: row.id,
  postId: row.post_id,
  eventTitle: event.title,
  name: row.name,
  email: row.email,
  phone: row.phone,
  customFields: customFieldsOf(row.custom_fields),
  bookingDates: parseJsonList<string>(row.booking_dates),
  selectedTickets: ticketsOf(row.selected_tickets),
  totalPrice: toNumber(row.total_price),
  transactionId: row.transaction_id,
  timestamp: row.created_at,
  status: statusOf(row.status),
  waitlistPosition: row.status === 'waitlisted' ? waitlistPosition : null,
  offerExpiresAt: row.status === 'offered' ? row.offer_expires_at : null,
  paymentDueAt: row.status === 'awaiting_payment' ? row.payment_due_at : null,
  paymentSubmittedAt: row.payment_submitted_at,
  paymentScreenshot: row.payment_screenshot,
  paymentNote: row.payment_note,
  cancelledAt: row.cancelled_at,
  cancelReason: row.cancel_reason,
  ticketCode: TICKETED.has(statusOf(row.status)) ? row.ticket_code : null,
  checkedInAt: row.checked_in_at,
  payment: paymentOf(row, event),
});
