/**
 * The event's calendar file (.ics) that a registration's confirmation carries. The calendars work supplies
 * it here; until then the confirmation goes without one.
 */
import type { EmailAttachment } from '../email/outbox.ts';
import type { EventFields } from './event-facts.ts';

export interface CalendarEvent extends EventFields {
  id: string;
  title: string;
}

/** The attachments of a registration confirmation for `event`: its .ics file, once the calendars work has one. */
export function registrationCalendarAttachments(_event: CalendarEvent, _publicUrl: string): EmailAttachment[] {
  return [];
}
