import { type Kysely, PostgresAdapter, type RawBuilder, type Transaction, sql } from 'kysely';
import { addDays } from '../../../shared/event-days.ts';
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

/** Each day from `fromDay` to `toDay`, inclusive ('YYYY-MM-DD'). */
function daysBetween(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Approved, visible events on the days from `fromDay` to `toDay` (inclusive): for each day, the first `perDay`
 * of its events in the day index's order (by post id, which is random: not a ranking). One arm per day, each an
 * index range on event_days (day, post_id) that stops after `perDay` matches, joined to posts by primary key:
 * a month reads at most days x perDay events however many a day holds, and every day that has an event is in
 * the answer (for its dot). An event on several days comes once per day it is listed on.
 */
export function entriesBetweenQuery(db: Db, fromDay: string, toDay: string, perDay: number) {
  const days = daysBetween(fromDay, toDay);
  const dayEvents = (day: string | RawBuilder<string>) =>
    db
      .selectFrom('event_days as d')
      // CROSS JOIN: SQLite keeps the written order (the day's index range outside, posts by key inside).
      .crossJoin('posts as p')
      .whereRef('p.id', '=', 'd.post_id')
      .select(ENTRY_COLUMNS)
      .where('d.day', '=', day)
      .where('p.status', '=', 'approved')
      .where('p.hidden', '=', 0)
      .orderBy('d.post_id')
      .limit(perDay);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // PostgreSQL: the same per-day reads as one LATERAL join over the days, planned once (33 UNION arms took
    // about 12 ms to plan on every call, as node-postgres does not keep prepared statements).
    return db
      .selectFrom(sql<{ day: string }>`(select unnest(cast(${days} as text[])) as day)`.as('m'))
      .innerJoinLateral(dayEvents(sql.ref<string>('m.day')).as('a'), (join) => join.onTrue())
      .selectAll('a');
  }
  // SQLite has no LATERAL: one arm per day. Statements are prepared once per text (connection.ts).
  const [first, ...rest] = days.map((day) => db.selectFrom(dayEvents(day).as('a')).selectAll());
  if (!first) throw new Error('a calendar range without days');
  return rest.reduce((acc, arm) => acc.unionAll(arm), first);
}

/** The events of entriesBetweenQuery, each once, soonest first (ties by id). */
export async function findEntriesBetween(db: Db, fromDay: string, toDay: string, perDay: number) {
  const byId = new Map<string, Awaited<ReturnType<ReturnType<typeof entriesBetweenQuery>['execute']>>[number]>();
  for (const row of await entriesBetweenQuery(db, fromDay, toDay, perDay).execute()) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) =>
    (a.event_start_date ?? '') === (b.event_start_date ?? '') ? (a.id < b.id ? -1 : 1) : (a.event_start_date ?? '') < (b.event_start_date ?? '') ? -1 : 1,
  );
}

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
