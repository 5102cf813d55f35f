import type { Ticket } from '../../../../shared/schemas/door.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

/** GET /api/users/me/tickets: the signed-in student's tickets, each with its QR code's signed token. */
export const fetchMyTickets = async (signal?: AbortSignal): Promise<Ticket[]> =>
  (await apiRequest('/users/me/tickets', { schema: schemas.MyTicketsSchema, signal })).tickets;

/** GET /api/users/me/registrations: the student's registrations with their state (seats held but not yet tickets). */
export const fetchMyRegistrations = async (signal?: AbortSignal): Promise<Registration[]> =>
  (await apiRequest('/users/me/registrations', { schema: schemas.MyRegistrationsSchema, signal })).registrations;
