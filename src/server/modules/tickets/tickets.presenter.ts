import type { Ticket } from '../../../shared/schemas/door.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { SelectedTicket } from '../../../shared/schemas/events.ts';
import type { RegistrationsTable } from '../../database/schema.ts';
import { parseJsonList, toNumber } from '../../database/values.ts';
import type { TicketRow } from './tickets.repository.ts';

type RegistrationFields = Pick<RegistrationsTable, 'selected_tickets' | 'booking_dates'>;

export function ticketsOf(value: string | null): SelectedTicket[] {
  return parseJsonList<{ ticketType?: unknown; ticketPrice?: unknown; quantity?: unknown }>(value).map((t) => ({
    ticketType: typeof t.ticketType === 'string' ? t.ticketType : '',
    ticketPrice: toNumber(t.ticketPrice),
    quantity: Math.trunc(toNumber(t.quantity)),
  }));
}

/** "General" on an event; the types and quantities on a cultural event ("2 × VIP, 1 × Student"). */
export function ticketTypeOf(row: Pick<RegistrationFields, 'selected_tickets'>): string {
  const tickets = ticketsOf(row.selected_tickets).filter((t) => t.quantity > 0 && t.ticketType);
  if (tickets.length === 0) return 'General';
  return tickets.map((t) => `${t.quantity} × ${t.ticketType}`).join(', ');
}

export const bookingDatesOf = (row: Pick<RegistrationFields, 'booking_dates'>): string[] => parseJsonList<string>(row.booking_dates);

/** A ticket's state: valid while confirmed, checked in once scanned, void once its registration is cancelled. */
export function ticketStateOf(row: Pick<TicketRow, 'status'>): Ticket['state'] {
  if (row.status === 'checked_in') return 'checked_in';
  if (row.status === 'confirmed') return 'valid';
  return 'void';
}

/** A ticket as its holder sees it; `token` (the QR code's text) only while it is not void. */
export function presentTicket(row: TicketRow, token: string | null): Ticket {
  const state = ticketStateOf(row);
  return {
    registrationId: row.id,
    postId: row.post_id,
    eventTitle: row.event_title,
    eventType: isEventType(row.event_type as PostType) ? (row.event_type as PostType) : 'event',
    eventStartDate: row.event_start_date,
    eventEndDate: row.event_end_date,
    location: row.location,
    venueAddress: row.venue_address,
    ticketType: ticketTypeOf(row),
    bookingDates: bookingDatesOf(row),
    code: row.ticket_code ?? '',
    token: state === 'void' ? null : token,
    state,
    checkedInAt: row.checked_in_at,
  };
}
