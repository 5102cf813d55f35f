/**
 * The event's calendar file (.ics) that a registration's confirmation, an event changed and an event cancelled
 * carry: the same file, UID and SEQUENCE as GET /api/posts/{id}/event.ics, so a calendar that has both holds one
 * event, and a copy imported from an earlier email is replaced by the later one (decision 066).
 */
import type { PostRow } from '../../database/post-rows.ts';
import type { Database } from '../../database/schema.ts';
import type { Transaction } from 'kysely';
import { type CalendarConfig, cancelledEventFile, currentEventFile, type EventFile, fileOfEvent } from '../calendar/event-file.ts';
import type { EmailAttachment } from '../email/outbox.ts';

type Db = Transaction<Database>;

/** A calendar file as an email attaches it: METHOD:PUBLISH, as the file says. */
const attachment = (file: EventFile | undefined): EmailAttachment[] =>
  file ? [{ filename: file.filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: file.text }] : [];

/** The attachments of a registration confirmation for `event`: its .ics file. */
export async function registrationCalendarAttachments(trx: Db, config: CalendarConfig, event: PostRow): Promise<EmailAttachment[]> {
  return attachment(await fileOfEvent(trx, config, event));
}

/** After an edit, in its transaction: the event's file as it now stands (its SEQUENCE one more). */
export async function changedCalendarAttachments(trx: Db, config: CalendarConfig, postId: string): Promise<EmailAttachment[]> {
  return attachment(await currentEventFile(trx, config, postId));
}

/** In a removal's transaction, after its cancellation was kept: the event's file as cancelled (STATUS:CANCELLED). */
export async function cancelledCalendarAttachments(trx: Db, config: CalendarConfig, postId: string): Promise<EmailAttachment[]> {
  return attachment(await cancelledEventFile(trx, config, postId));
}
