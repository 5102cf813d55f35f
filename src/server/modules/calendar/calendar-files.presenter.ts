import type { PostRow } from '../../database/post-rows.ts';
import { parseJsonList } from '../../database/values.ts';
import type { CalendarEvent, CalendarEventStatus } from './event-ics.ts';
import type { CancellationRow } from './calendar-files.repository.ts';

type Place = Pick<PostRow, 'location' | 'venue_address'>;

/** The place as people name it, followed by the venue's address unless the address already says it. */
export function placeOf({ location, venue_address: venue }: Place): string | null {
  const name = location?.trim() ?? '';
  const address = venue?.trim() ?? '';
  if (!address) return name || null;
  if (!name || address.toLowerCase().includes(name.toLowerCase())) return address;
  return `${name}, ${address}`;
}

const eventType = (type: string): CalendarEvent['type'] => (type === 'culturalEvent' ? 'culturalEvent' : 'event');

/**
 * An event's row as a calendar's event. SEQUENCE counts its edits (the post's version starts at 1); an
 * approved event is CONFIRMED, one still waiting for an admin TENTATIVE.
 */
export const presentCalendarEvent = (row: PostRow): CalendarEvent => ({
  id: row.id,
  type: eventType(row.type),
  title: row.title,
  description: row.content,
  location: placeOf(row),
  start: row.event_start_date,
  end: row.event_end_date,
  availableDates: parseJsonList<string>(row.available_dates).filter((d) => typeof d === 'string'),
  sequence: Number(row.version) - 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  status: (row.status === 'approved' ? 'confirmed' : 'tentative') satisfies CalendarEventStatus,
});

/** A cancelled event as a calendar's event: its last times and place, STATUS:CANCELLED, one sequence more. */
export const presentCancelledEvent = (row: CancellationRow): CalendarEvent => ({
  id: row.post_id,
  type: eventType(row.type),
  title: row.title,
  description: row.content,
  location: placeOf(row),
  start: row.event_start_date,
  end: row.event_end_date,
  availableDates: parseJsonList<string>(row.available_dates).filter((d) => typeof d === 'string'),
  sequence: Number(row.sequence),
  createdAt: row.created_at,
  updatedAt: row.cancelled_at,
  status: 'cancelled',
});
