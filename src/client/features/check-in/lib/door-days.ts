/**
 * The days a door accepts a ticket on (decision 077), as the server decides them, for a door without signal: the
 * campus's date at the scan (the snapshot's time zone) against the event's dates, or a cultural event's booked
 * dates. A snapshot saved before the door knew the days (no `days`, no `timeZone`) accepts any day, as it did.
 */
import { activeLocale, INTL_LOCALE, t } from '../../../../shared/i18n.ts';
import type { DoorAttendee, DoorSnapshot } from '../../../../shared/schemas/door.ts';

const formats = new Map<string, Intl.DateTimeFormat>();
/** The campus's date (YYYY-MM-DD) at an instant, in `timeZone` (the browser's own when none is known). */
export function campusDayAt(iso: string, timeZone: string | undefined): string {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  let format = formats.get(zone);
  if (!format) formats.set(zone, (format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(Date.parse(iso));
}

/** The days an attendee's ticket is for: a cultural event's booked dates, else the event's; empty: any day. */
export function ticketDays(snapshot: DoorSnapshot, attendee: Pick<DoorAttendee, 'bookingDates'>): string[] {
  if (snapshot.event.type === 'culturalEvent' && attendee.bookingDates.length > 0) return attendee.bookingDates;
  return snapshot.event.days ?? [];
}

/** Whether the attendee's ticket is good at the instant `at`. */
export function isTicketDayAt(snapshot: DoorSnapshot, attendee: Pick<DoorAttendee, 'bookingDates'>, at: string): boolean {
  const days = ticketDays(snapshot, attendee);
  return days.length === 0 || days.includes(campusDayAt(at, snapshot.timeZone));
}

/** Whether the event happens on the campus's date at `at` (a cultural event: on one of its dates). */
export function isEventDayAt(snapshot: DoorSnapshot, at: string): boolean {
  const days = snapshot.event.days ?? [];
  return days.length === 0 || days.includes(campusDayAt(at, snapshot.timeZone));
}

/** "3 December", or "4 December and 5 December", in the reader's language. */
export function daysWords(days: readonly string[]): string {
  const locale = INTL_LOCALE[activeLocale()];
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const names = days.map((d) => day.format(Date.parse(`${d}T00:00:00.000Z`)));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/** What a door says of a ticket refused for the day: the event's date, or the dates a cultural ticket booked. */
export function notTodayWords(snapshot: Pick<DoorSnapshot, 'event'>, days: readonly string[] | undefined): string | null {
  if (!days || days.length === 0) return null;
  return snapshot.event.type === 'culturalEvent' ? t('This ticket is for {days}', { days: daysWords(days) }) : eventOnWords(days);
}

/** "This event is on 3 December": what the door says of the event's dates on another day. */
export const eventOnWords = (days: readonly string[]): string => t('This event is on {days}', { days: daysWords(days) });
