import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Replaces the calendar days a post is on. */
export async function replaceEventDays(db: Db, postId: string, days: readonly string[]): Promise<void> {
  await db.deleteFrom('event_days').where('post_id', '=', postId).execute();
  if (days.length === 0) return;
  await db
    .insertInto('event_days')
    .values(days.map((day) => ({ post_id: postId, day })))
    .execute();
}

const ENTRY_COLUMNS = [
  'p.id',
  'p.type',
  'p.title',
  'p.location',
  'p.event_start_date',
  'p.event_end_date',
  'p.available_dates',
] as const;

/**
 * Approved, visible events on any day from `fromDay` to `toDay` (inclusive), each once, soonest first:
 * a range on event_days' (day, post_id) index, joined to posts by primary key.
 */
export function entriesBetweenQuery(db: Db, fromDay: string, toDay: string, limit: number) {
  // The month's post ids first (a range of the day index), then posts by primary key. As `id IN (...)` or an
  // inner join, SQLite chose to walk every approved post instead (173 ms at 100,000 posts).
  const days = db
    .selectFrom('event_days')
    .select('post_id')
    .distinct()
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay);
  // CROSS JOIN: SQLite keeps the written order (day range outside, posts by key inside); PostgreSQL plans it as
  // the inner join it is.
  return db
    .selectFrom(days.as('d'))
    .crossJoin('posts as p')
    .whereRef('p.id', '=', 'd.post_id')
    .select(ENTRY_COLUMNS)
    .where('p.status', '=', 'approved')
    .where('p.hidden', '=', 0)
    .orderBy('p.event_start_date', 'asc')
    .orderBy('p.id', 'asc')
    .limit(limit);
}

export const findEntriesBetween = (db: Db, fromDay: string, toDay: string, limit: number) =>
  entriesBetweenQuery(db, fromDay, toDay, limit).execute();

export type CalendarRow = Awaited<ReturnType<typeof findEntriesBetween>>[number];

/** Saves the event to the user's calendar unless it is there; answers whether a row was added. */
export async function addCalendarEntry(db: Db, userId: string, postId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('calendar_entries')
    .values({ user_id: userId, post_id: postId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function removeCalendarEntry(db: Db, userId: string, postId: string): Promise<void> {
  await db.deleteFrom('calendar_entries').where('user_id', '=', userId).where('post_id', '=', postId).execute();
}

/** The user's saved events with what visibility needs, soonest first. */
export function findSavedEvents(db: Db, userId: string) {
  return db
    .selectFrom('calendar_entries as c')
    .innerJoin('posts as p', 'p.id', 'c.post_id')
    .select([...ENTRY_COLUMNS, 'p.user_id', 'p.status', 'p.hidden'])
    .where('c.user_id', '=', userId)
    .orderBy('p.event_start_date', 'asc')
    .orderBy('p.id', 'asc')
    .execute();
}
