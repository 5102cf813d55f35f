import type { Ticket } from '../../../../shared/schemas/door.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

/** GET /api/users/me/tickets: the signed-in student's tickets, each with its QR code's signed token. */
export const fetchMyTickets = async (signal?: AbortSignal): Promise<Ticket[]> =>
  (await apiRequest('/users/me/tickets', { schema: schemas.MyTicketsSchema, signal })).tickets;
