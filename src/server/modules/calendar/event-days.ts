import { eventDays, utcDayOf } from '../../../shared/event-days.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import { parseJsonList } from '../../database/values.ts';
import type { Kysely } from 'kysely';
import type { Database, EventDaysTable, PostsTable } from '../../database/schema.ts';
import { replaceEventDays } from './calendar.repository.ts';

type EventFields = Pick<PostsTable, 'type' | 'event_start_date' | 'event_end_date' | 'available_dates'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC days a post is on in the calendar: none for Consights and news. */
function eventDaysOfRow(row: EventFields): string[] {
  if (!isEventType(row.type as PostType)) return [];
  return eventDays(
    { eventStartDate: row.event_start_date, eventEndDate: row.event_end_date, availableDates: parseJsonList<string>(row.available_dates) },
    utcDayOf,
  );
}

/** The event's start and end as UTC instants (the end no earlier than the start), or nulls without a start. */
function eventTimes(row: EventFields): { starts_at: string | null; ends_at: string | null } {
  const start = row.event_start_date ? Date.parse(row.event_start_date) : Number.NaN;
  if (Number.isNaN(start)) return { starts_at: null, ends_at: null };
  const end = row.event_end_date ? Date.parse(row.event_end_date) : Number.NaN;
  return { starts_at: new Date(start).toISOString(), ends_at: new Date(Number.isNaN(end) ? start : Math.max(start, end)).toISOString() };
}

/**
 * The event_days rows of a post: one per UTC day it is on, each with the event's times and whether the day is
 * one of its available dates, so a local day's question is answered from the day index (decision 017).
 */
export function eventDayRowsOf(row: EventFields & { id: string }): EventDaysTable[] {
  const days = eventDaysOfRow(row);
  if (days.length === 0) return [];
  const fixed = new Set(parseJsonList<string>(row.available_dates).filter((day) => typeof day === 'string' && DAY.test(day)));
  const times = eventTimes(row);
  return days.map((day) => ({ post_id: row.id, day, ...times, fixed: fixed.has(day) ? 1 : 0 }));
}

/**
 * Inside the caller's transaction: the post's calendar days, replaced by those of its current fields. The posts
 * service calls it at every write that can move an event's dates.
 */
export async function keepEventDays(db: Kysely<Database>, row: EventFields & { id: string }): Promise<void> {
  await replaceEventDays(db, row.id, eventDayRowsOf(row));
}
