import { type CompiledQuery, type ExpressionBuilder, type Kysely, PostgresAdapter, type RawBuilder, type Transaction, sql } from 'kysely';
import { LIMITS } from '../../../shared/limits.ts';
import type { Database, EventDaysTable } from '../../database/schema.ts';
import type { LocalDay } from './local-days.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Replaces the calendar days a post is on. */
export async function replaceEventDays(db: Db, postId: string, rows: readonly EventDaysTable[]): Promise<void> {
  await db.deleteFrom('event_days').where('post_id', '=', postId).execute();
  if (rows.length === 0) return;
  await db.insertInto('event_days').values([...rows]).execute();
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

/** A local day's date and instants, as values or as columns of the statement's own list of days. */
type DayBounds = Record<'day' | 'from' | 'to', string | RawBuilder<string>>;

/**
 * The row's event is on the local day: the day is one of its available dates, or its times overlap the day
 * (an event ending at the day's first instant is on it, as the browser places it). Only event_days columns:
 * the index answers it before posts are read.
 */
const onLocalDay = (eb: ExpressionBuilder<{ d: EventDaysTable }, 'd'>, day: DayBounds) =>
  eb.or([
    eb.and([eb('d.fixed', '=', 1), eb('d.day', '=', day.day)]),
    eb.and([eb('d.starts_at', '<', day.to), eb('d.ends_at', '>=', day.from)]),
  ]);

/**
 * Which of the local days have an approved, visible event: for each day, one probe of the day index over the
 * UTC days it overlaps, stopped at the first event on it. The same work at any size of campus.
 */
export function daysWithEventsQuery(db: Db, days: readonly LocalDay[]) {
  const probe = (day: DayBounds, utcDays: readonly (string | RawBuilder<string>)[]) =>
    db
      .selectFrom('event_days as d')
      // CROSS JOIN: SQLite keeps the written order (the day's index range outside, posts by key inside).
      .crossJoin('posts as p')
      .whereRef('p.id', '=', 'd.post_id')
      .select(sql.lit(1).as('one'))
      .where('d.day', 'in', utcDays)
      .where((eb) => onLocalDay(eb as never, day))
      .where('p.status', '=', 'approved')
      .where('p.hidden', '=', 0);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // PostgreSQL: the days as rows of arrays, planned once (a UNION of 31 arms took longer to plan than to run).
    const column = (values: string[]) => sql`unnest(cast(${values} as text[]))`;
    const m = sql<{ day: string; first_utc: string; last_utc: string; from: string; to: string }>`(select ${column(days.map((d) => d.day))} as day, ${column(days.map((d) => d.utcDays[0]!))} as first_utc, ${column(days.map((d) => d.utcDays[d.utcDays.length - 1]!))} as last_utc, ${column(days.map((d) => d.from))} as "from", ${column(days.map((d) => d.to))} as "to")`;
    return db
      .selectFrom(m.as('m'))
      .select('m.day')
      .where((eb) =>
        eb.exists(
          probe(
            { day: sql.ref<string>('m.day'), from: sql.ref<string>('m.from'), to: sql.ref<string>('m.to') },
            [sql.ref<string>('m.first_utc'), sql.ref<string>('m.last_utc')],
          ).limit(1),
        ),
      );
  }
  // SQLite: one arm per day, each `SELECT ? WHERE EXISTS (...)`. Statements are prepared once per text.
  const [first, ...rest] = days.map((day) =>
    db.selectNoFrom(sql<string>`${day.day}`.as('day')).where((eb) => eb.exists(probe(day, day.utcDays).limit(1))),
  );
  if (!first) throw new Error('a calendar month without days');
  return rest.reduce((acc, arm) => acc.unionAll(arm), first);
}

/** Each database's statements, by the (remembered, frozen) day or month of days they were built for. */
const statements = new WeakMap<Db, WeakMap<object, CompiledQuery>>();

/** The statement `build` gives for `key` on `db`, built and compiled once while the key is remembered. */
function compiledOnce<Row>(db: Db, key: object, build: () => { compile(): CompiledQuery<Row> }): CompiledQuery<Row> {
  let kept = statements.get(db);
  if (!kept) statements.set(db, (kept = new WeakMap()));
  let compiled = kept.get(key) as CompiledQuery<Row> | undefined;
  if (!compiled) kept.set(key, (compiled = build().compile()));
  return compiled;
}

/**
 * The local days (of those given) that have an event, in order. The statement is built once per array of days:
 * building and compiling a month's 31 arms took longer than running them.
 */
export async function findDaysWithEvents(db: Db, days: readonly LocalDay[]): Promise<string[]> {
  const { rows } = await db.executeQuery(compiledOnce(db, days, () => daysWithEventsQuery(db, days)));
  return rows.map((row) => String(row.day)).sort();
}

/**
 * Approved, visible events on one local day: from each UTC day it overlaps, the first `perUtcDay` events on it
 * in the day index's order (by post id, which is random: not a ranking), each stopped after its share.
 */
export function dayEntriesQuery(db: Db, day: LocalDay, perUtcDay: number) {
  const [first, ...rest] = day.utcDays.map((utcDay) =>
    db.selectFrom(
      db
        .selectFrom('event_days as d')
        .crossJoin('posts as p')
        .whereRef('p.id', '=', 'd.post_id')
        .select(ENTRY_COLUMNS)
        .where('d.day', '=', utcDay)
        .where((eb) => onLocalDay(eb as never, day))
        .where('p.status', '=', 'approved')
        .where('p.hidden', '=', 0)
        .orderBy('d.post_id')
        .limit(perUtcDay)
        .as('a'),
    ).selectAll(),
  );
  if (!first) throw new Error('a local day without UTC days');
  return rest.reduce((acc, arm) => acc.unionAll(arm), first);
}

type DayEntryRow = Awaited<ReturnType<ReturnType<typeof dayEntriesQuery>['execute']>>[number];

/**
 * The events of dayEntriesQuery, each once, soonest first (ties by id), at most calendarDayMax. The statement
 * is built once per remembered day (see localDay): building it cost as much as running it.
 */
export async function findDayEntries(db: Db, day: LocalDay) {
  const limit = LIMITS.calendarDayMax;
  const byId = new Map<string, DayEntryRow>();
  const { rows } = await db.executeQuery(compiledOnce(db, day, () => dayEntriesQuery(db, day, limit)));
  for (const row of rows) byId.set(row.id, row);
  const key = (row: { event_start_date: string | null }) => {
    const t = row.event_start_date ? Date.parse(row.event_start_date) : Number.NaN;
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
  };
  return [...byId.values()].sort((a, b) => key(a) - key(b) || (a.id < b.id ? -1 : 1)).slice(0, limit);
}

export type CalendarRow = Awaited<ReturnType<typeof findDayEntries>>[number];

/** Saves the event to the user's calendar unless it is there; answers whether a row was added. */
export async function addCalendarEntry(db: Db, userId: string, postId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('calendar_entries')
    .values({ user_id: userId, post_id: postId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Adds the event to each of these students' calendars in one statement (an entry already there stays). */
export async function addCalendarEntries(db: Db, userIds: readonly string[], postId: string, now: string): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('calendar_entries')
    .values(userIds.map((userId) => ({ user_id: userId, post_id: postId, created_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
    .execute();
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
