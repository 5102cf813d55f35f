import type { Ticket } from '../../../shared/schemas/door.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import { bookingDatesOf, ticketTypeOf } from '../check-in/check-in.presenter.ts';
import type { TicketRow } from './tickets.repository.ts';

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
