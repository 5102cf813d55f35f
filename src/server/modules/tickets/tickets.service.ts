/**
 * Tickets (decision 049): every confirmed registration has one, a QR code of a signed token (`check-in.tickets.ts`
 * signs and verifies it with the server's Ed25519 key) that a door verifies without asking the server. The token
 * names the event, the registration, its code and its ticket type; a new code (a ticket issued again) voids the old.
 */
import QRCode from 'qrcode';
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

/**
 * The ticket's QR code as a PNG (for an email): dark on white, a quiet zone, large enough to scan from paper. It is
 * drawn inside the registration's write, so it is drawn fast: the token is one byte segment (what the encoder would
 * choose for it, without searching), and every row is filtered against the row above (a QR's rows repeat), rather
 * than trying the five PNG filters on every row. 3 ms instead of 9, for 12 KB instead of 5 (bench/HISTORY.md).
 */
const ROWS_FILTERED_UP = { filterType: 2 } as QRCode.QRCodeToBufferOptions['rendererOpts'];
export const ticketQrPng = (token: string): Promise<Buffer> =>
  QRCode.toBuffer([{ data: Buffer.from(token, 'utf8'), mode: 'byte' }], {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 360,
    color: { dark: '#000000', light: '#ffffff' },
    rendererOpts: ROWS_FILTERED_UP,
  });

/** "My tickets": every ticket the viewer was given, void ones too (a cancelled registration's). */
export async function myTickets(ctx: AppContext, viewer: Viewer): Promise<Ticket[]> {
  const rows = await tickets.findUserTickets(ctx.db, viewer.id);
  return Promise.all(rows.map(async (row) => presentTicket(row, ticketStateOf(row) === 'void' ? null : await ticketTokenFor(ctx, row))));
}

export const publicTicketKey = ticketKey;
