/**
 * The days a door accepts a ticket on (decision 077), in the campus's time zone: an event's start date through its
 * end date; a cultural event's ticket, the dates its registration booked (else the event's dates). An event with no
 * start date has no day of its own: any day is its day.
 */
import { eventDays } from '../../../shared/event-days.ts';
import { parseJsonList } from '../../database/values.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { bookingDatesOf } from '../tickets/tickets.presenter.ts';
import type { RegistrationRow } from './check-in.repository.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The campus's date (YYYY-MM-DD) at an instant. */
export function campusDay(iso: string, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(Date.parse(iso));
}

type EventFields = Pick<PostRow, 'type' | 'event_start_date' | 'event_end_date' | 'available_dates'>;

export const isCultural = (post: Pick<PostRow, 'type'>): boolean => post.type === 'culturalEvent';

/** The campus's dates the event happens on: its start date through its end date (and a cultural event's available dates). */
export function eventDaysOf(post: EventFields, timeZone: string): string[] {
  return eventDays(
    {
      eventStartDate: post.event_start_date,
      eventEndDate: post.event_end_date,
      availableDates: isCultural(post) ? parseJsonList<string>(post.available_dates) : [],
    },
    (iso) => campusDay(iso, timeZone),
  );
}

/** The days a registration's ticket is for: a cultural event's booked dates, else the event's; empty: any day. */
export function ticketDaysOf(post: EventFields, row: Pick<RegistrationRow, 'booking_dates'>, timeZone: string): string[] {
  const booked = isCultural(post) ? bookingDatesOf(row) : [];
  return booked.length > 0 ? booked : eventDaysOf(post, timeZone);
}

/** Whether a ticket with these days is good on `day` (no days: any day). */
export const isTicketDay = (days: readonly string[], day: string): boolean => days.length === 0 || days.includes(day);
