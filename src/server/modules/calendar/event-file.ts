/**
 * The calendar file of one event as people get it (decisions 039 and 066): its download and the emails that
 * carry it (a registration's confirmation, the event changed, the event cancelled). Always METHOD:PUBLISH, one
 * UID, a SEQUENCE from the post's version (its cancellation one more), so a calendar that imported an earlier
 * file replaces its copy. The ORGANIZER is the campus's address, named after the host: never the host's own
 * address, and never an author Quad does not name.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import type { PostRow } from '../../database/post-rows.ts';
import type { Database } from '../../database/schema.ts';
import { fromFlag } from '../../database/values.ts';
import { presentCalendarEvent, presentCancelledEvent } from './calendar-files.presenter.ts';
import { findCancellation, findEventRow, findHostName } from './calendar-files.repository.ts';
import { cancellationsSince } from './cancellations.ts';
import { type CalendarEvent, type CalendarFileOptions, type CalendarOrganizer, eventFileName, renderEventIcs } from './event-ics.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type CalendarConfig = Pick<Config, 'publicUrl' | 'campusTimeZone' | 'supportEmail'> & { mail: Pick<Config['mail'], 'from'> };

/** A calendar file, with the name it is downloaded or attached under. */
export interface EventFile {
  filename: string;
  text: string;
}

/** The campus as an ORGANIZER: the name MAIL_FROM gives (Quad by default) at SUPPORT_EMAIL, which people may write to. */
export function campusOrganizer(config: CalendarConfig): CalendarOrganizer {
  const name = /^\s*"?([^"<]*?)"?\s*</.exec(config.mail.from)?.[1]?.trim();
  return { name: name || 'Quad', email: config.supportEmail };
}

export const calendarFileOptions = (config: CalendarConfig, extra: Partial<CalendarFileOptions> = {}): CalendarFileOptions => ({
  publicUrl: config.publicUrl,
  timeZone: config.campusTimeZone,
  organizer: campusOrganizer(config),
  ...extra,
});

/** The name an event's file gives its ORGANIZER: its host's, or null (the campus) for an anonymous author or an account gone. */
export async function hostNameOf(db: Db, hostId: string, anonymous: boolean): Promise<string | null> {
  if (anonymous) return null;
  return (await findHostName(db, hostId)) ?? null;
}

export const eventFileOf = (event: CalendarEvent, config: CalendarConfig): EventFile => ({
  filename: eventFileName(event),
  text: renderEventIcs(event, calendarFileOptions(config)),
});

/** The file of an event's row, in `db` (a caller's transaction): what a registration's confirmation carries. */
export async function fileOfEvent(db: Db, config: CalendarConfig, post: PostRow): Promise<EventFile> {
  return eventFileOf(presentCalendarEvent(post, await hostNameOf(db, post.user_id, fromFlag(post.anonymous))), config);
}

/** The file of the event as it stands in `db` (after an edit in the caller's transaction: its new SEQUENCE). */
export async function currentEventFile(db: Db, config: CalendarConfig, postId: string): Promise<EventFile | undefined> {
  const post = await findEventRow(db, postId);
  return post ? fileOfEvent(db, config, post) : undefined;
}

/** The cancelled event's file, from the cancellation its removal kept in `db` (the removal's transaction). */
export async function cancelledEventFile(db: Db, config: CalendarConfig, postId: string): Promise<EventFile | undefined> {
  const cancelled = await findCancellation(db, postId, cancellationsSince(Date.now()));
  if (!cancelled) return undefined;
  return eventFileOf(presentCancelledEvent(cancelled, await hostNameOf(db, cancelled.host_id, false)), config);
}
