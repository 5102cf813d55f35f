/**
 * The event's calendar file (.ics) that a registration's confirmation carries: the same file, UID and SEQUENCE
 * as GET /api/posts/{id}/event.ics, so a calendar that has both holds one event.
 */
import type { PostRow } from '../../database/post-rows.ts';
import { presentCalendarEvent } from '../calendar/calendar-files.presenter.ts';
import { eventFileName, renderEventIcs } from '../calendar/event-ics.ts';
import type { EmailAttachment } from '../email/outbox.ts';

/** The attachments of a registration confirmation for `event`: its .ics file. */
export function registrationCalendarAttachments(event: PostRow, options: { publicUrl: string; timeZone: string }): EmailAttachment[] {
  const calendarEvent = presentCalendarEvent(event);
  return [
    {
      filename: eventFileName(calendarEvent),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: renderEventIcs(calendarEvent, options),
    },
  ];
}
