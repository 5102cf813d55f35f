/**
 * An event at the door, made through the API as the app would: Asha's event with the In-App Form, approved by the
 * admin, and a student registered with their ticket; plus what the server knows of its door.
 */
import type { DoorSnapshot, EventLogSchema, Ticket } from '../../src/shared/schemas/door.ts';
import type { z } from 'zod';
import { apiToken } from './session.ts';

export const HOST_EMAIL = 'asha@quad.campus';

async function api<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export interface DoorEvent {
  eventId: string;
  hostToken: string;
  studentToken: string;
  /** The student's ticket, as My tickets lists it, with the token its QR code holds. */
  ticket: Ticket & { token: string };
}

/** How soon the event starts: today (in two minutes: a door takes a ticket on its event's date only, decision 077). */
const SOON_MS = 2 * 60_000;

/**
 * Asha's approved event, and `studentEmail` registered for it. It starts today unless `startsInMs` says otherwise
 * (a week: `7 * 86_400_000`, for a door on the wrong day).
 */
export async function eventWithTicket(base: string, title: string, student: { email: string; name: string }, startsInMs = SOON_MS): Promise<DoorEvent> {
  const hostToken = await apiToken(base, HOST_EMAIL);
  const adminToken = await apiToken(base, 'admin@quad.campus');
  const studentToken = await apiToken(base, student.email);
  const post = await api<{ _id: string; version: number }>(base, hostToken, 'POST', '/posts', {
    type: 'event',
    title,
    content: 'Doors open at six. Bring your ticket on your phone.',
    location: 'Student Centre',
    venueAddress: 'Student Centre, Main Campus',
    eventStartDate: new Date(Date.now() + startsInMs).toISOString(),
    duration: '3 hours',
    registrationMethod: 'form',
    registrationLink: '',
  });
  await api(base, adminToken, 'PUT', `/posts/approve-event/${post._id}?version=${post.version}`);
  await api(base, studentToken, 'POST', `/users/register-event/${post._id}`, { name: student.name, email: student.email, phone: '9876543210' });
  const { tickets } = await api<{ tickets: Ticket[] }>(base, studentToken, 'GET', '/users/me/tickets');
  const ticket = tickets.find((t) => t.postId === post._id);
  if (!ticket?.token) throw new Error(`no ticket with a token for "${title}"`);
  return { eventId: post._id, hostToken, studentToken, ticket: { ...ticket, token: ticket.token } };
}

/** Adds door staff by email, as the host does from the registrations screen. */
export const addDoorStaff = (base: string, event: DoorEvent, email: string) => api(base, event.hostToken, 'POST', `/events/${event.eventId}/staff`, { email });

/** The door as the server sees it now (the host's view). */
export const doorOnServer = (base: string, event: DoorEvent) => api<DoorSnapshot>(base, event.hostToken, 'GET', `/events/${event.eventId}/door`);

/** The event's log, newest first. */
export const eventLog = (base: string, event: DoorEvent) => api<z.infer<typeof EventLogSchema>>(base, event.hostToken, 'GET', `/events/${event.eventId}/log`);
