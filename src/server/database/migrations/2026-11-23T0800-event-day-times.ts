/**
 * Frozen in time: written against Kysely<any>, imports no app code.
 * Each calendar day row carries its event's times (start, and end or start, as UTC instants) and whether the
 * day is one of a cultural event's available dates, so "is there an event on this local day?" is answered from
 * the day index alone, in any time zone. See docs/decisions/017-calendar-month-per-day.md.
 */
import type { Kysely } from 'kysely';

const DAY_MS = 86_400_000;
const SPAN_DAYS = 31;
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

interface EventRow {
  id: string;
  event_start_date: string | null;
  event_end_date: string | null;
  available_dates: string | null;
}

/** The rows of one event, as the app files them at this migration's time. */
function dayRows(row: EventRow) {
  const span = new Set<string>();
  let startsAt: string | null = null;
  let endsAt: string | null = null;
  const start = row.event_start_date ? Date.parse(row.event_start_date) : Number.NaN;
  if (!Number.isNaN(start)) {
    const parsedEnd = row.event_end_date ? Date.parse(row.event_end_date) : Number.NaN;
    const end = Number.isNaN(parsedEnd) ? start : Math.max(start, parsedEnd);
    startsAt = new Date(start).toISOString();
    endsAt = new Date(end).toISOString();
    const first = Date.parse(startsAt.slice(0, 10));
    for (let t = first, n = 0; t <= end && n < SPAN_DAYS; t += DAY_MS, n += 1) span.add(new Date(t).toISOString().slice(0, 10));
  }
  const fixed = new Set<string>();
  try {
    const dates: unknown = JSON.parse(row.available_dates ?? '[]');
    if (Array.isArray(dates)) for (const d of dates) if (isDay(d)) fixed.add(d);
  } catch {
    // Unreadable dates add nothing.
  }
  return [...new Set([...span, ...fixed])].map((day) => ({
    post_id: row.id,
    day,
    starts_at: startsAt,
    ends_at: endsAt,
    fixed: fixed.has(day) ? 1 : 0,
  }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_days').addColumn('starts_at', 'text').execute();
  await db.schema.alterTable('event_days').addColumn('ends_at', 'text').execute();
  await db.schema.alterTable('event_days').addColumn('fixed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // The day's range answers the whole question: which events, and whether one is on a given local day.
  await db.schema.dropIndex('event_days_day_idx').execute();
  await db.schema
    .createIndex('event_days_day_idx')
    .on('event_days')
    .columns(['day', 'post_id', 'fixed', 'starts_at', 'ends_at'])
    .execute();

  const events = (await db
    .selectFrom('posts')
    .select(['id', 'event_start_date', 'event_end_date', 'available_dates'])
    .where('type', 'in', ['event', 'culturalEvent'])
    .execute()) as EventRow[];
  await db.deleteFrom('event_days').execute();
  let batch: ReturnType<typeof dayRows> = [];
  const flush = async () => {
    if (batch.length > 0) await db.insertInto('event_days').values(batch).execute();
    batch = [];
  };
  for (const event of events) {
    batch.push(...dayRows(event));
    if (batch.length >= 500) await flush();
  }
  await flush();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('event_days_day_idx').execute();
  await db.schema.createIndex('event_days_day_idx').on('event_days').columns(['day', 'post_id']).execute();
  await db.schema.alterTable('event_days').dropColumn('fixed').execute();
  await db.schema.alterTable('event_days').dropColumn('ends_at').execute();
  await db.schema.alterTable('event_days').dropColumn('starts_at').execute();
}
