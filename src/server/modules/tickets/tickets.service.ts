/**
 * Tickets (decision 049): every confirmed registration has one, a QR code of a signed token (`check-in.tickets.ts`
 * signs and verifies it with the server's Ed25519 key) that a door verifies without asking the server. The token
 * names the event, the registration, its code and its ticket type; a new code (a ticket issued again) voids the old.
 */
import type { Ticket } from '../../../shared/schemas/door.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { RegistrationsTable } from '../../database/schema.ts';
import { ticketTypeOf } from './tickets.presenter.ts';
import { signTicketClaims, ticketKey } from './tickets.signing.ts';
import { presentTicket, ticketStateOf } from './tickets.presenter.ts';
import * as tickets from './tickets.repository.ts';

/** The signed token a registration's ticket carries (its QR code's text). */
export const ticketTokenFor = (ctx: Pick<AppContext, 'db'>, row: Pick<RegistrationsTable, 'id' | 'post_id' | 'ticket_code' | 'selected_tickets'>): Promise<string> =>
  signTicketClaims(ctx, { postId: row.post_id, registrationId: row.id, code: row.ticket_code ?? '', ticketType: ticketTypeOf(row) });

/** "My tickets": every ticket the viewer was given, void ones too (a cancelled registration's). */
export async function myTickets(ctx: AppContext, viewer: Viewer): Promise<Ticket[]> {
  const rows = await tickets.findUserTickets(ctx.db, viewer.id);
  return Promise.all(rows.map(async (row) => presentTicket(row, ticketStateOf(row) === 'void' ? null : await ticketTokenFor(ctx, row))));
}

export const publicTicketKey = ticketKey;
