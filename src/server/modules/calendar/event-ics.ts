/**
 * An event as iCalendar (RFC 5545) text: the file of one event, a student's feed and the campus feed
 * (decision 039). Pure: it reads a `CalendarEvent` (calendar-files.presenter.ts makes them from rows) and the
 * options, and writes UTC times only, so no VTIMEZONE is needed. A cultural event with available dates is one
 * VEVENT a date, each at the event's own hours in the campus's time zone.
 */
import { addDays } from '../../../shared/event-days.ts';
import { escapeText, icsText, paramText, property, utcDateTime } from './ics-text.ts';
import { secondsOfDayAt, zonedInstant } from './local-days.ts';

export type CalendarEventStatus = 'confirmed' | 'tentative' | 'cancelled';

/** What a calendar file says of an event. */
export interface CalendarEvent {
  id: string;
  type: 'event' | 'culturalEvent';
  title: string;
  description: string;
  /** The place as people name it, with the venue's address when it adds to it. */
  location: string | null;
  /** UTC ISO instants; `end` null when the event gives none. */
  start: string | null;
  end: string | null;
  /** A cultural event's dates, 'YYYY-MM-DD' on the campus's calendar. */
  availableDates: readonly string[];
  /** Grows with every change of the event (its edits, then its cancellation). */
  sequence: number;
  createdAt: string;
  /** When the event last changed (DTSTAMP and LAST-MODIFIED). */
  updatedAt: string;
  status: CalendarEventStatus;
  /**
   * The host's name as the event's page shows it: the ORGANIZER's CN in the file of one event. Null in feeds,
   * and for an author Quad never names (an anonymous post): the campus organizes.
   */
  hostName: string | null;
}

/** Who organizes an event in Quad's files (RFC 5546 asks every published VEVENT for an ORGANIZER). */
export interface CalendarOrganizer {
  /** The campus's name, the CN when no host is named. */
  name: string;
  /** The campus's address (SUPPORT_EMAIL): never a host's own, which a file must not hand to its readers. */
  email: string;
}

export interface CalendarFileOptions {
  /** The address people reach Quad at: the events' URL and the UIDs' domain. */
  publicUrl: string;
  /** The campus's IANA time zone: a cultural event's dates are days there. */
  timeZone: string;
  /** The calendar's name in a subscribing app (X-WR-CALNAME), for feeds. */
  name?: string;
  /** How often a subscribing app should ask again, ISO 8601 duration (feeds). */
  refresh?: string;
  /** The ORGANIZER of every VEVENT: the campus's address, with the host's name when the event names one. */
  organizer: CalendarOrganizer;
}

/** One VEVENT's times and the suffix that keeps its UID apart from its siblings'. */
interface Occurrence {
  key: string;
  start: number;
  end: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATUS_TEXT: Record<CalendarEventStatus, string> = { confirmed: 'CONFIRMED', tentative: 'TENTATIVE', cancelled: 'CANCELLED' };

const instant = (iso: string | null): number | null => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
};

/**
 * The VEVENTs an event is: one from its start to its end, or, for a cultural event with available dates, one a
 * date, from the start's time of day to the end's (the next day when the end's time is not later).
 */
export function occurrencesOf(event: CalendarEvent, timeZone: string): Occurrence[] {
  const start = instant(event.start);
  if (start === null) return [];
  const end = instant(event.end);
  const whole = { key: '', start, end: end !== null && end > start ? end : null };
  const dates = [...new Set(event.availableDates.filter((d) => DAY.test(d)))].sort();
  if (event.type !== 'culturalEvent' || dates.length === 0) return [whole];
  const from = secondsOfDayAt(start, timeZone);
  const until = whole.end === null ? null : secondsOfDayAt(whole.end, timeZone);
  return dates.map((day) => {
    const dayStart = zonedInstant(day, from, timeZone);
    if (until === null) return { key: `-${day.replace(/-/g, '')}`, start: dayStart, end: null };
    let dayEnd = zonedInstant(day, until, timeZone);
    if (dayEnd <= dayStart) dayEnd = zonedInstant(addDays(day, 1), until, timeZone);
    return { key: `-${day.replace(/-/g, '')}`, start: dayStart, end: dayEnd };
  });
}

/** The event's page in the client. */
export const eventUrl = (publicUrl: string, id: string): string => `${publicUrl.replace(/\/+$/, '')}/posts/${encodeURIComponent(id)}`;

/** The UID of one VEVENT: the post's id and the date's suffix, at Quad's host. Never changes with an edit. */
export const eventUid = (publicUrl: string, id: string, key = ''): string => `post-${id}${key}@${new URL(publicUrl).host}`;

function veventLines(event: CalendarEvent, occurrence: Occurrence, options: CalendarFileOptions): string[] {
  const url = eventUrl(options.publicUrl, event.id);
  const stamp = instant(event.updatedAt) ?? Date.now();
  const created = instant(event.createdAt) ?? stamp;
  const description = [event.description.trim(), url].filter(Boolean).join('\n\n');
  return [
    'BEGIN:VEVENT',
    property('UID', eventUid(options.publicUrl, event.id, occurrence.key)),
    property('DTSTAMP', utcDateTime(stamp)),
    property('CREATED', utcDateTime(created)),
    property('LAST-MODIFIED', utcDateTime(stamp)),
    property('SEQUENCE', String(Math.max(0, Math.trunc(event.sequence)))),
    property('STATUS', STATUS_TEXT[event.status]),
    property(`ORGANIZER;CN=${paramText(event.hostName?.trim() || options.organizer.name)}`, `mailto:${encodeURI(options.organizer.email)}`),
    property('DTSTART', utcDateTime(occurrence.start)),
    ...(occurrence.end === null ? [] : [property('DTEND', utcDateTime(occurrence.end))]),
    property('SUMMARY', escapeText(event.title)),
    ...(event.location ? [property('LOCATION', escapeText(event.location))] : []),
    property('DESCRIPTION', escapeText(description)),
    property('URL;VALUE=URI', url),
    'END:VEVENT',
  ];
}

/** A VCALENDAR of these events (METHOD:PUBLISH): the text of a file or a feed. */
export function renderCalendar(events: readonly CalendarEvent[], options: CalendarFileOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quad//Campus calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [property('X-WR-CALNAME', escapeText(options.name)), property('NAME', escapeText(options.name))] : []),
    ...(options.refresh
      ? [property('REFRESH-INTERVAL;VALUE=DURATION', options.refresh), property('X-PUBLISHED-TTL', options.refresh)]
      : []),
  ];
  for (const event of events) {
    for (const occurrence of occurrencesOf(event, options.timeZone)) lines.push(...veventLines(event, occurrence, options));
  }
  lines.push('END:VCALENDAR');
  return icsText(lines);
}

/** The file of one event: what GET /api/posts/{id}/event.ics answers and a confirmation email attaches. */
export const renderEventIcs = (event: CalendarEvent, options: CalendarFileOptions): string => renderCalendar([event], options);

/** A file name for the event's file: its title's letters and digits, then `.ics`. */
export function eventFileName(event: Pick<CalendarEvent, 'title'>): string {
  const base = event.title.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${base || 'event'}.ics`;
}
