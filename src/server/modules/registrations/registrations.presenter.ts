import type { Registration, SelectedTicket } from '../../../shared/schemas/events.ts';
import { parseJsonList, toNumber } from '../../database/values.ts';
import type { RegistrationRow } from './registrations.repository.ts';

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

export function ticketsOf(value: string | null): SelectedTicket[] {
  return parseJsonList<{ ticketType?: unknown; ticketPrice?: unknown; quantity?: unknown }>(value).map((t) => ({
    ticketType: typeof t.ticketType === 'string' ? t.ticketType : '',
    ticketPrice: toNumber(t.ticketPrice),
    quantity: Math.trunc(toNumber(t.quantity)),
  }));
}

export const presentRegistration = (row: RegistrationRow, eventTitle: string): Registration => ({
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
});
