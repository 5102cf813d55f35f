import type { CalendarEntry } from '../../../shared/schemas/events.ts';
import { POST_TYPES, type PostType } from '../../../shared/schemas/posts.ts';
import { parseJsonList } from '../../database/values.ts';
import type { CalendarRow } from './calendar.repository.ts';

const postType = (value: string): PostType => ((POST_TYPES as readonly string[]).includes(value) ? (value as PostType) : 'event');

export const presentCalendarEntry = (row: CalendarRow): CalendarEntry => ({
  _id: row.id,
  type: postType(row.type),
  title: row.title,
  location: row.location,
  eventStartDate: row.event_start_date ?? '',
  eventEndDate: row.event_end_date,
  availableDates: parseJsonList<string>(row.available_dates),
});
