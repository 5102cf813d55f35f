import type { z } from 'zod';
import type { EventHosts, HostRegistrationsSchema, StaffListSchema, StaffRole } from '../../../../shared/schemas/door.ts';
import type { Registration, RegistrationStatus } from '../../../../shared/schemas/events.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

const enc = encodeURIComponent;
export type HostRegistrations = z.infer<typeof HostRegistrationsSchema>;
export type StaffList = z.infer<typeof StaffListSchema>;

/** GET /api/events/{id}/registrations: every registration of the event, with counts by status. */
export const fetchHostRegistrations = (eventId: string, status: RegistrationStatus | null, signal?: AbortSignal): Promise<HostRegistrations> =>
  apiRequest(`/events/${enc(eventId)}/registrations${status ? `?status=${enc(status)}` : ''}`, { schema: schemas.HostRegistrationsSchema, signal });

/**
 * POST .../payment: the host marks a payment paid, rejects it with a reason (the seat waits for a payment again), or
 * undoes a payment marked paid (`undo`: back to awaiting payment, the ticket void).
 */
export const decidePayment = (eventId: string, registrationId: string, decision: 'paid' | 'rejected' | 'undo', reason: string | null): Promise<Registration> =>
  apiRequest(`/events/${enc(eventId)}/registrations/${enc(registrationId)}/payment`, {
    method: 'POST',
    body: reason ? { decision, reason } : { decision },
    schema: schemas.RegistrationSchema,
  });

/** POST .../cancel: the host cancels one attendee, saying why. */
export const cancelAttendee = (eventId: string, registrationId: string, reason: string): Promise<Registration> =>
  apiRequest(`/events/${enc(eventId)}/registrations/${enc(registrationId)}/cancel`, { method: 'POST', body: { reason }, schema: schemas.RegistrationSchema });

export const fetchStaff = (eventId: string, signal?: AbortSignal): Promise<StaffList> =>
  apiRequest(`/events/${enc(eventId)}/staff`, { schema: schemas.StaffListSchema, signal });

/** POST /api/events/{id}/staff: adds someone as a co-host or door staff, or gives someone listed the other role. */
export const addStaff = (eventId: string, email: string, role: StaffRole): Promise<StaffList> =>
  apiRequest(`/events/${enc(eventId)}/staff`, { method: 'POST', body: { email, role }, schema: schemas.StaffListSchema });

export const removeStaff = (eventId: string, email: string): Promise<StaffList> =>
  apiRequest(`/events/${enc(eventId)}/staff/${enc(email)}`, { method: 'DELETE', schema: schemas.StaffListSchema });

/** GET /api/events/{id}/hosts: who hosts the event, and who the caller is on it (only its host and admins choose co-hosts). */
export const fetchEventHosts = (eventId: string, signal?: AbortSignal): Promise<EventHosts> =>
  apiRequest(`/events/${enc(eventId)}/hosts`, { schema: schemas.EventHostsSchema, signal });
