import type { EventHosts } from '../../../../shared/schemas/door.ts';
import type { CalendarEntry, Registration, RegistrationPayload } from '../../../../shared/schemas/events.ts';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/upload.ts';
import { schemas } from '../../../lib/schemas.ts';

const enc = encodeURIComponent;

/** POST /api/users/register-event/{id} (SPEC §7): the stored registration. */
export const registerForEvent = (id: string, payload: RegistrationPayload): Promise<Registration> =>
  apiRequest(`/users/register-event/${enc(id)}`, { method: 'POST', body: payload, schema: schemas.RegistrationSchema });

export const fetchRegisteredEventIds = async (signal?: AbortSignal): Promise<string[]> =>
  (await apiRequest('/users/my-events-registrations', { schema: schemas.RegisteredEventIdsSchema, signal })).registeredEventIds;

export const fetchRegistrationCounts = async (signal?: AbortSignal): Promise<Record<string, number>> =>
  (await apiRequest('/users/my-events/registration-counts', { schema: schemas.RegistrationCountsSchema, signal })).registrations;

/** The days of `month` ('YYYY-MM') that have an event, as days of the time zone `tz` (the dots). */
export const fetchCalendarDays = async (month: string, tz: string, signal?: AbortSignal): Promise<string[]> =>
  (await apiRequest(`/calendar?month=${enc(month)}&tz=${enc(tz)}`, { schema: schemas.CalendarDaysSchema, signal })).days;

/** The events on `day` ('YYYY-MM-DD') of the time zone `tz`, soonest first. */
export const fetchCalendarDay = (day: string, tz: string, signal?: AbortSignal): Promise<CalendarEntry[]> =>
  apiRequest(`/calendar/day?day=${enc(day)}&tz=${enc(tz)}`, { schema: schemas.CalendarEntryListSchema, signal });

export const fetchMyCalendar = (signal?: AbortSignal): Promise<CalendarEntry[]> =>
  apiRequest('/calendar/mine', { schema: schemas.CalendarEntryListSchema, signal });

/** Answers whether the event was added now (false: it was already in the calendar). */
export const addToMyCalendar = async (id: string): Promise<boolean> =>
  (await apiRequest(`/calendar/mine/${enc(id)}`, { method: 'PUT', schema: schemas.CalendarAddSchema })).added;

export const removeFromMyCalendar = (id: string): Promise<unknown> =>
  apiRequest(`/calendar/mine/${enc(id)}`, { method: 'DELETE', schema: schemas.OkSchema });

/** The file name of a Content-Disposition header (RFC 6266: filename* first). */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() || fallback;
}

/** GET /api/posts/export-registrations/{id}: the CSV file to save, and its name from the server. */
export async function downloadRegistrations(id: string): Promise<{ blob: Blob; filename: string }> {
  const { blob, headers } = await apiDownload(`/posts/export-registrations/${enc(id)}`);
  return { blob, filename: attachmentName(headers.get('content-disposition'), 'registrations.csv') };
}

/** GET /api/posts/{id}/event.ics: the event's calendar file, and its name from the server. */
export async function downloadEventCalendar(id: string): Promise<{ blob: Blob; filename: string }> {
  const { blob, headers } = await apiDownload(`/posts/${enc(id)}/event.ics`);
  return { blob, filename: attachmentName(headers.get('content-disposition'), 'event.ics') };
}

// ---- At the door (decision 049): the registrant's own registration ----

/** GET /api/users/me/registrations: the caller's registrations with their state. */
export const fetchMyRegistrations = async (signal?: AbortSignal): Promise<Registration[]> =>
  (await apiRequest('/users/me/registrations', { schema: schemas.MyRegistrationsSchema, signal })).registrations;

/** POST /api/registrations/{id}/cancel: cancels one's registration (or declines an offered seat). */
export const cancelMyRegistration = (id: string, reason: string | null): Promise<Registration> =>
  apiRequest(`/registrations/${enc(id)}/cancel`, { method: 'POST', body: reason ? { reason } : {}, schema: schemas.RegistrationSchema });

/** POST /api/registrations/{id}/claim: takes the seat a waitlist offer holds. */
export const claimOfferedSeat = (id: string): Promise<Registration> =>
  apiRequest(`/registrations/${enc(id)}/claim`, { method: 'POST', body: {}, schema: schemas.RegistrationSchema });

/** PUT /api/registrations/{id}/payment: the payment reference, and a screenshot (with upload progress). */
export const sendPaymentReference = (
  id: string,
  body: { reference: string; screenshot: string | null },
  onProgress?: (fraction: number) => void,
): Promise<Registration> =>
  apiUpload(`/registrations/${enc(id)}/payment`, { method: 'PUT', body, schema: schemas.RegistrationSchema, onProgress });

// ---- Who hosts an event (decision 071) ----

/** GET /api/events/{id}/hosts: its host's and co-hosts' names, and who the caller is on it. */
export const fetchEventHosts = (id: string, signal?: AbortSignal): Promise<EventHosts> =>
  apiRequest(`/events/${enc(id)}/hosts`, { schema: schemas.EventHostsSchema, signal });

/** DELETE /api/events/{id}/staff/{email} with one's own email: a co-host stops co-hosting. */
export const leaveEventStaff = (id: string, email: string): Promise<unknown> =>
  apiRequest(`/events/${enc(id)}/staff/${enc(email)}`, { method: 'DELETE', schema: schemas.StaffListSchema });
