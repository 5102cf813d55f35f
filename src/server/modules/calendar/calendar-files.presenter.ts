import { eventPlace } from '../../../shared/event-place.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { parseJsonList } from '../../database/values.ts';
import type { CalendarEvent, CalendarEventStatus } from './event-ics.ts';
import type { CancellationRow } from './calendar-files.repository.ts';

const eventType = (type: string): CalendarEvent['type'] => (type === 'culturalEvent' ? 'culturalEvent' : 'event');

/**
 * An event's row as a calendar's event. SEQUENCE counts its edits (the post's version starts at 1); an
 * approved event is CONFIRMED, one still waiting for an admin TENTATIVE. `hostName`: the ORGANIZER's CN in the
 * file of one event (event-file.ts); null in feeds.
 */
export const presentCalendarEvent = (row: PostRow, hostName: string | null = null): CalendarEvent => ({
  id: row.id,
  type: eventType(row.type),
  title: row.title,
  description: row.content,
  location: eventPlace(row.location, row.venue_address),
  start: row.event_start_date,
  end: row.event_end_date,
  availableDates: parseJsonList<string>(row.available_dates).filter((d) => typeof d === 'string'),
  sequence: Number(row.version) - 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  status: (row.status === 'approved' ? 'confirmed' : 'tentative') satisfies CalendarEventStatus,
  hostName,
});

/** A cancelled event as a calendar's event: its last times and place, STATUS:CANCELLED, one sequence more. */
export const presentCancelledEvent = (row: CancellationRow, hostName: string | null = null): CalendarEvent => ({
  id: row.post_id,
  type: eventType(row.type),
  title: row.title,
  description: row.content,
  location: eventPlace(row.location, row.venue_address),
  start: row.event_start_date,
  end: row.event_end_date,
  availableDates: parseJsonList<string>(row.available_dates).filter((d) => typeof d === 'string'),
  sequence: Number(row.sequence),
  createdAt: row.created_at,
  updatedAt: row.cancelled_at,
  status: 'cancelled',
  hostName,
});
