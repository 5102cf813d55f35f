import { eventDays, utcDayOf } from '../../../shared/event-days.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import { parseJsonList } from '../../database/values.ts';
import type { PostsTable } from '../../database/schema.ts';

/** The UTC days a post is on in the calendar: none for Consights and news. */
export function eventDaysOfRow(row: Pick<PostsTable, 'type' | 'event_start_date' | 'event_end_date' | 'available_dates'>): string[] {
  if (!isEventType(row.type as PostType)) return [];
  return eventDays(
    { eventStartDate: row.event_start_date, eventEndDate: row.event_end_date, availableDates: parseJsonList<string>(row.available_dates) },
    utcDayOf,
  );
}
