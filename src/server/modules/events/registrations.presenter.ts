import { REGISTRATION_STATUSES, type Registration, type RegistrationStatus } from '../../../shared/schemas/events.ts';
import { parseJsonList, toNumber } from '../../database/values.ts';
import type { RegistrationRow } from './registrations.repository.ts';
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
 * A registration on the wire. `waitlistPosition` is the registration's place in line (1 is next) when the
 * caller read it (the registrations ahead of it, plus one); null when it is not waitlisted.
 */
export const presentRegistration = (row: RegistrationRow, eventTitle: string, waitlistPosition: number | null = null): Registration => ({
  _id: row.id,
  postId: row.post_id,
  eventTitle,
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
});
